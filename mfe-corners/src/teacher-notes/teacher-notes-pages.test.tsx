import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, call } from '@classroom/shared/api';
import { ERROR_PAGE_TEXT } from '@classroom/shared/ui';
import { TeacherNotesChaptersPage, TeacherNotesListPage, TeacherNotesSubjectsPage } from './teacher-notes-pages';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const SUBJECTS = [
  { subject_id: 1, subject_name: 'Physics', is_main_subject: true, primary_color: '#1565c0' },
  { subject_id: 2, subject_name: 'Chemistry', is_main_subject: true, primary_color: '#2e7d32' },
];
const CHAPTERS = [
  { chapter_id: 40, chapter_name: 'Units and Measurements', class_name: '11' },
  { chapter_id: 41, chapter_name: 'Motion in a Straight Line', class_name: '11' },
  { chapter_id: 60, chapter_name: 'Electric Charges and Fields', class_name: '12' },
];
const NOTES = [
  {
    liveclass_id: 9,
    lecture: 'Lecture 3: Relative velocity',
    teacher_name: 'Rajesh Kumar',
    start_date: '2026-11-20T10:30:00.000Z',
    notes_file: '/api/static/notes/phy-motion-in-a-straight-line.pdf',
  },
];

/** The batch's classes (000 §3 Class), of which one of chapter 41 has notes. */
const CLASSES = [
  { subject_name: 'Physics', chapter_name: 'Motion in a Straight Line', notes_file: NOTES[0]!.notes_file },
  { subject_name: 'Physics', chapter_name: 'Units and Measurements', notes_file: null },
  { subject_name: 'Chemistry', chapter_name: 'Electric Charges and Fields', notes_file: '/x.pdf' },
];

function serve(notes: () => unknown = () => NOTES) {
  mockedCall.mockImplementation((async (name: string, args: { query?: { subject_id?: number } }) => {
    if (name === 'supportSubjects') return SUBJECTS;
    if (name === 'supportChapters') {
      if (args.query?.subject_id !== 1) throw new ApiError('Subject not found', 'refused', 404);
      return CHAPTERS;
    }
    if (name === 'teacherNotes') return notes();
    if (name === 'dashboardClasses') return CLASSES;
    throw new Error(name);
  }) as typeof call);
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/student/notes/teachernotes" element={<TeacherNotesSubjectsPage />} />
          <Route path="/student/notes/teachernotes/:subjectId" element={<TeacherNotesChaptersPage />} />
          <Route path="/student/notes/teachernotes/:subjectId/:chapterId" element={<TeacherNotesListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => mockedCall.mockReset());

describe('teacher notes (000 §7 get-subjects, get-chapters, get-teacher-notes)', () => {
  it('walks subject → chapter (by class) → the chapter’s notes with teacher and IST class time, each opening its PDF', async () => {
    serve();
    renderAt('/student/notes/teachernotes');
    expect(screen.getByRole('heading', { level: 1, name: 'Teacher Notes' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: 'Physics' }));

    // Each chapter says how many of the batch's classes shared notes (a Chemistry class's notes do not count here).
    const class11 = await screen.findByRole('region', { name: 'Class 11' });
    expect(await within(class11).findByText('1 note')).toBeTruthy();
    expect(
      within(class11)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Units and Measurements No notes yet', 'Motion in a Straight Line 1 note']);
    expect(within(screen.getByRole('region', { name: 'Class 12' })).getByRole('link').textContent).toBe(
      'Electric Charges and Fields No notes yet',
    );
    fireEvent.click(screen.getByRole('link', { name: /^Motion in a Straight Line/ }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Physics · Motion in a Straight Line' })).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith('teacherNotes', expect.objectContaining({ query: { chapter_id: 41 } }));
    const list = screen.getByRole('list', { name: 'Teacher Notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Rajesh Kumar · class of 20 Nov 2026, 4:00 PM IST')).toBeTruthy();
    const open = within(list).getByRole('link', { name: /^Open Lecture 3: Relative velocity/ });
    expect(open.getAttribute('href')).toBe(NOTES[0]!.notes_file);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(within(list).getByRole('button', { name: 'Download Lecture 3: Relative velocity' })).toBeTruthy();
  });

  it('a chapter without notes says so, with when to look again', async () => {
    serve(() => []);
    renderAt('/student/notes/teachernotes/1/40');
    expect(await screen.findByText('No teacher notes in this chapter yet')).toBeTruthy();
    expect(screen.getByText('Your teachers add notes after their classes. Check back later.')).toBeTruthy();
  });

  it('another student’s subject (404) shows the server’s reason, not the error page', async () => {
    serve();
    renderAt('/student/notes/teachernotes/7');
    expect(await screen.findByText('Subject not found')).toBeTruthy();
    expect(screen.queryByText(ERROR_PAGE_TEXT)).toBeNull();
  });

  it('a failed read shows the error page text with the reason and Retry, which loads the notes again', async () => {
    let fail = true;
    serve(() => {
      if (fail) throw new ApiError('Something went wrong on our side', 'refused', 500);
      return NOTES;
    });
    renderAt('/student/notes/teachernotes/1/41');
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_PAGE_TEXT);
    expect(screen.getByText('Something went wrong on our side')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Download Lecture 3: Relative velocity' })).toBeTruthy();
  });

  it('an address with a broken id offers the way back instead of calling the server', () => {
    serve();
    renderAt('/student/notes/teachernotes/1/abc');
    expect(screen.getByText('This page address is not complete')).toBeTruthy();
    expect(screen.getByRole('link', { name: /All subjects/ }).getAttribute('href')).toBe('/student/notes/teachernotes');
    expect(mockedCall).not.toHaveBeenCalled();
  });
});
