import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * docs/decisions/0003 / decision 0003: the host loads each remote's remoteEntry.js with the SRI integrity from
 * /remotes.json. A tampered entry (here: one byte more, served through page.route) is refused by the
 * browser; after the retries the remote shows its fallback area with Retry, and the rest of the
 * portal — the top bar, the other remotes — keeps working.
 */
test('a tampered remoteEntry.js is refused (SRI): the dashboard shows its fallback with Retry, the top bar still works', async ({
  page,
}) => {
  const tampered: string[] = [];
  await page.route(/\/remotes\/mfe-dashboard\/[^/]+\/remoteEntry\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    tampered.push(route.request().url());
    // no-store: the browser must not keep the tampered bytes under the genuine file's ETag.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['etag', 'last-modified', 'content-length', 'content-encoding'].includes(name),
      ),
    );
    await route.fulfill({
      status: 200,
      headers: { ...headers, 'cache-control': 'no-store' },
      body: `${await response.text()}\n/* tampered in transit */\n`,
    });
  });
  const console: string[] = [];
  page.on('console', (m) => console.push(m.text()));

  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);
  const fallback = page.getByRole('alert').filter({ hasText: 'This part of the portal could not be loaded.' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(tampered.length).toBeGreaterThan(0);
  expect(console.some((line) => /integrity/i.test(line))).toBe(true); // Chromium names the SRI failure

  // The top bar still works: its profile menu opens another remote (mfe-account), which renders.
  await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
  await page.getByRole('list', { name: 'Profile menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/student\/profile/);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the portal could not be loaded.' })).toHaveCount(
    0,
  );

  // With the genuine file served again, a reload shows the dashboard.
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto('/student');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'MPPs' })).toBeVisible();
});
