import { expect, test, type Locator, type Page } from '@playwright/test';
import { focused, signIn, tabTo } from './support';

/**
 * The popups of decision 0023 driven with the keyboard alone, beside the journey's submit dialog
 * (shell-keyboard-journey.spec.ts) and the profile menu and Switch Batch (shell-keyboard-focus.spec.ts): each takes the
 * focus when it opens, closes on Escape or its button, and gives the focus back to the control that opened it, so a
 * keyboard or screen-reader user goes on from where they were (DESIGN "Accessibility").
 * - the payment popups of 000 §4 and §8 (the SDK failure with Okay, the provider's window closed, 'Oops') on
 *   /student/payment, as the free student — a failed attempt leaves the account free; after 'Oops' the failed order's
 *   status page opens and its heading takes the focus;
 * - the Join alert of 000 §8 ('Some error occurred' with the server's message) on Schedule.
 */

const CHECKOUT = '**/api/payment/sandbox/checkout.js';
const START_LIVE_CLASS = '**/api/student/v1/start-live-class/';

/** The focused element is inside `scope`. */
async function expectFocusWithin(scope: Locator) {
  await expect.poll(() => scope.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** The name of the focused element, as `tabTo` reads it; '' on the page's body. */
const focusedName = async (page: Page) => (await focused(page)).label;

test('payment popups: the SDK failure and the provider window give the focus back to Enroll Now; after Oops the status page heading has it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'free');
  await page.waitForURL('**/student');
  await page.goto('/student/payment');
  const enrol = page.getByRole('button', { name: 'Enroll Now' });
  await expect(enrol).toBeVisible();
  await tabTo(page, /^Enroll Now$/);

  // The provider's script cannot load: the SDK failure dialog takes the focus; Okay (Enter) closes it.
  await page.route(CHECKOUT, (route) => route.abort());
  await page.keyboard.press('Enter');
  const sdk = page.getByRole('dialog').filter({ hasText: 'Razorpay SDK failed to load. Are you online?' });
  await expect(sdk).toBeVisible();
  await expectFocusWithin(sdk);
  await tabTo(page, /^Okay$/);
  await page.keyboard.press('Enter');
  await expect(sdk).toBeHidden();
  await expect(enrol).toBeFocused();
  await page.unroute(CHECKOUT);

  // The provider's window: reachable by keyboard, its Close gives the focus back.
  await page.keyboard.press('Enter');
  const sandbox = page.getByRole('dialog', { name: /sandbox checkout/ });
  await expect(sandbox).toBeVisible();
  await expectFocusWithin(sandbox);
  await tabTo(page, /^Close$/);
  await page.keyboard.press('Enter');
  await expect(sandbox).toHaveCount(0);
  await expect(enrol).toBeFocused();

  // Fail → 'Oops' takes the focus; Escape closes it before its 3.5 s, and the failed order's status page opens
  // (000 §4 enrolment ends where an installment payment ends) with the focus on its heading, as every new screen's.
  await page.keyboard.press('Enter');
  await expect(sandbox).toBeVisible();
  await tabTo(page, /^Fail$/);
  await page.keyboard.press('Enter');
  const oops = page.getByRole('dialog', { name: 'Oops' });
  await expect(oops).toBeVisible();
  await expectFocusWithin(oops);
  await page.keyboard.press('Escape');
  await expect(oops).toBeHidden();
  await page.waitForURL(/\/student\/feemodule\/paymentstatus\/failure\?order_id=order_\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Status' })).toBeFocused();
  expect(await focusedName(page)).toBe('Payment Status');
});

test("Join's alert: it takes the focus, Okay and Escape close it, and the focus is back on Join", async ({ page }) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  await page.goto('/student/myschedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await page.route(START_LIVE_CLASS, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'The class has ended', data: null }),
    }),
  );
  const join = page.getByRole('button', { name: /^Join\s/ }).first();
  await expect(join).toBeVisible();
  await tabTo(page, /^Join\s/);
  const joinName = await focusedName(page);

  await page.keyboard.press('Enter');
  const alert = page.getByRole('dialog', { name: 'Some error occurred' });
  await expect(alert).toContainText('The class has ended');
  await expectFocusWithin(alert);
  await tabTo(page, /^Okay$/);
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  expect(await focusedName(page)).toBe(joinName);

  await page.keyboard.press('Enter');
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  expect(await focusedName(page)).toBe(joinName);
});
