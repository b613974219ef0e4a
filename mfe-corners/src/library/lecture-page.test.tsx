import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { LecturePage } from './lecture-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const chapter = {
  chapter_id: 25,
  chapter_name: 'Units and Measurements',
  subject_name: 'Physics',
  class_name: 'Class 11',
  videos: [
    { video_id: 1, video_name: 'Part 1', video_icon_url: null, video_url: 'https://player.vimeo.com/video/1' },
    { video_id: 2, video_name: 'Part 2', video_icon_url: null, video_url: '/api/static/videos/lecture-1.mp4' },
    { video_id: 3, video_name: 'Part 3', video_icon_url: null, video_url: '' },
  ],
  notes: [{ note_name: 'Chapter notes', notes_pdf_url: '/api/static/notes/chapter-notes.pdf' }],
};

function renderAt(path: string) {
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'chapterDetail') return chapter;
    throw new Error(name);
  }) as typeof call);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/student/:type/:chapterId/:videoId" element={<LecturePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockedCall.mockReset();
  localStorage.clear();
});

describe('video lecture page (000 §2, §9)', () => {
  it('an .mp4 plays in <video> with controls; the playlist marks the current video; the chapter notes open in a new tab', async () => {
    const { container } = renderAt('/student/jee/25/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Part 2' })).toBeTruthy();
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/static/videos/lecture-1.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByRole('link', { name: /Part 2/, current: 'page' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    // Every playlist item is a 'Lecture' to a student, whether it plays here or on a video host.
    for (const item of within(screen.getByRole('complementary')).getAllByRole('link'))
      expect(item.textContent).toMatch(/Lecture$/);
    expect(screen.getByRole('link', { name: /Chapter notes/ }).getAttribute('target')).toBe('_blank');
    expect(mockedCall).toHaveBeenCalledWith(
      'chapterDetail',
      expect.objectContaining({ query: { corner_type: 'jee', chapter_id: 25 } }),
    );
  });

  it('resumes an .mp4 at its kept position', async () => {
    localStorage.setItem('classroom.video-position.2', '1.5');
    const { container } = renderAt('/student/jee/25/2');
    await screen.findByRole('heading', { level: 1, name: 'Part 2' });
    const video = container.querySelector('video')!;
    Object.defineProperty(video, 'duration', { value: 4, configurable: true });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(1.5);
  });

  it('any other link is a sandboxed iframe with a strict allow list', async () => {
    const { container } = renderAt('/student/jee/25/1');
    await screen.findByRole('heading', { level: 1, name: 'Part 1' });
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(frame.getAttribute('allow')).toBe('fullscreen; picture-in-picture; encrypted-media');
    expect(frame.getAttribute('title')).toBe('Part 1');
  });

  it('a missing video shows a clear message, never a broken player; an unknown video says so', async () => {
    const { container, unmount } = renderAt('/student/jee/25/3');
    expect(await screen.findByText('This video is not available right now.')).toBeTruthy();
    expect(container.querySelector('video, iframe')).toBeNull();
    unmount();
    renderAt('/student/jee/25/99');
    expect(await screen.findByText('This video could not be found.')).toBeTruthy();
  });
});
