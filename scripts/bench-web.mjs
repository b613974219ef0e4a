// `npm run bench:web`: the portal's first screens beside bare React 19 floors, in one run (docs/PERFORMANCE.md).
//
// Starts the portal as `npm start` does (build what changed, then API + gateway via scripts/portal.mjs) on its own
// ports, a fresh database and a fresh release store; builds bare React 19 pages (esbuild, minified) and serves them
// brotli-compressed beside it: the floor (one <h1>) for network-bound figures, and the CPU floors
// (scripts/bench-web/cpu-floors.mjs) for CPU-bound ones — a 90-tile palette whose click changes the current question,
// and a page that mounts the signed-in dashboard's DOM (captured in the same run) from one JSON reply. Then opens, N
// times each in a fresh browser profile of Debian's Chromium at 390 × 844 under Lighthouse's Slow 4G (562.5 ms, 1.47
// Mbps down, 675 kbps up) and at each CPU slowdown (4× and 6×) — set through the Chrome DevTools Protocol — the
// floors, the sign-in page, the dashboard opened cold by a signed-in student and the exam player opened cold on a
// started test. Prints, per CPU rate, each page's median transfer, requests, LCP and TBT with its ratio to the floor;
// the dashboard's TBT ÷ the DOM floor's, the palette click → paint p95 ÷ the palette floor's, start (PROCEED) → first
// question, the cold player's navigation → first question shown, typeset and in its fonts; and the host's JavaScript on
// the sign-in page; then the field figures (release health, decision 0014) beside the lab's: this run's own portal loads
// as the release CLI reads them, and with BENCH_FIELD_API a deployment's students' (./bench-web/field-check.mjs).
// No figure is asserted: this prints, the reader judges (docs/PERFORMANCE.md).
//
// Options (environment): BENCH_RUNS (5), BENCH_CPU (4,6), BENCH_API_PORT (3501), BENCH_GATEWAY_PORT (8501),
// BENCH_BUILD=0 to serve the dist/ builds as they are, BENCH_PAGES=signin,dashboard,return,offline,player (all; the
// floors are always measured; return: a second visit of the same profile with the service worker allowed; offline:
// that, with no network; `dpp`, not among the default pages: the DPP player opened cold on a started DPP), CHROMIUM_PATH (/usr/bin/chromium), BENCH_JSON=<file> to keep the raw samples,
// BENCH_TRACE=<folder> to save each load's Chrome performance trace, BENCH_WATERFALL=1 to print each load's requests
// (sent → done, KiB, path), BENCH_PROFILE=1 its main-thread JavaScript until ready (self time by script),
// BENCH_SW_THROTTLE=0 to leave a returning visit's service worker unthrottled (to compare; the default throttles it),
// BENCH_HTTP=2 to serve the floor and the portal over HTTPS with HTTP/2 (a throwaway self-signed certificate made at start
// that Chromium trusts by its key's hash; the default is plain HTTP/1.1, the protocol of every recorded run: DevTools'
// throttle ignores HTTP/2's priorities — decision 0031; the CPU floors of ./bench-web/cpu-floors.mjs stay HTTP/1.1).
// Each load's protocols are printed. BENCH_FIELD_API=<API base, e.g. https://portal.example/api> (with that deployment's
// RELEASE_MANAGER_TOKEN and RELEASE_STORE) prints its students' field figures over BENCH_FIELD_SINCE (24h) as well.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { ROOT, buildAll } from './build.mjs';
import { startPortal } from './portal.mjs';
import {
  CPU_SLOWDOWN,
  SLOW_4G,
  formatTable,
  median,
  percentile,
  slowestPerLoadP75,
  summarise,
  totalBlockingTime,
  frameBlockingTime,
} from './bench-web/stats.cjs';
import { BEACON_CHUNK, leaveForBeacon, ownFigures, releaseStatus, withoutBeacon } from './bench-web/field-check.mjs';
import { printProfile, printWaterfall } from './bench-web/load-report.mjs';
import { throttleServiceWorkers } from './bench-web/throttle-workers.mjs';
import { PALETTE_TILES, captureTree, startCpuFloors } from './bench-web/cpu-floors.mjs';
import { throwawayCertificate } from './bench-web/throwaway-cert.cjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** 1: plain HTTP/1.1, the default; 2: HTTPS with HTTP/2 (HTTP/1.1 through ALPN), BENCH_HTTP=2 (decision 0031). */
const HTTP_VERSION = process.env.BENCH_HTTP === '2' ? 2 : 1;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3501);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 8501);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** CPU slowdowns to measure at: 4× (the figures' goals) and 6× (a low-end Android phone). */
const CPU_RATES = (process.env.BENCH_CPU ?? `${CPU_SLOWDOWN},6`).split(',').map(Number);
/** BENCH_TRACE=<folder>: each load's Chrome performance trace is saved there (open it in DevTools' Performance panel). */
const TRACE_DIR = process.env.BENCH_TRACE;
const VIEWPORT = { width: 390, height: 844 };
/** The page counts as settled after this long without a request or a long task (ms). */
const SETTLE_MS = 2500;
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const esbuild = createRequire(path.join(ROOT, 'package.json'))('esbuild');

const FAVICON =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%231f4fd1%22/%3E%3C/svg%3E';

/**
 * The floor: React 19 + react-dom/client rendering one <h1>, bundled and minified for production, served with the
 * best encoding the browser accepts (brotli 11, gzip 9) from its own port — over HTTPS with HTTP/2 when given `tls`
 * ({ key, cert }), as the portal. Resolves with { url, close() }.
 */
async function startFloor(tls) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classroom-bench-floor-'));
  const entry = path.join(dir, 'floor.js');
  writeFileSync(
    entry,
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Classroom'));\n",
  );
  const built = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'chrome90',
    nodePaths: [path.join(ROOT, 'host', 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  rmSync(dir, { recursive: true, force: true });
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="${FAVICON}" /><title>Floor</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>\n`;
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: Buffer.from(html) },
    '/main.js': { type: 'text/javascript; charset=utf-8', body: Buffer.from(built.outputFiles[0].contents) },
  };
  for (const file of Object.values(files)) {
    file.br = brotliCompressSync(file.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length },
    });
    file.gzip = gzipSync(file.body, { level: 9 });
  }
  const serve = (request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) return void response.writeHead(404).end();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', file.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', file.gzip]
        : [null, file.body];
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, serve) : createServer(serve);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}/`,
    jsBytes: files['/main.js'].br.length,
    close: () => new Promise((r) => server.close(r)),
  };
}

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
 * A returning visit's service worker is throttled like the page (./bench-web/throttle-workers.mjs): its own fetches
 * (the network-first index.html and manifests) pay Slow 4G too; `swThrottled` counts the worker targets throttled.
 * `beacon` (a portal page online; ownFigures of ./bench-web/field-check.mjs): once measured, the page is left so that
 * the host's beacon sends its field figures; `beacon` in the sample says whether the API counted them ('answered').
 */
async function measure(
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

/** Palette clicks measured per run (docs/PERFORMANCE.md): enough for a p95 that one slow click does not decide alone. */
const PALETTE_CLICKS = Number(process.env.BENCH_PALETTE_CLICKS ?? 24);

/**
 * The player's palette click → next paint (docs/PERFORMANCE.md). First, unmeasured, gives the paper answered and marked
 * questions (SAVE & NEXT on an option, SAVE & Mark For Review, Mark For Review & Next), so the palette holds every
 * look. Then, section after section (each tab click unmeasured; the tab loads its questions), clicks every tile of the
 * section but the current one and then the first again, round the sections until `count` palette clicks — answered,
 * marked, not visited and not answered tiles; every seeded question carries KaTeX math. Each palette click's Event
 * Timing duration (input delay + handlers + the paint that follows; the entries sharing its interactionId, the longest)
 * is read after the click; a click the browser did not report (under the 16 ms threshold) counts as 16 ms.
 * Returns { clickP95Ms, clickP50Ms, clicks, clickDurations, questionPaintedMs } (ms; questionPaintedMs: each click →
 * its question's body painted, `watchQuestionPainted`).
 */
async function paletteClicks(page, count = PALETTE_CLICKS) {
  const heading = page.getByRole('heading', { name: /^Question \d+/ });
  const shown = async () => Number((/^Question (\d+)/.exec((await heading.first().textContent()) ?? '') ?? [])[1]);
  const waitShown = (serial) =>
    page.waitForFunction(
      (n) =>
        [...document.querySelectorAll('h2')].some((h) =>
          new RegExp(`^Question ${n}\\b`).test(h.textContent?.trim() ?? ''),
        ),
      serial,
      { timeout: 60_000 },
    );
  // While a save or a section load is in flight the player's controls are aria-disabled (decision 0023: the pressed
  // one keeps focus), not disabled.
  const idle = () =>
    page.waitForFunction(
      () =>
        ![...document.querySelectorAll('button')].some(
          (b) => b.textContent?.trim() === 'SAVE & NEXT' && (b.disabled || b.getAttribute('aria-disabled') === 'true'),
        ),
      null,
      { timeout: 60_000 },
    );
  // Unmeasured: an answered, an answered-and-marked and a marked question in the first section.
  const tabs = page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
  await tabs.first().click();
  await idle();
  for (const button of ['SAVE & NEXT', 'SAVE & Mark For Review', 'Mark For Review & Next']) {
    const before = await shown();
    const choice = page.getByRole('radio').or(page.getByRole('checkbox')).first();
    if (button !== 'Mark For Review & Next' && !(await choice.isChecked())) await choice.click();
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForFunction(
      (n) =>
        ![...document.querySelectorAll('h2')].some((h) =>
          new RegExp(`^Question ${n}\\b`).test(h.textContent?.trim() ?? ''),
        ),
      before,
      { timeout: 60_000 },
    );
    await idle();
  }
  const durations = [];
  const paintedMs = [];
  const tabCount = await tabs.count();
  for (let round = 0; durations.length < count && round < 4; round++) {
    for (let t = 0; t < tabCount && durations.length < count; t++) {
      // A save's toast under the resting pointer stays while hovered (sonner pauses it) and took the tab's click for
      // good at 6× CPU: the pointer leaves the page and the toasts go before the next section is chosen.
      await page.mouse.move(0, 0);
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 60_000 });
      await tabs.nth(t).click();
      await idle();
      await page.waitForTimeout(300);
      const tiles = page.getByRole('button', { name: /^Question \d+,/ });
      const serials = await tiles.evaluateAll((els) =>
        els.map((el) => Number(/^Question (\d+),/.exec(el.getAttribute('aria-label') ?? '')?.[1])),
      );
      const current = await shown();
      const order = [...serials.filter((s) => s !== current), current];
      for (const serial of order) {
        if (durations.length >= count) break;
        const painted = await watchQuestionPainted(page, serial);
        durations.push(
          await clickDuration(page, page.getByRole('button', { name: new RegExp(`^Question ${serial},`) }), () =>
            waitShown(serial),
          ),
        );
        paintedMs.push(await painted());
      }
    }
  }
  return { ...clickFigures(durations), questionPaintedMs: paintedMs };
}

