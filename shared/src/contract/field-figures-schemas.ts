import { z } from 'zod';

/**
 * Field figures (release health, decision 0014): what the host's beacon reports about each remote release it ran on
 * one page, and what the API keeps per app × version × minute. The figures never name the student: the beacon's
 * token proves a signed-in student's page and is not stored with them — only counts and timings per release.
 */

/** An app of the release store: 'host' or a remote 'mfe-…'. */
export const releaseApp = z.string().regex(/^(host|mfe-[a-z]+)$/, 'app must be host or mfe-…');
/** A release's version name as the store writes it: '0.1.0-4f9a0ea2'. */
export const releaseVersion = z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'version must be a release version name');

const count = (max: number) => z.number().int().min(0).max(max);
const samples = (max: number) => z.array(z.number().finite().min(0).max(max)).max(1);

/**
 * One release on one page view, as the page stands when the beacon leaves (a later beacon of the same page repeats
 * it). `page_views`: 1 (the release ran on the page); `errored_views`: 1 when its code threw on the page (an uncaught
 * error or rejection whose script URL is the release's, or an error boundary's catch); `failed_views`: 1 when loading
 * it failed after the federation runtime's retries — neither above `page_views`. Timings: the Core Web Vitals of the
 * page not yet sent (web-vitals) — LCP, INP and TTFB in milliseconds, CLS unitless, at most one of each. Strict: a
 * field the contract does not name (a student id, a name) refuses the whole beacon.
 */
export const fieldFiguresRelease = z
  .strictObject({
    app: releaseApp,
    version: releaseVersion,
    page_views: z.literal(1),
    errored_views: count(1),
    failed_views: count(1),
    lcp_ms: samples(600_000),
    inp_ms: samples(600_000),
    cls: samples(100),
    ttfb_ms: samples(600_000),
  })
  .refine((r) => r.errored_views <= r.page_views && r.failed_views <= r.page_views, {
    message: 'errored_views and failed_views cannot exceed page_views',
  });
export type FieldFiguresRelease = z.infer<typeof fieldFiguresRelease>;

/**
 * The beacon's body: ONE page view. `token`: the signed-in student's session token (sendBeacon cannot set the
 * Authorization header, so it travels in the body; a beacon without a valid one is refused, 401). `page_view`: a
 * random id the page drew when it opened (a repeated beacon of the same page counts once). `releases`: the remote
 * releases on the page, each app once (at most 10).
 */
export const fieldFiguresBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9]{16,128}$/, 'token must be a session token'),
  page_view: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'page_view must be a random id'),
  releases: z
    .array(fieldFiguresRelease)
    .min(1)
    .max(10)
    .refine((list) => new Set(list.map((r) => r.app)).size === list.length, { message: 'each app at most once' }),
});
export type FieldFiguresBody = z.infer<typeof fieldFiguresBody>;

/**
 * Upper bounds of the timing histograms the API keeps (the last bucket is everything above the last bound):
 * milliseconds for LCP, INP and TTFB; CLS is unitless. Shared so the API, the release CLI and the release page
 * read a histogram the same way.
 */
export const TIMING_BOUNDS_MS = [
  50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10000, 15000,
  20000,
] as const;
export const CLS_BOUNDS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2] as const;

/** The histogram's counts (length bounds.length + 1) of `values`. */
export function histogramOf(values: readonly number[], bounds: readonly number[]): number[] {
  const counts = new Array<number>(bounds.length + 1).fill(0);
  for (const value of values) {
    const index = bounds.findIndex((bound) => value <= bound);
    counts[index === -1 ? bounds.length : index]! += 1;
  }
  return counts;
}

/**
 * The p-th quantile (0–1) of a histogram, as the upper bound of the bucket it falls in (the last bound for the
 * overflow bucket): a conservative figure, never lower than the true one within a bucket. Null without a sample.
 */
export function quantileOf(counts: readonly number[], bounds: readonly number[], p: number): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i]!;
    if (seen >= rank) return bounds[Math.min(i, bounds.length - 1)]!;
  }
  return bounds[bounds.length - 1]!;
}

/**
 * One release's figures over a window, summed from the per-minute rows (GET release/v1/field-figures): counts of
 * pages as in `fieldFiguresRelease`, histograms over TIMING_BOUNDS_MS (lcp, inp, ttfb) and CLS_BOUNDS (cls), and the
 * first and last minute with figures (ISO date-times, UTC).
 */
export const releaseFigures = z.object({
  app: releaseApp,
  version: releaseVersion,
  page_views: z.number().int().min(0),
  errored_views: z.number().int().min(0),
  failed_views: z.number().int().min(0),
  lcp_hist: z.array(z.number().int().min(0)),
  inp_hist: z.array(z.number().int().min(0)),
  cls_hist: z.array(z.number().int().min(0)),
  ttfb_hist: z.array(z.number().int().min(0)),
  first_minute: z.string(),
  last_minute: z.string(),
});
export type ReleaseFigures = z.infer<typeof releaseFigures>;

/** The release figures query: one app (or every app), since an instant (ISO date-time). */
export const releaseFiguresQuery = z.object({ app: releaseApp.optional(), since: z.iso.datetime({ offset: true }) });
/** Per app and version, plus each version's figures per minute (for the release page's chart). */
export const releaseFiguresReply = z.object({
  releases: z.array(releaseFigures),
  minutes: z.array(
    z.object({
      app: releaseApp,
      version: releaseVersion,
      minute: z.string(),
      page_views: z.number().int(),
      errored_views: z.number().int(),
      failed_views: z.number().int(),
    }),
  ),
});
export type ReleaseFiguresReply = z.infer<typeof releaseFiguresReply>;
