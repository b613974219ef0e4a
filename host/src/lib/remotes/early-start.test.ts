const registerRemotes = jest.fn();
const registerPlugins = jest.fn();
const preloadRemote = jest.fn(async (_args: unknown) => undefined);
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => registerPlugins(...args),
  preloadRemote: (args: unknown) => preloadRemote(args),
}));

import { USERDETAIL_KEY } from '@classroom/shared/session';
import { clearPrefetched } from '@classroom/shared/prefetch';
import { INLINE_CONFIG_ID } from '../../inline-blocks';
import { bucketOf, studentKey } from './canary';
import {
  earlyRegistered,
  inlinedApiBaseUrl,
  LOGIN_RECORD_KEY,
  startRouteCallsEarly,
  startRouteRemoteEarly,
  storedUserId,
} from './early-start';

const manifest = {
  microFrontends: {
    'mfe-dashboard': [
      { url: '/remotes/mfe-dashboard/1/mf-manifest.json', metadata: { version: '1', integrity: 'sha384-d' } },
    ],
    'mfe-exam': [{ url: '/remotes/mfe-exam/7/mf-manifest.json', metadata: { version: '7', integrity: 'sha384-e' } }],
  },
};
const page = (inlined: string | null) => {
  document.head.innerHTML =
    inlined === null ? '' : `<script type="application/json" id="portal-remotes">${inlined}</script>`;
  return document;
};