/**
 * Click → the new question painted (decision 0029), beside the click's Event Timing figure: the moment the student can
 * read and answer the question. A player that moved the question's typeset body after the click's paint would lower the
 * Event Timing figure and not this one, so both are printed. Call before the click; the returned
 * function resolves to the ms from the click's pointerdown (its event timestamp) to the end of the first frame in
 * which question `serial`'s panel is on the page and no longer `aria-busy` (read in a task after each frame). The same
 * figure for a player that paints the body in the click's own frame comes out close to its Event Timing duration.
 * The watcher stays out of the frames it measures: its frame callback only queues the check as a task after the
 * frame, and that check reads the page only once the click's pointerdown has come (docs/PERFORMANCE.md, "2026-11-27
 * 02:39–03:50 UTC": the query inside the frame callback sat in the click's frame, ≈ 0.8 ms a click on average at 4× and
 * up to ≈ 3 ms; the palette floor has no watcher).
 */
async function watchQuestionPainted(page, serial) {
  await page.evaluate((n) => {
    window.__bench.questionPainted = new Promise((resolve) => {
      let down = null;
      addEventListener('pointerdown', (e) => (down = e.timeStamp), { capture: true, once: true, passive: true });
      const heading = new RegExp(`^Question ${n}\\b`);
      const afterFrame = () => {
        const shown =
          down !== null &&
          [...document.querySelectorAll('section')].some(
            (s) => !s.hasAttribute('aria-busy') && heading.test(s.querySelector('h2')?.textContent?.trim() ?? ''),
          );
        if (shown) resolve(performance.now() - down);
        else requestAnimationFrame(frame);
      };
      const frame = () => setTimeout(afterFrame, 0);
      requestAnimationFrame(frame);
    });
  }, serial);
  return () => page.evaluate(() => window.__bench.questionPainted);
}

