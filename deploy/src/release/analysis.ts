/**
 * Canary analysis (decision 0014): compares a canary release's field figures with the stable release's and answers
 * wait, hold, promote (to the next step) or rollback. Pure: the release CLI (`release watch`, `publish --auto`) reads
 * the figures from the API and applies the verdict to the channel.
 *
 * The rule, in order:
 * 1. **Errors** (over the whole canary, since it started): roll back when the canary's errored-page or load-failure
 *    rate is higher by at least `minRateDelta` and a mixture sequential probability ratio test (mSPRT, normal
 *    mixture of scale `mixtureSd` over the difference of rates) rejects "no worse" at `alpha / 2` per rate: its
 *    always-valid p-value holds however often it is looked at, so watching every minute keeps false rollbacks ≤ alpha.
 * 2. **Speed**: with `minSamples` timings on both sides, roll back when the canary's p75 LCP or INP is beyond the
 *    absolute limit (`lcpP75LimitMs`, `inpP75LimitMs`) while the stable's is within it, or more than
 *    `maxLcpP75Increase` / `maxInpP75Increase` (shares, 0.25 = 25 %) above the stable's and past web-vitals' "good"
 *    (LCP 2.5 s, INP 200 ms).
 * 3. **Deadline**: a canary still undecided after `deadlineMinutes` is rolled back, never left running.
 * 4. **Step**: with fewer than `minSamples` pages on either side in the current step → wait; before `stepMinutes` →
 *    hold; otherwise promote to the next of `steps` (the last step, 100, gives every student the canary).
 */
import { quantileOf, TIMING_BOUNDS_MS, type ReleaseFigures } from '@classroom/shared/contract';

