import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { REMOTE_BROKE_TEXT } from '../../host/src/lib/remotes/remote-fallback';
import { expectDashboardShown, FIELD_FIGURES_CHUNK, signIn } from './support';
import { renderThrowingDashboardCopy } from './dashboard-copies';

/**
 * Release health (decision 0014) counts every error a remote's code throws: a version of mfe-dashboard whose dashboard
 * page throws while rendering (its mount succeeds) shows the host's fallback — a sentence for a person and Retry,
 * never the error's text — and the page counts as errored for that version in the API's field figures. Retry reloads
 * the page, so once the version is rolled back the student gets the stable one.
 */
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CLI = path.join(ROOT, 'deploy', 'src', 'release-cli.ts');
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3301}/api`;

async function release(...args: string[]): Promise<string> {
  const store = process.env.E2E_RELEASES_DIR;
  if (!store) throw new Error('E2E_RELEASES_DIR is not set: the e2e global setup creates the release store');
  const { stdout } = await promisify(execFile)(TSX, [CLI, ...args, '--store', store, '--api', API], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_USER: 'e2e' },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

/** The API's field figures of one mfe-dashboard version since `since` (the release managers' call). */
async function figuresOf(page: Page, version: string, since: Date) {
  const response = await page.request.get(
    `${API}/release/v1/field-figures?app=mfe-dashboard&since=${encodeURIComponent(since.toISOString())}`,
    { headers: { Authorization: `Bearer ${process.env.RELEASE_MANAGER_TOKEN}` } },
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { releases: Array<{ version: string; page_views: number; errored_views: number }> };
  };
  return body.data.releases.find((r) => r.version === version) ?? { page_views: 0, errored_views: 0 };
}

/** Text that is a developer's, not a student's: a thrown message, a chunk, a stack frame or '<remote> failed:'. */
const DEVELOPER_TEXT = /failed:|throws while rendering|Loading chunk|ChunkLoadError|\bat \S+ \(|Error:/;

test('a dashboard that throws while rendering shows the host fallback, counts as errored, and Retry reloads', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const stable = (
    (await (await page.request.get('/remotes.json')).json()) as {
      microFrontends: Record<string, Array<{ metadata: { version: string } }>>;
    }
  ).microFrontends['mfe-dashboard']![0]!.metadata.version;
  const since = new Date(Date.now() - 60_000);
  const copy = renderThrowingDashboardCopy();
  let published = '';
  try {
    published = await release('publish', 'mfe-dashboard', '--source', copy, '--note', 'e2e: throws while rendering');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  const bad = /Done: \S+ mfe-dashboard (\S+)/.exec(published)?.[1];
  expect(bad, published).toBeTruthy();
  let rolledBack = false;
  try {
    const beaconChunk = page.waitForResponse((r) => FIELD_FIGURES_CHUNK.test(new URL(r.url()).pathname), {
      timeout: 60_000,
    });
    await signIn(page, 'enrolled');
    const fallback = page.getByRole('alert').filter({ hasText: REMOTE_BROKE_TEXT });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The top bar still works, and nothing on the page is the error's own text.
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_TEXT);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.screenshot({ path: testInfo.outputPath(`code-error-fallback-${width}.png`) });
    }

    // The page's beacon leaves as the student switches away (decision 0014), and the page counts as errored.
    await beaconChunk;
    await page.keyboard.press('Shift');
    const beacon = page.waitForRequest((r) => r.url().includes('/api/telemetry/v1/field-figures/'), {
      timeout: 20_000,
    });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await beacon;
    await expect
      .poll(async () => (await figuresOf(page, bad!, since)).errored_views, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const figures = await figuresOf(page, bad!, since);
    expect(figures.errored_views).toBeLessThanOrEqual(figures.page_views);

    // Rolled back, Retry (a reload) brings the student the stable version.
    await release('rollback', 'mfe-dashboard', '--to', stable, '--note', 'e2e: render error seen');
    rolledBack = true;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expectDashboardShown(page);
    await expect(fallback).toHaveCount(0);
  } finally {
    // Leave the channel as it was for the other release specs.
    if (!rolledBack) await release('rollback', 'mfe-dashboard', '--to', stable, '--note', 'e2e: cleanup');
  }
});
