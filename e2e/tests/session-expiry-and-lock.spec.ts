import { expect, test } from '@playwright/test';
import { apiSignIn, expectDashboardShown, signIn } from './support';

/** 000 §8: HTTP 401 → 'Unauthorised?' / 'User logged into another device', storage cleared, / after 1 s. */
test('a sign-in on another device sends this tab to / with the Unauthorised? notice', async ({ page, request }) => {
  await signIn(page, 'enrolled-2');
  await expectDashboardShown(page);
  // The notice is on screen for 1 s only, and any call of the page may be the first to get the 401: the page
  // itself records when the notice appears and when / is reached, so no poll can miss it.
  await page.evaluate(() => {
    const seen: { notice: string | null; noticeAt: number; rootAt: number } = { notice: null, noticeAt: 0, rootAt: 0 };
    Object.assign(window, { __sessionExpiry: seen });
    new MutationObserver(() => {
      const dialog = document.querySelector('dialog[open]');
      if (!seen.notice && dialog?.textContent?.includes('Unauthorised?')) {
        seen.notice = dialog.textContent;
        seen.noticeAt = performance.now();
      }
      if (seen.notice && !seen.rootAt && window.location.pathname === '/') seen.rootAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });

  await apiSignIn(request, 'enrolled-2'); // another device: this tab's token is superseded
  // The student moves on in the portal: the next call answers 401.
  await page.evaluate(() => window.history.pushState(null, '', '/student/profile'));
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const seen = await page.evaluate(
    () =>
      (window as unknown as { __sessionExpiry: { notice: string | null; noticeAt: number; rootAt: number } })
        .__sessionExpiry,
  );
  expect(seen.notice).toContain('User logged into another device');
  expect(seen.rootAt - seen.noticeAt).toBeGreaterThanOrEqual(900);
  expect(await page.evaluate(() => window.localStorage.getItem('userdetail'))).toBeNull();
});

/** 000 §4 Profile lock: a reply with error code 1007 lands on /student/locked. */
test('a student whose fees are due lands on /student/locked with the amount due in rupees', async ({ page }) => {
  await signIn(page, 'fees-due');
  await page.waitForURL('**/student/locked');
  await expect(page.getByText(/^₹[\d,]+$/)).toBeVisible(); // the amount itself (Pay now, names it too)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

/** 001 §6: guarded routes send a visitor without a login record to /. */
test('a visitor without a login is sent from /student to the sign-in page, and wrong credentials say so', async ({
  page,
}) => {
  await page.goto('/student/objectivetest');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByLabel('Mobile number').fill('9000000000');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|wrong/i);
});