describe('the early start of the route remote', () => {
  beforeEach(() => {
    localStorage.clear();
    registerRemotes.mockClear();
    preloadRemote.mockClear();
    earlyRegistered.clear();
  });

  it("reads the login record under the session's own key, without trusting its shape", () => {
    expect(LOGIN_RECORD_KEY).toBe(USERDETAIL_KEY);
    expect(storedUserId()).toBeNull();
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 12, token: 't' }));
    expect(storedUserId()).toBe(12);
    localStorage.setItem(LOGIN_RECORD_KEY, '{broken');
    expect(storedUserId()).toBeNull();
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 'x' }));
    expect(storedUserId()).toBeNull();
  });

  it("registers and preloads only the route's remote, from the manifest inlined in the page, for a student with a session", () => {
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 3 }));
    expect(startRouteRemoteEarly(page(JSON.stringify(manifest)), '/student/objectivetest')).toBe('mfe-exam');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_exam', entry: '/remotes/mfe-exam/7/mf-manifest.json' }]);
    expect(earlyRegistered.get('mfe_exam')).toBe('/remotes/mfe-exam/7/mf-manifest.json');
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_exam', exposes: ['./app'], resourceCategory: 'sync' },
    ]);
    // The bootstrap still reads the inlined manifest.
    expect(document.getElementById('portal-remotes')).not.toBeNull();
  });

  /** The release manifest with the first mount's files of each version (extras.preload, recorded at publish). */
  const dashboard = (version: string, deployment: { traffic: number; default: boolean }) => ({
    url: `/remotes/mfe-dashboard/${version}/mf-manifest.json`,
    metadata: { version, integrity: `sha384-${version}` },
    deployment,
    extras: {
      preload: [
        `/remotes/mfe-dashboard/${version}/remoteEntry.js`,
        `/remotes/mfe-dashboard/${version}/__federation_expose_app.${version}.js`,
      ],
    },
  });
  const withCanary = {
    microFrontends: {
      'mfe-dashboard': [
        dashboard('old', { traffic: 70, default: true }),
        dashboard('new', { traffic: 30, default: false }),
      ],
      'mfe-exam': [
        { ...manifest.microFrontends['mfe-exam'][0], extras: { preload: ['/remotes/mfe-exam/7/remoteEntry.js'] } },
      ],
    },
  };
  /** A few milliseconds: the links are added in the task after the runtime's preload starts (its manifest request goes first). */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));
  /**
   * Waits until `count` preload links are in the page (up to 2 s), then returns them: on a loaded machine the task that
   * adds them can run after a fixed short wait, so a test that expects links waits for them rather than for a time.
   */
  const linksOnceAdded = async (count: number) => {
    for (let waited = 0; preloadLinks().length < count && waited < 2000; waited += 5) await nextTask();
    return preloadLinks();
  };
  const preloadLinks = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      new URL(l.getAttribute('href')!).pathname,
      l.getAttribute('integrity'),
    ]);

  it("adds preload links for the first mount of the version the canary picks for this student, right after the runtime's preload starts", async () => {
    // One student in the canary's 30 %, one outside it (canary.ts: buckets 0–29 get the canary).
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const onCanary = ids.find((id) => bucketOf(studentKey(id), 'mfe-dashboard') < 30)!;
    const onStable = ids.find((id) => bucketOf(studentKey(id), 'mfe-dashboard') >= 30)!;

    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: onCanary }));
    expect(startRouteRemoteEarly(page(JSON.stringify(withCanary)), '/student')).toBe('mfe-dashboard');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(await linksOnceAdded(2)).toEqual([
      ['/remotes/mfe-dashboard/new/remoteEntry.js', 'sha384-new'],
      ['/remotes/mfe-dashboard/new/__federation_expose_app.new.js', null],
    ]);

    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: onStable }));
    startRouteRemoteEarly(page(JSON.stringify(withCanary)), '/student');
    expect((await linksOnceAdded(2)).map(([path]) => path)).toEqual([
      '/remotes/mfe-dashboard/old/remoteEntry.js',
      '/remotes/mfe-dashboard/old/__federation_expose_app.old.js',
    ]);

    // Another route: its own remote's files only.
    startRouteRemoteEarly(page(JSON.stringify(withCanary)), '/student/objectivetest');
    expect((await linksOnceAdded(1)).map(([path]) => path)).toEqual(['/remotes/mfe-exam/7/remoteEntry.js']);
  });

  it("with `after` (the route's calls being sent), registers at once but requests the remote's files only once it settles, even when it fails", async () => {
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 3 }));
    let settle: (sent: boolean) => void = () => undefined;
    const callsSent = new Promise<boolean>((resolve) => (settle = resolve));
    expect(startRouteRemoteEarly(page(JSON.stringify(withCanary)), '/student', callsSent)).toBe('mfe-dashboard');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(preloadLinks()).toEqual([]);
    expect(preloadRemote).not.toHaveBeenCalled();
    settle(true);
    expect(await linksOnceAdded(2)).toHaveLength(2);
    expect(preloadRemote).toHaveBeenCalledTimes(1);

    const failing = Promise.reject(new Error('no plan'));
    startRouteRemoteEarly(page(JSON.stringify(withCanary)), '/student/objectivetest', failing);
    expect((await linksOnceAdded(1)).map(([path]) => path)).toEqual(['/remotes/mfe-exam/7/remoteEntry.js']);
  });

  it('adds no preload link for a signed-out visitor, on the sign-in page, or for a version without a list', async () => {
    startRouteRemoteEarly(page(JSON.stringify(withCanary)), '/student');
    await nextTask();
    expect(preloadLinks()).toEqual([]);
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 3 }));
    startRouteRemoteEarly(page(JSON.stringify(withCanary)), '/');
    await nextTask();
    expect(preloadLinks()).toEqual([]);
    expect(startRouteRemoteEarly(page(JSON.stringify(manifest)), '/student')).toBe('mfe-dashboard');
    await nextTask();
    expect(preloadLinks()).toEqual([]); // published before the lists: the runtime's preload alone, as before
  });

  it('starts nothing on sign-in, on a guarded page without a session, or without an inlined manifest', () => {
    expect(startRouteRemoteEarly(page(JSON.stringify(manifest)), '/')).toBeNull();
    expect(startRouteRemoteEarly(page(JSON.stringify(manifest)), '/student')).toBeNull();
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 3 }));
    expect(startRouteRemoteEarly(page(null), '/student')).toBeNull();
    expect(startRouteRemoteEarly(page('{broken'), '/student')).toBeNull();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

