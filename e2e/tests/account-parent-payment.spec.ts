import { expect, test, type Page } from '@playwright/test';
import { shoot } from './account-support';
import { ERROR_PAGE_TEXT, expectNoAxeViolations, signIn } from './support';

/**
 * Installment plans and the parent's payment link (001 §2.1 Fees: feemodule/installmentpage, feesummary,
 * feemodule/paymentstatus/{status}; public route /parentpayment/{orderid}). The payer-plan demo student (Riya Kapoor,
 * ₹45,000 — the course's fee — in 5 installments of ₹9,000: 2 paid, 1 due, 2 upcoming) is kept for this file: paying changes her plan.
 */
test.describe.configure({ mode: 'serial' });

/** The status badge of each installment row, in plan order. */
const statuses = (page: Page) => page.getByRole('listitem').locator('span[class*="status"]');

test('the due installment of a plan is paid through the sandbox → payment status page → the next installment is due; the amounts add up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'payer-plan');
  await page.waitForURL('**/student');
  await page.goto('/student/feemodule/installmentpage');
  await expect(page.getByRole('heading', { level: 1, name: 'Installments' })).toBeVisible();
  await expect(statuses(page)).toHaveText(['Paid', 'Paid', 'Due', 'Upcoming', 'Upcoming']);
  await expect(page.getByRole('region', { name: 'Installments' }).getByText('₹9,000', { exact: true })).toHaveCount(5);
  // Only the due installment can be paid or shared.
  const pay = page.getByRole('button', { name: 'Pay ₹9,000 now' });
  await expect(pay).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Share payment link with parent' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'installment page');
  await shoot(page, 'installments-plan');

  await page.goto('/student/feesummary');
  const totals = page.getByRole('definition');
  await expect(totals).toHaveText(['₹45,000', '₹18,000', '₹27,000']);

  await page.getByRole('button', { name: 'Pay ₹9,000 now' }).click();
  const sandbox = page.getByRole('dialog', { name: /sandbox checkout/ });
  await expect(sandbox).toContainText('₹9,000');
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Hurrey' })).toBeVisible();
  await page.waitForURL(/\/student\/feemodule\/paymentstatus\/success\?order_id=order_\w+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // The paid order's details (get-order-details): the installment, ₹ with Indian grouping, Paid.
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByRole('definition').nth(0)).toHaveText(/^Installment \d$/);
  await expect(order.getByRole('definition').nth(1)).toHaveText('₹9,000');
  await expect(order.getByRole('definition').nth(2)).toHaveText('Paid');
  await expectNoAxeViolations(page, 'payment status after an installment');
  // Payment support for a paid order offers what can go wrong with one (PAYMENT_SUPPORT_REASONS_BY_STATUS), never
  // "the payment failed".
  await page.getByRole('button', { name: 'Having trouble? Contact payment support' }).click();
  await expect(page.getByRole('radio', { name: 'I did not get a receipt' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Money was deducted but the payment failed' })).toHaveCount(0);
  await shoot(page, 'payment-support-paid-order');

  await page.getByRole('link', { name: 'Fee summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fee Summary' })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['₹45,000', '₹27,000', '₹18,000']);
  await expect(statuses(page)).toHaveText(['Paid', 'Paid', 'Paid', 'Due', 'Upcoming']);
  await expect(page.getByText(/Receipt RCPT-\d{6}/)).toBeVisible();
  await page.goto('/student/feemodule/installmentpage');
  await expect(statuses(page)).toHaveText(['Paid', 'Paid', 'Paid', 'Due', 'Upcoming']);
  await shoot(page, 'installments-after-pay');
});

test('a parent pays by the shared link, signed out: first name and amount → sandbox Pay → success; a second visit says already paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'payer-plan');
  await page.waitForURL('**/student');
  await page.goto('/student/feesummary');
  await page.getByRole('button', { name: 'Share payment link with parent' }).click();
  const field = page.getByLabel('Payment link for your parent');
  await expect(field).toHaveValue(/\/parentpayment\/[A-Za-z0-9_-]{22}$/);
  await expectNoAxeViolations(page, 'fee summary with the parent link');
  await shoot(page, 'fees-share-link');
  const link = await field.inputValue();

  // Signed out: a fresh page without the student's session.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Fee payment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'You are paying the fees of Riya' })).toBeVisible();
  await expect(page.getByText('₹9,000', { exact: true })).toBeVisible();
  await expect(page.getByText(/Kapoor|9876543223/)).toHaveCount(0);
  await expect(page.getByText(ERROR_PAGE_TEXT)).toHaveCount(0);
  await expectNoAxeViolations(page, 'parent payment page');
  await shoot(page, 'parent-payment');

  await page.getByRole('button', { name: 'Pay ₹9,000' }).click();
  const sandbox = page.getByRole('dialog', { name: /sandbox checkout/ });
  await expect(sandbox).toContainText('₹9,000');
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Thank you. ₹9,000 has been paid for Riya.')).toBeVisible();
  await expect(page.getByText(/Receipt RCPT-\d{6}/)).toBeVisible();
  await expectNoAxeViolations(page, 'parent payment success');
  await shoot(page, 'parent-payment-success');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'parent payment already paid');
  await shoot(page, 'parent-payment-already-paid');

  await page.goto('/parentpayment/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expectNoAxeViolations(page, 'parent payment unknown link');
});
