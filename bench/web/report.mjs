// What the web benchmark prints: each load, then per CPU rate the goals beside their floors, then the field check.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable, median, percentile, slowestPerLoadP75, summarise } from './stats.cjs';
import { releaseStatus } from './field-check.mjs';
import { API_PORT, CPU_RATES, GATEWAY_PORT, ROOT, RUNS } from './config.mjs';

/** 'h2 × 31, http/1.1 × 1' */
export const formatProtocols = (counts) =>
  Object.entries(counts)
    .map(([protocol, n]) => `${protocol} × ${n}`)
    .join(', ');

/** How the return visit's service worker was throttled: `throttled` is the median count of worker targets that took
 * the page's conditions (NaN when BENCH_SW_THROTTLE=0 left them unthrottled). */
function workerNote(throttled) {
  if (!Number.isFinite(throttled)) return '; its service worker unthrottled (BENCH_SW_THROTTLE=0)';
  return throttled > 0
    ? '; its service worker throttled like the page'
    : '; its service worker NOT throttled (no worker target found)';
}

/**
 * Prints the dashboard's network-bound goals of one CPU rate (decision 0016): the cold and the return visit's LCP ÷ the
 * floor's cold LCP, and the offline open's navigation start → last data painted (ms).
 */
export function printReturnAndOffline(cpu, { floor, dashboard, return: returning, offline }) {
  for (const [label, row, goal] of [
    ['cold dashboard', dashboard, 1.6],
    ['return-visit dashboard', returning, 1.0],
  ]) {
    if (row)
      console.log(
        `${cpu}× CPU: ${label} LCP ÷ the floor's cold LCP ${(row.lcpMs / floor.lcpMs).toFixed(2)}× (goal ≤ ${goal}×)${row === returning ? workerNote(row.swThrottled) : ''}`,
      );
  }
  if (dashboard) {
    const when = Number.isFinite(dashboard.beaconSentMs)
      ? `requested ${(dashboard.beaconSentMs / 1000).toFixed(2)} s in, ${dashboard.beaconSentMs > dashboard.lcpMs ? 'after' : 'BEFORE'} LCP (${(dashboard.lcpMs / 1000).toFixed(2)} s)`
      : 'not requested before the page settled';
    console.log(
      `${cpu}× CPU: release-health beacon chunk on the cold dashboard: ${(dashboard.beaconBodyBytes / 1024).toFixed(1)} KiB compressed (goal ≤ 3 KiB; ${(dashboard.beaconBytes / 1024).toFixed(1)} KiB on the wire with its headers), ${when}`,
    );
  }
  if (offline)
    console.log(
      `${cpu}× CPU: offline open of /student → last data painted ${Math.round(offline.readyMs)} ms (goal ≤ 2000 ms)`,
    );
}

/**
 * Prints the CPU-bound figures of one CPU rate, each in ms and as a ratio to its floor measured in the same run:
 * the dashboard's TBT ÷ the DOM floor's, the player's palette click p95 ÷ the palette floor's (all clicks of all runs
 * pooled), and start → first question (no floor: the player's own work).
 */
