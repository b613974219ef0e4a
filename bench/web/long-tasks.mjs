// Names the long tasks of a Chrome performance trace saved by `BENCH_TRACE=<folder> npm run bench:web`
// (docs/PERFORMANCE.md, "Long tasks"): `node bench/web/long-tasks.mjs <trace.json> [more.json …]`.
// Reading aid only: no figure here is one of the bench's results.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Trace events that say what a task's time went to, by name; the rest are summed under their own name. */
const WORK = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'PrePaint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'XHRLoad',
  'XHRReadyStateChange',
  'RunMicrotasks',
  'v8.run',
]);

/**
 * The complete ('X') events of the page's renderer main thread in one trace: of the CrRendererMain threads (a
 * navigation may change process), the busiest.
 */
export function mainThreadEvents(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const mains = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  const main = mains.sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  return main ? events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X') : [];
}

/**
 * The main thread's tasks of one trace longer than `thresholdMs` (50 ms: a long task), each
 * { startMs (from the first navigation), durationMs, work: [[name or script, ms], …] (largest first) } — the work of
 * a task is its direct and nested trace events of the WORK kinds, a script's time under its file name.
 */
export function longTasks(trace, thresholdMs = 50) {
  const onMain = mainThreadEvents(trace);
  if (onMain.length === 0) return [];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > thresholdMs);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const work = new Map();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > end || !WORK.has(e.name)) continue;
      const script = e.args?.data?.url || e.args?.data?.functionName;
      const key = script ? `${e.name} ${script.replace(/^https?:\/\/[^/]+/, '')}` : e.name;
      work.set(key, (work.get(key) ?? 0) + e.dur / 1000);
    }
    return {
      startMs: (task.ts - navigation) / 1000,
      durationMs: task.dur / 1000,
      work: [...work].sort((a, b) => b[1] - a[1]).slice(0, 6),
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) {
    const tasks = longTasks(JSON.parse(readFileSync(file, 'utf8')));
    console.log(
      `\n${file}: ${tasks.length} long tasks, blocking ${Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.durationMs - 50), 0))} ms beyond 50 ms each`,
    );
    for (const t of tasks) {
      console.log(
        `  at ${Math.round(t.startMs)} ms, ${Math.round(t.durationMs)} ms: ${t.work.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join('; ')}`,
      );
    }
  }
}
