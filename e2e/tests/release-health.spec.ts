import { ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bucketOf, studentKey } from '../../host/src/lib/remotes/canary';
import { REMOTE_BROKE_TEXT } from '../../host/src/lib/remotes/remote-fallback';
import { expectDashboardShown, FIELD_FIGURES_CHUNK, signIn, type DemoAccount } from './support';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../deploy/src/release/analysis';
import { renderThrowingDashboardCopy, slowDashboardCopy } from './dashboard-copies';

/**
 * Release health (decision 0014), with real students in browser contexts: (a) a canary of mfe-dashboard whose page
 * throws while rendering is rolled back by `release watch` from the students' own field figures, and its students see
 * the host's fallback, not the error; (b) a canary that paints the dashboard 2 s later is rolled back by the LCP rule
 * (the production limits); (c) a healthy canary published with `--auto` is promoted through the steps. The thresholds
 * are ones a test can reach in seconds (a few pages a side, a one-second interval); each run prints them beside the
 * production defaults.
 */
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CLI = path.join(ROOT, 'deploy', 'src', 'release-cli.ts');
const CANARY = 50;
/** Page views each side needs before a verdict: each of two students of a side loads the portal twice. */
const PAGES = 4;

function cliArgs(...args: string[]): string[] {
  const store = process.env.E2E_RELEASES_DIR;
  if (!store) throw new Error('E2E_RELEASES_DIR is not set: the e2e global setup creates the release store');
  return [CLI, ...args, '--store', store, '--api', `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3301}/api`];
}
const cliEnv = (thresholds: string) => ({ ...process.env, RELEASE_USER: 'e2e', RELEASE_HEALTH_CONFIG: thresholds });

/** The release CLI's output; the command runs to its end. */
async function release(thresholds: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(TSX, cliArgs(...args), {
    cwd: ROOT,
    env: cliEnv(thresholds),
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

/** A release command left running (watch, publish --auto): its output so far and its end. */
function background(thresholds: string, ...args: string[]): { output: () => string; done: Promise<number> } {
  let out = '';
  const child: ChildProcess = spawn(TSX, cliArgs(...args), { cwd: ROOT, env: cliEnv(thresholds) });
  child.stdout!.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr!.on('data', (chunk) => {
    out += String(chunk);
  });
  return { output: () => out, done: new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1))) };
}

/** A copy of the live mfe-dashboard's folder with one more file: a healthy new version, for `publish --from`. */
function healthyDashboardCopy(): string {
  const store = process.env.E2E_RELEASES_DIR!;
  const channel = JSON.parse(readFileSync(path.join(store, 'channels', 'production.json'), 'utf8')) as {
    microFrontends: Record<string, Array<{ metadata: { version: string }; deployment: { default: boolean } }>>;
  };
  const live = channel.microFrontends['mfe-dashboard']!.find((v) => v.deployment.default)!.metadata.version;
  const copy = mkdtempSync(path.join(os.tmpdir(), 'mfe-dashboard-healthy-'));
  cpSync(path.join(store, 'mfe-dashboard', live), copy, { recursive: true });
  writeFileSync(path.join(copy, 'release-note.txt'), `healthy canary ${Date.now()}\n`);
  return copy;
}

interface Student {
  demo: DemoAccount;
  bucket: number;
}

