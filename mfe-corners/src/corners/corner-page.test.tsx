import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, call } from '@classroom/shared/api';
import { CornerPage } from './corner-page';
import { useCornerSelection } from './corner-store';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const video = (n: number) => ({ video_id: n, video_name: `Video ${n}`, video_icon_url: null });
const note = (n: number) => ({
  note_name: `Note ${n}`,
  question_id: null,
  notes_pdf_url: `https://cdn.example/n${n}.pdf`,
});
const subjects = [
  {
    id: 1,
    subject_name: 'Physics',
    primary_color: '#1565c0',
    secondary_color: '#e3f2fd',
    chapters: [
      {
        id: 40,
        chapter_name: 'Units and Measurement',
        videos: [1, 2, 3, 4, 5, 6].map(video),
        notes: [1, 2, 3, 4].map(note),
      },
      { id: 41, chapter_name: 'Motion in a Straight Line', videos: [], notes: [] },
    ],
  },
];

function serve(corner: unknown) {
  mockedCall.mockImplementation((async (name: string, args: { query?: { class_assoc?: number } }) => {
    if (name === 'cornerFilters')
      return {
        classes: [
          { id: 11, class_name: 'Class 11' },
          { id: 12, class_name: 'Class 12' },
        ],
      };
    if (name === 'dashboardCorner') return typeof corner === 'function' ? corner(args.query?.class_assoc) : corner;
    if (name === 'ncertExercises') return [{ exercise_id: 7, exercise_name: 'Exercise 1.1', num_questions: 4 }];
    throw new Error(name);
  }) as typeof call);
}

const renderCorner = (type: 'jee' | 'ncert', state?: unknown) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[{ pathname: `/student/${type}`, state }]}>
        <CornerPage type={type} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  mockedCall.mockReset();
  sessionStorage.clear();
  useCornerSelection.setState({
    selected: {
      ncert: { classId: null, subjectId: null },
      jee: { classId: null, subjectId: null },
      neet: { classId: null, subjectId: null },
    },
  });
});

describe('CornerPage (000 §2 Corner cards)', () => {
  it("000 §2: 'Select Class', subjects as accordions, chapter 1's videos with a 'See all' card at 5+, first 3 notes", async () => {
    serve({ subjects });
    renderCorner('jee');
    const select = await screen.findByLabelText('Select Class');
    expect((select as HTMLSelectElement).value).toBe('11');
    const physics = (await screen.findByText('Physics')).closest('details') as HTMLElement;
    expect(physics.hasAttribute('open')).toBe(true);
    expect(within(physics).getByRole('heading', { name: 'Videos: Units and Measurement' })).toBeTruthy();
    expect(within(physics).getAllByRole('link', { name: /^Video/ })).toHaveLength(4);
    for (const link of within(physics).getAllByRole('link', { name: /See all/ }))
      expect(link.getAttribute('href')).toBe('/student/jee');
    expect(within(physics).getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(within(physics).getAllByRole('link', { name: /^Note/ })).toHaveLength(3);
    expect(mockedCall).toHaveBeenCalledWith(
      'dashboardCorner',
      expect.objectContaining({ query: { corner_type: 'jee', class_assoc: 11 } }),
    );
  });

  it("the headings never skip a level: h1 the corner, h2 the panels (the h3 panels sit under the dashboard's h2)", async () => {
    serve({ subjects });
    renderCorner('jee');
    await screen.findByRole('heading', { name: 'Videos: Units and Measurement' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it("000 §2: changing the class reloads; no subjects → 'No {TYPE} content available'", async () => {
    serve((classAssoc: number) => ({ subjects: classAssoc === 12 ? [] : subjects }));
    renderCorner('ncert');
    await screen.findByText('Physics');
    expect(screen.getByRole('heading', { name: 'Exercise solutions' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Exercise 1.1 solutions/ })).getAttribute('href')).toBe(
      '/student/ncert/40/7/question',
    );
    fireEvent.change(screen.getByLabelText('Select Class'), { target: { value: '12' } });
    expect(await screen.findByText('No NCERT content available')).toBeTruthy();
  });

  it('shows the error text with Retry when the call is refused', async () => {
    mockedCall.mockRejectedValue(new ApiError('Some error occurred', 'refused', 500));
    renderCorner('jee');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("000 §2 'See all': state subjectId and classId show every chapter of the subject with all its videos", async () => {
    serve({ subjects });
    renderCorner('jee', { subjectId: 1, classId: 11 });
    expect(await screen.findByRole('heading', { name: 'Chapter 2: Motion in a Straight Line' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Video/ })).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: /^Note/ })).toHaveLength(4);
  });

  it('000 §3: the class chosen in a corner is kept for that corner', async () => {
    serve({ subjects });
    const first = renderCorner('jee');
    fireEvent.change(await screen.findByLabelText('Select Class'), { target: { value: '12' } });
    first.unmount();
    renderCorner('jee');
    expect(((await screen.findByLabelText('Select Class')) as HTMLSelectElement).value).toBe('12');
  });
});
