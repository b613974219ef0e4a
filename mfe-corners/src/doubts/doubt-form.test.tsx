import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { on } from '@classroom/shared/events';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, call } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { DoubtForm } from './doubt-form';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const tree = [
  {
    subject_id: 1,
    subject_name: 'Physics',
    primary_color: '#1E88E5',
    chapters: [{ chapter_id: 7, chapter_name: 'Motion in a Plane', class_name: '11', num_questions: 24 }],
  },
];
const pending = {
  doubt_id: 5,
  subject_id: 1,
  subject_name: 'Physics',
  chapter_id: 7,
  chapter_name: 'Motion in a Plane',
  question: 'Why a parabola?',
  answer: null,
  status: 'pending',
  created_at: '2026-11-21T10:00:00Z',
  photos: 0,
};

function renderForm(editId: number | null, reply: (name: string, args: unknown) => unknown) {
  mockedCall.mockImplementation((async (name: string, args: unknown) => reply(name, args)) as typeof call);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/student/uploaddoubt']}>
        <Routes>
          <Route path="/student/uploaddoubt" element={<DoubtForm editId={editId} />} />
          <Route path="/student/pendingdoubts" element={<p>Pending list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockedCall.mockReset();
  queryClient.clear();
});

describe('ask a doubt (000 §7 post-pending-doubt)', () => {
  it('refuses a too-short question with the contract’s message, once (inline, no toast), and sends nothing', async () => {
    const toasts: string[] = [];
    const off = on('portal:toast', ({ message }) => toasts.push(message));
    renderForm(null, (name) => (name === 'doubtChapters' ? tree : null));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your doubt' }), { target: { value: 'Why' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit doubt' }));
    expect(await screen.findAllByText('question must have at least 5 characters')).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(mockedCall).not.toHaveBeenCalledWith('postPendingDoubt', expect.anything());
    off();
  });

  it('sends the text, chapter and photos as form data, then opens the pending doubts', async () => {
    let sent: FormData | null = null;
    renderForm(null, (name, args) => {
      if (name === 'doubtChapters') return tree;
      if (name === 'postPendingDoubt') {
        sent = (args as { body: FormData }).body;
        return pending;
      }
      return [];
    });
    fireEvent.change(await screen.findByLabelText('Chapter (optional)'), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your doubt' }), {
      target: { value: 'Why is the path a parabola?' },
    });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'working.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Photos/), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit doubt' }));
    expect(await screen.findByText('Pending list')).toBeTruthy();
    const body = sent as unknown as FormData;
    expect(body.get('question')).toBe('Why is the path a parabola?');
    expect(body.get('chapter_id')).toBe('7');
    expect((body.getAll('photos')[0] as File).name).toBe('working.png');
  });

  it('another subject clears the chapter chosen under the first (it is not a chapter of the new subject)', async () => {
    const chemistry = {
      subject_id: 2,
      subject_name: 'Chemistry',
      primary_color: '#43A047',
      chapters: [{ chapter_id: 9, chapter_name: 'Mole Concept', class_name: '11', num_questions: 12 }],
    };
    renderForm(null, (name) => (name === 'doubtChapters' ? [...tree, chemistry] : []));
    const chapter = (await screen.findByLabelText('Chapter (optional)')) as HTMLSelectElement;
    fireEvent.change(chapter, { target: { value: '7' } });
    expect(chapter.value).toBe('7');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '2' } });
    await waitFor(() => expect(chapter.value).toBe(''));
    expect([...chapter.options].map((o) => o.text)).toEqual(['Not sure / other', 'Mole Concept']);
  });

  it('offline (decision 0016): says the doubt is saved and will be sent, offers no photos, sends it once back online and says so', async () => {
    const toasts: string[] = [];
    const off = on('portal:toast', ({ message }) => toasts.push(message));
    renderForm(null, (name) => (name === 'doubtChapters' ? tree : name === 'postPendingDoubt' ? pending : []));
    const question = await screen.findByRole('textbox', { name: 'Your doubt' });
    act(() => onlineManager.setOnline(false));
    try {
      expect(screen.queryByLabelText(/^Photos/)).toBeNull();
      expect(screen.getByText(/Adding photos needs a connection/)).toBeTruthy();
      fireEvent.change(question, { target: { value: 'Why is the path a parabola?' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit doubt' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'You are offline. Your doubt is saved on this phone and will be sent when you are back online.',
      );
      expect(screen.getByRole('button', { name: 'Waiting for connection' })).toBeTruthy();
      expect(mockedCall).not.toHaveBeenCalledWith('postPendingDoubt', expect.anything());
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(await screen.findByText('Pending list')).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith('postPendingDoubt', expect.anything());
    expect(toasts).toEqual(['Your doubt has been sent. A teacher will answer it soon.']);
    off();
  });

  it('shows a 4th photo as a problem at once, and the server’s refusal as it says', async () => {
    renderForm(null, (name) => {
      if (name === 'doubtChapters') return tree;
      if (name === 'postPendingDoubt')
        throw new ApiError("photos.0: 'photo.png' is not a JPEG or PNG image", 'refused', 400);
      return [];
    });
    const input = await screen.findByLabelText(/^Photos/);
    const png = (n: number) => new File([new Uint8Array([1])], `${n}.png`, { type: 'image/png' });
    fireEvent.change(input, { target: { files: [1, 2, 3, 4].map(png) } });
    expect(screen.getByRole('alert').textContent).toBe('You can attach at most 3 photos.');
    fireEvent.change(input, { target: { files: [png(1)] } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your doubt' }), {
      target: { value: 'A doubt with a fake photo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit doubt' }));
    expect(await screen.findByText("photos.0: 'photo.png' is not a JPEG or PNG image")).toBeTruthy();
  });

  it('edits a pending doubt: its text is filled in, no photos field, the edit is sent', async () => {
    renderForm(5, (name) => {
      if (name === 'doubtChapters') return tree;
      if (name === 'pendingDoubts')
        return [pending, { ...pending, doubt_id: 6, status: 'answered', answer: 'Because…' }];
      if (name === 'updatePendingDoubt') return pending;
      return null;
    });
    const box = (await screen.findByRole('textbox', { name: 'Your doubt' })) as HTMLTextAreaElement;
    expect(box.value).toBe('Why a parabola?');
    expect(screen.queryByLabelText(/^Photos/)).toBeNull();
    fireEvent.change(box, { target: { value: 'Why is it a parabola, exactly?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(mockedCall).toHaveBeenCalledWith('updatePendingDoubt', {
        params: { doubtId: 5 },
        body: { subject_id: 1, chapter_id: 7, question: 'Why is it a parabola, exactly?' },
      }),
    );
  });
});
