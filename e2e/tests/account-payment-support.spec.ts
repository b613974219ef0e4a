import { expect, test } from '@playwright/test';
import { shoot } from './account-support';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Payment support (000 §7 collect-payment-support, get-order-details; 001 §2.1 feemodule/paymentstatus/{status}): a
 * student's installment payment fails in the sandbox checkout; after the 'Oops' popup the status page shows the order
 * (Failed, ₹ with Indian grouping) and "Having trouble? Contact payment support"; the report is acknowledged and is
 * listed with the order under the student's reports in Help and Support. The installment page shows the student's own
 * plan, nothing the server would refuse.
 */
test('a failed payment is reported to payment support from its status page and listed under my reports', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'payer-plan');
  await page.waitForURL('**/student');
  await page.goto('/student/payment/paynow');
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+ now$/ });
  const amount = (await pay.textContent())!.match(/₹[\d,]+/)![0];
  await pay.click();
  await page
    .getByRole('dialog', { name: /sandbox checkout/ })
    .getByRole('button', { name: 'Fail' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Oops' })).toBeVisible();

  await page.waitForURL(/\/student\/feemodule\/paymentstatus\/failure\?order_id=order_\w+$/, { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  await expect(page.getByRole('heading', { name: "Your payment didn't happen" })).toBeVisible();
  const order = page.getByRole('region', { name: 'Your order' }).getByRole('definition');
  await expect(order.nth(1)).toHaveText(amount);
  await expect(order.nth(2)).toHaveText('Failed');

  await page.getByRole('button', { name: 'Having trouble? Contact payment support' }).click();
  await page.getByRole('radio', { name: 'Money was deducted but the payment failed' }).check();
  await page.getByRole('textbox', { name: 'Details' }).fill(`My bank shows ${amount} taken, the portal says failed.`);
  await expectNoAxeViolations(page, 'payment support form');
  await shoot(page, 'payment-support-form');
  await page.getByRole('button', { name: 'Send to payment support' }).click();
  await expect(page.getByRole('status', { name: 'Payment support' })).toHaveText(
    /^Thank you\. We received your report on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M and will get back to you\.$/,
  );
  await expectNoAxeViolations(page, 'payment support acknowledged');
  await shoot(page, 'payment-support-sent');

  await page.getByRole('link', { name: /your reports in Help and Support/ }).click();
  const report = page.getByRole('listitem').filter({ hasText: orderId });
  await expect(report).toContainText('Payment: Money was deducted but the payment failed');
  await expect(report).toContainText('Open');
  await shoot(page, 'payment-support-my-reports');

  // The installment page offers exactly the student's own plan (get-section-installment-plans), the installments
  // proceed-to-pay accepts, in one line: as many installments as listed above it, no other split.
  await page.goto('/student/feemodule/installmentpage');
  const own = page.getByRole('region', { name: 'Installments' }).getByRole('listitem');
  await expect(own.first()).toBeVisible();
  const count = await own.count();
  const plan = page.getByRole('region', { name: 'Your payment plan' });
  await expect(plan.getByText(/^In /)).toHaveText(
    new RegExp(`^In ${count} installments (of|:) ₹.*, due from \\d{1,2} \\w{3} \\d{4} to \\d{1,2} \\w{3} \\d{4}$`),
  );
  await expectNoAxeViolations(page, 'installment page with the payment plan');
  await shoot(page, 'installments-payment-plan');
});
