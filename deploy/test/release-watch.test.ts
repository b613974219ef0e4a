/**
 * `release watch` (decision 0014): waits below the minimum sample, then rolls a clearly worse canary back through the
 * store, the history naming the reason, the figures, the step and the thresholds, the webhook told of each decision;
 * a healthy canary is promoted through the steps; nothing is done when another command ended the canary meanwhile.
 */
import { histogramOf, TIMING_BOUNDS_MS, type ReleaseFigures } from '@classroom/shared/contract';
import { DEFAULT_THRESHOLDS } from '../src/release/analysis';
import { activate, promote, setCanaryTraffic, stableOf, type ReleaseRecord } from '../src/release/channel';
import { watchCanary } from '../src/release/health';
import { FsReleaseStore } from '../src/release/store';
import { cleanupFixtures, tempDir } from './release-fixtures';

afterEach(() => {
  cleanupFixtures();
  jest.restoreAllMocks();
});

const record = (version: string): ReleaseRecord => ({
  version,
  url: `/remotes/mfe-dashboard/${version}/mf-manifest.json`,
  integrity: 'sha384-x',
  publishedAt: '2026-11-25T10:00:00.000Z',
  publishedBy: 'test',
});
const figures = (version: string, pages: number, errored: number): ReleaseFigures => ({
  app: 'mfe-dashboard',
  version,
  page_views: pages,
  errored_views: errored,
  failed_views: 0,
  lcp_hist: histogramOf([1000], TIMING_BOUNDS_MS),
  inp_hist: histogramOf([80], TIMING_BOUNDS_MS),
  cls_hist: [],
  ttfb_hist: [],
  first_minute: '2026-11-25T10:00:00.000Z',
  last_minute: '2026-11-25T10:00:00.000Z',
});

async function storeWithCanary() {
  const store = new FsReleaseStore(tempDir('store-'));
  await store.updateChannel('production', (c) =>
    activate(c, 'mfe-dashboard', record('0.1.0-stable01'), { who: 'test' }),
  );
  await store.updateChannel('production', (c) =>
    activate(c, 'mfe-dashboard', record('0.1.0-canary01'), { who: 'test' }, 50),
  );
  return store;
}

const WEBHOOK = 'http://hooks.test/services/T0/B0/x';

/**
 * The API's figures read, answering each call with the next of `replies` (the last one repeats); the webhook's posts
 * are kept in `posted` (their `text`).
 */
function figuresApi(replies: ReleaseFigures[][], posted: string[] = []) {
  let call = 0;
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url) === WEBHOOK) {
      posted.push((JSON.parse(String(init?.body)) as { text: string }).text);
      return new Response('ok');
    }
    const releases = replies[Math.min(call++, replies.length - 1)]!;
    return new Response(JSON.stringify({ status: true, message: 'Success', data: { releases, minutes: [] } }), {
      status: 200,
    });
  });
}

const options = (store: FsReleaseStore, lines: string[]) => ({
  store,
  channel: 'production',
  app: 'mfe-dashboard',
  source: { api: 'http://api.test/api', token: 't' },
  thresholds: {
    ...DEFAULT_THRESHOLDS,
    minSamples: 10,
    mixtureSd: 0.2,
    stepMinutes: 0,
    steps: [50, 100],
    webhookUrl: WEBHOOK,
  },
  who: 'watch',
  log: (line: string) => lines.push(line),
  sleep: async () => undefined,
});

