jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call, configureApi } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import { clearPrefetched, fetchRaw, type EarlyCalls } from '@classroom/shared/prefetch';
import { sessionStore } from '@classroom/shared/session';
import { INLINE_CONFIG_ID } from '../../inline-blocks';
import { LOGIN_RECORD_KEY, startRouteCallsEarly } from '../remotes/early-start';
import { EARLY_CALLS_GLOBAL, takeEarlyCalls } from './index';

/**
 * Decision 0027: index.html's inline script sends the dashboard's first two calls as the page is parsed, and the host's
 * entry adopts them — the plan sends neither again, and the screen's call reads them with the reply rules of every call.
 */

const SCRIPT = readFileSync(path.join(__dirname, 'early-calls.inline.js'), 'utf8');
const record = {
  token: 't'.repeat(64),
  user_id: 9,
  username: '9876543210',
  user_display_name: 'Aarav Sharma',
  permission: 'student',
};
const dashboard = { mpps: null, exams: null, classes: null, banner: null, attendance: null };
const reply = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const sent = () => fetchMock.mock.calls.map(([url]) => `${url.pathname}${url.search}`);
const BOTH = ['/api/users/v1/get-student-details2/?username=9876543210', '/api/student/v1/student-dashboard/'];

/** The page as the gateway serves it: the runtime config's block, then the script. */
function openPage(pathname: string, { config = '{"apiBaseUrl":"/api/"}', stored = record as object | null } = {}) {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML =
    config === null ? '' : `<script type="application/json" id="${INLINE_CONFIG_ID}">${config}</script>`;
  if (stored) localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(stored));
  new Function(SCRIPT)();
}

beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    reply(200, {
      status: true,
      message: 'Success',
      data: url.pathname.endsWith('get-student-details2/') ? { student_data: null } : dashboard,
    }),
  );
  localStorage.clear();
  clearPrefetched();
  takeEarlyCalls();
  configureApi({ apiBaseUrl: '/api/' });
  sessionStore.setState({ user: record, student: null });
});

describe("index.html's early calls (decision 0027)", () => {
  it("on /student, the dashboard plan's two calls as the page is parsed; the entry adopts them and sends nothing again; the screen's call takes the early reply", async () => {
    openPage('/student');
    expect(sent()).toEqual(BOTH);
    expect(fetchMock.mock.calls[1]![1].headers).toMatchObject({ Authorization: `Token ${record.token}` });
    // Without cookies (the token is the credential): a connection pool of their own, not behind the page's scripts.
    expect(fetchMock.mock.calls.map(([, init]) => init.credentials)).toEqual(['omit', 'omit']);
    // The host's entry, once main.js has run: the plan (which sends these same two) finds them under way.
    await expect(startRouteCallsEarly(document, '/student')).resolves.toBe(true);
    expect(sent()).toEqual(BOTH);
    await expect(call('studentDashboard', {})).resolves.toEqual(dashboard);
    expect(sent()).toEqual(BOTH);
    expect(takeEarlyCalls()).toBeUndefined();
  });

  it('sends the same requests as the plan sent from the entry would (names, paths, query, token, no cookies)', async () => {
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify(record));
    document.body.innerHTML = `<script type="application/json" id="${INLINE_CONFIG_ID}">{"apiBaseUrl":"/api/"}</script>`;
    await startRouteCallsEarly(document, '/student');
    const request = ([url, init]: [URL, RequestInit]) => [
      url.href,
      init.method ?? 'GET',
      init.headers,
      init.credentials,
    ];
    const fromPlan = fetchMock.mock.calls.map(request);
    fetchMock.mockClear();
    clearPrefetched();
    openPage('/student');
    expect(fetchMock.mock.calls.map(request)).toEqual(fromPlan);
  });

  it.each([
    ['a reply', () => reply(200, { status: true, message: 'Success', data: dashboard })],
    ['a refusal', () => reply(403, { status: false, message: 'Not allowed', data: null })],
    ['HTTP 401', () => reply(401, { status: false, message: 'User logged into another device' })],
    ['error code 1007', () => reply(200, { status: false, message: 'Locked', error_code: 1007 })],
    ['a body that is not JSON', () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') }) as Response],
  ])('%s: what the script keeps is what fetchRaw reads from the same response', async (_, answer) => {
    fetchMock.mockImplementation(async () => answer());
    openPage('/student');
    const early = (window as unknown as Record<string, EarlyCalls>)[EARLY_CALLS_GLOBAL]!;
    const fromScript = (await early.calls[1]!.reply).raw;
    const fromFetchRaw = await fetchRaw('GET', 'student/v1/student-dashboard/', {
      baseURL: '/api/',
      token: record.token,
    });
    expect(fromScript).toEqual(fromFetchRaw);
  });

  it('no reply: kept as a network failure, as fetchRaw reads it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    openPage('/student');
    const early = (window as unknown as Record<string, EarlyCalls>)[EARLY_CALLS_GLOBAL]!;
    expect((await early.calls[1]!.reply).raw).toEqual(
      await fetchRaw('GET', 'student/v1/student-dashboard/', { baseURL: '/api/', token: record.token }),
    );
  });

  it('000 §8 HTTP 401 through the adopted call: session-expired, the event raised when the screen takes it', async () => {
    fetchMock.mockImplementation(async () => reply(401, { status: false, message: 'User logged into another device' }));
    const seen: unknown[] = [];
    const stop = on('portal:session-expired', (detail) => seen.push(detail));
    openPage('/student');
    await startRouteCallsEarly(document, '/student');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
    await expect(call('studentDashboard', {})).rejects.toMatchObject({ kind: 'session-expired', httpStatus: 401 });
    expect(seen).toEqual([{ message: 'User logged into another device' }]);
    expect(sent()).toEqual(BOTH);
    stop();
  });

  it.each([
    ['another page', '/student/attendance', {}],
    ['nobody signed in', '/student', { stored: null }],
    ["a record that is not a student's", '/student', { stored: { ...record, permission: 'parent' } }],
    ['no inlined runtime config (nginx serves index.html as built)', '/student', { config: null }],
    ['an unreadable runtime config', '/student', { config: '{broken' }],
  ] as const)('%s: nothing is sent and nothing left', (_, pathname, options) => {
    openPage(pathname, options as Parameters<typeof openPage>[1]);
    expect(sent()).toEqual([]);
    expect(takeEarlyCalls()).toBeUndefined();
  });
});

