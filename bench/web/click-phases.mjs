// What each click's frame spent its main-thread time on, from a trace saved by `BENCH_TRACE=<folder> npm run bench:web`
// (docs/PERFORMANCE.md, the palette click): `node bench/web/click-phases.mjs <trace.json> [more.json …]`.
// For every click (a `click` EventDispatch on the page's main thread) it sums, from the pointerdown before it to the
// end of the first paint after it, the trace's work by kind (script — with any style, layout or HTML parse it ran
// inside it — style, layout, HTML parse, paint, pre-paint), and prints the median and p95 of each over the clicks (the bench's unmeasured clicks, its tabs and buttons, are
// included). Reading aid for A/B traces: compare kinds between two builds' traces of the same run conditions. It also
// prints, per click, the layout objects laid out and the elements styled: counts, which a loaded machine does not
// change, so an A/B of two builds on a shared machine reads them first. `--functions` adds the CPU profile's self time
// by function (mean ms per click) over the clicks' windows. Last, from the trace's own Event Timing entries, each click
// interaction's duration split as INP is — input delay, processing, presentation — with the main thread's work in each
// phase, and the clicks at or above the p95 one by one: what the slowest clicks waited for; and the click handlers'
// time with React's share of it (the microtask in which React renders and commits the click). `--each` lists every click
// in order (its split, the elements styled and objects laid out in its window, the tasks of other work beside it) and
// the large style passes outside the clicks with the task each sits in.
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

/**
 * Per `click` EventDispatch on the main thread: { dispatchMs, reactMs } — the dispatch's wall time and, inside it, the
 * `RunMicrotasks` events' (React flushes a click's update in a microtask at the end of the handler: render, commit,
 * and the passive effects of a discrete event), as thread time (`tdur`). What the dispatch holds beyond `reactMs` is
 * the handlers' own script. The palette floor's is its 90 tiles' re-render (docs/PERFORMANCE.md).
 */
export function clickDispatches(trace) {
  const events = mainThreadEvents(trace).filter((e) => e.ph === 'X' && e.dur !== undefined);
  const dispatches = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  return dispatches.map((d) => ({
    dispatchMs: d.dur / 1000,
    reactMs:
      events
        .filter((e) => e.name === 'RunMicrotasks' && e.ts >= d.ts && e.ts + e.dur <= d.ts + d.dur)
        .reduce((sum, e) => sum + (e.tdur ?? e.dur), 0) / 1000,
  }));
}

/** Trace events that name the main thread's work inside an interaction's phases (`interactionPhases`). */
const NAMED = new Set([
  ...Object.keys(KINDS),
  'HitTest',
  'PrePaint',
  'Layerize',
  'Commit',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'XHRLoad',
  'MinorGC',
  'MajorGC',
  'EvaluateScript',
  'v8.compile',
]);

/** A trace event's name for the phase tables: `EventDispatch pointerover`, `FunctionCall listener`, `Layout`, … */
const label = (e) => {
  const data = e.args?.data ?? {};
  if (e.name === 'EventDispatch') return `EventDispatch ${data.type}`;
  if (e.name === 'RunMicrotasks') return 'RunMicrotasks (React renders and commits a click here)';
  if (e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'FireIdleCallback') {
    const file = (data.url ?? '').split('/').at(-1);
    return `${e.name} ${data.functionName || '(anonymous)'}${file ? ` ${file}:${data.lineNumber}` : ''}`;
  }
  return e.name;
};

/**
 * The main thread's work between `from` and `to` (trace clock, µs), by `label`: [[label, ms], …] largest first, the
 * outermost NAMED events only (a FunctionCall inside an EventDispatch counts under the dispatch), each clipped to the
 * window. What is left of the window is `(nothing on the main thread)`: the wait for the frame, the compositor and GPU.
 */
function workBetween(onMain, from, to) {
  const work = new Map();
  let coveredTo = 0;
  for (const e of onMain) {
    if (e.ts >= to) break;
    if (e.ts + e.dur <= from || !NAMED.has(e.name) || e.ts < coveredTo) continue;
    const ms = (Math.min(to, e.ts + e.dur) - Math.max(from, e.ts)) / 1000;
    work.set(label(e), (work.get(label(e)) ?? 0) + ms);
    coveredTo = e.ts + e.dur;
  }
  const busy = [...work.values()].reduce((a, b) => a + b, 0);
  work.set('(nothing on the main thread)', Math.max(0, (to - from) / 1000 - busy));
  return [...work].sort((a, b) => b[1] - a[1]);
}

/** What starts a task of work other than the input's, by the name of its first such event (`otherTasks`). */
const BACKGROUND = new Set(['FireIdleCallback', 'XHRLoad', 'XHRReadyStateChange', 'TimerFire', 'MinorGC', 'MajorGC']);

