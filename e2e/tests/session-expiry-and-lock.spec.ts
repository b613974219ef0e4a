import { expect, test } from '@playwright/test';
import { apiSignIn, signIn } from './support';

/** 000 §8: HTTP 401 → 'Unauthorised?' / 'User logged into another device', storage cleared, / after 1 s. */
test('a sign-in on another device sends this tab to / with the Unauthorised? notice', async ({ page, request }) => {
  await signIn(page, 'enrolled-2');
  await expect(page).toHaveURL(/\/student$/);
  await apiSignIn(request, 'enrolled-2'); // another device: this tab's token is superseded

  await page.reload();
  const notice = page.getByRole('dialog', { name: 'Unauthorised?' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('User logged into another device');
  const shownAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/');
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(700);
  expect(await page.evaluate(() => window.localStorage.getItem('userdetail'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

/** 000 §4 Profile lock: a reply with error code 1007 lands on /student/locked. */
test('a student whose fees are due lands on /student/locked with the amount due in rupees', async ({ page }) => {
  await signIn(page, 'fees-due');
  await page.waitForURL('**/student/locked');
  await expect(page.getByText(/₹[\d,]+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

/** 001 §6: guarded routes send a visitor without a login record to /. */
test('a visitor without a login is sent from /student to the sign-in page, and wrong credentials say so', async ({ page }) => {
  await page.goto('/student/objectivetest');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByLabel('Mobile number').fill('9000000000');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|wrong/i);
});
