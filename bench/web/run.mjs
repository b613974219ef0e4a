// `npm run bench:web`: the portal's first screens beside bare React 19 floors, in one run (docs/PERFORMANCE.md).
//
// Starts the portal as `npm start` does (build what changed, then API + gateway via scripts/portal.mjs) on its own
// ports, a fresh database and a fresh release store; builds bare React 19 pages (esbuild, minified) and serves them
// brotli-compressed beside it: the floor (one <h1>) for network-bound figures, and the CPU floors
// (cpu-floors.mjs) for CPU-bound ones — a 90-tile palette whose click changes the current question,
// and a page that mounts the signed-in dashboard's DOM (captured in the same run) from one JSON reply. Then opens, N
// times each in a fresh browser profile of Debian's Chromium at 390 × 844 under Lighthouse's Slow 4G (562.5 ms, 1.47
// Mbps down, 675 kbps up) and at each CPU slowdown (4× and 6×) — set through the Chrome DevTools Protocol — the
// floors, the sign-in page, the dashboard opened cold by a signed-in student and the exam player opened cold on a
// started test. Prints, per CPU rate, each page's median transfer, requests, LCP and TBT with its ratio to the floor;
// the dashboard's TBT ÷ the DOM floor's, the palette click → paint p95 ÷ the palette floor's, start (PROCEED) → first
// question, the cold player's navigation → first question shown, typeset and in its fonts; and the host's JavaScript on
// the sign-in page; then the field figures (release health, decision 0014) beside the lab's: this run's own portal loads
// as the release CLI reads them, and with BENCH_FIELD_API a deployment's students' (field-check.mjs).
// No figure is asserted: this prints, the reader judges (docs/PERFORMANCE.md).
// The parts: config.mjs (options), floor.mjs and cpu-floors.mjs (the floors), journeys.mjs (sign-in, a started exam),
// pages.mjs (what is measured), measure.mjs (one load), clicks.mjs (palette clicks), report.mjs (what is printed).
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
// throttle ignores HTTP/2's priorities — decision 0031; the CPU floors of cpu-floors.mjs stay HTTP/1.1).
// Each load's protocols are printed. BENCH_FIELD_API=<API base, e.g. https://portal.example/api> (with that deployment's
// RELEASE_MANAGER_TOKEN and RELEASE_STORE) prints its students' field figures over BENCH_FIELD_SINCE (24h) as well.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../../scripts/build.mjs';
import { startPortal } from '../../scripts/portal.mjs';
import { throwawayCertificate } from '../../deploy/test/throwaway-cert.cjs';
import { SLOW_4G } from './stats.cjs';
import { ownFigures } from './field-check.mjs';
import { captureTree, startCpuFloors } from './cpu-floors.mjs';
import {
  API_PORT,
  CHROMIUM,
  CPU_RATES,
  FAVICON,
  GATEWAY_PORT,
  HTTP_VERSION,
  NODE_PATHS,
  RUNS,
  SETTLE_MS,
  VIEWPORT,
  chromium,
  esbuild,
} from './config.mjs';
import { startFloor } from './floor.mjs';
import { dashboardReady, signedInState, startToFirstQuestion, startedDpp, startedExam } from './journeys.mjs';
import { measure } from './measure.mjs';
import { pageList } from './pages.mjs';
import { printSample, printStart, printSummary } from './report.mjs';

async function main() {
  const started = new Date();
  const loadAtStart = os.loadavg()[0];
  if (process.env.BENCH_BUILD !== '0') await buildAll();
  const servers = await startServers();
  const { browser, floor } = servers;
  let cpuFloors;
  try {
    const wanted = (process.env.BENCH_PAGES ?? 'floor,signin,dashboard,return,offline,player').split(',');
    const screens = await prepareScreens(browser, servers.portal.url, wanted);
    cpuFloors = screens.cpuFloors;
    // The field check: each measured portal load's beacon, counted by this run's API from here on.
    const measuredFrom = new Date();
    const api = `http://127.0.0.1:${API_PORT}/api`;
    const field = ownFigures({ api, token: servers.fieldToken, since: measuredFrom });
    const pages = pageList({ ...screens, floor, base: servers.portal.url, field, wanted });
    const measured = await measureAll(browser, pages, wanted, screens);
    printSummary({
      ...measured,
      pages,
      floor,
      started,
      loadAtStart,
      tls: servers.tls,
      browser,
      own: {
        since: `${Math.ceil((Date.now() - measuredFrom.getTime()) / 1000)}s`,
        api,
        token: servers.fieldToken,
        store: servers.releasesDir,
      },
    });
  } finally {
    await browser.close();
    await floor.close();
    await cpuFloors?.close();
    await servers.stop();
  }
}

/**
 * The portal (API + gateway on a fresh database and release store), the floor and Chromium; over HTTPS with HTTP/2 and
 * a certificate for this run only with BENCH_HTTP=2 (decision 0031). `stop()` ends the portal and removes its folders.
 */
async function startServers() {
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
  printStart(tls);
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
  const stop = async () => {
    await portal.stop();
    rmSync(dbDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
    if (tlsDir) rmSync(tlsDir, { recursive: true, force: true });
  };
  return { portal, floor, browser, tls, fieldToken, releasesDir, stop };
}

/**
 * Signs the two demo students in (unthrottled), captures the settled dashboard's DOM for the DOM floor, starts the
 * player student's exam (and, with `dpp` in `wanted`, a DPP). Returns the CPU floors, the dashboard's element count,
 * both storage states and the player's, instructions' and DPP player's addresses.
 */
async function prepareScreens(browser, base, wanted) {
  const dashboardLogin = await signedInState(browser, base, 'enrolled');
  const dashboardState = await dashboardLogin.context.storageState();
  await dashboardReady(dashboardLogin.page);
  // The DOM floor mounts what the signed-in dashboard shows once it has settled (its rows, banner and corners).
  await dashboardLogin.page.waitForTimeout(SETTLE_MS);
  const { tree, elements } = await captureTree(dashboardLogin.page, '#root');
  await dashboardLogin.context.close();
  const cpuFloors = await startCpuFloors({ esbuild, nodePaths: NODE_PATHS, tree, favicon: FAVICON });
  const playerLogin = await signedInState(browser, base, 'enrolled-2');
  const { playerUrl, instructionUrl } = await startedExam(playerLogin.page);
  const dppUrl = wanted.includes('dpp') ? await startedDpp(playerLogin.page) : null;
  const playerState = await playerLogin.context.storageState();
  await playerLogin.context.close();
  return { cpuFloors, elements, dashboardState, playerState, playerUrl, instructionUrl, dppUrl };
}

/**
 * Every page RUNS times at each CPU rate, then (with the player measured) start → first question RUNS times.
 * Returns { samples: { '<cpu>|<page key>': [sample…] }, startMs, typesetMs, readableMs: { <cpu>: [ms…] } }.
 */
async function measureAll(browser, pages, wanted, { instructionUrl, playerState }) {
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
        printSample(cpu, run, page, sample);
      }
    }
    if (!wanted.includes('player')) continue;
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
  return { samples, startMs, typesetMs, readableMs };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
