import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * The dashboard's corner rows (000 §2 Corner cards) are mfe-corners' exposed './CornerRows': under each of
 * NCERT, JEE and NEET Corner the 'Select Class' dropdown and the subject accordions, as on the corner pages. With
 * mfe-corners' remote entry blocked, each corner keeps its link and shows the remote-fallback text with Retry — never a
 * broken area — while the rest of the dashboard works. mfe-corners loads when the corners come near the viewport.
 */
test("the corners show mfe-corners' class dropdown and subject accordions", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const corners = page.getByRole('region', { name: 'Corners' });
  // Below the fold the corners load as they come near the viewport (decision 0027): scroll as a student does.
  await corners.scrollIntoViewIfNeeded();
  for (const [label, subjects] of [
    ['NCERT Corner', ['Physics', 'Chemistry', 'Mathematics', 'Biology']],
    ['JEE Corner', ['Physics', 'Chemistry', 'Mathematics']],
    ['NEET Corner', ['Physics', 'Chemistry', 'Biology']],
  ] as const) {
    const corner = corners.getByRole('listitem', { name: label });
    await expect(corner.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(corner.getByLabel('Select Class')).toHaveValue(/\d+/);
    await expect(corner.locator('summary')).toHaveText(subjects.map((s) => new RegExp(`^${s}`)));
  }
  // The first subject is open with chapter 1's videos; another class reloads the accordions.
  const ncert = corners.getByRole('listitem', { name: 'NCERT Corner' });
  await expect(ncert.locator('details[open]')).toHaveCount(1);
  await expect(ncert.locator('details[open]')).toContainText('Units and Measurements');
  await ncert.getByLabel('Select Class').selectOption({ label: 'Class 12' });
  await expect(ncert.locator('details[open]')).toContainText('Electric Charges and Fields');
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the portal could not be loaded.' })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, 'dashboard with corner rows');
});

test("with mfe-corners' remote entry blocked, each corner shows the fallback with Retry and its link; the rows still show", async ({
  page,
}) => {
  await page.route('**/remotes/mfe-corners/**', (route) => route.abort());
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  await expect(page.getByRole('region', { name: 'MPPs', exact: true })).toBeVisible();
  const corners = page.getByRole('region', { name: 'Corners' });
  await corners.scrollIntoViewIfNeeded();
  const fallbacks = corners.getByRole('alert').filter({ hasText: 'This part of the portal could not be loaded.' });
  await expect(fallbacks).toHaveCount(3);
  for (const label of ['NCERT Corner', 'JEE Corner', 'NEET Corner']) {
    const corner = corners.getByRole('listitem', { name: label });
    await expect(corner.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(corner.getByRole('button', { name: 'Retry' })).toBeVisible();
  }
  await expect(corners.getByLabel('Select Class')).toHaveCount(0);
  await expectNoAxeViolations(page, 'dashboard with corner fallback');
});
