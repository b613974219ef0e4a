import { expect, test } from '@playwright/test';
import { shoot } from './account-support';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Parent details: from the profile's Parent card to Edit Parent; an invalid mobile and e-mail are refused
 * with the contract's rules before sending; valid details are saved (toast), and the profile shows them with '+91-'.
 */
test('parent details round trip: edit from the profile, invalid entries refused, saved values shown on the profile', async ({
  page,
}) => {
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  await page.goto('/student/profile');
  const card = page.getByRole('region', { name: 'Parent details' });
  await expect(card).toBeVisible();
  await shoot(page, 'profile');
  await card.getByRole('link', { name: /parent details/ }).click();
  await expect(page).toHaveURL(/\/student\/editparent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Parent' })).toBeVisible();

  await page.getByLabel("Parent's name").fill('Ramesh Patel');
  await page.getByLabel('Relation').selectOption('Father');
  await page.getByLabel("Parent's mobile number").fill('12345');
  await page.getByLabel("Parent's e-mail").fill('ramesh@');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a 10-digit Indian mobile number')).toBeVisible();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expectNoAxeViolations(page, 'edit parent with errors');
  await shoot(page, 'editparent-errors');

  await page.getByLabel("Parent's mobile number").fill('9812345601');
  await page.getByLabel("Parent's e-mail").fill('ramesh.patel@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Parent details saved')).toBeVisible();
  await expectNoAxeViolations(page, 'edit parent saved');

  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(card.getByText('Ramesh Patel (Father)')).toBeVisible();
  await expect(card.getByText('+91-9812345601')).toBeVisible();
  await expect(card.getByText('ramesh.patel@example.com')).toBeVisible();

  // Saved on the server, not only in this page's memory.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Parent details' }).getByText('Ramesh Patel (Father)')).toBeVisible();
  await expectNoAxeViolations(page, 'profile with parent details');
});
