import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Change Password, reached from the profile menu. The form refuses a weak or mismatched new password
 * with the contract's messages before sending, and a wrong current password with the server's message. (The
 * password itself is not changed here: the enrolled account is shared by other specs.)
 */
test('the profile menu opens Change Password; weak, mismatched and wrong-current entries are refused with clear errors', async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  await page.getByRole('button', { name: /Aarav/ }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/student\/changepassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  await page.getByLabel('Current password').fill('whatever1');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, 'change password with errors');

  await page.getByLabel('New password', { exact: true }).fill('Newpass2027');
  await page.getByLabel('Confirm new password').fill('Newpass2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
});
