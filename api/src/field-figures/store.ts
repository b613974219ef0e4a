/**
 * The field-figures table (decision 0014, migration 0019_field_figures): one row per app × version × minute, with
 * page counts and timing histograms over the contract's bounds. A beacon adds to its minute's rows in one statement
 * (INSERT … ON CONFLICT DO UPDATE adds counts and histograms element-wise), so concurrent beacons never lose a count.
 */
import {
  CLS_BOUNDS,
  histogramOf,
  TIMING_BOUNDS_MS,
  type FieldFiguresRelease,
  type ReleaseFigures,
  type ReleaseFiguresReply,
} from '@classroom/shared/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A release's share of a beacon as counted: the contract's release with page_views 0 when only a flag is new. */
export type CountedRelease = Omit<FieldFiguresRelease, 'page_views'> & { page_views: number };

interface Row {
  app: string;
  version: string;
  page_views: number;
  errored_views: number;
  failed_views: number;
  lcp: number[];
  inp: number[];
  cls: number[];
  ttfb: number[];
}

const addInto = (into: number[], from: readonly number[]) =>
  from.forEach((n, i) => {
    into[i] = (into[i] ?? 0) + n;
  });

/** The beacon's releases as rows: one per app and version (a page names a release once, but two are merged). */
export function rowsOf(releases: readonly CountedRelease[]): Row[] {
  const rows = new Map<string, Row>();
  for (const r of releases) {
    const key = `${r.app}\u0000${r.version}`;
    const row = rows.get(key) ?? {
      app: r.app,
      version: r.version,
      page_views: 0,
      errored_views: 0,
      failed_views: 0,
      lcp: histogramOf([], TIMING_BOUNDS_MS),
      inp: histogramOf([], TIMING_BOUNDS_MS),
      cls: histogramOf([], CLS_BOUNDS),
      ttfb: histogramOf([], TIMING_BOUNDS_MS),
    };
    row.page_views += r.page_views;
    row.errored_views += r.errored_views;
    row.failed_views += r.failed_views;
    addInto(row.lcp, histogramOf(r.lcp_ms, TIMING_BOUNDS_MS));
    addInto(row.inp, histogramOf(r.inp_ms, TIMING_BOUNDS_MS));
    addInto(row.cls, histogramOf(r.cls, CLS_BOUNDS));
    addInto(row.ttfb, histogramOf(r.ttfb_ms, TIMING_BOUNDS_MS));
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * Counts one page view of a signed-in student (decision 0014) and returns what of it is new, as releases for
 * recordFigures and exportFigures: a release's first beacon from this page view counts its page, flags and timings —
 * unless the student already counted for that release in the same `windowMs` window (then nothing); a later beacon
 * of the same page view only adds a flag (errored, failed) not counted before; a repeated beacon adds nothing. Each
 * statement is atomic, so concurrent copies of one beacon count once.
 */
export async function countPageView(
  db: Db,
  studentId: number,
  pageView: string,
  releases: readonly FieldFiguresRelease[],
  now: Date,
  windowMs: number,
): Promise<CountedRelease[]> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const counted: CountedRelease[] = [];
  for (const r of releases) {
    const errored = r.errored_views > 0;
    const failed = r.failed_views > 0;
    const inserted = (await db.execute(sql`
      INSERT INTO field_figure_views (page_view, app, version, student_id, window_start, errored, failed, seen_at)
      VALUES (${pageView}, ${r.app}, ${r.version}, ${studentId}, ${windowStart}::timestamptz, ${errored}, ${failed}, ${now.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING RETURNING 1 AS one`)) as unknown as { rows: unknown[] };
    if (inserted.rows.length) {
      counted.push(r);
      continue;
    }
    const raised = (flag: 'errored' | 'failed') => sql`
      UPDATE field_figure_views SET ${sql.raw(flag)} = true
      WHERE page_view = ${pageView} AND app = ${r.app} AND version = ${r.version} AND student_id = ${studentId}
        AND NOT ${sql.raw(flag)} RETURNING 1 AS one`;
    const newly = async (flag: 'errored' | 'failed', wanted: boolean) =>
      wanted && ((await db.execute(raised(flag))) as unknown as { rows: unknown[] }).rows.length > 0 ? 1 : 0;
    const more = { errored_views: await newly('errored', errored), failed_views: await newly('failed', failed) };
    if (more.errored_views || more.failed_views)
      counted.push({ ...r, page_views: 0, ...more, lcp_ms: [], inp_ms: [], cls: [], ttfb_ms: [] });
  }
  return counted;
}

/** How long a counted page view is remembered (ms) at least: a day, so an open page's later flags still find it. */
export const PAGE_VIEW_KEEP_MS = 86_400_000;

/**
 * Forgets the page views counted before `before` (by the seen_at index): run hourly by the API process (main.ts)
 * with `before` at least a day and one window ago, so a repeat within the window still counts once.
 */
export async function forgetPageViews(db: Db, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM field_figure_views WHERE seen_at < ${before.toISOString()}::timestamptz`);
}

/** The start of `now`'s minute (UTC). */
export const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

const sumArrays = (column: string) =>
  sql.raw(`ARRAY(SELECT a + b FROM unnest(f.${column}, excluded.${column}) WITH ORDINALITY AS t(a, b, i) ORDER BY i)`);

/** Adds one beacon's releases to the rows of `now`'s minute. */
export async function recordFigures(db: Db, releases: readonly CountedRelease[], now: Date): Promise<void> {
  const rows = rowsOf(releases);
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO field_figures AS f (app, version, minute, page_views, errored_views, failed_views, lcp_hist, inp_hist, cls_hist, ttfb_hist)
    SELECT v.app, v.version, ${minuteOf(now).toISOString()}::timestamptz, v.page_views, v.errored_views, v.failed_views, v.lcp, v.inp, v.cls, v.ttfb
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS v(app text, version text, page_views integer, errored_views integer, failed_views integer, lcp integer[], inp integer[], cls integer[], ttfb integer[])
    ON CONFLICT (app, version, minute) DO UPDATE SET
      page_views = f.page_views + excluded.page_views,
      errored_views = f.errored_views + excluded.errored_views,
      failed_views = f.failed_views + excluded.failed_views,
      lcp_hist = ${sumArrays('lcp_hist')}, inp_hist = ${sumArrays('inp_hist')},
      cls_hist = ${sumArrays('cls_hist')}, ttfb_hist = ${sumArrays('ttfb_hist')}`);
}

