import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call, type PrefetchCall } from '@classroom/shared/api';
import { DASHBOARD_FIRST_CALLS } from '@classroom/shared/links';
import { makeStudent } from '../testing/factories';
import { useDashboard } from './use-dashboard';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

/**
 * The host starts the dashboard's first calls from its entry (DASHBOARD_FIRST_CALLS in
 * @classroom/shared/links) and the dashboard's queries take them only when they ask for the same name with the same
 * arguments. These tests hold the plan equal to what the dashboard asks (000 §2, §6, §7), for each kind of student, so
 * no prefetched call goes unused and none is sent twice: the student's details and student-dashboard, both at once.
 */
const describeCall = (name: string, args: { params?: unknown; query?: unknown; body?: unknown } | undefined) =>
  JSON.stringify([name, args?.params ?? null, args?.query ?? null, args?.body ?? null]);

async function dashboardAsks(student: ReturnType<typeof makeStudent>): Promise<string[]> {
  const asked: string[] = [];
  mockedCall.mockImplementation((async (name: string, args: { params?: unknown; query?: unknown; body?: unknown }) => {
    asked.push(describeCall(name, args));
    if (name === 'studentDashboard') return { mpps: null, exams: null, classes: null, banner: null, attendance: null };
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof call);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useDashboard(student), { wrapper });
  await waitFor(() => expect(result.current.state.status).not.toBe('loading'));
  return asked.sort();
}

async function planSends(student: ReturnType<typeof makeStudent>): Promise<string[]> {
  const sends: string[] = [];
  DASHBOARD_FIRST_CALLS.start(
    (c: PrefetchCall) => {
      sends.push(describeCall(c.name, c.args));
      return Promise.resolve(c.name === 'studentDetails' ? { student_data: student } : undefined);
    },
    { username: '9876543210' },
    '/student',
  );
  // Every call is sent at once — none waits for another's reply.
  const atOnce = [...sends];
  for (let i = 0; i < 5; i++) await Promise.resolve();
  expect(sends).toEqual(atOnce);
  // get-student-details2 is the shell's and the dashboard's useStudent (studentQuery), not a query of useDashboard.
  expect(sends[0]).toBe(describeCall('studentDetails', { query: { username: '9876543210' } }));
  return sends.slice(1).sort();
}

beforeEach(() => mockedCall.mockReset());

describe("the host's early dashboard calls are the dashboard's own (000 §2, §6, §7)", () => {
  it.each([
    ['an enrolled student', makeStudent()],
    ['a free student (sample content, locked panel)', makeStudent({ is_free: true })],
    ['school 40059 (no attendance panel)', makeStudent({ school_assoc: { ...makeStudent().school_assoc, id: 40059 } })],
    ['a student without a current batch', makeStudent({ student_course_id: null as unknown as number })],
  ])('%s', async (_, student) => {
    const asked = await dashboardAsks(student);
    expect(asked).toEqual([describeCall('studentDashboard', undefined)]);
    expect(await planSends(student)).toEqual(asked);
  });
});
