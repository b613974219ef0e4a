import { authorization } from '../api/reply';
import { ApiError } from '../api/errors';
import { call, configureApi } from '../api';
import { on, type PortalEventName } from '../events';
import { DASHBOARD_FIRST_CALLS } from '../links/screens/dashboard';
import { sessionStore } from '../session';
import { clearPrefetched, PREFETCH_ENDPOINTS, PREFETCH_TTL_MS, prefetch, prefetchRoute, takePrefetched, type PrefetchCall } from './index';

/**
 * Issue 14 §1 "starts the route's API calls in parallel with the remote's code": the prefetch store. A call the host's
 * entry started is taken by the screen's `call` of the same name and arguments (one request, not two); a miss or an
 * expired reply goes to the network; a refusal, a 401 or a locked profile reach the screen exactly as if it had sent the
 * call (000 §8 error catalogue), with their events raised when the screen takes the reply.
 */

const TOKEN = 't'.repeat(64);
const user = { token: TOKEN, user_id: 9, username: '9876543210', user_display_name: 'Aarav Sharma', permission: 'student' };
const student = {
  id: 12, name: 'Aarav Sharma', is_free: false, student_course_id: 41, school_assoc: { id: 1 },
};
const banner = null;

function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}
const ok = (data: unknown) => reply(200, { status: true, message: 'Success', data });

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const sent = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url.pathname}${url.search}${init.body ? ` ${String(init.body)}` : ''}`);

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

const bannerCall: PrefetchCall = { name: 'bannerDetails' };

describe('prefetch store (issue 14 §1)', () => {
  it('hit: the screen\'s call of the same name and arguments takes the prefetched reply — one request, data through the contract', async () => {
    fetchMock.mockResolvedValue(ok(banner));
    void prefetch(bannerCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('bannerDetails', {})).resolves.toEqual(banner);
    expect(sent()).toEqual(['GET /api/student/v1/banner-details/']);
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Authorization: authorization(TOKEN) });
  });

  it('hit while the request is still under way: the call waits for that same request', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    void prefetch({ name: 'examsList', args: { params: { studentId: 12 }, query: { exam_type_id: 1, skip: 0, limit: 10 } } }, { baseURL: '/api/', token: TOKEN });
    const screen = call('examsList', { params: { studentId: 12 }, query: { limit: 10, skip: 0, exam_type_id: 1 } });
    answer(ok([]));
    await expect(screen).resolves.toEqual([]);
    expect(sent()).toEqual(['GET /api/student/v1/exams-list/12/?exam_type_id=1&skip=0&limit=10']);
  });

  it('miss: other arguments, another session or a second call are not served from the store', () => {
    fetchMock.mockResolvedValue(ok([]));
    void prefetch({ name: 'examsList', args: { params: { studentId: 12 }, query: { exam_type_id: 1, skip: 0, limit: 10 } } }, { baseURL: '/api/', token: TOKEN });
    expect(takePrefetched(TOKEN, 'examsList', { params: { studentId: 13 }, query: { exam_type_id: 1, skip: 0, limit: 10 } })).toBeNull();
    expect(takePrefetched('another-token', 'examsList', { params: { studentId: 12 }, query: { exam_type_id: 1, skip: 0, limit: 10 } })).toBeNull();
    expect(takePrefetched(TOKEN, 'examsList', { params: { studentId: 12 }, query: { exam_type_id: 1, skip: 0, limit: 10 } })).not.toBeNull();
    expect(takePrefetched(TOKEN, 'examsList', { params: { studentId: 12 }, query: { exam_type_id: 1, skip: 0, limit: 10 } })).toBeNull();
  });

  it(`expiry: a reply nobody took within ${PREFETCH_TTL_MS} ms is dropped, so the screen's call goes to the network`, async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    fetchMock.mockResolvedValue(ok(banner));
    await prefetch(bannerCall, { baseURL: '/api/', token: TOKEN });
    jest.setSystemTime(1_000_000 + PREFETCH_TTL_MS + 1);
    expect(takePrefetched(TOKEN, 'bannerDetails', {})).toBeNull();
    // still fresh just before the limit
    await prefetch(bannerCall, { baseURL: '/api/', token: TOKEN });
    jest.setSystemTime(1_000_000 + 2 * PREFETCH_TTL_MS);
    expect(takePrefetched(TOKEN, 'bannerDetails', {})).not.toBeNull();
  });

  it("000 §8 error propagated: the server's refusal (status false) reaches the screen's call with its message", async () => {
    fetchMock.mockResolvedValue(reply(400, { status: false, message: 'Invalid batch', data: null }));
    void prefetch({ name: 'attendance', args: { query: { student_section_course_id: 41 } } }, { baseURL: '/api/', token: TOKEN });
    const error = await call('attendance', { query: { student_section_course_id: 41 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', message: 'Invalid batch', httpStatus: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('000 §8 HTTP 401: the same session-expired path — the event is raised when the screen takes the reply, not before', async () => {
    const expired = events('portal:session-expired');
    fetchMock.mockResolvedValue(reply(401, { status: false, message: 'User logged into another device' }));
    const early = prefetch(bannerCall, { baseURL: '/api/', token: TOKEN });
    await expect(early).resolves.toBeUndefined();
    expect(expired.seen).toEqual([]);
    await expect(call('bannerDetails', {})).rejects.toMatchObject({ kind: 'session-expired', httpStatus: 401 });
    expect(expired.seen).toEqual([{ message: 'User logged into another device' }]);
    expired.stop();
  });

  it('000 §4 error code 1007 and no reply: profile-locked and network, as for a call sent by the screen', async () => {
    const locked = events('portal:profile-locked');
    fetchMock.mockResolvedValueOnce(reply(200, { status: false, message: 'Locked', error_code: 1007 }));
    void prefetch(bannerCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('bannerDetails', {})).rejects.toMatchObject({ kind: 'profile-locked' });
    expect(locked.seen).toEqual([{ path: '/api/student/v1/banner-details/' }]);
    locked.stop();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    void prefetch(bannerCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('bannerDetails', {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('a prefetched reply that breaks the contract is refused, as with a call sent now', async () => {
    fetchMock.mockResolvedValue(ok({ show_banner: 'yes' }));
    void prefetch(bannerCall, { baseURL: '/api/', token: TOKEN });
    await expect(call('bannerDetails', {})).rejects.toThrow();
  });

  it('the prefetch table has the contract\'s method and path for each call', async () => {
    const { endpoints } = await import('@classroom/shared/contract');
    for (const [name, { method, path }] of Object.entries(PREFETCH_ENDPOINTS)) {
      expect({ name, method, path }).toEqual({ name, method: endpoints[name as keyof typeof endpoints].method, path: endpoints[name as keyof typeof endpoints].path });
    }
  });
});

describe("the dashboard's first calls (DASHBOARD_FIRST_CALLS, 000 §2, §7)", () => {
  const start = () => prefetchRoute(DASHBOARD_FIRST_CALLS, { baseURL: '/api/', token: TOKEN, username: user.username });
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  function serve(details: Response) {
    fetchMock.mockImplementation(async (url) => (url.pathname.endsWith('get-student-details2/') ? details : ok(url.pathname.endsWith('banner-details/') ? banner : [])));
  }

  it('an enrolled student: the details and the banner at once, then MPPs, Tests, classes and the batch\'s attendance', async () => {
    serve(ok({ student_data: student }));
    start();
    expect(sent()).toEqual(['GET /api/users/v1/get-student-details2/?username=9876543210', 'GET /api/student/v1/banner-details/']);
    await flush();
    expect(sent().slice(2)).toEqual([
      'POST /api/student/v1/student-dpps/ {"skip":0,"limit":10}',
      'GET /api/student/v1/exams-list/12/?exam_type_id=1&skip=0&limit=10',
      'GET /api/student/v1/get-scheduled-live-classes2/',
      'GET /api/student/v1/get-student-attendance2/?student_section_course_id=41',
    ]);
  });

  it('000 §2, §6: a free student gets sample content and a locked panel — no list and no attendance is asked', async () => {
    serve(ok({ student_data: { ...student, is_free: true } }));
    start();
    await flush();
    expect(sent()).toEqual(['GET /api/users/v1/get-student-details2/?username=9876543210', 'GET /api/student/v1/banner-details/']);
  });

  it('000 §6: school 40059 has no attendance panel — its lists but no attendance', async () => {
    serve(ok({ student_data: { ...student, school_assoc: { id: 40059 } } }));
    start();
    await flush();
    expect(sent().some((s) => s.includes('attendance'))).toBe(false);
    expect(sent()).toHaveLength(5);
  });

  it('000 §4, §8: a locked profile (1007) or an expired session on the details sends nothing that depends on them', async () => {
    serve(reply(200, { status: false, message: 'Locked', error_code: 1007 }));
    start();
    await flush();
    expect(sent()).toHaveLength(2);
    clearPrefetched();
    fetchMock.mockReset();
    serve(reply(401, { status: false, message: 'User logged into another device' }));
    start();
    await flush();
    expect(sent()).toHaveLength(2);
  });
});
