/**
 * Release health (decision 0014): the host's beacon is validated by the contract, added per app × version × minute
 * (concurrent beacons never lose a count), rate-limited per address, exported to Prometheus, and read back by release
 * managers with their token only.
 */
import {
  quantileOf,
  releaseFiguresReply,
  TIMING_BOUNDS_MS,
  type FieldFiguresRelease,
} from '@classroom/shared/contract';
import { register } from 'prom-client';
import { call, useHarness } from './helpers';

const TOKEN = 'release-manager-test-token';
const h = useHarness({ fieldFiguresPerIp: 5, config: { releaseManagerToken: TOKEN } });

const release = (over: Partial<FieldFiguresRelease> = {}): FieldFiguresRelease => ({
  app: 'mfe-dashboard',
  version: '0.1.0-aaaa1111',
  page_views: 1,
  errored_views: 0,
  failed_views: 0,
  lcp_ms: [],
  inp_ms: [],
  cls: [],
  ttfb_ms: [],
  ...over,
});

async function figures(since: Date, app?: string, token = TOKEN) {
  const query = new URLSearchParams({ since: since.toISOString(), ...(app ? { app } : {}) });
  return h.app.inject({
    method: 'GET',
    url: `/api/release/v1/field-figures?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

test('beacons of the same minute add up per release, histograms included; another version stays apart', async () => {
  const minute = new Date('2026-11-25T10:15:00.000Z');
  h.clock.set(new Date(minute.getTime() + 5_000));
  const beacons = [
    release({ lcp_ms: [900], inp_ms: [80] }),
    release({ lcp_ms: [1100], inp_ms: [120], errored_views: 1 }),
    release({ lcp_ms: [2400], inp_ms: [350] }),
    release({ version: '0.1.0-bbbb2222', page_views: 1, failed_views: 1 }),
  ];
  // At once: the upsert adds to the row under concurrency, no count is lost.
  const replies = await Promise.all(
    beacons.map((b, i) => call(h.app, 'fieldFigures', { body: { releases: [b] }, ip: `10.1.0.${i}` })),
  );
  expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  h.clock.set(new Date(minute.getTime() + 65_000)); // the next minute: a row of its own
  expect(
    (await call(h.app, 'fieldFigures', { body: { releases: [release({ lcp_ms: [700] })] }, ip: '10.1.0.9' }))
      .statusCode,
  ).toBe(200);

  const res = await figures(minute, 'mfe-dashboard');
  expect(res.statusCode).toBe(200);
  const data = releaseFiguresReply.parse(res.json().data);
  const stable = data.releases.find((r) => r.version === '0.1.0-aaaa1111')!;
  expect(stable).toMatchObject({
    page_views: 4,
    errored_views: 1,
    failed_views: 0,
    first_minute: minute.toISOString(),
    last_minute: '2026-11-25T10:16:00.000Z',
  });
  expect(quantileOf(stable.lcp_hist, TIMING_BOUNDS_MS, 0.75)).toBe(1200); // 700, 900, 1100, 2400 → the 3rd of 4 is in ≤1200
  expect(data.releases.find((r) => r.version === '0.1.0-bbbb2222')).toMatchObject({ page_views: 1, failed_views: 1 });
  expect(data.minutes.filter((m) => m.version === '0.1.0-aaaa1111').map((m) => m.page_views)).toEqual([3, 1]);
  h.clock.reset();
});

test('the body is checked by the contract: a student field, a bad app or an oversized count is refused (400)', async () => {
  const bad = [
    { releases: [{ ...release(), student_id: 7 }] },
    { releases: [release({ app: 'evil' })] },
    { releases: [release({ page_views: 1000 })] },
    { releases: [] },
  ];
  for (const body of bad) expect((await call(h.app, 'fieldFigures', { body, ip: '10.2.0.1' })).statusCode).toBe(400);
});

test('rate-limited per address: the sixth beacon in a minute answers 429; another address is not held back', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await call(h.app, 'fieldFigures', { body: { releases: [release()] }, ip: '10.3.0.1' })).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect((await call(h.app, 'fieldFigures', { body: { releases: [release()] }, ip: '10.3.0.2' })).statusCode).toBe(200);
});

test('exported to Prometheus on the default register: pages per release and an LCP histogram', async () => {
  await call(h.app, 'fieldFigures', {
    body: { releases: [release({ version: '0.1.0-cccc3333', errored_views: 1, lcp_ms: [1800] })] },
    ip: '10.4.0.1',
  });
  const text = await register.metrics();
  expect(text).toContain('portal_field_page_views_total{app="mfe-dashboard",version="0.1.0-cccc3333"} 1');
  expect(text).toContain('portal_field_errored_views_total{app="mfe-dashboard",version="0.1.0-cccc3333"} 1');
  expect(text).toContain('portal_field_lcp_seconds_bucket{le="2",app="mfe-dashboard",version="0.1.0-cccc3333"} 1');
  expect(text).toContain('portal_field_lcp_seconds_bucket{le="1.5",app="mfe-dashboard",version="0.1.0-cccc3333"} 0');
});

test("the figures read needs the release manager's token", async () => {
  expect((await figures(new Date(0), undefined, '')).statusCode).toBe(403);
  expect((await figures(new Date(0), undefined, 'wrong')).statusCode).toBe(403);
  const badQuery = await h.app.inject({
    method: 'GET',
    url: '/api/release/v1/field-figures?since=yesterday',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(badQuery.statusCode).toBe(400);
});
