import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bucketOf, studentKey } from '../../host/src/lib/remotes/canary';
import { account, signIn, type DemoAccount } from './support';
import { bannerDashboardCopy } from './dashboard-copies';

/**
 * docs/decisions/0003: a changed mfe-dashboard is published with `--canary 50`. Two demo students whose user
 * ids fall on either side of the split (computed with the host's own bucket function) each see their
 * own version, the same on every reload; after `promote` both see the new one.
 */
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CLI = path.join(ROOT, 'deploy', 'src', 'release-cli.ts');
const run = promisify(execFile);
const CANARY = 50;

async function release(...args: string[]): Promise<string> {
  const store = process.env.E2E_RELEASES_DIR;
  if (!store) throw new Error('E2E_RELEASES_DIR is not set: the e2e global setup creates the release store');
  const { stdout } = await run(TSX, [CLI, ...args, '--store', store], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_USER: 'e2e' },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

interface Student {
  demo: DemoAccount;
  userId: number;
  bucket: number;
}

/** The demo students with their user ids (from the API's login answer) and dashboard buckets. */
async function students(page: Page): Promise<Student[]> {
  const all = JSON.parse(readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8')) as DemoAccount[];
  const found: Student[] = [];
  for (const demo of all) {
    const response = await page.request.post('/api/users/v1/login/', {
      data: { username: demo.username, password: demo.password },
    });
    if (!response.ok()) continue;
    const body = (await response.json()) as { data: { user_id: number; permission?: string } };
    if (body.data.permission && body.data.permission !== 'student') continue;
    found.push({
      demo: account(demo.kind),
      userId: body.data.user_id,
      bucket: bucketOf(studentKey(body.data.user_id), 'mfe-dashboard'),
    });
  }
  return found;
}

/** Signs the student in in a fresh browser context; returns the page and the dashboard versions it loaded. */
async function openAs(browser: Browser, student: Student) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/mfe-dashboard\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (m) loaded.push(m[1]!);
  });
  await signIn(page, student.demo.kind);
  await expect(page).toHaveURL(/\/student$/);
  return { page, loaded, close: () => context.close() };
}

test(`canary ${CANARY} %: two students on either side of the split each keep their version across reloads; promote gives both the new one`, async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const everyone = await students(page);
  const onCanary = everyone.find((s) => s.bucket < CANARY);
  const onStable = everyone.find((s) => s.bucket >= CANARY);
  console.log(
    `dashboard buckets: ${everyone.map((s) => `${s.demo.kind} (user ${s.userId}) → ${s.bucket}`).join(', ')}`,
  );
  if (!onCanary || !onStable)
    throw new Error(
      `The demo students do not fall on both sides of a ${CANARY} % canary: ${everyone.map((s) => s.bucket).join(', ')}`,
    );

  const stable = (
    (await (await page.request.get('/remotes.json')).json()) as {
      microFrontends: Record<string, Array<{ metadata: { version: string } }>>;
    }
  ).microFrontends['mfe-dashboard']![0]!.metadata.version;
  const banner = `Canary dashboard (${Date.now()})`;
  const copy = bannerDashboardCopy(banner);
  let out = '';
  try {
    out = await release(
      'publish',
      'mfe-dashboard',
      '--source',
      copy,
      '--canary',
      String(CANARY),
      '--note',
      'e2e: canary',
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(out.trim());
  const canaryVersion = /Done: canary mfe-dashboard (\S+)/.exec(out)?.[1];
  expect(canaryVersion).toBeTruthy();

  const a = await openAs(browser, onCanary);
  const b = await openAs(browser, onStable);
  try {
    for (let load = 0; load < 3; load++) {
      if (load > 0) await Promise.all([a.page.reload(), b.page.reload()]);
      await expect(a.page.getByText(banner)).toBeVisible();
      await expect(b.page.getByRole('region', { name: 'MPPs' })).toBeVisible();
      await expect(b.page.getByText(banner)).toHaveCount(0);
    }
    expect(new Set(a.loaded)).toEqual(new Set([canaryVersion]));
    expect(new Set(b.loaded)).toEqual(new Set([stable]));
    expect(a.loaded.length).toBeGreaterThanOrEqual(3);
    expect(b.loaded.length).toBeGreaterThanOrEqual(3);

    expect(await release('promote', 'mfe-dashboard', '--note', 'e2e: canary good')).toContain(
      `Promoted: mfe-dashboard ${canaryVersion}`,
    );
    await Promise.all([a.page.reload(), b.page.reload()]);
    await expect(a.page.getByText(banner)).toBeVisible();
    await expect(b.page.getByText(banner)).toBeVisible();
    expect(b.loaded.at(-1)).toBe(canaryVersion);
  } finally {
    await a.close();
    await b.close();
  }
  // Leave the channel as it was for the other release specs.
  expect(await release('rollback', 'mfe-dashboard', '--to', stable, '--note', 'e2e: canary test done')).toContain(
    `→ ${stable}`,
  );
});
