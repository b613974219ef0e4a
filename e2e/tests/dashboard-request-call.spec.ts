import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * 000 §2, §4, §8: a free student's dashboard rows sit under the blur 'Connect with us to unlock ...' with 'Request a
 * call'; a press sends the request and toasts 'Request sent! We will call you shortly.'; a second press within 10
 * minutes shows the server's refusal.
 */
test('free student: Request a call → success toast; again within 10 minutes → the refusal', async ({ page }) => {
  await signIn(page, 'free');
  await page.waitForURL('**/student');
  await expect(page.getByText('Connect with us to unlock ...')).toBeVisible();
  // The rows' prompt (request_type 'Dashboard'); the attendance panel below has its own (000 §2).
  const button = page.getByRole('button', { name: 'Request a call' }).first();
  await button.click();
  await expect(page.getByText('Request sent! We will call you shortly.')).toBeVisible();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText(/You have already requested a call/)).toBeVisible();
  await expectNoAxeViolations(page, 'free dashboard');
});

/** 000 §8: with the API answering an error, the failure toast 'Something went wrong, please try again.'. */
test('free student: Request a call while the API fails → the failure toast', async ({ page }) => {
  await page.route('**/api/student/request-call', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'Internal error' }),
    }),
  );
  await signIn(page, 'free');
  await page.waitForURL('**/student');
  await page.getByRole('button', { name: 'Request a call' }).first().click();
  await expect(page.getByText('Something went wrong, please try again.')).toBeVisible();
  await expect(page.getByText('Request sent! We will call you shortly.')).toHaveCount(0);
});