/**
 * The main thread's tasks that overlap `from`–`to` (trace clock, µs) and hold work other than input handling: an idle
 * callback, a network reply, a timer, a garbage collection, or React's scheduler (a `FunctionCall` task of its own,
 * outside any input event) — [[label, task ms], …] in order. A click that waits behind one of these names it here.
 */
export function otherTasks(onMain, from, to) {
  const found = [];
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts >= to || task.ts + task.dur <= from) continue;
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
    if (inside.some((e) => e.name === 'EventDispatch' || e.name === 'FireAnimationFrame' || e.name === 'Paint'))
      continue;
    const first = inside.find((e) => BACKGROUND.has(e.name) || e.name === 'FunctionCall');
    if (first) found.push([label(first), task.dur / 1000]);
  }
  return found;
}

/**
 * The style passes of at least `min` elements outside the clicks' frames (`interactions`: `interactionPhases`), each
 * { atMs (trace clock), elements, laidOut (the `Layout` after it in the same task), sinceClickMs (from the last
 * click's pointerdown), sinceReplyMs (from the end of the last network reply's task), task (the label of the task's
 * first event: what started it; a rendering frame's is `FireAnimationFrame` or the style pass itself) } — what
 * restyles the page while the student is not clicking.
 */
export function stylePasses(trace, interactions, min = 60) {
  const onMain = mainThreadEvents(trace).sort((a, b) => a.ts - b.ts);
  const windows = interactions.map((i) => [i.startMs * 1000, i.startMs * 1000 + i.durationMs * 1000]);
  return onMain
    .filter((e) => e.name === 'UpdateLayoutTree' && (e.args?.elementCount ?? 0) >= min)
    .filter((e) => !windows.some(([from, to]) => e.ts >= from && e.ts < to))
    .map((pass) => {
      const task = onMain.find((t) => t.name === 'RunTask' && t.ts <= pass.ts && t.ts + t.dur >= pass.ts + pass.dur);
      const first =
        task && onMain.find((e) => e.ts >= task.ts && e !== task && e.ts < task.ts + task.dur && NAMED.has(e.name));
      const layout = onMain.find((e) => e.name === 'Layout' && e.ts >= pass.ts && (!task || e.ts < task.ts + task.dur));
      const last = windows.filter(([from]) => from <= pass.ts).at(-1);
      const reply = onMain.filter((e) => e.name === 'XHRLoad' && e.ts + e.dur <= pass.ts).at(-1);
      return {
        atMs: pass.ts / 1000,
        elements: pass.args.elementCount,
        laidOut: layout?.args?.beginData?.dirtyObjects ?? 0,
        sinceClickMs: last ? (pass.ts - last[0]) / 1000 : null,
        sinceReplyMs: reply ? (pass.ts - reply.ts - reply.dur) / 1000 : null,
        task: first ? label(first) : '(unknown)',
      };
    });
}

/**
 * Per click interaction of one trace, its Event Timing duration split as INP is (the trace's `EventTiming` entries,
 * unrounded, the page's own clock): { startMs (pointerdown, trace clock), durationMs (the interaction's longest
 * entry), inputDelayMs (pointerdown's timestamp → its handlers start), processingMs (→ the last entry's handlers end),
 * presentationMs (→ the end of the longest entry: the frame's script after the handlers, style, layout, paint and the
 * compositor), styled / laidOut (each `UpdateLayoutTree`'s element count and each `Layout`'s objects laid out in that
 * window, in order: counts, the same under any load), otherTasks (the tasks in that window that are not the input's
 * own, `otherTasks`), palette (the bench's palette clicks: their pointerdown ran `watchQuestionPainted`'s capture
 * listener in bench/web/run.mjs), phases: { 'input delay' | 'processing' | 'presentation': [[label, ms], …] } }.
 */
