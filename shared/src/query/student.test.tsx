import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import type { LoginRecord, StudentData } from '@classroom/shared/contract';
import { queryClient } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';
import { studentQuery, useStudent } from './student';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const riya = { id: 12, name: 'Riya Sharma' } as StudentData;

function Name({ label }: { label: string }) {
  const { student, error } = useStudent();
  return <p aria-label={label}>{error ? `failed: ${error.message}` : (student?.name ?? 'loading')}</p>;
}

describe('useStudent: get-student-details2 through the shared QueryClient (000 §3, decision 0016)', () => {
  beforeEach(() => {
    mockedCall.mockReset();
    sessionStore.setState({ user: { username: 'riya', token: 't' } as LoginRecord, student: null });
  });
  afterEach(() => {
    cleanup();
    act(() => onlineManager.setOnline(true));
    queryClient.clear();
    sessionStore.setState({ user: null, student: null });
  });

  it('two screens asking at once send one request; the student lands in the session store', async () => {
    mockedCall.mockResolvedValue({ student_data: riya } as never);
    render(
      <>
        <Name label="top bar" />
        <Name label="page" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('page').textContent).toBe('Riya Sharma'));
    expect(screen.getByLabelText('top bar').textContent).toBe('Riya Sharma');
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(mockedCall).toHaveBeenCalledWith('studentDetails', expect.objectContaining({ query: { username: 'riya' } }));
    expect(sessionStore.getState().student).toEqual(riya);
  });

  it('offline, shows the copy kept on the device instead of a loader', () => {
    queryClient.setQueryData(studentQuery('riya').queryKey, riya, { updatedAt: Date.now() - 86_400_000 });
    act(() => onlineManager.setOnline(false));
    render(<Name label="page" />);
    expect(screen.getByLabelText('page').textContent).toBe('Riya Sharma');
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('online, paints the kept copy at once and replaces it with the fresh answer', async () => {
    queryClient.setQueryData(studentQuery('riya').queryKey, { ...riya, name: 'Riya (kept)' }, { updatedAt: 0 });
    let answer: (value: unknown) => void = () => {};
    mockedCall.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    render(<Name label="page" />);
    expect(screen.getByLabelText('page').textContent).toBe('Riya (kept)');
    expect(mockedCall).toHaveBeenCalledTimes(1);
    act(() => answer({ student_data: riya }));
    await waitFor(() => expect(screen.getByLabelText('page').textContent).toBe('Riya Sharma'));
  });

  it('a fresh answer naming another batch drops the reads kept for the old one before the student shows', async () => {
    const kept = { ...riya, student_course_id: 1 };
    const keptAt = performance.timeOrigin - 86_400_000;
    queryClient.setQueryData(studentQuery('riya').queryKey, kept, { updatedAt: keptAt });
    queryClient.setQueryData(['dashboard', 'student-dashboard'], { mpps: ['old batch MPP'] }, { updatedAt: keptAt });
    queryClient.setQueryData(['dashboard', 'classes'], ['old batch class'], { updatedAt: keptAt });
    mockedCall.mockResolvedValue({ student_data: { ...riya, student_course_id: 2 } } as never);
    const seen: string[] = [];
    function Screen() {
      const { student } = useStudent();
      const rows = queryClient.getQueryData<{ mpps: string[] }>(['dashboard', 'student-dashboard']);
      seen.push(`${student?.student_course_id ?? '-'}:${rows?.mpps.join() ?? 'none'}`);
      return null;
    }
    render(<Screen />);
    await waitFor(() => expect(sessionStore.getState().student?.student_course_id).toBe(2));
    expect(seen[0]).toBe('1:old batch MPP');
    expect(seen.filter((entry) => entry.startsWith('2:'))).toEqual(expect.arrayContaining(['2:none']));
    expect(seen).not.toContain('2:old batch MPP');
    expect(queryClient.getQueryData(['dashboard', 'classes'])).toBeUndefined();
  });

  it('a fresh answer of the same batch keeps the kept reads on screen until their own answers', async () => {
    const keptAt = performance.timeOrigin - 86_400_000;
    queryClient.setQueryData(studentQuery('riya').queryKey, { ...riya, student_course_id: 1 }, { updatedAt: keptAt });
    queryClient.setQueryData(['dashboard', 'classes'], ['kept class'], { updatedAt: keptAt });
    mockedCall.mockResolvedValue({ student_data: { ...riya, student_course_id: 1 } } as never);
    render(<Name label="page" />);
    await waitFor(() => expect(sessionStore.getState().student).not.toBeNull());
    expect(queryClient.getQueryData(['dashboard', 'classes'])).toEqual(['kept class']);
  });

  it("a refusal is the hook's error, and no one is shown", async () => {
    mockedCall.mockRejectedValue(new Error('Student not found'));
    render(<Name label="page" />);
    await waitFor(() => expect(screen.getByLabelText('page').textContent).toBe('failed: Student not found'));
  });
});
