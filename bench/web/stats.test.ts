/** The web benchmark's figures (docs/PERFORMANCE.md, bench/web/run.mjs): medians, TBT, the printed table. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stats = require('./stats.cjs') as {
  SLOW_4G: { latency: number; downloadThroughput: number; uploadThroughput: number };
  CPU_SLOWDOWN: number;
  median(values: number[]): number;
  percentile(values: number[], p: number): number;
  slowestPerLoadP75(durations: number[][]): { p75Ms: number; loads: number };
  totalBlockingTime(tasks: Array<{ start: number; duration: number }>, fcp: number): number;
  summarise(runs: Array<Record<string, number>>): Record<string, number>;
  formatTable(rows: Array<{ label: string; summary: Record<string, number> }>): string;
};

describe('web benchmark figures', () => {
  it("throttles as Lighthouse's Slow 4G (562.5 ms, 1474.56 kbit/s down, 675 up, bytes per second) with 4× CPU", () => {
    expect(stats.SLOW_4G.latency).toBe(562.5);
    expect((stats.SLOW_4G.downloadThroughput * 8) / 1024).toBeCloseTo(1474.56);
    expect((stats.SLOW_4G.uploadThroughput * 8) / 1024).toBeCloseTo(675);
    expect(stats.CPU_SLOWDOWN).toBe(4);
  });

  it('medians and nearest-rank percentiles ignore missing samples', () => {
    expect(stats.median([3, 1, 2])).toBe(2);
    expect(stats.median([4, 1, 2, 3])).toBe(2.5);
    expect(stats.median([Number.NaN, 5])).toBe(5);
    expect(stats.median([])).toBeNaN();
    expect(stats.percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 95)).toBe(100);
    expect(stats.percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 50)).toBe(50);
  });

  it("reads the lab's INP as the field does: each load's slowest interaction, then p75 over the loads", () => {
    // Four player loads: their slowest clicks are 40, 64, 48 and 120 ms; p75 (nearest rank) of those is 64.
    const loads = [
      [16, 40, 24],
      [64, 32],
      [48, 16, 16],
      [120, 16],
    ];
    expect(stats.slowestPerLoadP75(loads)).toEqual({ p75Ms: 64, loads: 4 });
    // A load without a measured click is no load of the figure.
    expect(stats.slowestPerLoadP75([[], [32]])).toEqual({ p75Ms: 32, loads: 1 });
    expect(stats.slowestPerLoadP75([[]]).p75Ms).toBeNaN();
  });

  it('TBT counts the part of each long task beyond 50 ms, from First Contentful Paint on', () => {
    const tasks = [
      { start: 100, duration: 400 },
      { start: 900, duration: 120 },
      { start: 1000, duration: 50 },
    ];
    expect(stats.totalBlockingTime(tasks, 800)).toBe(70);
    expect(stats.totalBlockingTime(tasks, 0)).toBe(350 + 70);
  });

  it("prints each page's medians and its LCP and transfer as a ratio to the floor's", () => {
    const floor = stats.summarise([
      { transferBytes: 60 * 1024, requests: 2, lcpMs: 2000, tbtMs: 0 },
      { transferBytes: 60 * 1024, requests: 2, lcpMs: 1800, tbtMs: 0 },
    ]);
    const portal = stats.summarise([{ transferBytes: 120 * 1024, requests: 20, lcpMs: 2850, tbtMs: 100 }]);
    const table = stats.formatTable([
      { label: 'floor', summary: floor },
      { label: 'sign-in', summary: portal },
    ]);
    expect(table).toContain('| floor | 60.0 KiB | 2 | 1.90 s | 1.00× | 0 ms | 1.00× |');
    expect(table).toContain('| sign-in | 120.0 KiB | 20 | 2.85 s | 1.50× | 100 ms | 2.00× |');
  });
});