/**
 * One click's Event Timing duration in ms: clicks `target`, waits for `shown()`, lets the Event Timing entries arrive
 * (and, in the player, the leave-save's reply land under Slow 4G), then takes the longest pointer/click entry of the
 * interaction; a click the browser did not report (under its 16 ms threshold) counts as 16 ms.
 */
async function clickDuration(page, target, shown) {
  const from = await page.evaluate(() => window.__bench.events.length);
  await target.click();
  await shown();
  await page.waitForTimeout(700);
  const events = await page.evaluate((i) => window.__bench.events.slice(i), from);
  return Math.max(
    16,
    ...events
      .filter((e) => e.interactionId && ['pointerdown', 'pointerup', 'click'].includes(e.name))
      .map((e) => e.duration),
  );
}

/** { clickP95Ms, clickP50Ms, clicks, clickDurations } of a run's click durations (ms). */
const clickFigures = (durations) => ({
  clickP95Ms: percentile(durations, 95),
  clickP50Ms: percentile(durations, 50),
  clicks: durations.length,
  clickDurations: durations,
});

/** The palette floor's clicks (scripts/bench-web/cpu-floors.mjs): `count` tiles in turn, each a question not yet shown. */
async function floorClicks(page, count = PALETTE_CLICKS) {
  const durations = [];
  for (let serial = 2; durations.length < count && serial <= PALETTE_TILES; serial++) {
    const heading = page.getByRole('heading', { name: `Question ${serial}`, exact: true });
    durations.push(
      await clickDuration(page, page.getByRole('button', { name: new RegExp(`^Question ${serial},`) }), () =>
        heading.waitFor(),
      ),
    );
  }
  return clickFigures(durations);
}

