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
  expect(unsent.map((r) => [r.app, r.page_views, r.errored_views])).toEqual([
    ['mfe-dashboard', 1, 1],
    ['mfe-exam', 1, 0],
  ]);
  // Already sent: a second batch carries no new page.
  expect(takeUnsent().every((r) => r.page_views + r.errored_views === 0)).toBe(true);
});

test('the boundary catch and the load failure count against the release the remote runs on this page', () => {
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
  noteError('mfe-dashboard');
  noteLoadFailure('mfe-dashboard');
  noteError('mfe-corners'); // not loaded on this page: nothing to count against
  expect(takeUnsent()).toEqual([
    { app: 'mfe-dashboard', version: '0.1.0-aaaa1111', page_views: 1, errored_views: 1, failed_views: 1, viewed: true },
  ]);
});

test('on hiding, one beacon with the vitals; another hide within the minute waits for its end', () => {
  jest.useFakeTimers();
  let clock = 1_000_000;
  const sent: { url: string; body: Blob }[] = [];
  const started = startBeacon({
    apiBaseUrl: '/api/',
    sampleRate: 1,
    random: () => 0.5,
    now: () => clock,
    send: (url, body) => {
      sent.push({ url, body });
      return true;
    },
  });
  expect(started).toBe(true);
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
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
});

test('the body passes the contract and has vitals for loaded releases only, and nothing about the student', () => {
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
  localStorage.setItem('classroom.user', JSON.stringify({ user_id: 7, name: 'Aarav Sharma', token: 'secret-token' }));
  const body = batchOf(takeUnsent(), { LCP: 1800.6, INP: 96, CLS: 0.01234, TTFB: 300 })!;
  expect(fieldFiguresBody.parse(body)).toEqual({
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
  expect(JSON.stringify(body)).not.toMatch(/Aarav|secret-token|user_id/);
  expect(batchOf(takeUnsent(), {})).toBeNull();
});

test('a page outside the sample sends nothing', () => {
  const send = jest.fn(() => true);
  expect(startBeacon({ apiBaseUrl: '/api/', sampleRate: 0.1, random: () => 0.5, send })).toBe(false);
  noteView('mfe-dashboard', '0.1.0-aaaa1111');
  hide();
  expect(send).not.toHaveBeenCalled();
});
