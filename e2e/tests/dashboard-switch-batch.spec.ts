import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The dashboard follows Switch Batch ('Switch Batch as the two-batch demo student: Done →
 * the dashboard reloads showing the other batch's content; a JCF_ batch is never listed'; 000 §4 Switching batch, §5).
 * Diya (enrolled-2) learns in JEE 2027, Class 11 Foundation and a hidden JCF_ batch; the seed gives each visible batch
 * its own MPPs and classes, and Class 11 Foundation its own test. The test switches back at the end (shared account).
 */
const FOUNDATION_TEST = 'Foundation Test: Trigonometric Functions';

async function switchTo(page: Page, batch: string) {
  await page.getByRole('button', { name: /Diya/ }).click();
  await page.getByRole('button', { name: 'Switch Batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch Batch' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog).not.toContainText('JCF_');
  await dialog.getByRole('radio', { name: batch }).check();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Done' }).click()]);
  await expect(page).toHaveURL(/\/student$/);
}

test("Switch Batch → Done: the dashboard reloads with the other batch's MPPs, Tests and Classes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  const mpps = page.getByRole('region', { name: 'MPPs', exact: true });
  const tests = page.getByRole('region', { name: 'Tests', exact: true });
  const classes = page.getByRole('region', { name: 'Classes', exact: true });

  // JEE 2027 (the current batch at sign-in).
  await expect(mpps).toContainText('Units and Measurements');
  await expect(mpps).not.toContainText('Trigonometric Functions');
  await expect(tests).toContainText('JEE Main Mock Test 1');
  await expect(tests).not.toContainText(FOUNDATION_TEST);
  const jeeClasses = await classes.textContent();

  await switchTo(page, 'Class 11 Foundation');
  await expect(mpps).toContainText('Trigonometric Functions');
  await expect(mpps).not.toContainText('Units and Measurements');
  await expect(tests).toContainText(FOUNDATION_TEST);
  await expect(tests).toContainText('JEE Main Mock Test 1'); // a test of no batch stays
  await expect(classes).not.toHaveText(jeeClasses ?? '');

  await switchTo(page, 'JEE 2027');
  await expect(mpps).toContainText('Units and Measurements');
  await expect(tests).not.toContainText(FOUNDATION_TEST);
});