/** Signs a demo student in through the sign-in form (unthrottled) and returns the context's storage state. */
async function signedInState(browser, base, kind) {
  const demo = JSON.parse(readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8')).find(
    (a) => a.kind === kind,
  );
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await context.addInitScript(withoutBeacon);
  const page = await context.newPage();
  await page.goto(base);
  await page.getByLabel('Mobile number').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/student$/, { timeout: 60_000 });
  return { context, page };
}

/** Starts "JEE Main Mock Test 1" for the player student (001 §2.3); returns the player's and the instructions' addresses. */
async function startedExam(page) {
  await page.getByRole('link', { name: 'See all Tests' }).click();
  await page
    .getByRole('link', { name: /Start.*JEE Main Mock Test 1/ })
    .or(page.getByRole('button', { name: /Start.*JEE Main Mock Test 1/ }))
    .first()
    .click();
  await page.waitForURL(/\/student\/instruction\/\d+$/);
  const instructionUrl = page.url();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'PROCEED' }).click();
  await page.waitForURL(/\/student\/JeeExamScreen\/\d+$/);
  await page.getByRole('timer').waitFor({ timeout: 60_000 });
  return { playerUrl: page.url(), instructionUrl };
}

/**
 * Starts the first pending MPP's DPP from the dashboard's MPP card (001 §4.7: Start → the DPP instructions → Start
 * Now) for the player student; returns the DPP player's address (001 §2.1 InstructionsGenericDpp/{id}/exam).
 */
