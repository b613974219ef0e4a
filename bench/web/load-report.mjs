// What one measured load did, printed on request by bench/web/run.mjs (docs/PERFORMANCE.md): BENCH_WATERFALL=1 and
// BENCH_PROFILE=1. Reading aids only: no figure here is one of the bench's results.

/**
 * BENCH_WATERFALL=1: prints one load's requests in the order sent — sent → done in seconds from the first request (CDP
 * timestamps; the page's LCP is on the same clock, from navigation start), KiB on the wire, protocol, path — to see what the LCP
 * waits on.
 */
export function printWaterfall(url, entries, sample) {
  const first = Math.min(...entries.map((e) => e.sentAt));
  console.log(
    `\n  waterfall of ${url}: LCP ${(sample.lcpMs / 1000).toFixed(2)} s, ${(sample.transferBytes / 1024).toFixed(1)} KiB in ${entries.length} requests`,
  );
  for (const e of entries.sort((a, b) => a.sentAt - b.sentAt)) {
    const { pathname } = new URL(e.url);
    const done = e.doneAt === undefined ? '  (open)' : (e.doneAt - first).toFixed(2).padStart(8);
    console.log(
      `  ${(e.sentAt - first).toFixed(2).padStart(6)} → ${done} s ${((e.bytes ?? 0) / 1024).toFixed(1).padStart(6)} KiB  ${(e.protocol ?? '—').padEnd(8)}  ${pathname}`,
    );
  }
}

/**
 * BENCH_PROFILE=1: the main thread's JavaScript during one load (CDP sampling profiler, 0.5 ms, under the 4× CPU
 * slowdown), from the first sample until the page's `ready` condition (e.g. the dashboard's first Tests card): self time
 * per script and the heaviest functions, in ms, to see what the page runs before it shows.
 */
export function printProfile(url, profile, readyAtMs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perScript = new Map();
  const perFunction = new Map();
  let at = 0;
  const limitUs = readyAtMs * 1000;
  const firstSampleUs = profile.timeDeltas[0] ?? 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if (at - firstSampleUs > limitUs) return;
    const { functionName, url: scriptUrl, lineNumber, columnNumber } = byId.get(id).callFrame;
    const script = scriptUrl
      ? new URL(scriptUrl, 'http://x').pathname.split('/').slice(-2).join('/')
      : `(${functionName || 'native'})`;
    perScript.set(script, (perScript.get(script) ?? 0) + delta);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + delta);
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `    ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(
    `\n  profile of ${url} until ready (${(readyAtMs / 1000).toFixed(2)} s), self time by script:\n${top(perScript, 12)}\n  heaviest functions:\n${top(perFunction, 15)}`,
  );
}
