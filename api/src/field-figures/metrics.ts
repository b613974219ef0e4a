/**
 * Prometheus export of the field figures (decision 0014): collectors on prom-client's default global `register`,
 * which the API's /metrics route serves. Counters of pages per app and version; histograms of LCP and INP in seconds
 * over the contract's bounds. Labels are the release, never a student, and only releases live in the channel when
 * their beacon came (the handler's check), so the series are bounded by what was published.
 */
import { CLS_BOUNDS, TIMING_BOUNDS_MS } from '@classroom/shared/contract';
import { Counter, Histogram, register } from 'prom-client';
import type { CountedRelease } from './store';

const labelNames = ['app', 'version'] as const;

/** The collector named `name` on the default register, created once (buildApp may run many times in one process). */
function once<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const pageViews = once(
  'portal_field_page_views_total',
  () =>
    new Counter({
      name: 'portal_field_page_views_total',
      help: 'Pages on which the release was loaded (field figures beacon)',
      labelNames,
    }),
);
const erroredViews = once(
  'portal_field_errored_views_total',
  () =>
    new Counter({
      name: 'portal_field_errored_views_total',
      help: "Pages on which the release's code threw (uncaught, rejection or error boundary)",
      labelNames,
    }),
);
const failedViews = once(
  'portal_field_load_failed_views_total',
  () =>
    new Counter({
      name: 'portal_field_load_failed_views_total',
      help: 'Pages on which loading the release failed after the federation retries',
      labelNames,
    }),
);
const seconds = TIMING_BOUNDS_MS.map((ms) => ms / 1000);
const lcp = once(
  'portal_field_lcp_seconds',
  () =>
    new Histogram({
      name: 'portal_field_lcp_seconds',
      help: 'Largest Contentful Paint of pages running the release',
      labelNames,
      buckets: seconds,
    }),
);
const inp = once(
  'portal_field_inp_seconds',
  () =>
    new Histogram({
      name: 'portal_field_inp_seconds',
      help: 'Interaction to Next Paint of pages running the release',
      labelNames,
      buckets: seconds,
    }),
);
const ttfb = once(
  'portal_field_ttfb_seconds',
  () =>
    new Histogram({
      name: 'portal_field_ttfb_seconds',
      help: 'Time to First Byte of pages running the release',
      labelNames,
      buckets: seconds,
    }),
);
const cls = once(
  'portal_field_cls',
  () =>
    new Histogram({
      name: 'portal_field_cls',
      help: 'Cumulative Layout Shift of pages running the release',
      labelNames,
      buckets: [...CLS_BOUNDS],
    }),
);

/** Adds one beacon's releases to the Prometheus collectors. */
export function exportFigures(releases: readonly CountedRelease[]): void {
  for (const r of releases) {
    const labels = { app: r.app, version: r.version };
    pageViews.inc(labels, r.page_views);
    erroredViews.inc(labels, r.errored_views);
    failedViews.inc(labels, r.failed_views);
    for (const ms of r.lcp_ms) lcp.observe(labels, ms / 1000);
    for (const ms of r.inp_ms) inp.observe(labels, ms / 1000);
    for (const ms of r.ttfb_ms) ttfb.observe(labels, ms / 1000);
    for (const value of r.cls) cls.observe(labels, value);
  }
}