/**
 * The first screen's one time-zone date formatter and its rupee formatter, made once while the page waits on the
 * network: building the first `Intl.DateTimeFormat` with a time zone
 * reads ICU's zone data, and the first en-IN `Intl.NumberFormat` the locale's — 60–80 ms of the cold dashboard's main
 * thread after its last byte at 4× CPU when the dashboard's render made them. What is shown never changes (IST).
 */
describe("index.html's inline script makes the first screen's Intl formatters ahead", () => {
  type Made = [string, string | undefined, Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | undefined];
  const originals = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat };
  let made: Made[] = [];
  beforeEach(() => {
    made = [];
    jest.useFakeTimers(); // before the spies: the fake clock replaces Intl's date formatter too
    for (const kind of ['DateTimeFormat', 'NumberFormat'] as const)
      Object.defineProperty(Intl, kind, {
        configurable: true,
        writable: true,
        value: new Proxy(originals[kind], {
          construct(target, args: [string?, object?]) {
            made.push([kind, args[0], args[1]]);
            return Reflect.construct(target, args);
          },
        }),
      });
  });
  afterEach(() => {
    Object.assign(Intl, originals);
    jest.useRealTimers();
  });

  it('for a signed-in student, after the page is parsed (not while), the formatters the IST and rupee formats make', async () => {
    openPage('/student');
    expect(made).toEqual([]);
    jest.advanceTimersByTime(1);
    const warmed = made;
    made = [];
    await jest.isolateModulesAsync(async () => {
      // A fresh copy of the IST formats and of @date-fns/tz, as the first screen loads them.
      const format = await import('@classroom/shared/format');
      format.formatDateTime('2026-11-26T10:30:00Z');
      format.formatRupees(45000);
    });
    expect(made.length).toBeGreaterThan(0);
    expect(warmed).toEqual(expect.arrayContaining(made));
  });

  it('on any student page, not only the dashboard', () => {
    openPage('/student/attendance');
    jest.advanceTimersByTime(1);
    expect(made.map(([kind]) => kind).sort()).toEqual(['DateTimeFormat', 'NumberFormat']);
  });

  it.each([
    ['nobody signed in', { stored: null }],
    ["a record that is not a student's", { stored: { ...record, permission: 'parent' } }],
  ] as const)('%s: none made', (_, options) => {
    openPage('/student', options as Parameters<typeof openPage>[1]);
    jest.advanceTimersByTime(1);
    expect(made).toEqual([]);
  });
});