async function startedDpp(page) {
  await page.goto(new URL('/student', page.url()).href);
  await page
    .getByRole('region', { name: 'MPPs' })
    .getByRole('link', { name: /^Start / })
    .first()
    .click();
  await page.waitForURL(/\/student\/InstructionsGenericDpp$/);
  await page.getByRole('button', { name: 'Start Now' }).click();
  await page.waitForURL(/\/student\/InstructionsGenericDpp\/\d+\/exam$/);
  await page.getByRole('timer').waitFor({ timeout: 60_000 });
  return page.url();
}

/**
 * In the page: marks the first question of the exam player as `window.__startMark` = { click, shown, typeset, readable }
 * (the page's clock, ms): `shown`, the frame after a "Question N" heading appears (a frame callback, then a task);
 * `typeset`, the frame after the math of its section is KaTeX's output, not its TeX source (every seeded question has
 * math); `readable`, the frame after the faces those formulas asked for have loaded (`document.fonts.ready`: KaTeX's
 * faces are font-display: block, its formulas painted blank until then). With `fromProceed` the marks count only after
 * a click on PROCEED (its time is `click`); without, from the navigation (`click` is 0: a cold player, a reload
 * mid-exam). Runs as `page.evaluate` or as an init script (before the document has a body).
 */
function watchFirstQuestion(fromProceed) {
  const mark = { click: fromProceed ? Number.NaN : 0, shown: Number.NaN, typeset: Number.NaN, readable: Number.NaN };
  Object.defineProperty(window, '__startMark', { value: mark });
  if (fromProceed)
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('button')?.textContent?.trim() === 'PROCEED')
          mark.click = performance.now();
      },
      true,
    );
  const afterFrame = (key, then) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        mark[key] = performance.now();
        then?.();
      }, 0),
    );
  let headingSeen = false;
  const observer = new MutationObserver(() => {
    if (Number.isNaN(mark.click)) return;
    const heading = [...document.querySelectorAll('h2')].find((h) => /^Question \d+/.test(h.textContent?.trim() ?? ''));
    if (!heading) return;
    if (!headingSeen) {
      headingSeen = true;
      afterFrame('shown');
    }
    if (heading.closest('section')?.querySelector('.katex')) {
      observer.disconnect();
      afterFrame('typeset', () => void document.fonts.ready.then(() => afterFrame('readable')));
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Start → first question (docs/PERFORMANCE.md, "Start Now → first question ≤ 400 ms" under 4× CPU): on the instructions
 * page, already loaded, with 4× CPU slowdown and no network throttling (the figure is the player's own work: its two
 * start calls to the local API and its first render), the time from the PROCEED click to the frame after the first
 * question's heading appears (a frame callback, then a task), read in the page; and to the frame after its math is
 * typeset (KaTeX's output in the question); and to the frame after the faces its formulas asked for have loaded
 * (`document.fonts.ready`: KaTeX's faces are font-display: block, its formulas painted blank until then). Returns
 * { shown, typeset, readable } in ms. With BENCH_TRACE the PROCEED click to the question in its fonts is traced
 * (`start-<cpu>x-<time>.json`; read it with scripts/bench-web/long-tasks.mjs).
 */
async function startToFirstQuestion(browser, instructionUrl, storageState, cpu = CPU_SLOWDOWN) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState, serviceWorkers: 'block' });
  await context.addInitScript(withoutBeacon);
  const page = await context.newPage();
  try {
    await page.goto(instructionUrl);
    await page.getByRole('checkbox').check();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.evaluate(watchFirstQuestion, true);
    if (TRACE_DIR) await browser.startTracing(page, { path: path.join(TRACE_DIR, `start-${cpu}x-${Date.now()}.json`) });
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await page
      .getByRole('heading', { name: /^Question \d+/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => !Number.isNaN(window.__startMark.shown) && !Number.isNaN(window.__startMark.readable),
      null,
      { timeout: 10_000 },
    );
    return await page.evaluate(() => ({
      shown: window.__startMark.shown - window.__startMark.click,
      typeset: window.__startMark.typeset - window.__startMark.click,
      readable: window.__startMark.readable - window.__startMark.click,
    }));
  } finally {
    if (TRACE_DIR) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

async function main() {
  const started = new Date();
  const loadAtStart = os.loadavg()[0];
  if (process.env.BENCH_BUILD !== '0') await buildAll();
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'classroom-bench-db-'));
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'classroom-bench-releases-'));
  // HTTP/2: a certificate for this run only, its key in a private temp folder removed at the end (decision 0031).
  const tls = HTTP_VERSION === 2 ? await throwawayCertificate() : null;
  const tlsDir = tls ? mkdtempSync(path.join(os.tmpdir(), 'classroom-bench-tls-')) : null;
  const tlsFiles = tlsDir ? { certFile: path.join(tlsDir, 'cert.pem'), keyFile: path.join(tlsDir, 'key.pem') } : null;
  if (tls) {
    writeFileSync(tlsFiles.certFile, tls.cert);
    writeFileSync(tlsFiles.keyFile, tls.key, { mode: 0o600 });
  }
  console.log(
    `Starting the portal on ${GATEWAY_PORT} (API ${API_PORT}), a fresh database and release store; the portal and the floor served over ${tls ? 'HTTPS, HTTP/2 (HTTP/1.1 through ALPN; a throwaway self-signed certificate, trusted by Chromium through its key hash)' : 'plain HTTP/1.1 (BENCH_HTTP=2: HTTPS with HTTP/2)'}…`,
  );
  // The release managers' figures read of this run's own API (the field check): a token for this run only.
  const fieldToken = randomBytes(24).toString('hex');
  const portal = await startPortal({
    apiPort: API_PORT,
    gatewayPort: GATEWAY_PORT,
    dbDir,
    releasesDir,
    tls: tlsFiles,
    apiEnv: { RELEASE_MANAGER_TOKEN: fieldToken },
    log: (line) => (/error|fail/i.test(line) ? console.log(line) : undefined),
  });
  const floor = await startFloor(tls && { key: tls.key, cert: tls.cert });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      // The throwaway certificate is trusted as a real one would be (no certificate error: service workers register).
      ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiSha256}`] : []),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let cpuFloors;
  try {
    const base = portal.url;
    const dashboardLogin = await signedInState(browser, base, 'enrolled');
    const dashboardState = await dashboardLogin.context.storageState();
    await dashboardReady(dashboardLogin.page);
    // The DOM floor mounts what the signed-in dashboard shows once it has settled (its rows, banner and corners).
    await dashboardLogin.page.waitForTimeout(SETTLE_MS);
    const { tree, elements } = await captureTree(dashboardLogin.page, '#root');
    await dashboardLogin.context.close();
    cpuFloors = await startCpuFloors({
      esbuild,
      nodePaths: [path.join(ROOT, 'host', 'node_modules')],
      tree,
      favicon: FAVICON,
    });
    const wanted = (process.env.BENCH_PAGES ?? 'floor,signin,dashboard,return,offline,player').split(',');
    const playerLogin = await signedInState(browser, base, 'enrolled-2');
    const { playerUrl, instructionUrl } = await startedExam(playerLogin.page);
    const dppUrl = wanted.includes('dpp') ? await startedDpp(playerLogin.page) : null;
    const playerState = await playerLogin.context.storageState();
    await playerLogin.context.close();

    const floors = ['floor', 'palette-floor', 'dom-floor'];
    // The field check: each measured portal load's beacon, counted by this run's API from here on.
    const measuredFrom = new Date();
    const field = ownFigures({ api: `http://127.0.0.1:${API_PORT}/api`, token: fieldToken, since: measuredFrom });
    const pages = [
      {
        key: 'floor',
        label: 'bare React 19 floor',
        url: floor.url,
        ready: (p) => p.getByRole('heading', { name: 'Classroom' }).waitFor({ timeout: 120_000 }),
      },
      {
        key: 'palette-floor',
        label: `palette floor (${PALETTE_TILES} tiles)`,
        url: cpuFloors.paletteUrl,
        ready: (p) => p.getByRole('heading', { name: 'Question 1', exact: true }).waitFor({ timeout: 120_000 }),
        after: (p) => floorClicks(p),
      },
      {
        key: 'dom-floor',
        label: `DOM floor (the dashboard's ${elements} elements)`,
        url: cpuFloors.domUrl,
        ready: (p) => p.locator('h1 ~ *').first().waitFor({ timeout: 120_000 }),
      },
      {
        key: 'signin',
        label: 'portal sign-in page',
        url: `${base}/`,
        ready: (p) => p.getByLabel('Mobile number').waitFor({ timeout: 120_000 }),
      },
      {
        key: 'dashboard',
        label: 'dashboard /student (signed in, cold)',
        url: `${base}/student`,
        storageState: dashboardState,
        ready: dashboardReady,
        beacon: field,
      },
      {
        key: 'return',
        label: 'dashboard /student return visit (worker + HTTP cache warm)',
        url: `${base}/student`,
        storageState: dashboardState,
        returning: true,
        ready: dashboardReady,
        beacon: field,
      },
      {
        key: 'offline',
        label: 'dashboard /student opened offline (kept data)',
        url: `${base}/student`,
        storageState: dashboardState,
        returning: true,
        offline: true,
        ready: dashboardReady,
      },
      {
        key: 'player',
        label: 'exam player (started test, cold)',
        url: playerUrl,
        storageState: playerState,
        ready: (p) => p.getByRole('timer').waitFor({ timeout: 120_000 }),
        watchQuestion: true,
        after: (p) => paletteClicks(p),
        beacon: field,
      },
      {
        key: 'dpp',
        label: 'DPP player (started DPP, cold)',
        url: dppUrl,
        storageState: playerState,
        ready: (p) => p.getByRole('timer').waitFor({ timeout: 120_000 }),
        watchQuestion: true,
      },
    ].filter((p) => floors.includes(p.key) || wanted.includes(p.key));
    const samples = {};
    const startMs = {};
    const typesetMs = {};
    const readableMs = {};
    for (const cpu of CPU_RATES) {
      console.log(
        `Measuring ${pages.length} pages × ${RUNS} runs (Slow 4G: ${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1024} kbit/s; ${cpu}× CPU; ${VIEWPORT.width} × ${VIEWPORT.height}; fresh profile each)…`,
      );
      for (let run = 1; run <= RUNS; run++) {
        for (const page of pages) {
          const sample = await measure(browser, page.url, { ...page, cpu, traceName: page.key });
          (samples[`${cpu}|${page.key}`] ??= []).push(sample);
          console.log(
            `  ${cpu}× run ${run} ${page.label}: ${(sample.transferBytes / 1024).toFixed(1)} KiB, ${sample.requests} requests (${formatProtocols(sample.protocols)}), LCP ${Math.round(sample.lcpMs)} ms (${sample.lcpElement}), TBT ${Math.round(sample.tbtMs)} ms (frames: ${Math.round(sample.frameTbtMs)} ms)${sample.clickP95Ms !== undefined ? `, click p50 ${Math.round(sample.clickP50Ms)} ms, p95 ${Math.round(sample.clickP95Ms)} ms over ${sample.clicks} clicks` : ''}${sample.questionPaintedMs ? `, click → question painted p50 ${Math.round(percentile(sample.questionPaintedMs, 50))} ms, p95 ${Math.round(percentile(sample.questionPaintedMs, 95))} ms` : ''}${sample.firstQuestion ? `, first question shown ${Math.round(sample.firstQuestion.shown)} ms, typeset ${Math.round(sample.firstQuestion.typeset)} ms, in its fonts ${Math.round(sample.firstQuestion.readable)} ms after navigation` : ''}${sample.beacon && sample.beacon !== 'answered' ? `; field beacon: ${sample.beacon}` : ''}`,
          );
        }
      }
      if (wanted.includes('player')) {
        for (let run = 1; run <= RUNS; run++) {
          const { shown, typeset, readable } = await startToFirstQuestion(browser, instructionUrl, playerState, cpu);
          (startMs[cpu] ??= []).push(shown);
          (typesetMs[cpu] ??= []).push(typeset);
          (readableMs[cpu] ??= []).push(readable);
          console.log(
            `  ${cpu}× run ${run} start → first question: ${Math.round(shown)} ms, typeset ${Math.round(typeset)} ms, in its fonts ${Math.round(readable)} ms`,
          );
        }
      }
    }
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
    printFieldCheck(samples, {
      since: `${Math.ceil((Date.now() - measuredFrom.getTime()) / 1000)}s`,
      api: `http://127.0.0.1:${API_PORT}/api`,
      token: fieldToken,
      store: releasesDir,
    });
    const signIn = summaries[CPU_RATES[0]].signin;
    if (signIn)
      console.log(
        `\nHost JavaScript on the sign-in page (transferred, compressed): ${(signIn.hostJsBytes / 1024).toFixed(1)} KiB (the floor's React: ${(floor.jsBytes / 1024).toFixed(1)} KiB brotli)`,
      );
    if (process.env.BENCH_JSON) {
      mkdirSync(path.dirname(path.resolve(process.env.BENCH_JSON)), { recursive: true });
      writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify(
          {
            date: started.toISOString(),
            runs: RUNS,
            cpuRates: CPU_RATES,
            samples,
            summaries,
            startMs,
            typesetMs,
            readableMs,
          },
          null,
          2,
        ),
      );
    }
  } finally {
    await browser.close();
    await floor.close();
    await cpuFloors?.close();
    await portal.stop();
    rmSync(dbDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
    if (tlsDir) rmSync(tlsDir, { recursive: true, force: true });
  }
}

