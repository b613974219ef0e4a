import { ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bucketOf, studentKey } from '../../host/src/lib/remotes/canary';
import { REMOTE_FAILED_TEXT } from '../../host/src/lib/remotes/remote-fallback';
import { expectDashboardShown, FIELD_FIGURES_CHUNK, signIn, type DemoAccount } from './support';
import { throwingDashboardCopy } from './dashboard-copies';

/**
 * Release health (decision 0014): a canary of mfe-dashboard whose mount throws for every student of its bucket is
 * rolled back by `release watch` from the students' own field figures, the history naming the reason and the
 * figures, and the bucket's students get the stable version on their next load; a healthy canary is promoted by
 * `publish --auto`. Thresholds come from a file with small minimums and a one-second interval, so this takes seconds
 * of watching, not minutes.
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
 * beacon. Returns the dashboard versions the page loaded.
 */
async function visit(browser: Browser, student: Student, expectFailure: boolean): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/mfe-dashboard\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (m) loaded.push(m[1]!);
  });
  // The beacon's chunk loads after the first screen (decision 0014: here at the Sign in click, in idle time; a student
  // typing their password takes longer than its 3 s). web-vitals reports the LCP at the first trusted key press, click
  // or hide after it started, and the hide below is a script's: so once the chunk is in, the student presses a key.
  const beaconChunk = page.waitForResponse((r) => FIELD_FIGURES_CHUNK.test(new URL(r.url()).pathname), {
    timeout: 60_000,
  });
  try {
    await signIn(page, student.demo.kind);
    if (expectFailure) await expect(page.getByText(REMOTE_FAILED_TEXT)).toBeVisible();
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
  } finally {
    await context.close();
  }
  return loaded;
}

/** PAGES page loads by the students of one side (two students when the side has two, each loading twice). */
const pagesOf = (side: Student[]) => Array.from({ length: PAGES }, (_, i) => side[i % Math.min(2, side.length)]!);

function thresholdsFile(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'release-health-')), 'release-health.json');
  // Four pages a side (3 would do at the default alpha 0.01: 3/3 vs 0/3 gives p ≈ 0.007); the timings are not what
  // this test is about, so their margins are wide (a loaded CI machine paints at its own pace).
  writeFileSync(
    file,
    JSON.stringify({
      default: {
        minPageViews: PAGES,
        promotePageViews: PAGES,
        promoteAfterMinutes: 0,
        intervalSeconds: 1,
        giveUpAfterMinutes: 3,
        maxLcpP75IncreaseMs: 60_000,
        maxInpP75IncreaseMs: 60_000,
      },
    }),
  );
  return file;
}

test('release watch rolls a canary that throws on mount back from the field figures; a healthy canary is promoted', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const thresholds = thresholdsFile();
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

  // 1. The throwing canary, and the watch started beside the students.
  const copy = throwingDashboardCopy();
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
      'e2e: throwing canary',
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  const badVersion = /Done: canary mfe-dashboard (\S+)/.exec(published)?.[1];
  expect(badVersion).toBeTruthy();
  const watch = background(thresholds, 'watch', 'mfe-dashboard');
  const firstErrors = Date.now();
  for (const student of pagesOf(onCanary)) expect(await visit(browser, student, true)).toEqual([badVersion]);
  for (const student of pagesOf(onStable)) expect(await visit(browser, student, false)).toEqual([stable]);

  expect(await watch.done).toBe(0);
  const rolledBackWithin = Date.now() - firstErrors;
  console.log(watch.output().trim());
  console.log(`rolled back ${(rolledBackWithin / 1000).toFixed(1)} s after the first canary page`);
  expect(rolledBackWithin).toBeLessThan(3 * 60_000);
  expect(watch.output()).toContain(`Rolled back: mfe-dashboard ${badVersion} → ${stable}`);
  // The release manager sees the pages' vitals beside the rates.
  expect(watch.output()).toMatch(/stable .* p75 LCP \d+ ms \(n=\d+\)/);
  const history = await release(thresholds, 'history', 'mfe-dashboard');
  expect(history).toMatch(
    new RegExp(
      `rollback mfe-dashboard +${badVersion} → ${stable} +by e2e +\\(automatic rollback: error rate 100\\.0 % \\(${PAGES}/${PAGES} pages\\) vs stable 0\\.0 % \\(0/\\d+\\)`,
    ),
  );
  expect(history).toContain(
    `figures: {"canary":{"version":"${badVersion}","pageViews":${PAGES},"erroredViews":${PAGES}`,
  );

  // 2. The bucket's students get the stable version on their next load.
  expect(await visit(browser, onCanary[0]!, false)).toEqual([stable]);

  // 3. A healthy canary, published with --auto: promoted by the same analysis once both sides have their pages.
  const healthy = healthyDashboardCopy();
  const auto = background(
    thresholds,
    'publish',
    'mfe-dashboard',
    '--from',
    healthy,
    '--canary',
    String(CANARY),
    '--auto',
    '--note',
    'e2e: healthy canary',
  );
  await expect
    .poll(() => /Done: canary mfe-dashboard (\S+)/.exec(auto.output())?.[1], { timeout: 60_000 })
    .toBeTruthy();
  const goodVersion = /Done: canary mfe-dashboard (\S+)/.exec(auto.output())![1]!;
  for (const student of [...pagesOf(onCanary), ...pagesOf(onStable)]) await visit(browser, student, false);
  expect(await auto.done).toBe(0);
  rmSync(healthy, { recursive: true, force: true });
  console.log(auto.output().trim());
  expect(auto.output()).toContain(`Promoted: mfe-dashboard ${stable} → ${goodVersion}`);

  // Leave the channel as it was for the other release specs.
  expect(
    await release(thresholds, 'rollback', 'mfe-dashboard', '--to', stable, '--note', 'e2e: release health done'),
  ).toContain(`→ ${stable}`);
});
