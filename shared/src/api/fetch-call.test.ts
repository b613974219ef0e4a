import { endpoints } from '@classroom/shared/contract';
import { firstScreenEndpoints } from '@classroom/shared/contract/first-screen';
import { on, type PortalEventName } from '../events';
import { ApiError } from './errors';
import { FIRST_SCREEN_ENDPOINTS } from './fetch-call';
import { configureApi, fetchCall } from './index';

const record = {
  token: 't'.repeat(64),
  user_id: 9,
  username: '9876543210',
  user_display_name: 'Aarav Sharma',
  permission: 'student',
};

function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();

beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

beforeEach(() => {
  fetchMock.mockReset();
  configureApi({ apiBaseUrl: '/api/' });
});

function events(name: PortalEventName) {
  const seen: unknown[] = [];
  const stop = on(name, (detail) => seen.push(detail));
  return { seen, stop };
}

describe('first-screen calls with fetch (no axios, no zod on the sign-in page)', () => {
  it('uses the contract call table: the same method and path as endpoints', () => {
    for (const [name, { method, path }] of Object.entries(FIRST_SCREEN_ENDPOINTS)) {
      expect({ method, path }).toEqual({
        method: endpoints[name as keyof typeof endpoints].method,
        path: endpoints[name as keyof typeof endpoints].path,
      });
    }
  });

  it("names the calls of the contract's first-screen table, which validates them", () => {
    expect(Object.keys(FIRST_SCREEN_ENDPOINTS).sort()).toEqual(Object.keys(firstScreenEndpoints).sort());
  });

  it("decision 0027: the dashboard's calls go over fetch and load no axios; any other call loads it", async () => {
    const evaluated: string[] = [];
    let api!: typeof import('./index');
    jest.isolateModules(() => {
      jest.doMock('./calls', () => {
        evaluated.push('./calls');
        return jest.requireActual('./calls');
      });
      api = jest.requireActual<typeof import('./index')>('./index');
    });
    api.configureApi({ apiBaseUrl: '/api/' });
    fetchMock.mockResolvedValue(
      reply(200, { status: true, message: 'Success', data: { count: 0, unread: 3, notifications: [] } }),
    );
    await expect(api.call('notifications', { query: { skip: 0, limit: 1 } })).resolves.toMatchObject({ unread: 3 });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      'http://localhost/api/student/v1/get-notification/?skip=0&limit=1',
    );
    // A reply that breaks the same schema is refused.
    fetchMock.mockResolvedValue(reply(200, { status: true, message: 'Success', data: { unread: 'three' } }));
    await expect(api.call('notifications', { query: { skip: 0, limit: 1 } })).rejects.toThrow();
    expect(evaluated).toEqual([]);
    // Cancelled before it is sent: the call loads axios and the contract, and no request leaves the test (jsdom keeps
    // a failed request's timeout running after the file has ended).
    await api.call('holidays', { query: { school_id: 4 }, signal: AbortSignal.abort() }).catch(() => undefined);
    expect(evaluated).toEqual(['./calls']);
  });

  it('000 §3 sign-in: posts the JSON body under the API base URL and returns the login record the contract validated', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { status: true, message: 'Success', data: { ...record, extra: 'dropped by the schema' } }),
    );
    await expect(fetchCall('login', { body: { username: '9876543210', password: 'Aarav@2027' } })).resolves.toEqual(
      record,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://localhost/api/users/v1/login/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: '9876543210', password: 'Aarav@2027' });
  });

  it('a reply that breaks the contract is refused, as with call', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: true, message: 'Success', data: { token: 'short' } }));
    await expect(fetchCall('login', { body: { username: '9876543210', password: 'x' } })).rejects.toThrow();
  });

  it("000 §8: the server's refusal (status false) comes back with its message", async () => {
    fetchMock.mockResolvedValue(
      reply(400, { status: false, message: 'Invalid mobile number or password', data: null }),
    );
    const error = await fetchCall('login', { body: { username: '9876543210', password: 'wrong' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', message: 'Invalid mobile number or password', httpStatus: 400 });
  });

  it('000 §8: no reply is a network failure and raises portal:network-unstable', async () => {
    const { seen, stop } = events('portal:network-unstable');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchCall('login', { body: { username: '9876543210', password: 'x' } })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(seen).toEqual([{ message: 'Failed to fetch' }]);
    stop();
  });

  it('000 §8: HTTP 401 raises portal:session-expired; error code 1007 raises portal:profile-locked', async () => {
    const expired = events('portal:session-expired');
    const locked = events('portal:profile-locked');
    fetchMock.mockResolvedValueOnce(reply(401, { status: false, message: 'User logged into another device' }));
    await expect(fetchCall('getVersion', { query: { platform: 'web' } })).rejects.toMatchObject({
      kind: 'session-expired',
    });
    fetchMock.mockResolvedValueOnce(reply(200, { status: false, message: 'Locked', error_code: 1007 }));
    await expect(fetchCall('getVersion', { query: { platform: 'web' } })).rejects.toMatchObject({
      kind: 'profile-locked',
    });
    expect(expired.seen).toEqual([{ message: 'User logged into another device' }]);
    expect(locked.seen).toEqual([{ path: '/api/support/v1/get-version/' }]);
    expired.stop();
    locked.stop();
  });

  it('sends the query and, with a check, returns what the check gives', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { status: true, message: 'Success', data: { platform: 'web', current_version: 'v7' } }),
    );
    const data = await fetchCall('getVersion', {
      query: { platform: 'web' },
      check: (d) => d as { platform: string; current_version: string },
    });
    expect(data.current_version).toBe('v7');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://localhost/api/support/v1/get-version/?platform=web');
  });
});
