import { authorization } from '../api/reply';
import { ApiError } from '../api/errors';
import { call, configureApi, timedCall } from '../api';
import { on, type PortalEventName } from '../events';
import { DASHBOARD_FIRST_CALLS } from '../links/screens/dashboard';
import { sessionStore } from '../session';
import {
  adoptEarlyCalls,
  clearPrefetched,
  PREFETCH_ENDPOINTS,
  PREFETCH_TTL_MS,
  prefetch,
  prefetchRoute,
  takePrefetched,
  type PrefetchCall,
} from './index';

/**
 * The prefetch store. A call the host's
 * entry started is taken by the screen's `call` of the same name and arguments (one request, not two); a miss or an
 * expired reply goes to the network; a refusal, a 401 or a locked profile reach the screen exactly as if it had sent the
 * call (000 §8 error catalogue), with their events raised when the screen takes the reply.
 */

const TOKEN = 't'.repeat(64);
const user = {
  token: TOKEN,
  user_id: 9,
  username: '9876543210',
  user_display_name: 'Aarav Sharma',
  permission: 'student',
};
/** An empty student-dashboard reply (a free student without a banner): the contract's shape. */
const dashboard = { mpps: null, exams: null, classes: null, banner: null, attendance: null };

function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}
const ok = (data: unknown) => reply(200, { status: true, message: 'Success', data });

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const sent = () =>
  fetchMock.mock.calls.map(
    ([url, init]) => `${init.method} ${url.pathname}${url.search}${init.body ? ` ${String(init.body)}` : ''}`,
  );

function events(name: PortalEventName) {
  const seen: unknown[] = [];
  const stop = on(name, (detail) => seen.push(detail));
  return { seen, stop };
}

beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

beforeEach(() => {
  fetchMock.mockReset();
  clearPrefetched();
  configureApi({ apiBaseUrl: '/api/' });
  sessionStore.setState({ user, student: null });
});

afterEach(() => jest.useRealTimers());

const dashboardCall: PrefetchCall = { name: 'studentDashboard' };
const detailsCall = (username: string): PrefetchCall => ({ name: 'studentDetails', args: { query: { username } } });