export interface Thresholds {
  /** Canary traffic steps in %, ascending, ending at 100 (`publish --canary N` starts at N). */
  steps: number[];
  /** Pages each side needs in a step before it may be promoted, and timings each side needs for the speed rule. */
  minSamples: number;
  /** Bound on the chance of a false rollback over the whole watch (0–1), split evenly over the two rates. */
  alpha: number;
  /** Scale of the mSPRT's normal mixture over the difference of rates (0–1): the size of difference it looks for. */
  mixtureSd: number;
  /** Smallest difference of rates (0–1) that rolls back, however significant. */
  minRateDelta: number;
  /** Minutes each step runs before it may be promoted. */
  stepMinutes: number;
  /** Absolute p75 limits in ms (Core Web Vitals' "poor" thresholds by default). */
  lcpP75LimitMs: number;
  inpP75LimitMs: number;
  /** Relative p75 limits: how much higher than the stable's the canary's may be, as a share (0.25 = 25 %). */
  maxLcpP75Increase: number;
  maxInpP75Increase: number;
  /** How often `release watch` checks, in seconds. */
  intervalSeconds: number;
  /** A canary without a verdict this many minutes after it started is rolled back. */
  deadlineMinutes: number;
  /** Where each decision is posted as Slack-compatible JSON `{ "text": … }` (none: history and terminal only). */
  webhookUrl?: string;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  steps: [10, 25, 50, 100],
  minSamples: 20,
  alpha: 0.01,
  mixtureSd: 0.05,
  minRateDelta: 0.01,
  stepMinutes: 15,
  lcpP75LimitMs: 4000,
  inpP75LimitMs: 500,
  maxLcpP75Increase: 0.25,
  maxInpP75Increase: 0.25,
  intervalSeconds: 60,
  deadlineMinutes: 240,
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

/** Which rule gave the verdict (the watcher notifies when it changes). */
export type Rule = 'samples' | 'errors' | 'failures' | 'lcp' | 'inp' | 'deadline' | 'step' | 'promote';

export interface Verdict {
  decision: 'wait' | 'hold' | 'promote' | 'rollback';
  rule: Rule;
  /** One line for the history, the webhook and the terminal. */
  reason: string;
  /** The whole canary's figures (since it started). */
  canary: SideFigures;
  stable: SideFigures;
}

/** The figures of one comparison: both sides over a window, and how long the window is (minutes). */
export interface Window {
  canary: SideFigures;
  stable: SideFigures;
  minutes: number;
}

const total = (counts: readonly number[]) => counts.reduce((sum, n) => sum + n, 0);

/** A release's figures (undefined: none yet) as the side of a comparison. */
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

/**
 * The mSPRT's likelihood ratio for "the canary's rate is higher" (Johari et al., always-valid inference): with the
 * observed difference d = canary − stable rate, its variance under equal rates V = p(1−p)(1/nCanary + 1/nStable)
 * (p pooled) and the mixture's variance τ², Λ = √(V/(V+τ²))·exp(τ²d² / (2V(V+τ²))). 1 (no evidence) when either side
 * is empty, the pooled rate is 0 or 1, or d ≤ 0. 1/Λ is an always-valid p-value.
 */
export function worseRateRatio(
  canaryHits: number,
  canaryN: number,
  stableHits: number,
  stableN: number,
  mixtureSd: number,
): number {
  if (canaryN === 0 || stableN === 0) return 1;
  const pooled = (canaryHits + stableHits) / (canaryN + stableN);
  const d = canaryHits / canaryN - stableHits / stableN;
  if (pooled === 0 || pooled === 1 || d <= 0) return 1;
  const v = pooled * (1 - pooled) * (1 / canaryN + 1 / stableN);
  const tau2 = mixtureSd * mixtureSd;
  return Math.sqrt(v / (v + tau2)) * Math.exp((tau2 * d * d) / (2 * v * (v + tau2)));
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** web-vitals' "good" p75 of each vital, in ms: below it a canary is not slow for a student, whatever the ratio. */
const GOOD_MS: Record<string, number> = { LCP: 2500, INP: 200 };

/** The p75 rule's verdict for one vital, or null when within the limits or without enough timings. */
function slower(
  name: string,
  canary: number | null,
  stable: number | null,
  samples: [number, number],
  limitMs: number,
  maxIncrease: number,
  t: Thresholds,
): string | null {
  if (canary === null || stable === null || Math.min(...samples) < t.minSamples) return null;
  if (canary > limitMs && stable <= limitMs)
    return `p75 ${name} ${canary} ms beyond the limit of ${limitMs} ms (stable ${stable} ms)`;
  // The relative limit needs a canary at web-vitals' "good" bound or past it: 50 → 100 ms INP is noise to a student.
  if (canary > stable * (1 + maxIncrease) && canary >= GOOD_MS[name]!)
    return `p75 ${name} ${canary} ms vs stable ${stable} ms: more than ${Math.round(maxIncrease * 100)} % slower`;
  return null;
}

/**
 * The verdict for a canary running at `traffic` %: `whole` holds both sides since the canary started (the error and
 * speed rules, the deadline), `step` since its current step began (the step's samples and minutes). See the module's
 * comment for the rule; `reason` names the figures it rests on.
 */
export function analyse(whole: Window, step: Window, traffic: number, t: Thresholds): Verdict {
  const { canary, stable } = whole;
  const verdict = (decision: Verdict['decision'], rule: Rule, reason: string): Verdict => ({
    decision,
    rule,
    reason,
    canary,
    stable,
  });
  const rates = [
    ['errors', 'error rate', canary.erroredViews, stable.erroredViews, canary.errorRate, stable.errorRate],
    ['failures', 'load-failure rate', canary.failedViews, stable.failedViews, canary.failureRate, stable.failureRate],
  ] as const;
  for (const [rule, name, canaryHits, stableHits, canaryRate, stableRate] of rates) {
    const ratio = worseRateRatio(canaryHits, canary.pageViews, stableHits, stable.pageViews, t.mixtureSd);
    if (ratio >= 2 / t.alpha && canaryRate - stableRate >= t.minRateDelta) {
      return verdict(
        'rollback',
        rule,
        `${name} ${pct(canaryRate)} (${canaryHits}/${canary.pageViews} pages) vs stable ${pct(stableRate)} (${stableHits}/${stable.pageViews}), always-valid p = ${(1 / ratio).toExponential(1)} < ${t.alpha / 2}`,
      );
    }
  }
  const lcp = slower(
    'LCP',
    canary.lcpP75Ms,
    stable.lcpP75Ms,
    [canary.lcpSamples, stable.lcpSamples],
    t.lcpP75LimitMs,
    t.maxLcpP75Increase,
    t,
  );
  if (lcp) return verdict('rollback', 'lcp', lcp);
  const inp = slower(
    'INP',
    canary.inpP75Ms,
    stable.inpP75Ms,
    [canary.inpSamples, stable.inpSamples],
    t.inpP75LimitMs,
    t.maxInpP75Increase,
    t,
  );
  if (inp) return verdict('rollback', 'inp', inp);
  if (whole.minutes >= t.deadlineMinutes)
    return verdict(
      'rollback',
      'deadline',
      `no verdict within ${t.deadlineMinutes} min (${canary.pageViews} canary pages, ${stable.pageViews} stable): rolled back rather than left running`,
    );
  if (step.canary.pageViews < t.minSamples || step.stable.pageViews < t.minSamples)
    return verdict(
      'wait',
      'samples',
      `step ${traffic} %: too few pages to judge: canary ${step.canary.pageViews}, stable ${step.stable.pageViews} (need ${t.minSamples} each)`,
    );
  if (step.minutes < t.stepMinutes)
    return verdict(
      'hold',
      'step',
      `step ${traffic} %: healthy so far; next step after ${t.stepMinutes} min (now ${Math.floor(step.minutes)} min)`,
    );
  return verdict(
    'promote',
    'promote',
    `step ${traffic} % → ${nextStep(traffic, t.steps)} %: error rate ${pct(canary.errorRate)} vs ${pct(stable.errorRate)}, load failures ${pct(canary.failureRate)} vs ${pct(stable.failureRate)}, p75 LCP ${canary.lcpP75Ms ?? '—'} vs ${stable.lcpP75Ms ?? '—'} ms, INP ${canary.inpP75Ms ?? '—'} vs ${stable.inpP75Ms ?? '—'} ms over ${canary.pageViews}/${stable.pageViews} pages`,
  );
}

/** The step after `traffic` % (100 when none is larger: every student). */
export function nextStep(traffic: number, steps: readonly number[]): number {
  return steps.find((s) => s > traffic) ?? 100;
}
