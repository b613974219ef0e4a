import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, call } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { ERROR_PAGE_TEXT } from '@classroom/shared/ui';
import { makeMpp, makeStudent, makeUser } from '../testing/factories';
import { ClassAssignments } from './class-assignments';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

function Instructions() {
  const { state } = useLocation() as { state: { ExamScheduleId?: number } | null };
  return <p>Instructions of schedule {state?.ExamScheduleId}</p>;
}

const renderAssignments = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/student/liveclass/pastliveclass']}>
        <Routes>
          <Route
            path="/student/liveclass/pastliveclass"
            element={<ClassAssignments liveClassId={21} lecture="Lecture 7: Projectiles" />}
          />
          <Route path="/student/InstructionsGenericDpp" element={<Instructions />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  mockedCall.mockReset();
  sessionStore.setState({ user: makeUser(), student: makeStudent() });
});

describe("a class's assignments (000 §7 live-class-assignments)", () => {
  it('loads only when opened, then lists each MPP with status, progress, IST start and its card button', async () => {
    mockedCall.mockResolvedValue({
      dpps: [
        makeMpp({
          id: 31,
          name: 'Projectiles MPP 1',
          button: 'Start',
          status: 'Pending since 2 days',
          num_attempted: 0,
          total_questions: 10,
          start_date: '2026-11-24T03:30:00.000Z',
        }),
        makeMpp({ id: 32, name: 'Projectiles MPP 2', button: 'Result', num_attempted: 10, total_questions: 10 }),
      ],
    } as never);
    renderAssignments();
    const toggle = screen.getByRole('button', { name: 'Assignments of Lecture 7: Projectiles' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(mockedCall).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Assignments of Lecture 7: Projectiles' });
    expect(mockedCall).toHaveBeenCalledWith(
      'liveClassAssignments',
      expect.objectContaining({ query: { liveclass_id: 21 } }),
    );
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Pending since 2 days · 0 of 10 questions attempted')).toBeTruthy();
    expect(within(first!).getByText('From 24 Nov 2026, 9:00 AM IST')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'Result Projectiles MPP 2' }).getAttribute('href')).toBe(
      '/student/dpp-result/32',
    );

    fireEvent.click(within(first!).getByRole('link', { name: 'Start Projectiles MPP 1' }));
    expect(await screen.findByText('Instructions of schedule 31')).toBeTruthy();
  });

  it('a class without assignments says so', async () => {
    mockedCall.mockResolvedValue({ dpps: [] } as never);
    renderAssignments();
    fireEvent.click(screen.getByRole('button', { name: /^Assignments/ }));
    expect(await screen.findByText('No assignments for this class yet')).toBeTruthy();
  });

  it('a failed read shows the error text with the reason and Retry, which loads again; Hide closes the list', async () => {
    mockedCall
      .mockRejectedValueOnce(new ApiError('Some error occurred', 'refused', 500))
      .mockResolvedValue({ dpps: [makeMpp({ id: 31, name: 'Projectiles MPP 1' })] } as never);
    renderAssignments();
    fireEvent.click(screen.getByRole('button', { name: /^Assignments/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_PAGE_TEXT);
    expect(screen.getByText('Some error occurred')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Start Projectiles MPP 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Hide assignments/ }));
    expect(screen.queryByRole('link', { name: 'Start Projectiles MPP 1' })).toBeNull();
  });
});