describe("the early start of the route's API calls", () => {
  const record = {
    token: 't'.repeat(64),
    user_id: 9,
    username: '9876543210',
    user_display_name: 'Aarav Sharma',
    permission: 'student',
  };
  const fetchMock = jest.fn(
    async (_url: URL, _init?: RequestInit) =>
      ({ ok: true, status: 200, json: async () => ({ status: true, data: null }) }) as Response,
  );
  const withConfig = (config: string | null) => {
    document.head.innerHTML =
      config === null ? '' : `<script type="application/json" id="${INLINE_CONFIG_ID}">${config}</script>`;
    return document;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const sent = () => fetchMock.mock.calls.map(([url]) => `${url.pathname}${url.search}`);

  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });
  beforeEach(async () => {
    localStorage.clear();
    fetchMock.mockClear();
    clearPrefetched();
  });

  it("reads the API's address from the runtime config the gateway inlined (the bootstrap's block)", () => {
    expect(inlinedApiBaseUrl(withConfig('{"apiBaseUrl":"/api/"}'))).toBe('/api/');
    expect(inlinedApiBaseUrl(withConfig('{broken'))).toBeNull();
    expect(inlinedApiBaseUrl(withConfig(null))).toBeNull();
  });

  it("a signed-in student opening /student: the dashboard's plan starts — the student's details and student-dashboard, at once", async () => {
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
    await expect(startRouteCallsEarly(withConfig('{"apiBaseUrl":"/api/"}'), '/student')).resolves.toBe(true);
    expect(sent()).toEqual([
      '/api/users/v1/get-student-details2/?username=9876543210',
      '/api/student/v1/student-dashboard/',
    ]);
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ Authorization: `Token ${record.token}` });
  });

  it("a signed-in student opening the exam player cold: the student's details, then exam info and the start of the path's exam with the student's id", async () => {
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
    fetchMock.mockImplementation(
      async (url: URL) =>
        ({
          ok: true,
          status: 200,
          json: async () => ({
            status: true,
            data: url.pathname.endsWith('get-student-details2/') ? { student_data: { id: 42 } } : {},
          }),
        }) as Response,
    );
    await expect(startRouteCallsEarly(withConfig('{"apiBaseUrl":"/api/"}'), '/student/JeeExamScreen/12')).resolves.toBe(
      true,
    );
    await settle();
    expect(sent()).toEqual([
      '/api/users/v1/get-student-details2/?username=9876543210',
      '/api/exam/v1/exam-info/12/?student_id=42',
      '/api/exam/v1/start-exam/12/',
    ]);
    const start = fetchMock.mock.calls[2]![1]!;
    expect([start.method, JSON.parse(String(start.body))]).toEqual(['POST', { student_id: 42 }]);
  });

  it("sends nothing for a signed-out visitor, a record that is not a student's or not a valid login record, a route without a plan, or without the inlined config", async () => {
    await expect(startRouteCallsEarly(withConfig('{"apiBaseUrl":"/api/"}'), '/student')).resolves.toBe(false);
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ ...record, permission: 'parent' }));
    startRouteCallsEarly(withConfig('{"apiBaseUrl":"/api/"}'), '/student');
    await settle();
    // A record the session store would not accept (token too short): signed out for the portal.
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ ...record, token: 'short' }));
    startRouteCallsEarly(withConfig('{"apiBaseUrl":"/api/"}'), '/student');
    await settle();
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
    await expect(startRouteCallsEarly(withConfig('{"apiBaseUrl":"/api/"}'), '/student/objectivetest')).resolves.toBe(
      false,
    );
    await expect(startRouteCallsEarly(withConfig(null), '/student')).resolves.toBe(false);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
