/**
 * Canary analysis (decision 0014): compares a canary release's field figures with the stable release's over the same
 * window and answers wait, hold, promote or rollback. Pure: the release CLI (`release watch`, `publish --auto`) reads
 * the figures from the API and applies the verdict to the channel.
 *
 * The rule: no verdict while either side has fewer than `minPageViews` pages. Roll back as soon as the canary's
 * errored-page rate or load-failure rate is clearly worse than the stable one's: a one-sided two-proportion z-test
 * with p < `alpha` AND a difference of at least `minRateDelta` (so one bad beacon, or a tiny real difference, never
 * rolls back). Promote once the canary has run `promoteAfterMinutes` and has `promotePageViews` pages, and its p75
 * LCP and INP are within `maxLcpP75IncreaseMs` / `maxInpP75IncreaseMs` of the stable's; otherwise hold.
 */
import { quantileOf, TIMING_BOUNDS_MS, type ReleaseFigures } from '@classroom/shared/contract';

export interface Thresholds {
  /** Pages each side needs before any verdict. */
  minPageViews: number;
  /** Significance of the one-sided test (0–1). */
  alpha: number;
  /** Smallest difference of rates (0–1) that rolls back, however significant. */
  minRateDelta: number;
  /** Minutes the canary runs before it may be promoted. */
  promoteAfterMinutes: number;
  /** Canary pages before it may be promoted. */
  promotePageViews: number;
  /** How much higher the canary's p75 LCP / INP may be than the stable's, in ms. */
  maxLcpP75IncreaseMs: number;
  maxInpP75IncreaseMs: number;
  /** How often `release watch` checks, in seconds. */
  intervalSeconds: number;
  /** `release watch` gives up (leaving the canary as it is) after this many minutes without a verdict. */
  giveUpAfterMinutes: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  minPageViews: 200,
  alpha: 0.01,
  minRateDelta: 0.01,
  promoteAfterMinutes: 30,
  promotePageViews: 500,
  maxLcpP75IncreaseMs: 500,
  maxInpP75IncreaseMs: 100,
  intervalSeconds: 60,
  giveUpAfterMinutes: 240,
};

/** One side's figures as the verdict reports them: pages, the two rates (0–1), p75 LCP and INP in ms (null: no sample). */
export interface SideFigures {
  version: string;
  pageViews: number;
  erroredViews: number;
  failedViews: number;
  errorRate: number;
  failureRate: number;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  lcpSamples: number;
  inpSamples: number;
}

export interface Verdict {
  decision: 'wait' | 'hold' | 'promote' | 'rollback';
  /** One line for the history and the terminal. */
  reason: string;
  canary: SideFigures;
  stable: SideFigures;
}

const total = (counts: readonly number[]) => counts.reduce((sum, n) => sum + n, 0);

/** A release's figures (null: none yet) as the side of a comparison. */
export function sideOf(version: string, figures: ReleaseFigures | undefined): SideFigures {
  const pageViews = figures?.page_views ?? 0;
  const erroredViews = Math.min(figures?.errored_views ?? 0, pageViews);
  const failedViews = Math.min(figures?.failed_views ?? 0, pageViews);
  return {
    version,
    pageViews,
    erroredViews,
    failedViews,
    errorRate: pageViews ? erroredViews / pageViews : 0,
    failureRate: pageViews ? failedViews / pageViews : 0,
    lcpP75Ms: figures ? quantileOf(figures.lcp_hist, TIMING_BOUNDS_MS, 0.75) : null,
    inpP75Ms: figures ? quantileOf(figures.inp_hist, TIMING_BOUNDS_MS, 0.75) : null,
    lcpSamples: figures ? total(figures.lcp_hist) : 0,
    inpSamples: figures ? total(figures.inp_hist) : 0,
  };
}

/** Standard normal upper tail P(Z > z), from the complementary error function (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7). */
export function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/**
 * One-sided two-proportion z-test that the canary's rate is higher: the p-value (1 when the pooled rate is 0 or 1:
 * nothing to tell apart).
 */
export function worseRateP(canaryHits: number, canaryN: number, stableHits: number, stableN: number): number {
  if (canaryN === 0 || stableN === 0) return 1;
  const pooled = (canaryHits + stableHits) / (canaryN + stableN);
  if (pooled === 0 || pooled === 1) return 1;
  const z =
    (canaryHits / canaryN - stableHits / stableN) / Math.sqrt(pooled * (1 - pooled) * (1 / canaryN + 1 / stableN));
  return upperTail(z);
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * The verdict for a canary that started `canaryMinutes` ago. See the module's comment for the rule; `reason` names the
 * figures it rests on (pages, rates, p-value, p75s).
 */
export function analyse(canary: SideFigures, stable: SideFigures, canaryMinutes: number, t: Thresholds): Verdict {
  const verdict = (decision: Verdict['decision'], reason: string): Verdict => ({ decision, reason, canary, stable });
  if (canary.pageViews < t.minPageViews || stable.pageViews < t.minPageViews) {
    return verdict(
      'wait',
      `too few pages to judge: canary ${canary.pageViews}, stable ${stable.pageViews} (need ${t.minPageViews} each)`,
    );
  }
  const rates = [
    {
      name: 'error rate',
      hits: [canary.erroredViews, stable.erroredViews],
      rate: [canary.errorRate, stable.errorRate],
    },
    {
      name: 'load-failure rate',
      hits: [canary.failedViews, stable.failedViews],
      rate: [canary.failureRate, stable.failureRate],
    },
  ] as const;
  for (const r of rates) {
    const p = worseRateP(r.hits[0], canary.pageViews, r.hits[1], stable.pageViews);
    if (p < t.alpha && r.rate[0] - r.rate[1] >= t.minRateDelta) {
      return verdict(
        'rollback',
        `${r.name} ${pct(r.rate[0])} (${r.hits[0]}/${canary.pageViews} pages) vs stable ${pct(r.rate[1])} (${r.hits[1]}/${stable.pageViews}), one-sided p = ${p.toExponential(1)} < ${t.alpha}`,
      );
    }
  }
  const slower = [
    { name: 'p75 LCP', c: canary.lcpP75Ms, s: stable.lcpP75Ms, max: t.maxLcpP75IncreaseMs },
    { name: 'p75 INP', c: canary.inpP75Ms, s: stable.inpP75Ms, max: t.maxInpP75IncreaseMs },
  ].find((m) => m.c !== null && m.s !== null && m.c - m.s > m.max);
  if (slower)
    return verdict('hold', `${slower.name} ${slower.c} ms vs stable ${slower.s} ms: more than ${slower.max} ms slower`);
  if (canaryMinutes < t.promoteAfterMinutes || canary.pageViews < t.promotePageViews) {
    return verdict(
      'hold',
      `healthy so far; promote after ${t.promoteAfterMinutes} min and ${t.promotePageViews} canary pages (now ${Math.floor(canaryMinutes)} min, ${canary.pageViews})`,
    );
  }
  return verdict(
    'promote',
    `error rate ${pct(canary.errorRate)} vs ${pct(stable.errorRate)}, load failures ${pct(canary.failureRate)} vs ${pct(stable.failureRate)}, p75 LCP ${canary.lcpP75Ms ?? '—'} vs ${stable.lcpP75Ms ?? '—'} ms, INP ${canary.inpP75Ms ?? '—'} vs ${stable.inpP75Ms ?? '—'} ms over ${canary.pageViews}/${stable.pageViews} pages`,
  );
}