export function printCpuBound(cpu, summary, samples, startMs = [], typesetMs = [], readableMs = []) {
  const times = (value, floorValue) => (floorValue > 0 ? `${(value / floorValue).toFixed(2)}×` : '—');
  const { dashboard, 'dom-floor': domFloor } = summary;
  if (dashboard && domFloor)
    console.log(
      `\n${cpu}× CPU: dashboard TBT ${Math.round(dashboard.tbtMs)} ms; DOM floor TBT ${Math.round(domFloor.tbtMs)} ms; ratio ${times(dashboard.tbtMs, Math.max(domFloor.tbtMs, 1))} (a floor under 1 ms counts as 1 ms)`,
    );
  if (dashboard && domFloor)
    console.log(
      `${cpu}× CPU: TBT from Long Animation Frames (style, layout and paint included, as a student feels them): dashboard ${Math.round(dashboard.frameTbtMs)} ms; DOM floor ${Math.round(domFloor.frameTbtMs)} ms; ratio ${times(dashboard.frameTbtMs, Math.max(domFloor.frameTbtMs, 1))}`,
    );
  const pooled = (key) => (samples[`${cpu}|${key}`] ?? []).flatMap((s) => s.clickDurations ?? []);
  const player = pooled('player');
  const paletteFloor = pooled('palette-floor');
  if (player.length && paletteFloor.length) {
    const [p95, floorP95] = [percentile(player, 95), percentile(paletteFloor, 95)];
    console.log(
      `${cpu}× CPU: palette click → paint (Event Timing, Slow 4G; clicks under 16 ms count as 16): player p50 ${Math.round(percentile(player, 50))} ms, p95 ${Math.round(p95)} ms over ${player.length} clicks; palette floor p50 ${Math.round(percentile(paletteFloor, 50))} ms, p95 ${Math.round(floorP95)} ms over ${paletteFloor.length}; p95 ratio ${times(p95, floorP95)}`,
    );
  }
  const painted = (samples[`${cpu}|player`] ?? []).flatMap((s) => s.questionPaintedMs ?? []);
  if (painted.length)
    console.log(
      `${cpu}× CPU: palette click → the new question's body painted (pointerdown → the frame after its panel is complete, decision 0029): p50 ${Math.round(percentile(painted, 50))} ms, p95 ${Math.round(percentile(painted, 95))} ms over ${painted.length} clicks`,
    );
  for (const [key, label] of [
    ['player', 'cold player (a reload mid-exam, Slow 4G)'],
    ['dpp', 'cold DPP player (a reload mid-DPP, Slow 4G)'],
  ]) {
    const cold = (samples[`${cpu}|${key}`] ?? []).map((s) => s.firstQuestion).filter(Boolean);
    if (!cold.length) continue;
    const each = (mark) =>
      `${Math.round(median(cold.map((q) => q[mark])))} ms (each: ${cold.map((q) => Math.round(q[mark])).join(', ')})`;
    console.log(
      `${cpu}× CPU: ${label}, navigation → first question shown ${each('shown')}; typeset ${each('typeset')}; in its fonts ${each('readable')}`,
    );
  }
  if (startMs.length)
    console.log(
      `${cpu}× CPU: start (PROCEED) → first question painted ${Math.round(median(startMs))} ms (each: ${startMs.map((v) => Math.round(v)).join(', ')}); with its math typeset ${Math.round(median(typesetMs))} ms (each: ${typesetMs.map((v) => Math.round(v)).join(', ')}); in its fonts ${Math.round(median(readableMs))} ms (each: ${readableMs.map((v) => Math.round(v)).join(', ')}), local API`,
    );
}

/**
 * The field check (docs/PERFORMANCE.md "Field figures beside the lab's", decision 0014): the lab's
 * counterpart of the field's p75 INP per CPU rate (each player load's slowest palette click, p75 over the loads), then
 * the field figures as the release CLI's `status` reads them — this run's own portal loads (`own`: its API, token and
 * store; every CPU rate pooled), and, with BENCH_FIELD_API (an API base such as https://portal.example/api, with
 * $RELEASE_MANAGER_TOKEN and $RELEASE_STORE for that deployment), its students' figures since BENCH_FIELD_SINCE (24h).
 */
export function printFieldCheck(samples, own) {
  console.log("\nField figures beside the lab's (release health, decision 0014)");
  for (const cpu of CPU_RATES) {
    const player = samples[`${cpu}|player`] ?? [];
    const { p75Ms, loads } = slowestPerLoadP75(player.map((s) => s.clickDurations ?? []));
    if (loads)
      console.log(
        `  lab, ${cpu}× CPU: the player's INP (each load's slowest palette click) p75 ${Math.round(p75Ms)} ms over ${loads} loads`,
      );
  }
  const outcomes = Object.values(samples)
    .flat()
    .filter((s) => s.beacon !== undefined)
    .map((s) => s.beacon);
  const count = (outcome) => outcomes.filter((o) => o === outcome).length;
  console.log(
    `  field, this run's own portal loads (${count('answered')} of ${outcomes.length} beacons answered${count('no beacon chunk') ? `, ${count('no beacon chunk')} pages left before the beacon's chunk came` : ''}${count('not counted') ? `, ${count('not counted')} not counted` : ''}; every CPU rate pooled; p75 as the API's histogram reads it: the upper bound of its bucket, 50, 100, 150, 200, 300 … ms; the player's INP there also counts the unmeasured clicks that fill the paper):`,
  );
  for (const line of releaseStatus({ root: ROOT, ...own })) console.log(`    ${line}`);
  const deployment = process.env.BENCH_FIELD_API;
  if (deployment) {
    const since = process.env.BENCH_FIELD_SINCE ?? '24h';
    console.log(`  field, the students of ${deployment} over the last ${since}:`);
    for (const line of releaseStatus({
      root: ROOT,
      since,
      api: deployment,
      token: process.env.RELEASE_MANAGER_TOKEN,
      store: undefined,
    }))
      console.log(`    ${line}`);
  }
}

