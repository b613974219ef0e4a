// One measured page load under Slow 4G and a CPU slowdown: what it transferred, its LCP and TBT, its protocols.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CPU_SLOWDOWN, SLOW_4G, frameBlockingTime, totalBlockingTime } from './stats.cjs';
import { BEACON_CHUNK, leaveForBeacon, withoutBeacon } from './field-check.mjs';
import { printProfile, printWaterfall } from './load-report.mjs';
import { throttleServiceWorkers } from './throttle-workers.mjs';
import { SETTLE_MS, TRACE_DIR, VIEWPORT } from './config.mjs';
import { watchFirstQuestion } from './journeys.mjs';

const INIT = () => {
  const bench = { lcp: Number.NaN, lcpElement: '', fcp: Number.NaN, longTasks: [], frames: [], events: [] };
  Object.defineProperty(window, '__bench', { value: bench });
  const watch = (type, onEntry, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      // an entry type this browser does not know
    }
  };
  // The LCP element as a short selector and its text's start ('h2.title "Upcoming tests"'), so a reader sees which paint
  // the figure is: the shell's, or the first card's with the data.
  watch('largest-contentful-paint', (e) => {
    bench.lcp = e.startTime;
    const el = e.element;
    const text = (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
    bench.lcpElement = el
      ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${text}"`
      : '(removed)';
  });
  watch('paint', (e) => e.name === 'first-contentful-paint' && (bench.fcp = e.startTime));
  watch('longtask', (e) => bench.longTasks.push({ start: e.startTime, duration: e.duration }));
  // Long Animation Frames count a frame's style, layout and paint in its blocking time; long tasks count script tasks only.
  watch('long-animation-frame', (e) => bench.frames.push({ start: e.startTime, blocking: e.blockingDuration }));
  watch('event', (e) => bench.events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId }), {
    durationThreshold: 16,
  });
};

/**
 * A student's earlier visit in `context` (decision 0016), unthrottled: opens `url`, waits for `ready(page)` and for the
 * portal's service worker to control the page, then 3 s for the worker's precache and the kept data's save; closes it.
 */
async function earlierVisit(context, url, ready) {
  const page = await context.newPage();
  await page.addInitScript(withoutBeacon);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  await page.waitForTimeout(3000);
  await page.close();
}

/**
 * Opens `url` once in a fresh profile under the throttling profile, waits for `ready(page)` and for the page to settle,
 * and returns { transferBytes, requests, lcpMs, tbtMs, hostJsBytes, readyMs } (+ `after(page)`'s figures, e.g. clicks).
 * `returning`: service workers allowed and an earlier visit of the same profile first (HTTP cache and worker warm);
 * `offline` too: the measured load has no connection at all. readyMs: navigation start → `ready` (page clock).
 * A returning visit's service worker is throttled like the page (./throttle-workers.mjs): its own fetches
 * (the network-first index.html and manifests) pay Slow 4G too; `swThrottled` counts the worker targets throttled.
 * `beacon` (a portal page online; ownFigures of ./field-check.mjs): once measured, the page is left so that
 * the host's beacon sends its field figures; `beacon` in the sample says whether the API counted them ('answered').
 */