describe('prefetch store', () => {
  it("hit: the screen's call of the same name and arguments takes the prefetched reply — one request, data through the contract", async () => {
    fetchMock.mockResolvedValue(ok(dashboard));
    void prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('studentDashboard', {})).resolves.toEqual(dashboard);
    expect(sent()).toEqual(['GET /api/student/v1/student-dashboard/']);
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Authorization: authorization(TOKEN) });
  });

  it('hit while the request is still under way: the call waits for that same request', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    void prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    const screen = call('studentDashboard', {});
    answer(ok(dashboard));
    await expect(screen).resolves.toEqual(dashboard);
    expect(sent()).toEqual(['GET /api/student/v1/student-dashboard/']);
  });

  it("a reply that waited for its screen tells when it came (001 §4.2: the start's remaining seconds count from then)", async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    fetchMock.mockResolvedValue(ok(dashboard));
    await prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    const came = performance.now();
    jest.advanceTimersByTime(2_500);
    const taken = await timedCall('studentDashboard', {});
    expect(taken.data).toEqual(dashboard);
    expect(performance.now() - taken.arrivedAt).toBeGreaterThanOrEqual(2_500);
    expect(taken.arrivedAt).toBeLessThanOrEqual(came);
    expect(sent()).toEqual(['GET /api/student/v1/student-dashboard/']);
  });

  it('miss: other arguments, another session or a second call are not served from the store', () => {
    fetchMock.mockResolvedValue(ok(null));
    void prefetch(detailsCall('9876543210'), { baseURL: '/api/', token: TOKEN });
    expect(takePrefetched(TOKEN, 'studentDetails', { query: { username: '9876543211' } })).toBeNull();
    expect(takePrefetched('another-token', 'studentDetails', { query: { username: '9876543210' } })).toBeNull();
    expect(takePrefetched(TOKEN, 'studentDetails', { query: { username: '9876543210' } })).not.toBeNull();
    expect(takePrefetched(TOKEN, 'studentDetails', { query: { username: '9876543210' } })).toBeNull();
  });

  it(`expiry: a reply nobody took within ${PREFETCH_TTL_MS} ms is dropped, so the screen's call goes to the network`, async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    fetchMock.mockResolvedValue(ok(dashboard));
    await prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    jest.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    expect(takePrefetched(TOKEN, 'studentDashboard', {})).toBeNull();
    // still fresh just before the limit
    await prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    jest.advanceTimersByTime(PREFETCH_TTL_MS - 1);
    expect(takePrefetched(TOKEN, 'studentDashboard', {})).not.toBeNull();
  });

  it("000 §8 error propagated: the server's refusal (status false) reaches the screen's call with its message", async () => {
    fetchMock.mockResolvedValue(reply(403, { status: false, message: 'Not allowed', data: null }));
    void prefetch(detailsCall('9876543210'), { baseURL: '/api/', token: TOKEN });
    const error = await call('studentDetails', { query: { username: '9876543210' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', message: 'Not allowed', httpStatus: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('000 §8 HTTP 401: the same session-expired path — the event is raised when the screen takes the reply, not before', async () => {
    const expired = events('portal:session-expired');
    fetchMock.mockResolvedValue(reply(401, { status: false, message: 'User logged into another device' }));
    const early = prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    await expect(early).resolves.toBeUndefined();
    expect(expired.seen).toEqual([]);
    await expect(call('studentDashboard', {})).rejects.toMatchObject({ kind: 'session-expired', httpStatus: 401 });
    expect(expired.seen).toEqual([{ message: 'User logged into another device' }]);
    expired.stop();
  });

  it('000 §4 error code 1007 and no reply: profile-locked and network, as for a call sent by the screen', async () => {
    const locked = events('portal:profile-locked');
    fetchMock.mockResolvedValueOnce(reply(200, { status: false, message: 'Locked', error_code: 1007 }));
    void prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('studentDashboard', {})).rejects.toMatchObject({ kind: 'profile-locked' });
    expect(locked.seen).toEqual([{ path: '/api/student/v1/student-dashboard/' }]);
    locked.stop();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    void prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('studentDashboard', {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('a prefetched reply that breaks the contract is refused, as with a call sent now', async () => {
    fetchMock.mockResolvedValue(ok({ ...dashboard, mpps: 'yes' }));
    void prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('studentDashboard', {})).rejects.toThrow();
  });

  it("the prefetch table has the contract's method and path for each call", async () => {
    const { endpoints } = await import('@classroom/shared/contract');
    for (const [name, { method, path }] of Object.entries(PREFETCH_ENDPOINTS)) {
      expect({ name, method, path }).toEqual({
        name,
        method: endpoints[name as keyof typeof endpoints].method,
        path: endpoints[name as keyof typeof endpoints].path,
      });
    }
  });
});

describe("calls index.html's inline script sent (adoptEarlyCalls, decision 0027)", () => {
  const early = (token: string, calls: unknown[]) => ({ token, calls });
  const came = (data: unknown) =>
    Promise.resolve({
      raw: { kind: 'reply' as const, ok: true, status: 200, body: { status: true, data }, path: '/api/x/' },
      arrivedAt: performance.now(),
    });

  it('kept for the same session: the plan sends it no more, the screen takes it through the contract; another session keeps nothing', async () => {
    expect(adoptEarlyCalls(early('another-token', [{ name: 'studentDashboard', reply: came(dashboard) }]), TOKEN)).toBe(
      0,
    );
    expect(adoptEarlyCalls(early(TOKEN, [{ name: 'studentDashboard', reply: came(dashboard) }]), TOKEN)).toBe(1);
    void prefetch(dashboardCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('studentDashboard', {})).resolves.toEqual(dashboard);
    expect(sent()).toEqual([]);
  });

  it('anything else is ignored, never thrown on: no list, a malformed entry, a name not prefetchable, no reply', () => {
    for (const value of [undefined, null, 'x', early(TOKEN, null as unknown as unknown[])])
      expect(adoptEarlyCalls(value, TOKEN)).toBe(0);
    expect(
      adoptEarlyCalls(
        early(TOKEN, [
          null,
          7,
          { name: 'holidays', reply: came(null) },
          { name: 'studentDashboard' },
          { reply: came(null) },
        ]),
        TOKEN,
      ),
    ).toBe(0);
    expect(takePrefetched(TOKEN, 'studentDashboard', {})).toBeNull();
  });
});

describe("the dashboard's first calls (DASHBOARD_FIRST_CALLS, 000 §2, §7)", () => {
  const start = () =>
    prefetchRoute(DASHBOARD_FIRST_CALLS, {
      baseURL: '/api/',
      token: TOKEN,
      username: user.username,
      pathname: '/student',
    });
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const both = [
    'GET /api/users/v1/get-student-details2/?username=9876543210',
    'GET /api/student/v1/student-dashboard/',
  ];

  it.each([
    ['an enrolled student', { id: 12, is_free: false, student_course_id: 41, school_assoc: { id: 1 } }],
    ['a free student', { id: 12, is_free: true, student_course_id: 41, school_assoc: { id: 1 } }],
    ['school 40059', { id: 12, is_free: false, student_course_id: 41, school_assoc: { id: 40059 } }],
  ])('%s: the details and student-dashboard at once, before any reply — and nothing after them', async (_, student) => {
    let answer: () => void = () => undefined;
    const replied = new Promise<void>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(async (url) => {
      await replied;
      return url.pathname.endsWith('get-student-details2/') ? ok({ student_data: student }) : ok(dashboard);
    });
    start();
    expect(sent()).toEqual(both);
    answer();
    await flush();
    expect(sent()).toEqual(both);
  });

  it('000 §4, §8: a locked profile (1007) or an expired session: still the two calls, nothing more', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: false, message: 'Locked', error_code: 1007 }));
    start();
    await flush();
    expect(sent()).toEqual(both);
    clearPrefetched();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(reply(401, { status: false, message: 'User logged into another device' }));
    start();
    await flush();
    expect(sent()).toEqual(both);
  });
});