/** The run's opening line: ports, and the protocol the portal and the floor are served over. */
export function printStart(tls) {
  console.log(
    `Starting the portal on ${GATEWAY_PORT} (API ${API_PORT}), a fresh database and release store; the portal and the floor served over ${tls ? 'HTTPS, HTTP/2 (HTTP/1.1 through ALPN; a throwaway self-signed certificate, trusted by Chromium through its key hash)' : 'plain HTTP/1.1 (BENCH_HTTP=2: HTTPS with HTTP/2)'}…`,
  );
}

/** One load's line: transfer, requests and protocols, LCP, TBT, and its clicks' and first question's figures. */
export function printSample(cpu, run, page, sample) {
  console.log(
    `  ${cpu}× run ${run} ${page.label}: ${(sample.transferBytes / 1024).toFixed(1)} KiB, ${sample.requests} requests (${formatProtocols(sample.protocols)}), LCP ${Math.round(sample.lcpMs)} ms (${sample.lcpElement}), TBT ${Math.round(sample.tbtMs)} ms (frames: ${Math.round(sample.frameTbtMs)} ms)${sample.clickP95Ms !== undefined ? `, click p50 ${Math.round(sample.clickP50Ms)} ms, p95 ${Math.round(sample.clickP95Ms)} ms over ${sample.clicks} clicks` : ''}${sample.questionPaintedMs ? `, click → question painted p50 ${Math.round(percentile(sample.questionPaintedMs, 50))} ms, p95 ${Math.round(percentile(sample.questionPaintedMs, 95))} ms` : ''}${sample.firstQuestion ? `, first question shown ${Math.round(sample.firstQuestion.shown)} ms, typeset ${Math.round(sample.firstQuestion.typeset)} ms, in its fonts ${Math.round(sample.firstQuestion.readable)} ms after navigation` : ''}${sample.beacon && sample.beacon !== 'answered' ? `; field beacon: ${sample.beacon}` : ''}`,
  );
}

/**
 * The run's summary: the machine and its load, per CPU rate the table of medians (stats.cjs) with the CPU-bound, return
 * and offline goals, the field check (`own`: this run's API, token and store), the host's JavaScript on the sign-in
 * page; with BENCH_JSON=<file> the raw samples saved.
 */
export function printSummary({
  samples,
  startMs,
  typesetMs,
  readableMs,
  pages,
  floor,
  started,
  loadAtStart,
  tls,
  browser,
  own,
}) {
  const cpuModel = os.cpus();
  console.log(
    `\nWeb benchmark, ${started.toISOString()}, ${tls ? 'HTTPS + HTTP/2' : 'HTTP/1.1'} — ${cpuModel[0]?.model ?? 'unknown CPU'} × ${cpuModel.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average at start ${loadAtStart.toFixed(2)}, at the end ${os.loadavg()[0].toFixed(2)}; Chromium ${browser.version()}; medians of ${RUNS}`,
  );
  const summaries = {};
  for (const cpu of CPU_RATES) {
    const rows = pages.map((p) => ({ key: p.key, label: p.label, summary: summarise(samples[`${cpu}|${p.key}`]) }));
    summaries[cpu] = Object.fromEntries(rows.map((r) => [r.key, r.summary]));
    console.log(`\n${cpu}× CPU, Slow 4G\n`);
    console.log(formatTable(rows));
    printCpuBound(cpu, summaries[cpu], samples, startMs[cpu], typesetMs[cpu], readableMs[cpu]);
    printReturnAndOffline(cpu, summaries[cpu]);
  }
  printFieldCheck(samples, own);
  const signIn = summaries[CPU_RATES[0]].signin;
  if (signIn)
    console.log(
      `\nHost JavaScript on the sign-in page (transferred, compressed): ${(signIn.hostJsBytes / 1024).toFixed(1)} KiB (the floor's React: ${(floor.jsBytes / 1024).toFixed(1)} KiB brotli)`,
    );
  if (!process.env.BENCH_JSON) return;
  mkdirSync(path.dirname(path.resolve(process.env.BENCH_JSON)), { recursive: true });
  const raw = {
    date: started.toISOString(),
    runs: RUNS,
    cpuRates: CPU_RATES,
    samples,
    summaries,
    startMs,
    typesetMs,
    readableMs,
  };
  writeFileSync(process.env.BENCH_JSON, JSON.stringify(raw, null, 2));
}
