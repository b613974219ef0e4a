// What each click's frame spent its main-thread time on, from a trace saved by `BENCH_TRACE=<folder> npm run bench:web`
// (docs/PERFORMANCE.md, the palette click): `node scripts/bench-web/click-phases.mjs <trace.json> [more.json …]`.
// For every click (a `click` EventDispatch on the page's main thread) it sums, from the pointerdown before it to the
// end of the first paint after it, the trace's work by kind (script — with any style, layout or HTML parse it ran
// inside it — style, layout, HTML parse, paint, pre-paint), and prints the median and p95 of each over the clicks (the bench's unmeasured clicks, its tabs and buttons, are
// included). Reading aid for A/B traces: compare kinds between two builds' traces of the same run conditions. It also
// prints, per click, the layout objects laid out and the elements styled: counts, which a loaded machine does not
// change, so an A/B of two builds on a shared machine reads them first. `--functions` adds the CPU profile's self time
// by function (mean ms per click) over the clicks' windows.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { mainThreadEvents } from './long-tasks.mjs';

/** Trace event names summed per click, and the kind each is counted under. Nested events are not counted twice. */
const KINDS = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'parse HTML',
  PrePaint: 'pre-paint',
  Paint: 'paint',
};

/**
 * Per click of one trace: { startMs (pointerdown, trace clock), frameMs (pointerdown → end of the first paint that
 * starts after the click's handlers), kinds: { kind: ms }, threadKinds: { kind: ms }, counts: { 'layout objects laid
 * out' (the `Layout` events' dirty objects), 'elements styled' (the `UpdateLayoutTree` events' element count) } } summed over the main thread's
 * events in that window; a script event inside another is not counted twice. `kinds` is wall time; `threadKinds` is
 * the events' thread time (`tdur`): without the time another process held the core, steadier than wall time for A/B
 * reading on a shared machine. CPU throttling's pauses stay in it: on a quiet machine the two agree.
 */
export function clickPhases(trace) {
  const onMain = mainThreadEvents(trace).sort((a, b) => a.ts - b.ts);
  const clicks = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const downs = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  return clicks.flatMap((click) => {
    const down = downs.filter((d) => d.ts <= click.ts).at(-1);
    const paint = onMain.find((e) => e.name === 'Paint' && e.ts >= click.ts + click.dur);
    if (!down || !paint) return [];
    const end = paint.ts + paint.dur;
    const kinds = {};
    const threadKinds = {};
    const counts = { 'layout objects laid out': 0, 'elements styled': 0 };
    let coveredTo = 0;
    for (const e of onMain) {
      if (e.ts < down.ts || e.ts + e.dur > end || !(e.name in KINDS)) continue;
      if (e.name === 'Layout') counts['layout objects laid out'] += e.args?.beginData?.dirtyObjects ?? 0;
      if (e.name === 'UpdateLayoutTree') counts['elements styled'] += e.args?.elementCount ?? 0;
      if (e.ts < coveredTo && KINDS[e.name] === 'script') continue; // a script event inside another script event
      const kind = KINDS[e.name];
      kinds[kind] = (kinds[kind] ?? 0) + e.dur / 1000;
      threadKinds[kind] = (threadKinds[kind] ?? 0) + (e.tdur ?? e.dur) / 1000;
      if (kind === 'script') coveredTo = Math.max(coveredTo, e.ts + e.dur);
    }
    return [{ startMs: down.ts / 1000, frameMs: (end - down.ts) / 1000, kinds, threadKinds, counts }];
  });
}

/**
 * The CPU profiler's samples (the trace's `ProfileChunk` events of the main thread) inside the clicks' windows, self
 * time summed by function: [[`name file:line:col`, ms per click], …] largest first. Builds are minified, so a name
 * is read by opening the file at that place; `(garbage collector)` and `(program)` are V8's own.
 */
export function clickFunctions(trace, clicks) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const onMain = mainThreadEvents(trace);
  const main = onMain[0] && `${onMain[0].pid}:${onMain[0].tid}`;
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  for (const e of events) {
    if (e.name === 'Profile' && `${e.pid}:${e.tid}` === main) starts.set(`${e.pid}:${e.id}`, e.args.data.startTime);
  }
  const clock = new Map();
  for (const e of events) {
    const profile = `${e.pid}:${e.id}`;
    if (e.name !== 'ProfileChunk' || !starts.has(profile)) continue;
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${profile}:${node.id}`, node.callFrame);
    let t = clock.get(profile) ?? starts.get(profile);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += data.timeDeltas[i];
      samples.push({ t, key: `${profile}:${id}` });
    });
    clock.set(profile, t);
  }
  samples.sort((a, b) => a.t - b.t);
  const self = new Map();
  const windows = clicks.map((c) => [c.startMs * 1000, (c.startMs + c.frameMs) * 1000]);
  for (let i = 0; i + 1 < samples.length; i++) {
    const { t, key } = samples[i];
    if (!windows.some(([from, to]) => t >= from && t < to)) continue;
    const frame = nodes.get(key);
    if (!frame || frame.functionName === '(idle)') continue;
    const file = (frame.url ?? '').split('/').at(-1);
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
    self.set(name, (self.get(name) ?? 0) + (samples[i + 1].t - t) / 1000);
  }
  return [...self].map(([name, ms]) => [name, ms / clicks.length]).sort((a, b) => b[1] - a[1]);
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] : Number.NaN;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const functions = process.argv.includes('--functions');
  for (const file of process.argv.slice(2).filter((a) => a !== '--functions')) {
    const trace = JSON.parse(readFileSync(file, 'utf8'));
    const clicks = clickPhases(trace);
    const kinds = [...new Set(clicks.flatMap((c) => Object.keys(c.kinds)))];
    const figure = (values) => `${quantile(values, 50).toFixed(1)} / ${quantile(values, 95).toFixed(1)}`;
    console.log(`\n${file}: ${clicks.length} clicks; median / p95 ms per click`);
    console.log(`  pointerdown → end of the next paint: ${figure(clicks.map((c) => c.frameMs))}`);
    for (const kind of kinds)
      console.log(
        `  ${kind}: ${figure(clicks.map((c) => c.kinds[kind] ?? 0))} (thread time ${figure(clicks.map((c) => c.threadKinds[kind] ?? 0))})`,
      );
    for (const [name, values] of Object.entries({
      'layout objects laid out': clicks.map((c) => c.counts['layout objects laid out']),
      'elements styled': clicks.map((c) => c.counts['elements styled']),
    }))
      console.log(`  ${name} (count, the same under any load): ${quantile(values, 50)} / ${quantile(values, 95)}`);
    if (functions) {
      console.log('  self time by function (CPU profile samples, mean ms per click):');
      for (const [name, ms] of clickFunctions(trace, clicks).slice(0, 30))
        console.log(`    ${ms.toFixed(2).padStart(6)}  ${name}`);
    }
  }
}
