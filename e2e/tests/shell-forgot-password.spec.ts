import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';
import { apiRegister, freshMobile, lastSms, readOtp } from './shell-otp-support';

/**
 * Forgot password (001 §2.1 /forgot-password): mobile → OTP from the SMS outbox → new password twice →
 * every token revoked (a token issued before the reset gets 401) → sign-in with the new password.
 */
test('forgot password resets the password and a token issued before the reset gets 401', async ({ page, request }) => {
  const mobile = freshMobile();
  const oldToken = await apiRegister(request, mobile, 'Nisha2027');
  const before = await request.get('/api/student/v1/payment-due/', { headers: { authorization: `Token ${oldToken}` } });
  expect(before.status()).toBe(200);

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(/^Forgot Password/);
  await expectNoAxeViolations(page, 'forgot password: mobile');
  // An unknown number is answered as a registered one (the page never tells whether a number has an account); its
  // SMS says to sign up, and carries no code.
  const unknown = freshMobile();
  await page.getByLabel('Mobile number').fill(unknown);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
  expect(await lastSms(request, unknown)).toBe('No Classroom account uses this number. Sign up to create one.');

  await page.goto('/forgot-password');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(await readOtp(request, mobile, 1));
  await expectNoAxeViolations(page, 'forgot password: OTP');
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel('New password', { exact: true }).fill('Fresh2028');
  await page.getByLabel('Confirm new password').fill('Fresh2029');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password: new password with an error');
  await page.getByLabel('Confirm new password').fill('Fresh2028');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Password changed. Please sign in with your new password.')).toBeVisible();
  const after = await request.get('/api/student/v1/payment-due/', { headers: { authorization: `Token ${oldToken}` } });
  expect(after.status()).toBe(401);

  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill('Nisha2027');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid mobile number or password')).toBeVisible();
  await page.getByLabel('Password').fill('Fresh2028');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/student$/);
});
