// Pure figures of the web benchmark (docs/PERFORMANCE.md): medians, percentiles, Total Blocking Time, the printed table.
// Plain CommonJS without dependencies so bench/web/run.mjs and its unit test (bench/web/stats.test.ts)
// share it.
'use strict';

/**
 * The throttling profile (docs/PERFORMANCE.md: Lighthouse's Slow 4G + 4× CPU), as Chrome DevTools Protocol parameters:
 * latency in ms, throughputs in bytes per second (1474.56 kbit/s down = 1.47 Mbps, 675 kbit/s up).
 */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Median of numbers (the mean of the middle two for an even count); NaN for none. */
function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th percentile (0–100, nearest rank) of numbers; NaN for none. */
function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/**
 * Total Blocking Time in ms: for each long task (start and duration in ms) that starts at or after First Contentful
 * Paint (`fcp`, ms), the part beyond 50 ms. Lighthouse stops at Time to Interactive; here the window ends when the page
 * has been quiet (no request, no long task) for the settle time, which counts the same tasks for a page that settles.
 */
function totalBlockingTime(longTasks, fcp) {
  let total = 0;
  for (const task of longTasks) if (task.start >= fcp) total += Math.max(0, task.duration - 50);
  return total;
}

/**
 * Total Blocking Time in ms from Long Animation Frames: the `blockingDuration` (ms) of each frame that starts at or after
 * First Contentful Paint (`fcp`, ms). Unlike long tasks, a frame's blocking time includes its style, layout and paint,
 * so a page whose long work is rendering (the DOM floor's mount) is not read as 0.
 */
function frameBlockingTime(frames, fcp) {
  let total = 0;
  for (const frame of frames ?? []) if (frame.start >= fcp) total += frame.blocking;
  return total;
}

/**
 * The lab's counterpart of the field's p75 INP (decision 0014): a page's INP is its slowest interaction while it has
 * had fewer than 50, so per load the slowest of its measured interactions (`durations`: Event Timing durations in ms,
 * one list per load), then the 75th percentile (nearest rank) over the loads. Returns { p75Ms, loads }; p75Ms is NaN
 * when no load has a duration.
 */
function slowestPerLoadP75(durations) {
  const slowest = durations.filter((list) => list.length > 0).map((list) => Math.max(...list));
  return { p75Ms: percentile(slowest, 75), loads: slowest.length };
}

/** Per-page medians of the runs' { transferBytes, requests, lcpMs, tbtMs, clickP95Ms? } samples. */
function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]).filter((v) => v !== undefined));
  return {
    runs: runs.length,
    transferBytes: pick('transferBytes'),
    requests: pick('requests'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    frameTbtMs: pick('frameTbtMs'),
    hostJsBytes: pick('hostJsBytes'),
    clickP95Ms: pick('clickP95Ms'),
    readyMs: pick('readyMs'),
    beaconBytes: pick('beaconBytes'),
    beaconBodyBytes: pick('beaconBodyBytes'),
    beaconSentMs: pick('beaconSentMs'),
    swThrottled: pick('swThrottled'),
  };
}

const kib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : '—');
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');
const ratio = (value, floor) =>
  Number.isFinite(value) && Number.isFinite(floor) && floor > 0 ? `${(value / floor).toFixed(2)}×` : '—';

/**
 * The printed table (Markdown, so it can go into docs/PERFORMANCE.md as it is): one row per page, its medians, and
 * its LCP and transfer as a ratio to the floor's (the first row).
 * @param {Array<{ label: string, summary: ReturnType<typeof summarise> }>} rows  the floor first
 */
function formatTable(rows) {
  const floor = rows[0]?.summary;
  const lines = [
    '| page | transfer | requests | LCP | LCP ÷ floor | TBT | transfer ÷ floor |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { label, summary } of rows) {
    lines.push(
      `| ${label} | ${kib(summary.transferBytes)} | ${Number.isFinite(summary.requests) ? summary.requests : '—'} | ${seconds(summary.lcpMs)} | ${ratio(summary.lcpMs, floor?.lcpMs)} | ${millis(summary.tbtMs)} | ${ratio(summary.transferBytes, floor?.transferBytes)} |`,
    );
  }
  return lines.join('\n');
}

module.exports = {
  SLOW_4G,
  CPU_SLOWDOWN,
  median,
  percentile,
  slowestPerLoadP75,
  totalBlockingTime,
  frameBlockingTime,
  summarise,
  formatTable,
};
