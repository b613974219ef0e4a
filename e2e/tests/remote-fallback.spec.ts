import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn } from './support';

/** ARCHITECTURE §2.3: a broken remote stays local — its area shows the fallback with Retry. */
test("with mfe-corners' files gone, its area shows the fallback with Retry while the top bar and other remotes work", async ({
  page,
}) => {
  let gone = true;
  await page.route('**/remotes/mfe-corners/**', (route) =>
    gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);

  await page.getByRole('banner').getByRole('link', { name: 'Classroom home' }).focus();
  await page.evaluate(() => window.history.pushState(null, '', '/student/ncert'));
  const fallback = page.getByRole('alert').filter({ hasText: 'This part of the portal could not be loaded.' });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The top bar still works: its profile menu opens and Profile loads mfe-account.
  await page.getByRole('banner').getByRole('button', { expanded: false }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(fallback).toBeHidden();
  await expect(page.getByRole('main')).not.toBeEmpty();

  // Back to the broken remote, restore its files, and Retry brings it in.
  await page.evaluate(() => window.history.pushState(null, '', '/student/ncert'));
  await expect(fallback).toBeVisible();
  gone = false;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toBeHidden();
  await expect(page.getByLabel('Select Class')).toBeVisible();
});
