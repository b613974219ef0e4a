/**
 * The canary analysis rule (decision 0014): the mSPRT rolls back a clearly worse error or load-failure rate and keeps
 * its false-rollback bound under minute-by-minute watching (simulated through `analyse` itself); a canary beyond the
 * p75 limits is rolled back; a step is promoted with its samples and minutes; the deadline rolls back.
 */
import { histogramOf, TIMING_BOUNDS_MS, type ReleaseFigures } from '@classroom/shared/contract';
import {
  analyse,
  DEFAULT_THRESHOLDS,
  sideOf,
  worseRateRatio,
  type SideFigures,
  type Thresholds,
  type Window,
} from '../src/release/analysis';
import { thresholdsFrom } from '../src/release/health-config';

const t: Thresholds = { ...DEFAULT_THRESHOLDS };

function figures(
  version: string,
  pages: number,
  errored: number,
  failed = 0,
  lcpMs: number[] = [],
  inpMs: number[] = [],
): ReleaseFigures {
  return {
    app: 'mfe-exam',
    version,
    page_views: pages,
    errored_views: errored,
    failed_views: failed,
    lcp_hist: histogramOf(lcpMs, TIMING_BOUNDS_MS),
    inp_hist: histogramOf(inpMs, TIMING_BOUNDS_MS),
    cls_hist: [],
    ttfb_hist: [],
    first_minute: '2026-11-25T10:00:00.000Z',
    last_minute: '2026-11-25T10:30:00.000Z',
  };
}
const side = (f: ReleaseFigures) => sideOf(f.version, f);
/** The same figures as the whole canary and as its current step. */
const both = (canary: ReleaseFigures, stable: ReleaseFigures, minutes: number): [Window, Window] => {
  const w = { canary: side(canary), stable: side(stable), minutes };
  return [w, w];
};

test('a mount that throws for every canary student rolls back, the reason naming the rates and the pages', () => {
  const verdict = analyse(...both(figures('c', 40, 40), figures('s', 60, 0), 3), 10, t);
  expect(verdict.decision).toBe('rollback');
  expect(verdict.reason).toMatch(/^error rate 100\.0 % \(40\/40 pages\) vs stable 0\.0 % \(0\/60\), always-valid p = /);
});

test('a clearly worse load-failure rate rolls back too (4 % of pages vs 0.5 %)', () => {
  const verdict = analyse(...both(figures('c', 1000, 5, 40), figures('s', 4000, 20, 20), 3), 10, t);
  expect(verdict).toMatchObject({ decision: 'rollback', rule: 'failures' });
  expect(verdict.reason).toContain('load-failure rate 4.0 %');
});

test('a few bad pages, or a significant but tiny difference (below minRateDelta), do not roll back', () => {
  expect(analyse(...both(figures('c', 30, 2), figures('s', 30, 0), 3), 10, t).decision).not.toBe('rollback');
  // 1.4 % vs 1.0 % over 100,000 pages each: overwhelming evidence, but 0.4 points < 1 point.
  expect(worseRateRatio(1400, 100_000, 1000, 100_000, t.mixtureSd)).toBeGreaterThan(2 / t.alpha);
  expect(analyse(...both(figures('c', 100_000, 1400), figures('s', 100_000, 1000), 60), 10, t).decision).toBe(
    'promote',
  );
});

test('a step waits for its samples, holds for its minutes, then promotes to the next step', () => {
  const canary = figures('c', 300, 3, 0, [1200, 1400], [80]);
  const stable = figures('s', 900, 9, 0, [1200, 1300], [90]);
  const whole = { canary: side(canary), stable: side(stable), minutes: 40 };
  const few = { canary: side(figures('c', t.minSamples - 1, 0)), stable: side(stable), minutes: 40 };
  expect(analyse(whole, few, 25, t)).toMatchObject({ decision: 'wait', rule: 'samples' });
  expect(analyse(whole, { ...whole, minutes: t.stepMinutes - 1 }, 25, t)).toMatchObject({ decision: 'hold' });
  const verdict = analyse(whole, whole, 25, t);
  expect(verdict.decision).toBe('promote');
  expect(verdict.reason).toMatch(/^step 25 % → 50 %: error rate 1\.0 % vs 1\.0 %/);
});

test('a canary beyond the relative or absolute p75 limits is rolled back; below minSamples timings it is not', () => {
  const slow = Array.from({ length: t.minSamples }, () => 2500);
  const fast = Array.from({ length: t.minSamples }, () => 1200);
  const relative = analyse(...both(figures('c', 300, 0, 0, slow), figures('s', 300, 0, 0, fast), 5), 10, t);
  expect(relative).toMatchObject({ decision: 'rollback', rule: 'lcp' });
  expect(relative.reason).toBe('p75 LCP 2500 ms vs stable 1200 ms: more than 25 % slower');
  const inp = analyse(
    ...both(
      figures(
        'c',
        300,
        0,
        0,
        [],
        Array.from({ length: 30 }, () => 600),
      ),
      figures(
        's',
        300,
        0,
        0,
        [],
        Array.from({ length: 30 }, () => 500),
      ),
      5,
    ),
    10,
    t,
  );
  expect(inp.reason).toBe('p75 INP 600 ms beyond the limit of 500 ms (stable 500 ms)');
  expect(
    analyse(...both(figures('c', 300, 0, 0, slow.slice(1)), figures('s', 300, 0, 0, fast), 5), 10, t).decision,
  ).not.toBe('rollback');
});

