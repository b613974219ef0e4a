import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { makeAttendance, makeMpp, makeStudent } from '../testing/factories';
import { useDashboard } from './use-dashboard';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

describe('useDashboard (000 §2 dashboard loading)', () => {
  it('gives one state per reply and student, so the page starts one background render of the rows, not one per render', async () => {
    mockedCall.mockImplementation((async () => ({
      mpps: [makeMpp()],
      exams: [],
      classes: [],
      banner: null,
      attendance: makeAttendance(),
    })) as unknown as typeof call);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const student = makeStudent();
    const { result, rerender } = renderHook(() => useDashboard(student), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    const ready = result.current.state;
    rerender();
    expect(result.current.state).toBe(ready);
  });
});

describe('useDashboard with the student kept on the device (decision 0016, kept data online)', () => {
  it('keeps the kept lists beside the kept student until the fresh student comes, never fresh lists beside a kept student', async () => {
    let answer: (value: unknown) => void = () => {};
    mockedCall.mockImplementation((() => new Promise((resolve) => (answer = resolve))) as unknown as typeof call);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const kept = makeStudent({ student_course_id: 1 });
    const keptReply = {
      mpps: [makeMpp({ name: 'Old batch MPP' })],
      exams: [],
      classes: [],
      banner: null,
      attendance: null,
    };
    client.setQueryData(['dashboard', 'student-dashboard'], keptReply, { updatedAt: performance.timeOrigin - 60_000 });
    client
      .getQueryCache()
      .find({ queryKey: ['dashboard', 'student-dashboard'] })
      ?.invalidate();
    const { result, rerender } = renderHook(({ student, isKept }) => useDashboard(student, isKept), {
      wrapper,
      initialProps: { student: kept, isKept: true },
    });
    const mppNames = () =>
      result.current.state.status === 'ready' ? result.current.state.data.mpps.map((mpp) => mpp.name) : [];
    expect(mppNames()).toEqual(['Old batch MPP']);

    // The fresh lists (of the batch switched to elsewhere) land before the fresh student: the kept pair stays.
    answer({ mpps: [makeMpp({ name: 'New batch MPP' })], exams: [], classes: [], banner: null, attendance: null });
    await waitFor(() => expect(client.getQueryState(['dashboard', 'student-dashboard'])?.isInvalidated).toBe(false));
    rerender({ student: kept, isKept: true });
    expect(mppNames()).toEqual(['Old batch MPP']);

    rerender({ student: makeStudent({ student_course_id: 2 }), isKept: false });
    expect(mppNames()).toEqual(['New batch MPP']);
  });
});