/** The dashboard is ready when its Tests row shows a card (the LCP candidate of a signed-in student). */
const dashboardReady = (p) =>
  p.getByRole('region', { name: 'Tests' }).getByRole('article').first().waitFor({ timeout: 120_000 });

/** How many of a load's requests were answered in each protocol: { h2: 31, 'service worker': 4, … }. */
function protocolCounts(entries) {
  const counts = {};
  for (const { protocol = 'no answer' } of entries) counts[protocol] = (counts[protocol] ?? 0) + 1;
  return counts;
}

/** 'h2 × 31, http/1.1 × 1' */
const formatProtocols = (counts) =>
  Object.entries(counts)
    .map(([protocol, n]) => `${protocol} × ${n}`)
    .join(', ');

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

/**
 * Prints the dashboard's network-bound goals of one CPU rate (decision 0016): the cold and the return visit's LCP ÷ the
 * floor's cold LCP, and the offline open's navigation start → last data painted (ms).
 */
/** How the return visit's service worker was throttled: `throttled` is the median count of worker targets that took
 * the page's conditions (NaN when BENCH_SW_THROTTLE=0 left them unthrottled). */
function workerNote(throttled) {
  if (!Number.isFinite(throttled)) return '; its service worker unthrottled (BENCH_SW_THROTTLE=0)';
  return throttled > 0
    ? '; its service worker throttled like the page'
    : '; its service worker NOT throttled (no worker target found)';
}

function printReturnAndOffline(cpu, { floor, dashboard, return: returning, offline }) {
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
function printCpuBound(cpu, summary, samples, startMs = [], typesetMs = [], readableMs = []) {
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
function printFieldCheck(samples, own) {
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
