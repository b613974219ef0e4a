/**
 * Release health (decision 0014): the host's beacon counts only a signed-in student's page view of releases live in
 * the channel — one page view once, one student once per release per window — adds it per app × version × minute
 * (concurrent beacons never lose a count), exports it to Prometheus, and is read back by release managers with their
 * token only. The forged-beacon attacks are replayed: the figures the verdict rests on do not move and no metric
 * series is created.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  quantileOf,
  releaseFiguresReply,
  TIMING_BOUNDS_MS,
  type FieldFiguresBody,
  type FieldFiguresRelease,
} from '@classroom/shared/contract';
import { register } from 'prom-client';
import { liveReleasesFrom } from '../src/field-figures/live';
import { forgetPageViews } from '../src/field-figures/store';
import { call, signIn, useHarness } from './helpers';

const TOKEN = 'release-manager-test-token';
const STABLE = '0.1.0-aaaa1111';
const CANARY = '0.1.0-bbbb2222';
/** The channel's discovery document, as the release store writes it for nginx (channels/<name>.remotes.json). */
const channelFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'field-figures-')), 'production.remotes.json');
writeFileSync(
  channelFile,
  JSON.stringify({
    microFrontends: {
      'mfe-dashboard': [
        { url: `/remotes/mfe-dashboard/${STABLE}/mf-manifest.json`, metadata: { version: STABLE } },
        { url: `/remotes/mfe-dashboard/${CANARY}/mf-manifest.json`, metadata: { version: CANARY } },
      ],
    },
  }),
);
const WINDOW_MS = 600_000;
const h = useHarness({
  fieldFiguresPerIp: 5,
  config: { releaseManagerToken: TOKEN, liveReleases: liveReleasesFrom(channelFile), fieldFiguresWindowMs: WINDOW_MS },
});

const release = (over: Partial<FieldFiguresRelease> = {}): FieldFiguresRelease => ({
  app: 'mfe-dashboard',
  version: STABLE,
  page_views: 1,
  errored_views: 0,
  failed_views: 0,
  lcp_ms: [],
  inp_ms: [],
  cls: [],
  ttfb_ms: [],
  ...over,
});

let views = 0;
/** A fresh page-view id, as a page draws one. */
const pageView = () => `00000000-0000-4000-8000-${String(++views).padStart(12, '0')}`;
let address = 0;
/** A beacon from its own address (the attacks below have many; the per-address limit is its own test). */
const beacon = (body: unknown) =>
  call(h.app, 'fieldFigures', { body, ip: `10.${(++address >> 8) & 255}.${address & 255}.1` });
const page = (token: string, releases: FieldFiguresRelease[], id = pageView()): FieldFiguresBody => ({
  token,
  page_view: id,
  releases,
});

