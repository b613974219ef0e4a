/**
 * The canary analysis rule (decision 0014): no verdict below the minimum sample; a clearly worse error or
 * load-failure rate rolls back; equal rates promote once the canary has run long enough; a slower p75 holds.
 */
import { histogramOf, TIMING_BOUNDS_MS, type ReleaseFigures } from '@classroom/shared/contract';
import { analyse, DEFAULT_THRESHOLDS, sideOf, upperTail, worseRateP, type Thresholds } from '../src/release/analysis';
import { thresholdsFrom } from '../src/release/health-config';

const t: Thresholds = { ...DEFAULT_THRESHOLDS, minPageViews: 100, promotePageViews: 200, promoteAfterMinutes: 10 };

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

test('the normal tail and the two-proportion test give the textbook figures', () => {
  expect(upperTail(1.96)).toBeCloseTo(0.025, 3);
  expect(upperTail(-1.96)).toBeCloseTo(0.975, 3);
  // 4 % of 1,000 vs 2 % of 1,000: z ≈ 2.60, one-sided p ≈ 0.0047.
  expect(worseRateP(40, 1000, 20, 1000)).toBeCloseTo(0.0047, 3);
  expect(worseRateP(0, 500, 0, 500)).toBe(1);
});

test('below the minimum sample there is no verdict, however bad the canary looks', () => {
  const verdict = analyse(side(figures('c', 99, 99)), side(figures('s', 5000, 0)), 60, t);
  expect(verdict.decision).toBe('wait');
  expect(verdict.reason).toContain('canary 99, stable 5000 (need 100 each)');
});

test('a mount that throws for every canary student rolls back, the reason naming the rates and the pages', () => {
  const verdict = analyse(side(figures('c', 120, 120)), side(figures('s', 400, 2)), 3, t);
  expect(verdict.decision).toBe('rollback');
  expect(verdict.reason).toMatch(/^error rate 100\.0 % \(120\/120 pages\) vs stable 0\.5 % \(2\/400\), one-sided p = /);
});

test('a clearly worse load-failure rate rolls back too (4 % of students vs 0.5 %)', () => {
  const verdict = analyse(side(figures('c', 1000, 5, 40)), side(figures('s', 4000, 20, 20)), 3, t);
  expect(verdict.decision).toBe('rollback');
  expect(verdict.reason).toContain('load-failure rate 4.0 %');
});

test('one bad page over a clean stable is not "clearly worse": no rollback', () => {
  expect(analyse(side(figures('c', 100, 1)), side(figures('s', 100, 0)), 3, t).decision).toBe('hold');
});

test('a significant but tiny difference (below minRateDelta) does not roll back', () => {
  // 1.4 % vs 1.0 % over 100,000 pages each is significant (p ≪ 0.01) but 0.4 points < 1 point.
  expect(worseRateP(1400, 100_000, 1000, 100_000)).toBeLessThan(0.01);
  expect(analyse(side(figures('c', 100_000, 1400)), side(figures('s', 100_000, 1000)), 60, t).decision).toBe('promote');
});

test('equal rates promote once the canary has run long enough with enough pages; before that it holds', () => {
  const canary = side(figures('c', 300, 3, 0, [1200, 1400], [80]));
  const stable = side(figures('s', 900, 9, 0, [1200, 1300], [90]));
  expect(analyse(canary, stable, 5, t).decision).toBe('hold');
  const verdict = analyse(canary, stable, 10, t);
  expect(verdict.decision).toBe('promote');
  expect(verdict.reason).toContain('error rate 1.0 % vs 1.0 %');
});

test('a p75 LCP more than the allowed ms slower holds the canary (never promoted, not rolled back)', () => {
  const verdict = analyse(
    side(figures('c', 300, 0, 0, [2500, 2500, 2500, 2500])),
    side(figures('s', 300, 0, 0, [1200, 1200, 1200, 1200])),
    60,
    t,
  );
  expect(verdict.decision).toBe('hold');
  expect(verdict.reason).toBe('p75 LCP 2500 ms vs stable 1200 ms: more than 500 ms slower');
});

test("thresholds: an app's entry overrides the file's default, which overrides the built-in one; a bad field is named", () => {
  const text = JSON.stringify({
    default: { minPageViews: 50 },
    apps: { 'mfe-exam': { minPageViews: 20, alpha: 0.05 } },
  });
  expect(thresholdsFrom(text, 'mfe-exam')).toMatchObject({
    minPageViews: 20,
    alpha: 0.05,
    promoteAfterMinutes: DEFAULT_THRESHOLDS.promoteAfterMinutes,
  });
  expect(thresholdsFrom(text, 'mfe-dashboard').minPageViews).toBe(50);
  expect(() => thresholdsFrom(JSON.stringify({ default: { alpha: 2 } }), 'mfe-exam')).toThrow(/default\.alpha/);
});
