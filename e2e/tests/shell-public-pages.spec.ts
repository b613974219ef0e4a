import { expect, test } from '@playwright/test';
import { ERROR_PAGE_TEXT, expectNoAxeViolations } from './support';

/** Public routes of 001 §2.1 built by the host: each renders a real screen without a login. */
test('/whoweare tells who the institute is and leads to sign-in and sign-up', async ({ page }) => {
  await page.goto('/whoweare');
  await expect(page.getByRole('heading', { level: 1, name: 'Who we are' })).toBeVisible();
  await expect(page).toHaveTitle(/^Who We Are/);
  await expectNoAxeViolations(page, '/whoweare');
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your classroom' })).toBeVisible();
});

test('/blankpage is an empty page, not the error page', async ({ page }) => {
  await page.goto('/blankpage');
  await expect(page.getByRole('main', { name: 'Blank page' })).toBeVisible();
  await expect(page.getByText(ERROR_PAGE_TEXT)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Blank/);
});

test('/jee_advance_crash_course shows the course on offer from the banner data with its enrol call to action', async ({
  page,
}) => {
  await page.goto('/jee_advance_crash_course');
  await expect(
    page.getByRole('heading', { level: 1, name: 'JEE 2027 Online Classroom — admissions open' }),
  ).toBeVisible();
  await expect(page.getByText('₹45,000')).toBeVisible();
  await expectNoAxeViolations(page, '/jee_advance_crash_course');
  await page.getByRole('link', { name: 'Enrol now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