async function figures(since: Date, app?: string, token = TOKEN) {
  const query = new URLSearchParams({ since: since.toISOString(), ...(app ? { app } : {}) });
  return h.app.inject({
    method: 'GET',
    url: `/api/release/v1/field-figures?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
const read = async (since: Date) => releaseFiguresReply.parse((await figures(since, 'mfe-dashboard')).json().data);

test('signed-in page views of the same minute add up per release, histograms included; another version stays apart', async () => {
  const minute = new Date('2026-11-25T10:15:00.000Z');
  h.clock.set(new Date(minute.getTime() + 5_000));
  const students = await Promise.all(
    (['enrolled', 'enrolled-2', 'free', 'doubts'] as const).map((kind) => signIn(h.app, kind)),
  );
  const pages = [
    page(students[0]!.token, [release({ lcp_ms: [900], inp_ms: [80] })]),
    page(students[1]!.token, [release({ lcp_ms: [1100], inp_ms: [120], errored_views: 1 })]),
    page(students[2]!.token, [release({ lcp_ms: [2400], inp_ms: [350] })]),
    page(students[3]!.token, [release({ version: CANARY, failed_views: 1 })]),
  ];
  // At once: the upsert adds to the row under concurrency, no count is lost.
  expect((await Promise.all(pages.map(beacon))).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  h.clock.set(new Date(minute.getTime() + WINDOW_MS + 5_000)); // the next window: the student counts again
  expect((await beacon(page(students[0]!.token, [release({ lcp_ms: [700] })]))).statusCode).toBe(200);

  const data = await read(minute);
  const stable = data.releases.find((r) => r.version === STABLE)!;
  expect(stable).toMatchObject({
    page_views: 4,
    errored_views: 1,
    failed_views: 0,
    first_minute: minute.toISOString(),
  });
  expect(quantileOf(stable.lcp_hist, TIMING_BOUNDS_MS, 0.75)).toBe(1200); // 700, 900, 1100, 2400 → the 3rd of 4 is in ≤1200
  expect(data.releases.find((r) => r.version === CANARY)).toMatchObject({ page_views: 1, failed_views: 1 });
  expect(data.minutes.filter((m) => m.version === STABLE).map((m) => m.page_views)).toEqual([3, 1]);
  h.clock.reset();
});

test('a later beacon of the same page view adds only what is new: the error, not another page', async () => {
  h.clock.set(new Date('2026-11-25T11:00:00.000Z'));
  const since = h.clock.now();
  const { token } = await signIn(h.app, 'section-303');
  const id = pageView();
  expect((await beacon(page(token, [release({ lcp_ms: [1000] })], id))).statusCode).toBe(200);
  expect((await beacon(page(token, [release({ errored_views: 1 })], id))).statusCode).toBe(200);
  expect((await beacon(page(token, [release({ errored_views: 1, lcp_ms: [9000] })], id))).statusCode).toBe(200);
  const stable = (await read(since)).releases.find((r) => r.version === STABLE)!;
  expect(stable).toMatchObject({ page_views: 1, errored_views: 1 });
  expect(stable.lcp_hist.reduce((a, b) => a + b, 0)).toBe(1);
  h.clock.reset();
});

test('a page view forgotten after its keep counts again; one seen later is still remembered', async () => {
  // Past every other test's clock, so the read below sees only these beacons.
  const { token } = await signIn(h.app, 'section-303');
  const [old, recent] = [pageView(), pageView()];
  h.clock.set(new Date('2027-03-01T08:00:00.000Z'));
  expect((await beacon(page(token, [release()], old))).statusCode).toBe(200);
  h.clock.set(new Date('2027-03-03T08:00:00.000Z'));
  expect((await beacon(page(token, [release()], recent))).statusCode).toBe(200);
  await forgetPageViews(h.handle.db, new Date('2027-03-02T08:00:00.000Z'));
  h.clock.set(new Date('2027-03-03T09:00:00.000Z'));
  const since = h.clock.now();
  expect((await beacon(page(token, [release()], old))).statusCode).toBe(200);
  expect((await beacon(page(token, [release()], recent))).statusCode).toBe(200);
  expect((await read(since)).releases.find((r) => r.version === STABLE)).toMatchObject({ page_views: 1 });
  h.clock.reset();
});

describe('the forged-beacon attacks change nothing', () => {
  const at = new Date('2026-11-25T12:00:00.000Z');
  let honest: { token: string }[] = [];
  let before: unknown;
  let seriesBefore = '';
  beforeAll(async () => {
    h.clock.set(new Date(at.getTime() + 1_000));
    honest = await Promise.all(
      (['enrolled', 'enrolled-2', 'free', 'doubts', 'school-40059'] as const).map((kind) => signIn(h.app, kind)),
    );
    // Honest traffic: a healthy stable, a canary failing on some of its pages (each student once in this window).
    for (const [i, student] of honest.entries()) {
      await beacon(page(student.token, [release()]));
      expect(
        (await beacon(page(student.token, [release({ version: CANARY, errored_views: Number(i < 2) })]))).statusCode,
      ).toBe(200);
    }
    before = await read(at);
    seriesBefore = await register.metrics();
  });
  afterEach(async () => {
    expect(await read(at)).toEqual(before);
  });
  afterAll(() => h.clock.reset());

  test('anonymous and forged-token beacons (6 "errored" pages against a canary) are refused', async () => {
    const errored = [release({ version: CANARY, errored_views: 1 })];
    const forged = [
      { page_view: pageView(), releases: errored },
      page('f'.repeat(64), errored),
      page('0123456789abcdef0123', errored),
      page(
        honest[0]!.token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        errored,
      ),
      { ...page(honest[0]!.token, errored), student_id: 1 },
      page('', errored),
    ];
    expect((await Promise.all(forged.map(beacon))).map((r) => r.statusCode)).toEqual([400, 401, 401, 401, 400, 400]);
  });

  test('200 beacons of one signed-in student, each with a new page-view id, "healthy" against the failing canary', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => beacon(page(honest[0]!.token, [release({ version: CANARY })]))),
    );
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));
  });

  test('the same page view replayed, at once and later, counts once', async () => {
    const id = pageView();
    const { token } = await signIn(h.app, 'payer-free');
    // This student's one page of the window: counted once however often it arrives (so `before` is taken again).
    const copies = Array.from({ length: 10 }, () => beacon(page(token, [release({ version: CANARY })], id)));
    expect(new Set((await Promise.all(copies)).map((r) => r.statusCode))).toEqual(new Set([200]));
    const canary = (await read(at)).releases.find((r) => r.version === CANARY)!;
    expect(canary.page_views).toBe(
      (before as { releases: { version: string; page_views: number }[] }).releases.find((r) => r.version === CANARY)!
        .page_views + 1,
    );
    before = await read(at);
    h.clock.set(new Date(at.getTime() + WINDOW_MS + 1_000)); // a later window: the replay still counts nothing
    expect((await beacon(page(token, [release({ version: CANARY })], id))).statusCode).toBe(200);
    h.clock.set(new Date(at.getTime() + 1_000));
  });

  test('inflated beacons are refused: many pages, errored above viewed, an app twice, piles of timings', async () => {
    const { token } = honest[1]!;
    const inflated = [
      page(token, [release({ page_views: 100 as 1 })]),
      page(token, [release({ page_views: 0 as 1, errored_views: 1 })]),
      page(token, [release({ errored_views: 5 })]),
      page(token, [release(), release({ version: CANARY })]),
      page(token, [release({ lcp_ms: Array.from({ length: 50 }, () => 9000) })]),
      page(token, []),
    ];
    expect((await Promise.all(inflated.map(beacon))).map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
  });

  test('1,000 invented versions answer 400 and create no Prometheus series; a live release beside one is not counted', async () => {
    const { token } = honest[2]!;
    for (let i = 0; i < 1000; i++) {
      const reply = await beacon(page(token, [release({ version: `9.9.${i}-invented` })]));
      expect(reply.statusCode).toBe(400);
    }
    const mixed = await beacon(
      page(token, [release({ version: CANARY }), release({ app: 'mfe-exam', version: '9.9.9-invented' })]),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.body.message).toContain('mfe-exam 9.9.9-invented is not live');
    const series = await register.metrics();
    expect(series).not.toContain('invented');
    const fieldSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('portal_field_')).length;
    expect(fieldSeries(series)).toBe(fieldSeries(seriesBefore));
  }, 120_000);
});

test('rate-limited per address: the sixth beacon in a minute answers 429; another address is not held back', async () => {
  const { token } = await signIn(h.app, 'payer-plan');
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await call(h.app, 'fieldFigures', { body: page(token, [release()]), ip: '10.250.0.1' })).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect((await call(h.app, 'fieldFigures', { body: page(token, [release()]), ip: '10.250.0.2' })).statusCode).toBe(
    200,
  );
});

test('exported to Prometheus on the default register: pages per release and an LCP histogram', async () => {
  h.clock.set(new Date('2026-11-26T09:00:00.000Z'));
  const { token } = await signIn(h.app, 'payer-fees');
  await beacon(page(token, [release({ version: CANARY, errored_views: 1, lcp_ms: [1800] })]));
  const text = await register.metrics();
  expect(text).toMatch(
    new RegExp(`portal_field_errored_views_total\\{app="mfe-dashboard",version="${CANARY}"\\} \\d+`),
  );
  expect(text).toContain(`portal_field_lcp_seconds_bucket{le="2",app="mfe-dashboard",version="${CANARY}"}`);
  h.clock.reset();
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
