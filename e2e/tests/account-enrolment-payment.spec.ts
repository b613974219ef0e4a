import { expect, test, type Locator, type Page } from '@playwright/test';
import { shoot } from './account-support';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Enrolment payment (000 §2, §4, §8, §9) against the same-origin sandbox provider, on mfe-account's own
 * /student/payment page (the same `EnrolmentPayment` the dashboard banner mounts). One free student kept for it (payer-free), in order:
 * script blocked → the SDK message; Close → the spinner stops; Fail → 'Oops' gone after 3.5 s → the order's failure
 * status page (Failed, ₹ with Indian grouping, payment support, Try again back to the course); Pay → 'Hurrey' with the
 * 5-second countdown → the page loads the order's success status page → enrolled; the Pay step starts from the
 * dashboard banner's Enroll Now (000 §2), so both Enroll Nows end on the status page of the order they made.
 */
test.describe.configure({ mode: 'serial' });

const CHECKOUT = '**/api/payment/sandbox/checkout.js';
const enrol = (scope: Page | Locator) => scope.getByRole('button', { name: 'Enroll Now' });
const sandbox = (page: Page) => page.getByRole('dialog', { name: /sandbox checkout/ });

test('the free student enrols through the sandbox: SDK failure, Close, Fail, then Pay', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'payer-free');
  await page.waitForURL('**/student');
  await page.goto('/student/payment');
  await expect(page.getByRole('heading', { level: 2, name: 'JEE 2027 Online Classroom' })).toBeVisible();
  await expect(page.getByText('₹45,000')).toBeVisible();
  await expectNoAxeViolations(page, 'payment page');
  await shoot(page, 'payment-offer');

  // The provider's script cannot load (000 §8).
  await page.route(CHECKOUT, (route) => route.abort());
  await enrol(page).click();
  await expect(page.getByText('Razorpay SDK failed to load. Are you online?')).toBeVisible();
  await expectNoAxeViolations(page, 'SDK failure dialog');
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(enrol(page)).toBeEnabled();
  await page.unroute(CHECKOUT);

  // Close: the window is dismissed, the spinner stops (000 §4).
  await enrol(page).click();
  await expect(sandbox(page)).toBeVisible();
  await expect(sandbox(page)).toContainText('₹45,000');
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await shoot(page, 'payment-sandbox-window');
  await sandbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(sandbox(page)).toHaveCount(0);
  await expect(enrol(page)).toBeEnabled();

  // Fail: the order is reported failed, 'Oops' shows and closes by itself after 3.5 s, then the order's status page.
  await enrol(page).click();
  await sandbox(page).getByRole('button', { name: 'Fail' }).click();
  const oops = page.getByRole('dialog', { name: 'Oops' });
  await expect(oops).toBeVisible();
  await expect(oops).toContainText("Your payment didn't happen");
  await expectNoAxeViolations(page, 'Oops popup');
  // Closes by itself (FAILURE_POPUP_MS = 3500, unit-tested): nobody clicks anything here.
  await expect(oops).toBeHidden({ timeout: 6000 });
  await page.waitForURL(/\/student\/feemodule\/paymentstatus\/failure\?order_id=order_\w+$/);
  await expect(page.getByRole('heading', { name: "Your payment didn't happen" })).toBeVisible();
  await expect(page.getByText('This payment was not recorded.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' }).getByRole('definition').first()).toHaveText(
    'JEE 2027 Online Classroom',
  );
  await expect(page.getByRole('region', { name: 'Your order' }).getByRole('definition').nth(1)).toHaveText('₹45,000');
  await expect(page.getByRole('region', { name: 'Your order' }).getByRole('definition').nth(2)).toHaveText('Failed');
  await expect(page.getByRole('button', { name: 'Having trouble? Contact payment support' })).toBeVisible();
  await expectNoAxeViolations(page, 'failed enrolment status page');
  await shoot(page, 'payment-enrolment-failed-status');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(enrol(page)).toBeEnabled();

  // Pay, from the dashboard banner (000 §2): its Enroll Now is this same flow; completed, window closed, 'Hurrey' with
  // the countdown, then the page reloads on the enrolled dashboard.
  await page.goto('/student');
  const banner = page.getByRole('region', { name: 'JEE 2027 Online Classroom — admissions open' });
  await expect(page.getByText('Connect with us to unlock ...').first()).toBeVisible();
  await enrol(banner).click();
  await sandbox(page).getByRole('button', { name: 'Pay' }).click();
  const hurrey = page.getByRole('dialog', { name: 'Hurrey' });
  await expect(hurrey).toBeVisible();
  await expect(sandbox(page)).toHaveCount(0);
  await expect(hurrey.getByRole('timer')).toHaveText(/Redirecting in [45] seconds/);
  await expectNoAxeViolations(page, 'Hurrey popup');
  await shoot(page, 'payment-hurrey');
  await page.waitForURL(/\/student\/feemodule\/paymentstatus\/success\?order_id=order_\w+$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Thank you. You are now enrolled in JEE 2027 Online Classroom.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' }).getByRole('definition').nth(2)).toHaveText('Paid');
  await shoot(page, 'payment-enrolment-paid-status');
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page.getByRole('region', { name: 'MPPs' })).toBeVisible();
  await expect(page.getByText('Connect with us to unlock ...')).toHaveCount(0);
  const details = await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { token: string }).token;
    const res = await fetch('/api/users/v1/get-student-details2/?username=9876543221', {
      headers: { Authorization: `Token ${token}` },
    });
    return ((await res.json()) as { data: { student_data: { is_free: boolean } } }).data.student_data.is_free;
  });
  expect(details).toBe(false);
});
