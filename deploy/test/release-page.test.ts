/**
 * The release page (decision 0014): only behind the release manager token, read-only, its script bundled apart from
 * the student portal, its data the channel's live versions with their field figures and the canary verdict.
 */
import Fastify from 'fastify';
import { histogramOf, TIMING_BOUNDS_MS } from '@classroom/shared/contract';
import { activate, type ReleaseRecord } from '../src/release/channel';
import { FsReleaseStore } from '../src/release/store';
import { buildStoreGateway } from '../src/store-gateway';
import type { PageData } from '../src/release-page/page-data';
import { cleanupFixtures, tempDir } from './release-fixtures';

const TOKEN = 'release-page-test-token';
const record = (version: string): ReleaseRecord => ({
  version,
  url: `/remotes/mfe-dashboard/${version}/mf-manifest.json`,
  integrity: 'sha384-x',
  publishedAt: '2026-11-25T10:00:00.000Z',
  publishedBy: 't',
});
const upstream = Fastify();
let seenAuth: string | undefined;
upstream.get('/api/release/v1/field-figures', async (request) => {
  seenAuth = request.headers.authorization;
  const figures = (version: string, pages: number, errored: number) => ({
    app: 'mfe-dashboard',
    version,
    page_views: pages,
    errored_views: errored,
    failed_views: 0,
    lcp_hist: histogramOf([900], TIMING_BOUNDS_MS),
    inp_hist: histogramOf([], TIMING_BOUNDS_MS),
    cls_hist: [],
    ttfb_hist: [],
    first_minute: '2026-11-25T10:00:00.000Z',
    last_minute: '2026-11-25T10:01:00.000Z',
  });
  return {
    status: true,
    message: 'Success',
    data: {
      releases: [figures('0.1.0-stable01', 300, 3), figures('0.1.0-canary01', 250, 250)],
      minutes: [
        {
          app: 'mfe-dashboard',
          version: '0.1.0-canary01',
          minute: '2026-11-25T10:00:00.000Z',
          page_views: 10,
          errored_views: 5,
          failed_views: 0,
        },
      ],
    },
  };
});
let apiUrl = '';
const saved = process.env.RELEASE_MANAGER_TOKEN;
beforeAll(async () => {
  apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await upstream.close();
  cleanupFixtures();
  if (saved === undefined) delete process.env.RELEASE_MANAGER_TOKEN;
  else process.env.RELEASE_MANAGER_TOKEN = saved;
});

async function gateway(token: string | undefined) {
  if (token) process.env.RELEASE_MANAGER_TOKEN = token;
  else delete process.env.RELEASE_MANAGER_TOKEN;
  const store = new FsReleaseStore(tempDir('store-'));
  await store.updateChannel('production', (c) => activate(c, 'mfe-dashboard', record('0.1.0-stable01'), { who: 't' }));
  await store.updateChannel('production', (c) =>
    activate(c, 'mfe-dashboard', record('0.1.0-canary01'), { who: 't' }, 10),
  );
  return buildStoreGateway({ store, apiUrl });
}
const basic = (password: string) => ({
  authorization: `Basic ${Buffer.from(`manager:${password}`).toString('base64')}`,
});

test('without RELEASE_MANAGER_TOKEN the page does not exist; with it, a wrong or missing password is asked again (401)', async () => {
  expect((await (await gateway(undefined)).inject('/release')).statusCode).toBe(404);
  const g = await gateway(TOKEN);
  const anonymous = await g.inject('/release');
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm="Releases"/);
  expect((await g.inject({ url: '/release/data.json', headers: basic('wrong') })).statusCode).toBe(401);
});

test('with the token: the page, its script (React and Recharts, not a student bundle) and the figures with the verdict', async () => {
  const g = await gateway(TOKEN);
  const html = await g.inject({ url: '/release', headers: basic(TOKEN) });
  expect(html.statusCode).toBe(200);
  expect(html.body).toContain('<script src="/release/page.js"></script>');
  const script = await g.inject({ url: '/release/page.js', headers: basic(TOKEN) });
  expect(script.statusCode).toBe(200);
  expect(script.body).toContain('recharts-line');
  const data = (await g.inject({ url: '/release/data.json', headers: basic(TOKEN) })).json() as PageData;
  expect(seenAuth).toBe(`Bearer ${TOKEN}`);
  expect(data.apps).toHaveLength(1);
  expect(data.apps[0]!.versions.map((v) => [v.version, v.traffic, v.canary, v.figures.pageViews])).toEqual([
    ['0.1.0-stable01', 90, false, 300],
    ['0.1.0-canary01', 10, true, 250],
  ]);
  expect(data.apps[0]!.verdict).toMatch(/^rollback: error rate 100\.0 % \(250\/250 pages\)/);
  expect(data.apps[0]!.minutes).toEqual([{ minute: '2026-11-25T10:00:00.000Z', '0.1.0-canary01': 50 }]);
}, 60_000);