export async function measure(
  browser,
  url,
  {
    storageState,
    ready,
    after,
    watchQuestion = false,
    returning = false,
    offline = false,
    cpu = CPU_SLOWDOWN,
    traceName,
    beacon = false,
  } = {},
) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState,
    serviceWorkers: returning ? 'allow' : 'block',
  });
  if (returning) await earlierVisit(context, url, ready);
  if (offline) await context.setOffline(true);
  await context.addInitScript(INIT);
  if (watchQuestion) await context.addInitScript(watchFirstQuestion, false);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The page's own conditions replace the context's: offline is said here too.
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW_4G, offline });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const workers =
    returning && process.env.BENCH_SW_THROTTLE !== '0'
      ? await throttleServiceWorkers(browser, page, { ...SLOW_4G, offline })
      : null;
  const origin = new URL(url).origin;
  const requests = new Map();
  let transferBytes = 0;
  let hostJsBytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    lastActivity = Date.now();
    if (request.url.startsWith('data:') || requests.has(requestId)) return;
    requests.set(requestId, { url: request.url, type, done: false, sentAt: timestamp });
  });
  const finish = (requestId, bytes, timestamp) => {
    lastActivity = Date.now();
    const entry = requests.get(requestId);
    if (!entry || entry.done) return;
    entry.done = true;
    entry.doneAt = timestamp;
    entry.bytes = bytes;
    transferBytes += bytes;
    const where = new URL(entry.url);
    if (entry.type === 'Script' && where.origin === origin && !where.pathname.startsWith('/remotes/'))
      hostJsBytes += bytes;
  };
  // The body's length as the server announced it (the gateway sends Content-Length with each precompressed file), else
  // what arrived with the response's head: over HTTP/1.1 the rest of the request's bytes is the body; over HTTP/2 the
  // head's count may already hold the body's frames.
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.headBytes = response.encodedDataLength;
    entry.bodyLength = Number(response.headers['content-length'] ?? response.headers['Content-Length'] ?? Number.NaN);
    // 'h2', 'http/1.1'; a service worker's or the cache's answer says so instead (its own fetch is not this page's).
    entry.protocol = response.fromServiceWorker
      ? 'service worker'
      : response.fromDiskCache || response.fromPrefetchCache
        ? 'cache'
        : (response.protocol ?? 'unknown');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) =>
    finish(requestId, encodedDataLength, timestamp),
  );
  cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => finish(requestId, 0, timestamp));
  const profiling = process.env.BENCH_PROFILE === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  if (TRACE_DIR) {
    mkdirSync(TRACE_DIR, { recursive: true });
    await browser.startTracing(page, {
      path: path.join(TRACE_DIR, `${traceName ?? 'page'}-${cpu}x-${Date.now()}.json`),
    });
  }
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await ready(page);
    const readyMs = await page.evaluate(() => performance.now());
    const readyAtMs = profiling ? readyMs : 0;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const inFlight = [...requests.values()].some((r) => !r.done);
      const lastTaskEnd = await page.evaluate(
        () => Math.max(0, ...window.__bench.longTasks.map((t) => t.start + t.duration)) - performance.now(),
      );
      if (!inFlight && Date.now() - lastActivity > SETTLE_MS && lastTaskEnd < -SETTLE_MS) break;
      await page.waitForTimeout(250);
    }
    // A request asked for just as the page settled (the release-health beacon's chunk, loaded in idle time after the
    // first screen) is waited for, so that its bytes are counted whole, never as 0.
    for (const deadline = Date.now() + 15_000; Date.now() < deadline && [...requests.values()].some((r) => !r.done);)
      await page.waitForTimeout(100);
    const { lcp, lcpElement, fcp, longTasks, frames } = await page.evaluate(() => window.__bench);
    const sample = {
      transferBytes,
      requests: requests.size,
      lcpMs: lcp,
      lcpElement,
      tbtMs: totalBlockingTime(longTasks, fcp),
      frameTbtMs: frameBlockingTime(frames, fcp),
      hostJsBytes,
      readyMs,
      ...beaconFigures([...requests.values()]),
      protocols: protocolCounts([...requests.values()]),
      ...(workers ? { swThrottled: workers.count() } : {}),
      ...(watchQuestion ? { firstQuestion: await page.evaluate(() => ({ ...window.__startMark })) } : {}),
    };
    if (process.env.BENCH_WATERFALL === '1') printWaterfall(url, [...requests.values()], sample);
    if (profiling) printProfile(url, (await cdp.send('Profiler.stop')).profile, readyAtMs);
    // The trace covers what `after` measures too (the palette clicks): their tasks are what a reader of it looks for.
    if (after) Object.assign(sample, await after(page));
    if (TRACE_DIR) await browser.stopTracing();
    // The load ends as a student leaving the page: its field figures go to the API (the field check, decision 0014).
    if (beacon && !offline) sample.beacon = await leaveForBeacon(page, requests, beacon.pageViews);
    return sample;
  } finally {
    await workers?.stop();
    await context.close();
  }
}

/** How many of a load's requests were answered in each protocol: { h2: 31, 'service worker': 4, … }. */
export function protocolCounts(entries) {
  const counts = {};
  for (const { protocol = 'no answer' } of entries) counts[protocol] = (counts[protocol] ?? 0) + 1;
  return counts;
}

/**
 * The release-health beacon's chunk in one load (decision 0014: it loads after the page's load event and idle, never
 * on the first screen's path): { beaconBytes } on the wire, { beaconBodyBytes } of them its compressed body (both 0 when
 * it was not requested before the page settled) and
 * { beaconSentMs }, when it was requested, in ms after the load's first request (the LCP's clock starts at about the
 * same moment).
 */
function beaconFigures(entries) {
  const beacon = entries.find((e) => BEACON_CHUNK.test(new URL(e.url).pathname));
  if (!beacon) return { beaconBytes: 0, beaconBodyBytes: 0, beaconSentMs: Number.NaN };
  const first = Math.min(...entries.map((e) => e.sentAt));
  const bytes = beacon.bytes ?? 0;
  return {
    beaconBytes: bytes,
    beaconBodyBytes: Number.isFinite(beacon.bodyLength) ? beacon.bodyLength : bytes - (beacon.headBytes ?? 0),
    beaconSentMs: (beacon.sentAt - first) * 1000,
  };
}
