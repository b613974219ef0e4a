import { expect, test } from '@playwright/test';
import { shoot } from './account-support';
import { expectNoAxeViolations, signIn } from './support';

/**
 * The profile's cards for calls of 000 §7's address list, against the real API: the books of the student's subjects
 * (get-books-info), a progress report request (post-student-report-request; a second ask says one is on its way) and
 * the NPS rating (submit-nps-rating; no score is refused on the page, a score is thanked).
 */
test('profile: books of the subjects, a progress report request, an NPS rating', async ({ page }) => {
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  await page.goto('/student/profile');

  const physics = page.getByRole('region', { name: 'Physics' });
  await expect(physics.getByText('Concepts of Physics, Volume 1')).toBeVisible();
  await expect(physics.getByText('Print edition').first()).toBeVisible();

  await page.getByRole('button', { name: 'Request report' }).click();
  const report = page.getByRole('status', { name: 'Progress report' });
  await expect(report).toContainText('Report requested for');
  await page.getByRole('button', { name: 'Request report' }).click();
  await expect(report).toContainText('You already asked for a report of');

  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Choose a score from 0 to 10')).toBeVisible();
  await page.getByRole('radio', { name: '8' }).check();
  await page.getByLabel('Anything you would like to tell us? (optional)').fill('The doubt answers are quick.');
  await shoot(page, 'profile-address-list');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('status', { name: 'Rate your classroom' })).toHaveText(
    'Thank you! You rated us 8 out of 10.',
  );
  await expectNoAxeViolations(page, 'profile with books, report request and rating');
});