test('a relative difference within web-vitals\' "good" is not slow: INP 100 ms against 50 ms does not roll back', () => {
  const n = (ms: number) => Array.from({ length: t.minSamples }, () => ms);
  const canary = figures('c', 300, 0, 0, n(1200), n(100));
  const stable = figures('s', 300, 0, 0, n(1200), n(50));
  expect(analyse(...both(canary, stable, 40), 25, t).decision).not.toBe('rollback');
});

test('the deadline rolls back a canary that could not be judged', () => {
  const verdict = analyse(...both(figures('c', 3, 0), figures('s', 9, 0), t.deadlineMinutes), 10, t);
  expect(verdict).toMatchObject({ decision: 'rollback', rule: 'deadline' });
});

/** mulberry32: a seeded PRNG, so the simulation gives the same figures on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const counted = (version: string, n: number, errored: number, failed: number): SideFigures => ({
  version,
  pageViews: n,
  erroredViews: errored,
  failedViews: failed,
  errorRate: n ? errored / n : 0,
  failureRate: n ? failed / n : 0,
  lcpP75Ms: null,
  inpP75Ms: null,
  lcpSamples: 0,
  inpSamples: 0,
});

/**
 * One canary watched every minute for `minutes` through `analyse` (production thresholds, no deadline, never
 * promoted away): `perMinute` pages a side, each erroring and failing at its side's rate. The canary pages at the
 * first rollback, or null.
 */
function watchOne(
  random: () => number,
  perMinute: [number, number],
  rates: [number, number],
  minutes = 240,
): number | null {
  const thresholds = { ...t, deadlineMinutes: Infinity };
  const c = [0, 0, 0];
  const s = [0, 0, 0];
  for (let minute = 1; minute <= minutes; minute++) {
    for (const [sums, pages, rate] of [
      [c, perMinute[0], rates[0]],
      [s, perMinute[1], rates[1]],
    ] as const) {
      for (let i = 0; i < pages; i++) {
        sums[0]! += 1;
        if (random() < rate) sums[1]! += 1;
        if (random() < rate) sums[2]! += 1;
      }
    }
    const w = { canary: counted('c', c[0]!, c[1]!, c[2]!), stable: counted('s', s[0]!, s[1]!, s[2]!), minutes: minute };
    if (analyse(w, w, 10, thresholds).decision === 'rollback') return c[0]!;
  }
  return null;
}

test('A/A: of 1,000 healthy canaries watched every minute for 4 hours, at most 1 % are rolled back', () => {
  const random = prng(20261201);
  // An institute's traffic (3 canary and 6 stable pages a minute), the canary's rates the same as the stable's.
  for (const [perMinute, rate] of [[[3, 6], 0.02]] as const) {
    let falseRollbacks = 0;
    for (let i = 0; i < 1000; i++) if (watchOne(random, [...perMinute], [rate, rate]) !== null) falseRollbacks++;
    console.log(
      `A/A ${perMinute.join('/')} pages a minute at ${rate * 100} %: ${falseRollbacks} false rollbacks of 1,000 (bound ${t.alpha * 100} %)`,
    );
    expect(falseRollbacks / 1000).toBeLessThanOrEqual(t.alpha);
  }
});

test('power: a canary erroring on 5 % of pages against 0.5 % is rolled back, and the pages it took are printed', () => {
  const random = prng(7);
  const pages: number[] = [];
  let missed = 0;
  for (let i = 0; i < 300; i++) {
    const at = watchOne(random, [2, 4], [0.05, 0.005]);
    if (at === null) missed++;
    else pages.push(at);
  }
  pages.sort((a, b) => a - b);
  const median = pages[Math.floor(pages.length / 2)]!;
  const p95 = pages[Math.floor(pages.length * 0.95)]!;
  console.log(
    `power 5 % vs 0.5 %: rolled back within ${median} canary pages (median), ${p95} (95th percentile); ${missed} of 300 not within 4 h (480 canary pages)`,
  );
  expect(missed / 300).toBeLessThan(0.05);
  expect(p95).toBeLessThan(480);
});

test("thresholds: an app's entry overrides the file's default, which overrides the built-in one; a bad field is named", () => {
  const text = JSON.stringify({
    default: { minSamples: 50 },
    apps: { 'mfe-exam': { minSamples: 20, alpha: 0.05, steps: [50, 100] } },
  });
  expect(thresholdsFrom(text, 'mfe-exam')).toMatchObject({
    minSamples: 20,
    alpha: 0.05,
    steps: [50, 100],
    stepMinutes: DEFAULT_THRESHOLDS.stepMinutes,
  });
  expect(thresholdsFrom(text, 'mfe-dashboard').minSamples).toBe(50);
  expect(() => thresholdsFrom(JSON.stringify({ default: { alpha: 2 } }), 'mfe-exam')).toThrow(/default\.alpha/);
  expect(() => thresholdsFrom(JSON.stringify({ default: { steps: [50, 25] } }), 'mfe-exam')).toThrow(/steps/);
});