interface StoredRow {
  app: string;
  version: string;
  minute: Date | string;
  page_views: number;
  errored_views: number;
  failed_views: number;
  lcp_hist: number[];
  inp_hist: number[];
  cls_hist: number[];
  ttfb_hist: number[];
}

/**
 * The figures since `since` (inclusive of its minute), of one app or of all: each release's sums over the window and
 * each release's page counts per minute (oldest first).
 */
export async function readFigures(db: Db, since: Date, app?: string): Promise<ReleaseFiguresReply> {
  const { rows } = (await db.execute(sql`
    SELECT app, version, minute, page_views, errored_views, failed_views, lcp_hist, inp_hist, cls_hist, ttfb_hist
    FROM field_figures WHERE minute >= ${minuteOf(since).toISOString()}::timestamptz ${app ? sql`AND app = ${app}` : sql``}
    ORDER BY minute, app, version`)) as unknown as { rows: StoredRow[] };
  const releases = new Map<string, ReleaseFigures>();
  const minutes: ReleaseFiguresReply['minutes'] = [];
  for (const row of rows) {
    const minute = new Date(row.minute).toISOString();
    minutes.push({
      app: row.app,
      version: row.version,
      minute,
      page_views: row.page_views,
      errored_views: row.errored_views,
      failed_views: row.failed_views,
    });
    const key = `${row.app}\u0000${row.version}`;
    const sum = releases.get(key) ?? {
      app: row.app,
      version: row.version,
      page_views: 0,
      errored_views: 0,
      failed_views: 0,
      lcp_hist: [],
      inp_hist: [],
      cls_hist: [],
      ttfb_hist: [],
      first_minute: minute,
      last_minute: minute,
    };
    sum.page_views += row.page_views;
    sum.errored_views += row.errored_views;
    sum.failed_views += row.failed_views;
    addInto(sum.lcp_hist, row.lcp_hist);
    addInto(sum.inp_hist, row.inp_hist);
    addInto(sum.cls_hist, row.cls_hist);
    addInto(sum.ttfb_hist, row.ttfb_hist);
    sum.last_minute = minute;
    releases.set(key, sum);
  }
  return { releases: [...releases.values()], minutes };
}
