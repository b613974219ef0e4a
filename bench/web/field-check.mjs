// The field check of `npm run bench:web` (docs/PERFORMANCE.md, "Field figures beside the lab's"): the release-health
// figures (decision 0014) — each remote version's pages, p75 LCP and p75 INP, as the release CLI's `status` reads them
// from the API — printed next to the lab figures. Without a deployment to read, the figures are the bench's own page
// loads (each load ends as a student leaving the page: the host's beacon sends them), which checks the whole path —
// beacon, API, histogram, p75 — against what the lab measured in the same loads.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * An init script (`addInitScript`) for the loads that are not measured — signing in, the return visit's earlier visit,
 * start → first question — so that only measured loads are in the field figures: the host's beacon
 * (host/src/field-figures/beacon.ts) finds navigator.sendBeacon refusing its telemetry call (any other call goes out).
 */
export function withoutBeacon() {
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => (String(url).includes('/telemetry/') ? false : send(url, data));
}

/**
 * The release managers' read of this run's own API (GET release/v1/field-figures, decision 0014): `pageViews()`
 * resolves with the page views of every release since `since` (a Date) — the count a beacon adds to.
 * `api`: the API base ('http://127.0.0.1:3501/api'); `token`: the release managers' token the API was started with.
 */
export function ownFigures({ api, token, since }) {
  const url = `${api}/release/v1/field-figures?since=${encodeURIComponent(since.toISOString())}`;
  return {
    async pageViews() {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      const { data } = await response.json();
      return data.releases.reduce((sum, release) => sum + release.page_views, 0);
    },
  };
}

/** The beacon's own chunk (its webpackChunkName in host/src/bootstrap.tsx, decision 0014). */
export const BEACON_CHUNK = /\/field-figures\.[0-9a-f]+\.js$/;

/**
 * Ends a measured load as a student leaving the page does. The beacon's chunk loads in idle time after the first screen
 * (decision 0014), sometimes after the page has settled: it is waited for (at most `timeoutMs`, ms; `requests`: the
 * load's requests by id as measure() keeps them, { url, done }). Then the tab goes to about:blank, so the document
 * becomes hidden and the beacon sends the page's figures (navigator.sendBeacon on `visibilitychange`). A beacon sent
 * while the page unloads is not seen by the page's DevTools session, so its arrival is read from the API: resolves with
 * 'answered' once `pageViews()` (ownFigures) has grown, 'no beacon chunk' when the chunk never came, 'not counted'
 * when nothing arrived within `timeoutMs` (outside the sample rate, refused).
 */
export async function leaveForBeacon(page, requests, pageViews, timeoutMs = 20_000) {
  const chunkIn = () => [...requests.values()].some((r) => r.done && BEACON_CHUNK.test(new URL(r.url).pathname));
  for (const deadline = Date.now() + timeoutMs; !chunkIn(); await page.waitForTimeout(200)) {
    if (Date.now() > deadline) {
      await page.goto('about:blank');
      return 'no beacon chunk';
    }
  }
  await page.waitForTimeout(500); // the chunk's evaluation starts the beacon (4× or 6× CPU)
  const before = await pageViews();
  await page.goto('about:blank');
  for (const deadline = Date.now() + timeoutMs; (await pageViews()) <= before; await page.waitForTimeout(200)) {
    if (Date.now() > deadline) return 'not counted';
  }
  return 'answered';
}

/**
 * What the release CLI's `status` prints (deploy/src/release-cli.ts): each app's live versions in the channel and, per
 * remote version, pages, error and load-failure rates, p75 LCP and p75 INP with their sample counts since `since` (a
 * duration such as '90s' or '24h'). `api`: the API base URL ('http://127.0.0.1:3501/api'); `token`: the release
 * managers' token; `store`: the release store (a folder or s3://…; undefined: the CLI's own default, $RELEASE_STORE).
 * Returns its output lines; on failure the CLI's reason as one line. Synchronous (a few hundred ms).
 */
export function releaseStatus({ root, since, api, token, store }) {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'scripts', 'release.mjs'),
      'status',
      '--since',
      since,
      '--api',
      api,
      ...(store ? ['--store', store] : []),
    ],
    { cwd: root, env: { ...process.env, RELEASE_MANAGER_TOKEN: token ?? '' }, encoding: 'utf8' },
  );
  if (run.status !== 0) return [`(the release CLI failed: ${(run.stderr || run.stdout).trim()})`];
  return run.stdout.split('\n').filter(Boolean);
}
