/**
 * Release health's beacon (decision 0014): the page's releases are counted once per page (viewed, errored by script
 * URL or the error boundary, failed to load), sent on hiding at most once a minute, only for sampled pages, in a body
 * the API's contract accepts, with vitals and no student data.
 */
import { endpoints, fieldFiguresBody } from '@classroom/shared/contract';
import type { Metric } from 'web-vitals';
import { batchOf, FIELD_FIGURES_PATH, MIN_INTERVAL_MS, startBeacon } from './beacon';
import {
  listenForErrors,
  noteError,
  noteLoadFailure,
  noteView,
  releaseOfScript,
  resetTally,
  takeUnsent,
} from '../lib/tally';

const reporters: Record<string, (m: Metric) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (cb: (m: Metric) => void) => {
    reporters.LCP = cb;
  },
  onINP: (cb: (m: Metric) => void) => {
    reporters.INP = cb;
  },
  onCLS: (cb: (m: Metric) => void) => {
    reporters.CLS = cb;
  },
  onTTFB: (cb: (m: Metric) => void) => {
    reporters.TTFB = cb;
  },
}));
const report = (name: string, value: number) => reporters[name]!({ name, value } as Metric);
const TOKEN = 'a'.repeat(64);
/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const PAGE_VIEW = '3f2b8c1e-0000-4000-8000-000000000001';

beforeEach(() => resetTally());

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

test("the beacon's path is the contract's", () => {
  expect(FIELD_FIGURES_PATH).toBe(endpoints.fieldFigures.path);
});

test('a script URL names its release; other scripts name none', () => {
  expect(releaseOfScript('https://portal.example.in/remotes/mfe-exam/0.1.0-4f9a0ea2/123.abc.js')).toEqual({
    app: 'mfe-exam',
    version: '0.1.0-4f9a0ea2',
  });
  expect(releaseOfScript('https://portal.example.in/main.0123456789.js')).toBeNull();
});

test('an uncaught error in a remote release counts that release once per page, however often it throws', () => {
  listenForErrors();
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
  noteView('mfe-exam', '0.1.0-bbbb2222');
  for (let i = 0; i < 3; i++)
    window.dispatchEvent(
      new ErrorEvent('error', {
        filename: 'http://localhost/remotes/mfe-dashboard/0.1.0-aaaa1111/42.js',
        message: 'boom',
      }),
    );
  const unsent = takeUnsent();
  expect(unsent.map((r) => [r.app, r.page_views, r.errored_views, r.fresh])).toEqual([
    ['mfe-dashboard', 1, 1, true],
    ['mfe-exam', 1, 0, true],
  ]);
  // Already sent: a second batch repeats the page as it stands, with nothing fresh (the API counts a page view once).
  expect(takeUnsent().map((r) => [r.app, r.errored_views, r.fresh])).toEqual([
    ['mfe-dashboard', 1, false],
    ['mfe-exam', 0, false],
  ]);
});

test('the boundary catch and the load failure count against the release the remote runs on this page', () => {
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
  noteError('mfe-dashboard');
  noteLoadFailure('mfe-dashboard');
  noteError('mfe-corners'); // not loaded on this page: nothing to count against
  expect(takeUnsent()).toMatchObject([
    { app: 'mfe-dashboard', version: '0.1.0-aaaa1111', page_views: 1, errored_views: 1, failed_views: 1, fresh: true },
  ]);
});

test('on hiding, one beacon with the vitals; another hide within the minute waits for its end', async () => {
  jest.useFakeTimers();
  let clock = 1_000_000;
  const sent: { url: string; body: Blob }[] = [];
  const started = startBeacon({
    apiBaseUrl: '/api/',
    sampleRate: 1,
    token: () => TOKEN,
    pageView: PAGE_VIEW,
    random: () => 0.5,
    now: () => clock,
    send: (url, body) => {
      sent.push({ url, body });
      return true;
    },
  });
  expect(started).toBe(true);
  noteView('mfe-dashboard', '0.1.0-aaaa1111', 300);
  report('LCP', 1234.4);
  report('TTFB', 210);
  hide();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe('/api/telemetry/v1/field-figures/');
  noteError('mfe-dashboard');
  clock += 10_000;
  hide();
  expect(sent).toHaveLength(1);
  clock += MIN_INTERVAL_MS;
  jest.advanceTimersByTime(MIN_INTERVAL_MS);
  expect(sent).toHaveLength(2);
  jest.useRealTimers();
  const first = fieldFiguresBody.parse(JSON.parse(await textOf(sent[0]!.body)));
  expect(first).toMatchObject({ token: TOKEN, page_view: PAGE_VIEW, releases: [{ errored_views: 0, lcp_ms: [1234] }] });
  // The same page view again, now errored: the API adds the flag to the page it already counted.
  expect(JSON.parse(await textOf(sent[1]!.body))).toMatchObject({
    page_view: PAGE_VIEW,
    releases: [{ page_views: 1, errored_views: 1, lcp_ms: [] }],
  });
});

test('the body passes the contract: one page view, its token and id, and nothing else about the student', () => {
  noteView('mfe-dashboard', '0.1.0-aaaa1111', 300);
  const body = batchOf(takeUnsent(), { LCP: 1800.6, INP: 96, CLS: 0.01234, TTFB: 300 }, TOKEN, PAGE_VIEW)!;
  expect(fieldFiguresBody.parse(body)).toEqual({
    token: TOKEN,
    page_view: PAGE_VIEW,
    releases: [
      {
        app: 'mfe-dashboard',
        version: '0.1.0-aaaa1111',
        page_views: 1,
        errored_views: 0,
        failed_views: 0,
        lcp_ms: [1801],
        inp_ms: [96],
        cls: [0.0123],
        ttfb_ms: [300],
      },
    ],
  });
  expect(Object.keys(body)).toEqual(['token', 'page_view', 'releases']);
  expect(batchOf(takeUnsent(), {}, TOKEN, PAGE_VIEW)).toBeNull();
});

test("a page's LCP counts for the releases loaded before it painted, not for a remote loaded after (sign-in)", () => {
  noteView('mfe-account', '0.1.0-cccc3333', 200);
  noteView('mfe-dashboard', '0.1.0-aaaa1111', 2600); // loaded after the student signed in on the page
  const body = batchOf(takeUnsent(), { LCP: 450, INP: 80 }, TOKEN, PAGE_VIEW)!;
  expect(body.releases.map((r) => [r.app, r.lcp_ms, r.inp_ms])).toEqual([
    ['mfe-account', [450], [80]],
    ['mfe-dashboard', [], [80]],
  ]);
});

test('signed out, nothing is sent', () => {
  const send = jest.fn(() => true);
  startBeacon({ apiBaseUrl: '/api/', sampleRate: 1, random: () => 0.5, send, token: () => null });
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
  hide();
  expect(send).not.toHaveBeenCalled();
});

test('a page outside the sample sends nothing', () => {
  const send = jest.fn(() => true);
  expect(startBeacon({ apiBaseUrl: '/api/', sampleRate: 0.1, random: () => 0.5, send, token: () => TOKEN })).toBe(
    false,
  );
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
  hide();
  expect(send).not.toHaveBeenCalled();
});
