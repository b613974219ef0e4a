import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn } from './support';

// This spec is about the portal's service worker (decision 0016, 001 §4.5): it runs with it.
test.use({ serviceWorkers: 'allow' });

/**
 * Decision 0016, "how a rollback wins": with the portal's service worker installed and a newer mfe-dashboard in its
 * cache, a rollback published while the student was away is what they run on their next online load.
 */
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CLI = path.join(ROOT, 'deploy', 'src', 'release-cli.ts');
const run = promisify(execFile);

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

/** A copy of mfe-dashboard's build whose dashboard heading reads `title` (no rebuild: publish --from takes it as is). */
function dashboardBuildTitled(title: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'mfe-dashboard-titled-'));
  cpSync(path.join(ROOT, 'mfe-dashboard', 'dist'), copy, { recursive: true });
  const anchor = 'dashboardTitle:"Dashboard"';
  // Every chunk that holds it: an exposed module's chunk keeps its own copy of what it imports (decision 0027), so the
  // dashboard's messages are in `./app`'s chunk and in the chunk its other parts share.
  const chunks = readdirSync(copy).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(copy, file), 'utf8').includes(anchor),
  );
  if (chunks.length === 0) throw new Error(`no chunk of mfe-dashboard/dist holds ${anchor}: update this test's anchor`);
  for (const chunk of chunks) {
    const file = path.join(copy, chunk);
    writeFileSync(file, readFileSync(file, 'utf8').replace(anchor, `dashboardTitle:${JSON.stringify(title)}`));
  }
  return copy;
}

test('a rollback of mfe-dashboard published while the student was away runs on their next online load', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const newer = `Dashboard ${Date.now()}`;
  const copy = dashboardBuildTitled(newer);
  try {
    console.log(
      (await release('publish', 'mfe-dashboard', '--from', copy, '--note', 'e2e: return-visit rollback')).trim(),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  // The student runs the newer dashboard, with the service worker keeping its files.
  const page = await context.newPage();
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  await expect(page.getByRole('heading', { name: newer })).toBeAttached();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: newer })).toBeAttached();
  const cached = await page.evaluate(async () => (await caches.keys()).length);
  expect(cached).toBeGreaterThan(0);
  await page.close();

  // While they are away, the release is rolled back.
  console.log((await release('rollback', 'mfe-dashboard', '--note', 'e2e: undo while away')).trim());

  // Their next online load runs the previous dashboard, not the one in their cache.
  const back = await context.newPage();
  await back.goto('/student');
  await expectDashboardShown(back);
  await expect(back.getByRole('heading', { name: 'Dashboard', exact: true })).toBeAttached();
  await expect(back.getByRole('heading', { name: newer })).toHaveCount(0);
  await back.close();
});
