import { expect, test } from '@playwright/test';
import { account, expectNoAxeViolations } from './support';
import { freshMobile, lastSms, readOtp } from './shell-otp-support';

/**
 * Sign-up with OTP (000 §3 signup state, §4 registration steps; 001 §2.1 /signup), against the real API:
 * the code is read from the API's SMS outbox as the student would read the SMS.
 */
test('a new student registers end to end, lands on the free dashboard, signs out and back in', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle(/^Register/);
  await expectNoAxeViolations(page, 'sign-up: mobile');

  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page).toHaveURL(/\/register_step1$/);
  await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'sign-up: OTP');
  await page.getByLabel('OTP').fill(await readOtp(page.request, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/register_step2$/);
  await page.getByLabel('Full name').fill('Tanvi Rao');
  await page.getByLabel('Password', { exact: true }).fill('Tanvi2027');
  await page.getByLabel('Confirm password').fill('Tanvi2028');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up: name and password with an error');
  await page.getByLabel('Confirm password').fill('Tanvi2027');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register_step3$/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please choose your class')).toBeVisible();
  await page.getByLabel('Class').selectOption('11');
  await page.getByLabel('Preparing for').selectOption('JEE');
  await page.getByLabel('State').selectOption('Karnataka');
  await expect(page.getByLabel('City').locator('option', { hasText: 'Mysuru' })).toHaveCount(1);
  await page.getByLabel('City').selectOption('Mysuru');
  await expectNoAxeViolations(page, 'sign-up: about you');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/congrats$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Classroom, Tanvi' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();

  // The free dashboard (000 §2): locked sections behind 'Request a call'.
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('button', { name: 'Request a call' }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /Tanvi/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill('Tanvi2027');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('button', { name: /Tanvi/ })).toBeVisible();
});

test('a wrong OTP five times asks for a new code: the code field and Verify are disabled, Resend code offered', async ({
  page,
}) => {
  const mobile = freshMobile();
  await page.goto('/signup');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/register_step1$/);
  const right = await readOtp(page.request, mobile);
  const wrong = right === '000000' ? '111111' : '000000';
  for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
    await page.getByLabel('OTP').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(`Incorrect OTP. ${left} left.`);
  }
  await page.getByLabel('OTP').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many wrong tries. Please ask for a new code.');
  await expect(page.getByLabel('OTP')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Resend code/ })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up: too many wrong codes');
});

test('a registered number is answered as a new one (no enumeration); its SMS tells the owner to sign in', async ({
  page,
  request,
}) => {
  const registered = account('enrolled').username;
  await page.goto('/signup');
  await page.getByLabel('Mobile number').fill(registered);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
  expect(await lastSms(request, registered)).toBe(
    'This number already has a Classroom account. Sign in, or use Forgot password to set a new password.',
  );
});