export function interactionPhases(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const onMain = mainThreadEvents(trace).sort((a, b) => a.ts - b.ts);
  if (onMain.length === 0) return [];
  const byId = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (e.name !== 'EventTiming' || e.ph !== 'b' || e.pid !== onMain[0].pid || !data?.interactionId) continue;
    byId.set(data.interactionId, [...(byId.get(data.interactionId) ?? []), { ...data, ts: e.ts }]);
  }
  return [...byId.values()]
    .filter((entries) => entries.some((e) => e.type === 'click'))
    .map((entries) => {
      entries.sort((a, b) => a.timeStamp - b.timeStamp || a.processingStart - b.processingStart);
      const first = entries[0];
      const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
      const toTrace = (ms) => first.ts + (ms - first.timeStamp) * 1000; // the page's ms → trace µs
      const processingEnd = Math.max(...entries.map((e) => e.processingEnd));
      const end = longest.timeStamp + longest.duration;
      const down = onMain.find(
        (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown' && e.ts >= toTrace(first.timeStamp),
      );
      const palette = onMain.some(
        (e) =>
          e.name === 'FunctionCall' &&
          e.args?.data?.functionName === 'addEventListener.capture' &&
          down &&
          e.ts >= down.ts &&
          e.ts < down.ts + down.dur,
      );
      const from = toTrace(first.timeStamp);
      const to = toTrace(end);
      const inWindow = onMain.filter((e) => e.ts >= from && e.ts < to);
      return {
        startMs: first.ts / 1000,
        durationMs: longest.duration,
        styled: inWindow.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.args?.elementCount ?? 0),
        laidOut: inWindow.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData?.dirtyObjects ?? 0),
        otherTasks: otherTasks(onMain, from, to),
        inputDelayMs: first.processingStart - first.timeStamp,
        processingMs: processingEnd - first.processingStart,
        presentationMs: end - processingEnd,
        palette,
        phases: {
          'input delay': workBetween(onMain, toTrace(first.timeStamp), toTrace(first.processingStart)),
          processing: workBetween(onMain, toTrace(first.processingStart), toTrace(processingEnd)),
          presentation: workBetween(onMain, toTrace(processingEnd), toTrace(end)),
        },
      };
    });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] : Number.NaN;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const functions = process.argv.includes('--functions');
  const each = process.argv.includes('--each');
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
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
    const dispatches = clickDispatches(trace);
    console.log(
      `  click handlers (EventDispatch click, ${dispatches.length}): ${figure(dispatches.map((d) => d.dispatchMs))}; React's microtask inside them (render, commit, effects; thread time): ${figure(dispatches.map((d) => d.reactMs))}`,
    );
    const interactions = interactionPhases(trace);
    const palette = interactions.filter((i) => i.palette);
    const measured = palette.length ? palette : interactions;
    console.log(
      `  Event Timing split of the ${palette.length ? `${palette.length} palette clicks` : `${interactions.length} clicks`} (unrounded, median / p95 ms): duration ${figure(measured.map((i) => i.durationMs))}; input delay ${figure(measured.map((i) => i.inputDelayMs))}; processing ${figure(measured.map((i) => i.processingMs))}; presentation ${figure(measured.map((i) => i.presentationMs))}`,
    );
    for (const phase of ['input delay', 'processing', 'presentation']) {
      const totals = new Map();
      for (const i of measured)
        for (const [name, ms] of i.phases[phase]) totals.set(name, (totals.get(name) ?? 0) + ms);
      const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(
        `    ${phase}, mean ms per click: ${top.map(([n, ms]) => `${n} ${(ms / measured.length).toFixed(1)}`).join('; ')}`,
      );
    }
    const slowest = [...measured].sort((a, b) => b.durationMs - a.durationMs);
    const tail = slowest.slice(0, Math.max(1, measured.length - Math.ceil(0.95 * measured.length) + 1));
    console.log(`  the clicks at or above the p95 (${tail.length}), what each phase held (ms):`);
    for (const i of tail) {
      console.log(
        `    ${i.durationMs.toFixed(1)} ms = input delay ${i.inputDelayMs.toFixed(1)} + processing ${i.processingMs.toFixed(1)} + presentation ${i.presentationMs.toFixed(1)}`,
      );
      for (const [phase, work] of Object.entries(i.phases))
        console.log(
          `      ${phase}: ${work
            .slice(0, 5)
            .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
            .join('; ')}`,
        );
    }
    if (each) {
      const t0 = interactions[0]?.startMs ?? 0;
      console.log(
        '  every click in order (s from the first; P: a palette click), ms, elements styled, layout objects, other tasks:',
      );
      for (const i of interactions)
        console.log(
          `    ${i.palette ? 'P' : ' '} ${((i.startMs - t0) / 1000).toFixed(1).padStart(5)} s  ${i.durationMs.toFixed(0).padStart(3)} = ${i.inputDelayMs.toFixed(0)} + ${i.processingMs.toFixed(0)} + ${i.presentationMs.toFixed(0)}  styled [${i.styled}]  laid out [${i.laidOut}]${i.otherTasks.length ? `  beside: ${i.otherTasks.map(([n, ms]) => `${n} (${ms.toFixed(1)})`).join('; ')}` : ''}`,
        );
      console.log(
        '  style passes of 60 elements or more outside the clicks (s from the first click, elements / layout objects, ms after the last click and after the last network reply, the task):',
      );
      for (const p of stylePasses(trace, interactions))
        console.log(
          `    ${((p.atMs - t0) / 1000).toFixed(2).padStart(6)} s  ${p.elements} / ${p.laidOut}  +${p.sinceClickMs?.toFixed(0) ?? '-'} ms (a reply +${p.sinceReplyMs?.toFixed(0) ?? '-'} ms)  ${p.task}`,
        );
    }
    if (functions) {
      console.log('  self time by function (CPU profile samples, mean ms per click):');
      for (const [name, ms] of clickFunctions(trace, clicks).slice(0, 30))
        console.log(`    ${ms.toFixed(2).padStart(6)}  ${name}`);
    }
  }
}
