/**
 * `release watch` (decision 0014): waits below the minimum sample, then rolls a clearly worse canary back through the
 * store, the history naming the reason and the figures; a healthy canary is promoted; nothing is done when another
 * command ended the canary meanwhile.
 */
import { histogramOf, TIMING_BOUNDS_MS, type ReleaseFigures } from '@classroom/shared/contract';
import { DEFAULT_THRESHOLDS } from '../src/release/analysis';
import { activate, promote, stableOf, type ReleaseRecord } from '../src/release/channel';
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

/** The API's figures read, answering each call with the next of `replies` (the last one repeats). */
function figuresApi(replies: ReleaseFigures[][]) {
  let call = 0;
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
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
  thresholds: { ...DEFAULT_THRESHOLDS, minPageViews: 10, promotePageViews: 10, promoteAfterMinutes: 0 },
  who: 'watch',
  log: (line: string) => lines.push(line),
  sleep: async () => undefined,
});

test('waits below the minimum sample, then rolls the throwing canary back; the history names the reason and the figures', async () => {
  const store = await storeWithCanary();
  const fetchMock = figuresApi([
    [figures('0.1.0-stable01', 4, 0), figures('0.1.0-canary01', 3, 3)],
    [figures('0.1.0-stable01', 12, 0), figures('0.1.0-canary01', 12, 12)],
  ]);
  const lines: string[] = [];
  const entry = await watchCanary(options(store, lines));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(lines.some((l) => l.includes('verdict wait: too few pages'))).toBe(true);
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
});

test('a healthy canary is promoted', async () => {
  const store = await storeWithCanary();
  figuresApi([[figures('0.1.0-stable01', 40, 0), figures('0.1.0-canary01', 40, 0)]]);
  const entry = await watchCanary(options(store, []));
  expect(entry).toMatchObject({ action: 'promote', to: '0.1.0-canary01' });
  expect(stableOf(await store.readChannel('production'), 'mfe-dashboard')?.metadata.version).toBe('0.1.0-canary01');
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
