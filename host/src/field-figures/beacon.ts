/**
 * The field-figures beacon (release health, decision 0014), loaded after the first screen has painted (bootstrap.tsx),
 * so it never delays LCP: Core Web Vitals of the page (web-vitals: LCP, INP, CLS, TTFB — each read from buffered
 * performance entries, so loading late misses none) and the tally of each remote release (tally.ts), sent with
 * navigator.sendBeacon when the page is hidden, at most once a minute (a later hide within the minute sends at its
 * end). The body describes this one page view: its random id (a repeat counts once), the signed-in student's session
 * token (sendBeacon cannot set the Authorization header; the API counts only signed-in students' pages and keeps the
 * figures without the student), and per release the page's state and the vitals not yet sent. Signed out: nothing
 * is sent.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { FieldFiguresBody } from '@classroom/shared/contract';
import { takeUnsent } from '../lib/tally';

/** The API call (shared/src/contract/calls/release-health.ts `fieldFigures`; a test holds the two equal). */
export const FIELD_FIGURES_PATH = 'telemetry/v1/field-figures/';
/** At most one beacon per page per this many ms. */
export const MIN_INTERVAL_MS = 60_000;

/** The page's vitals not yet sent: ms for LCP, INP, TTFB; CLS unitless. Each metric is sent once per page. */
export type Vitals = Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number>>;

type Unsent = ReturnType<typeof takeUnsent>;

/**
 * The beacon's body for page view `pageView` of the student holding `token`: every release of the page when one has
 * something new — a fresh flag, or vitals — else null. The vitals go to every release loaded on the page, except the
 * LCP, which goes only to releases loaded by the time it painted (`vitals.LCP`, ms since the navigation began): a
 * sign-in page's LCP says nothing of the dashboard loaded after it.
 */
export function batchOf(unsent: Unsent, vitals: Vitals, token: string, pageView: string): FieldFiguresBody | null {
  const timings = {
    lcp_ms: vitals.LCP === undefined ? [] : [Math.round(vitals.LCP)],
    inp_ms: vitals.INP === undefined ? [] : [Math.round(vitals.INP)],
    cls: vitals.CLS === undefined ? [] : [Number(vitals.CLS.toFixed(4))],
    ttfb_ms: vitals.TTFB === undefined ? [] : [Math.round(vitals.TTFB)],
  };
  const hasVitals = Object.values(timings).some((list) => list.length > 0);
  if (!hasVitals && !unsent.some((r) => r.fresh)) return null;
  const releases = unsent.slice(0, 10).map(({ fresh: _fresh, viewedAtMs, ...release }) => {
    const paintedWith = viewedAtMs !== null && vitals.LCP !== undefined && viewedAtMs <= vitals.LCP;
    return { ...release, ...timings, lcp_ms: paintedWith ? timings.lcp_ms : [] };
  });
  return releases.length ? { token, page_view: pageView, releases } : null;
}

export interface BeaconOptions {
  /** The runtime config's apiBaseUrl, e.g. '/api/'. */
  apiBaseUrl: string;
  /** Share of pages that report (0–1), from the runtime config. */
  sampleRate: number;
  /** The signed-in student's session token at send time (null: signed out, nothing is sent). */
  token: () => string | null;
  /** This page view's id (default: a random UUID). */
  pageView?: string;
  random?: () => number;
  now?: () => number;
  send?: (url: string, body: Blob) => boolean;
  doc?: Document;
}

/** Starts the beacon for this page unless it falls outside the sample; returns whether it started. */
export function startBeacon(options: BeaconOptions): boolean {
  if ((options.random ?? Math.random)() >= options.sampleRate) return false;
  const now = options.now ?? Date.now;
  const send = options.send ?? ((url: string, body: Blob) => navigator.sendBeacon(url, body));
  const doc = options.doc ?? document;
  const url = `${options.apiBaseUrl}${FIELD_FIGURES_PATH}`;
  const vitals: Vitals = {};
  const sentMetrics = new Set<string>();
  const record = (metric: Metric) => {
    if (!sentMetrics.has(metric.name)) vitals[metric.name as keyof Vitals] = metric.value;
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onTTFB(record);

  let lastSent = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pageView = options.pageView ?? crypto.randomUUID();
  const flush = () => {
    timer = undefined;
    const token = options.token();
    if (!token) return;
    const batch = batchOf(takeUnsent(), vitals, token, pageView);
    for (const name of Object.keys(vitals)) {
      sentMetrics.add(name);
      delete vitals[name as keyof Vitals];
    }
    if (!batch) return;
    lastSent = now();
    send(url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
  };
  // Registered after web-vitals' own listeners, so the metrics they report on hiding are in this page's batch.
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState !== 'hidden' || timer !== undefined) return;
    const wait = lastSent + MIN_INTERVAL_MS - now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  });
  return true;
}