/** The demo students who land on the dashboard, with their mfe-dashboard buckets (the host's own function). */
async function students(page: Page): Promise<Student[]> {
  const all = JSON.parse(readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8')) as DemoAccount[];
  const found: Student[] = [];
  for (const demo of all.filter((d) => !/fees/.test(d.kind))) {
    const response = await page.request.post('/api/users/v1/login/', {
      data: { username: demo.username, password: demo.password },
    });
    const body = (await response.json()) as { data: { user_id: number } };
    found.push({ demo, bucket: bucketOf(studentKey(body.data.user_id), 'mfe-dashboard') });
  }
  return found;
}

/**
 * One page view of the dashboard by `student` in a fresh context: signs in, waits for the dashboard (or, for a
 * throwing canary, the area's fallback), then hides the page as a student switching away does, which sends the
 * beacon. With `reopen`, the signed-in student then opens the portal afresh, as one coming back to it does: that
 * page's LCP is the dashboard's (the sign-in page's LCP is painted before the dashboard loads, so it counts for no
 * dashboard release). Returns the dashboard versions the pages loaded and the last page's text.
 */
async function visit(
  browser: Browser,
  student: Student,
  { expectFailure = false, reopen = false } = {},
): Promise<{ loaded: string[]; text: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('request', (r) => {
    const m = /\/remotes\/mfe-dashboard\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (m) loaded.add(m[1]!);
  });
  // The beacon's chunk loads after the first screen (decision 0014: here at the Sign in click, in idle time; a student
  // typing their password takes longer than its 3 s). web-vitals reports the LCP at the first trusted key press, click
  // or hide after it started, and the hide below is a script's: so once the chunk is in, the student presses a key.
  const chunkLoaded = () =>
    page.waitForResponse((r) => FIELD_FIGURES_CHUNK.test(new URL(r.url()).pathname), { timeout: 60_000 });
  let beaconChunk = chunkLoaded();
  try {
    await signIn(page, student.demo.kind);
    if (reopen) {
      await expectDashboardShown(page);
      await beaconChunk;
      beaconChunk = chunkLoaded();
      await page.goto('/');
    }
    if (expectFailure) await expect(page.getByText(REMOTE_BROKE_TEXT)).toBeVisible();
    else await expectDashboardShown(page);
    await beaconChunk;
    await page.keyboard.press('Shift');
    // The tab is hidden, as a student switching away does, again until the beacon leaves (at most 15 s).
    const beacon = page.waitForRequest((r) => r.url().includes('/api/telemetry/v1/field-figures/'), {
      timeout: 15_000,
    });
    let sent = false;
    void beacon.then(
      () => {
        sent = true;
      },
      () => undefined,
    );
    for (let i = 0; i < 30 && !sent; i++) {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.waitForTimeout(500);
    }
    await beacon;
    return { loaded: [...loaded], text: await page.locator('body').innerText() };
  } finally {
    await context.close();
  }
}

/** PAGES page loads by the students of one side (two students when the side has two, each loading twice). */
const pagesOf = (side: Student[]) => Array.from({ length: PAGES }, (_, i) => side[i % Math.min(2, side.length)]!);

/**
 * A thresholds file a test can reach: PAGES pages a side, no step minutes, a one-second interval; the error test's
 * mixture wide and its alpha 0.2 (4 errored pages of 4 against 0 of 4 then rolls back); `over` on top. Printed beside
 * the production defaults.
 */
function thresholdsFile(over: Partial<Thresholds> = {}): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'release-health-')), 'release-health.json');
  const reached: Partial<Thresholds> = {
    steps: [CANARY, 100],
    minSamples: PAGES,
    alpha: 0.2,
    mixtureSd: 1,
    stepMinutes: 0,
    intervalSeconds: 1,
    deadlineMinutes: 5,
    ...over,
  };
  writeFileSync(file, JSON.stringify({ default: reached }));
  console.log('thresholds (this test → production default):');
  for (const [key, value] of Object.entries(reached))
    console.log(
      `  ${key.padEnd(18)} ${JSON.stringify(value)} → ${JSON.stringify(DEFAULT_THRESHOLDS[key as keyof Thresholds])}`,
    );
  console.log('  API FIELD_FIGURES_WINDOW_SECONDS 1 → 600 (one student counts once per release per window)');
  return file;
}

/** Speed limits no page of a loaded test machine reaches: for the tests that are not about speed. */
const SPEED_IGNORED: Partial<Thresholds> = {
  lcpP75LimitMs: 600_000,
  inpP75LimitMs: 600_000,
  maxLcpP75Increase: 100,
  maxInpP75Increase: 100,
};

/** The demo students on each side of a CANARY % canary of mfe-dashboard, and the stable version. */
async function sides(page: Page) {
  const everyone = await students(page);
  const onCanary = everyone.filter((s) => s.bucket < CANARY);
  const onStable = everyone.filter((s) => s.bucket >= CANARY);
  if (onCanary.length < 1 || onStable.length < 1)
    throw new Error(
      `Need a demo student on each side of a ${CANARY} % canary: ${everyone.map((s) => `${s.demo.kind} → ${s.bucket}`).join(', ')}`,
    );
  const stable = (
    (await (await page.request.get('/remotes.json')).json()) as {
      microFrontends: Record<string, Array<{ metadata: { version: string } }>>;
    }
  ).microFrontends['mfe-dashboard']![0]!.metadata.version;
  return { everyone, onCanary, onStable, stable };
}

