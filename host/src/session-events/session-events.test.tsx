import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { emit } from '@classroom/shared/events';
import { sessionStore } from '@classroom/shared/session';
import { SessionEvents } from './session-events';

const record = {
  token: 't'.repeat(64),
  user_id: 1,
  username: '9876543210',
  user_display_name: 'Aarav Sharma',
  permission: 'student',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionEvents />
      <Routes>
        <Route path="/" element={<p>sign-in page</p>} />
        <Route path="/student" element={<p>dashboard</p>} />
        <Route path="/student/locked" element={<p>locked page</p>} />
        <Route path="/student/Quizlist" element={<p>quiz list</p>} />
        <Route path="/student/generic/:examId/exam" element={<p>offline exam</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStore.getState().signIn(record);
});
afterEach(() => jest.useRealTimers());

describe('host reactions to portal events (ARCHITECTURE §3)', () => {
  it("000 §8: a 401 shows 'Unauthorised?' / 'User logged into another device', clears storage, and goes to / after 1 s", () => {
    renderAt('/student');
    act(() => emit('portal:session-expired', { message: 'User logged into another device' }));
    expect(screen.getByRole('dialog', { name: 'Unauthorised?' }).textContent).toContain(
      'User logged into another device',
    );
    expect(window.localStorage.getItem('userdetail')).toBeNull();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('dashboard')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('sign-in page')).toBeTruthy();
    expect(sessionStore.getState().user).toBeNull();
  });

  it("000 §8: on a legacy list screen (the older bar's) a 401 says 'Logged in to another device, please login here again'", () => {
    renderAt('/student/Quizlist');
    act(() => emit('portal:session-expired', { message: 'User logged into another device' }));
    const dialog = screen.getByRole('dialog', { name: 'Unauthorised?' });
    expect(dialog.textContent).toContain('Logged in to another device, please login here again');
    expect(dialog.textContent).not.toContain('User logged into another device');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it('000 §4: error code 1007 goes to /student/locked and suppresses the network alert', () => {
    renderAt('/student');
    act(() => emit('portal:profile-locked', { path: 'users/v1/get-student-details2/' }));
    expect(screen.getByText('locked page')).toBeTruthy();
    act(() => emit('portal:network-unstable', { message: 'Network Error' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('000 §8: a network-type failure shows the unstable-connection popup with Okay', () => {
    renderAt('/student');
    act(() => emit('portal:network-unstable', { message: 'Failed to fetch' }));
    const dialog = screen.getByRole('dialog', { name: 'Some error occurred' });
    expect(dialog.textContent).toContain('Your connection seems unstable. Please check your internet connection.');
    act(() => screen.getByRole('button', { name: 'Okay' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('decision 0016: a device that knows it is offline gets no unstable-connection popup (the offline notice says it)', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderAt('/student');
      act(() => emit('portal:network-unstable', { message: 'Network Error' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('001 §4.5: the offline exam is not interrupted by the network popup — it keeps answers and syncs later', () => {
    renderAt('/student/generic/5/exam');
    act(() => emit('portal:network-unstable', { message: 'Failed to fetch' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('offline exam')).toBeTruthy();
  });
});