test('waits below the minimum sample, then rolls the throwing canary back; the history names the reason and the figures', async () => {
  const store = await storeWithCanary();
  const posted: string[] = [];
  figuresApi(
    [
      [figures('0.1.0-stable01', 4, 0), figures('0.1.0-canary01', 3, 3)],
      [figures('0.1.0-stable01', 12, 0), figures('0.1.0-canary01', 12, 12)],
    ],
    posted,
  );
  const lines: string[] = [];
  const entry = await watchCanary(options(store, lines));
  expect(lines.some((l) => l.includes('verdict wait: step 50 %: too few pages'))).toBe(true);
  expect(posted).toEqual([
    expect.stringMatching(/^\[production\] mfe-dashboard canary 0\.1\.0-canary01 at 50 %: wait: step 50 %: too few/),
    expect.stringMatching(
      /^\[production\] mfe-dashboard canary 0\.1\.0-canary01 at 50 %: automatic rollback: error rate/,
    ),
  ]);
  expect(entry).toMatchObject({ action: 'rollback', from: '0.1.0-canary01', to: '0.1.0-stable01', who: 'watch' });
  const channel = await store.readChannel('production');
  expect(stableOf(channel, 'mfe-dashboard')?.metadata.version).toBe('0.1.0-stable01');
  expect(channel.microFrontends['mfe-dashboard']).toHaveLength(1);
  const last = channel.history[channel.history.length - 1]!;
  expect(last.note).toMatch(/^automatic rollback: error rate 100\.0 % \(12\/12 pages\) vs stable 0\.0 % \(0\/12\)/);
  expect(last.figures).toMatchObject({
    canary: { version: '0.1.0-canary01', pageViews: 12, erroredViews: 12 },
    stable: { version: '0.1.0-stable01', pageViews: 12, erroredViews: 0 },
  });
  expect(last).toMatchObject({ step: 50, thresholds: { minSamples: 10, steps: [50, 100] } });
  expect(JSON.stringify(channel.history)).not.toContain('hooks.test');
  expect(channel.releases['mfe-dashboard']?.find((r) => r.version === '0.1.0-canary01')?.bad?.reason).toMatch(
    /^automatic rollback: error rate/,
  );
});

test('a healthy canary is promoted through the steps', async () => {
  const store = await storeWithCanary();
  await store.updateChannel('production', (c) => setCanaryTraffic(c, 'mfe-dashboard', 10, { who: 'test' }));
  const posted: string[] = [];
  figuresApi([[figures('0.1.0-stable01', 40, 0), figures('0.1.0-canary01', 40, 0)]], posted);
  const entry = await watchCanary(options(store, []));
  expect(entry).toMatchObject({ action: 'promote', to: '0.1.0-canary01', step: 50 });
  const channel = await store.readChannel('production');
  expect(stableOf(channel, 'mfe-dashboard')?.metadata.version).toBe('0.1.0-canary01');
  expect(channel.history.map((h) => `${h.action}${h.step === undefined ? '' : ` at ${h.step}`}`)).toEqual([
    'publish',
    'canary',
    'step',
    'step at 10',
    'promote at 50',
  ]);
  expect(posted).toHaveLength(2);
});

test("a step's sample starts at its first whole minute: the previous step's pages of that minute never count", async () => {
  const store = await storeWithCanary();
  await store.updateChannel('production', (c) => setCanaryTraffic(c, 'mfe-dashboard', 10, { who: 'test' }));
  const api = figuresApi([[figures('0.1.0-stable01', 40, 0), figures('0.1.0-canary01', 40, 0)]]);
  await watchCanary(options(store, []));
  const stepStarts = (await store.readChannel('production')).history
    .filter((h) => h.action === 'step')
    .map((h) => new Date(h.when).getTime());
  const sinces = api.mock.calls
    .map(([url]) => new URL(String(url)).searchParams.get('since'))
    .filter((since): since is string => since !== null)
    .map((since) => new Date(since).getTime());
  expect(stepStarts).toHaveLength(2);
  for (const started of stepStarts) {
    const read = sinces.find((since) => since >= started && since - started < 60_000);
    expect(read).toBe(Math.ceil(started / 60_000) * 60_000);
  }
});

test('the deadline rolls back a canary that never got its pages', async () => {
  const store = await storeWithCanary();
  figuresApi([[figures('0.1.0-stable01', 2, 0), figures('0.1.0-canary01', 1, 0)]]);
  const later = new Date(Date.now() + (DEFAULT_THRESHOLDS.deadlineMinutes + 1) * 60_000);
  const entry = await watchCanary({ ...options(store, []), now: () => later });
  expect(entry).toMatchObject({ action: 'rollback', to: '0.1.0-stable01' });
  expect(entry?.note).toMatch(/^automatic rollback: no verdict within 240 min/);
});

test('when another command promoted the canary during the analysis, the watch does nothing and says so', async () => {
  const store = await storeWithCanary();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await store.updateChannel('production', (c) => promote(c, 'mfe-dashboard', { who: 'someone' }));
    const releases = [figures('0.1.0-stable01', 40, 0), figures('0.1.0-canary01', 40, 40)];
    return new Response(JSON.stringify({ status: true, message: 'Success', data: { releases, minutes: [] } }), {
      status: 200,
    });
  });
  await expect(watchCanary(options(store, []))).rejects.toThrow(
    "mfe-dashboard's canary changed while it was analysed; nothing done",
  );
  const channel = await store.readChannel('production');
  expect(channel.history.map((h) => h.action)).toEqual(['publish', 'canary', 'promote']);
});