/** Publishes the sources in `copy` as a CANARY % canary (the copy removed after); returns the new version. */
async function publishCanary(thresholds: string, copy: string, note: string): Promise<string> {
  let published = '';
  try {
    published = await release(
      thresholds,
      'publish',
      'mfe-dashboard',
      '--source',
      copy,
      '--canary',
      String(CANARY),
      '--note',
      note,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  const version = /Done: canary mfe-dashboard (\S+)/.exec(published)?.[1];
  expect(version).toBeTruthy();
  return version!;
}

/** Leaves the channel as it was for the other release specs. */
async function restore(thresholds: string, stable: string) {
  expect(await release(thresholds, 'rollback', 'mfe-dashboard', '--to', stable)).toContain(`→ ${stable}`);
}

test('(a) release watch rolls back a canary whose dashboard throws while rendering; its students see the fallback', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const thresholds = thresholdsFile(SPEED_IGNORED);
  const { onCanary, onStable, stable } = await sides(page);
  const badVersion = await publishCanary(thresholds, renderThrowingDashboardCopy(), 'e2e: render-throwing canary');
  const watch = background(thresholds, 'watch', 'mfe-dashboard');
  const firstErrors = Date.now();
  for (const student of pagesOf(onCanary)) {
    const { loaded, text } = await visit(browser, student, { expectFailure: true });
    expect(loaded).toEqual([badVersion]);
    expect(text).not.toContain('throws while rendering');
  }
  for (const student of pagesOf(onStable)) expect((await visit(browser, student)).loaded).toEqual([stable]);

  expect(await watch.done).toBe(0);
  console.log(watch.output().trim());
  console.log(`rolled back ${((Date.now() - firstErrors) / 1000).toFixed(1)} s after the first canary page`);
  expect(watch.output()).toContain(`Rolled back: mfe-dashboard ${badVersion} → ${stable}`);
  const history = await release(thresholds, 'history', 'mfe-dashboard');
  expect(history).toMatch(
    new RegExp(
      `rollback mfe-dashboard +${badVersion} → ${stable} +by e2e at ${CANARY} % +\\(automatic rollback: error rate 100\\.0 %`,
    ),
  );
  expect(await release(thresholds, 'status')).toContain(`marked bad: ${badVersion} (automatic rollback: error rate`);
  // The bucket's students get the stable version on their next load.
  expect((await visit(browser, onCanary[0]!)).loaded).toEqual([stable]);
});

test('(b) release watch rolls back a canary that paints the dashboard 2 s later, by the LCP rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  // The production LCP limits (4,000 ms, 25 % above the stable's); the error rule cannot fire (no errors). A step
  // lasts an hour, so the canary cannot be promoted while the test's pages and their timings come in: this test is
  // about the speed rule's rollback, which no step minutes delay.
  const thresholds = thresholdsFile({ stepMinutes: 60 });
  const { onCanary, onStable, stable } = await sides(page);
  const slowVersion = await publishCanary(thresholds, slowDashboardCopy(2000), 'e2e: slow canary');
  const watch = background(thresholds, 'watch', 'mfe-dashboard');
  for (const student of pagesOf(onCanary))
    expect((await visit(browser, student, { reopen: true })).loaded).toEqual([slowVersion]);
  for (const student of pagesOf(onStable))
    expect((await visit(browser, student, { reopen: true })).loaded).toEqual([stable]);
  expect(await watch.done).toBe(0);
  console.log(watch.output().trim());
  expect(watch.output()).toMatch(
    new RegExp(`Rolled back: mfe-dashboard ${slowVersion} → ${stable} \\(automatic rollback: p75 LCP \\d+ ms`),
  );
});

test('(c) a healthy canary published with --auto is promoted through the steps', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const steps = [25, CANARY, 100];
  const thresholds = thresholdsFile({ steps, ...SPEED_IGNORED });
  const { everyone, stable } = await sides(page);
  const healthy = healthyDashboardCopy();
  const auto = background(
    thresholds,
    'publish',
    'mfe-dashboard',
    '--from',
    healthy,
    '--canary',
    String(steps[0]),
    '--auto',
    '--note',
    'e2e: healthy canary',
  );
  await expect
    .poll(() => /Done: canary mfe-dashboard (\S+)/.exec(auto.output())?.[1], { timeout: 60_000 })
    .toBeTruthy();
  const goodVersion = /Done: canary mfe-dashboard (\S+)/.exec(auto.output())![1]!;
  // At each step, pages from each side of that step's split until the watcher moves on: a step's sample starts at its
  // first whole minute, so the pages of the minute it began in may not count.
  const seen: number[] = [];
  for (let traffic = canaryTraffic(goodVersion); traffic !== null; traffic = canaryTraffic(goodVersion)) {
    seen.push(traffic);
    const canarySide = everyone.filter((s) => s.bucket < traffic!);
    const stableSide = everyone.filter((s) => s.bucket >= traffic!);
    expect(canarySide.length * stableSide.length).toBeGreaterThan(0);
    const until = Date.now() + 180_000;
    for (let i = 0; canaryTraffic(goodVersion) === traffic; i++) {
      expect(Date.now(), `step ${traffic} % still running after 3 minutes of pages`).toBeLessThan(until);
      await visit(browser, canarySide[i % canarySide.length]!);
      await visit(browser, stableSide[i % stableSide.length]!);
    }
  }
  expect(await auto.done).toBe(0);
  rmSync(healthy, { recursive: true, force: true });
  console.log(auto.output().trim());
  expect(seen).toEqual([25, CANARY]);
  expect(auto.output()).toContain(`Step: mfe-dashboard ${goodVersion} now for ${CANARY} % of students`);
  expect(auto.output()).toContain(`Promoted: mfe-dashboard ${stable} → ${goodVersion}`);
  await restore(thresholds, stable);
});

/** The running canary's share when `version` is the canary (null once it is not: promoted or rolled back). */
function canaryTraffic(version: string): number | null {
  const channel = JSON.parse(
    readFileSync(path.join(process.env.E2E_RELEASES_DIR!, 'channels', 'production.json'), 'utf8'),
  ) as {
    microFrontends: Record<
      string,
      Array<{ metadata: { version: string }; deployment: { traffic: number; default: boolean } }>
    >;
  };
  const canary = channel.microFrontends['mfe-dashboard']!.find((v) => !v.deployment.default);
  return canary?.metadata.version === version ? canary.deployment.traffic : null;
}
