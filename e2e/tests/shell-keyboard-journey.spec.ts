import { expect, test, type Page } from '@playwright/test';
import { account, tabTo } from './support';

/**
 * The keyboard-only journey of decision 0023 (focus is never lost): sign in → the dashboard → a corner → the dashboard
 * again → a test (the closed 'Unit Test: Laws of Motion' as its practice attempt, whose result is released at once: 000 §4
 * status 7) → submit, through its dialog (Escape gives focus back to SUBMIT) → the test list → the result. Every route change focuses
 * the new screen's <h1>; no step uses the mouse. As the 'doubts' student: no other spec takes this practice for it.
 */

const EXAM = 'Unit Test: Laws of Motion';

/** The new screen's <h1> has the focus, and says `name`. */
async function expectHeadingFocused(page: Page, name: RegExp) {
  const h1 = page.locator('main h1').first();
  await expect(h1).toHaveText(name);
  await expect(h1).toBeFocused();
}

test('keyboard only: sign in, dashboard, a corner, a test taken and submitted, its result', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const demo = account('doubts');
  await page.goto('/signin');
  await tabTo(page, /Mobile number/);
  await page.keyboard.type(demo.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/student');
  await expectHeadingFocused(page, /.+/);

  // The dashboard's corner link opens the corner page.
  await tabTo(page, /JEE Corner/, 'Tab', 120, '/student/jee');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/student/jee');
  await expectHeadingFocused(page, /JEE Corner/);

  // Home again by the top bar's logo link, reached backwards from the corner's heading; the dashboard's test card.
  await tabTo(page, /Classroom home/, 'Shift+Tab', 40, '/student');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/student');
  await expectHeadingFocused(page, /.+/);
  await tabTo(page, new RegExp(`^Practice ${EXAM}`), 'Tab', 120);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/student\/instruction\/\d+$/);
  await tabToCheckbox(page);
  await page.keyboard.press('Space');
  await tabTo(page, /^PROCEED$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/student\/JeeExamScreen\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Question 1\b/ })).toBeVisible();

  await tabTo(page, /Option [A-D]:/);
  await page.keyboard.press('Space');
  await tabTo(page, /^SAVE & NEXT$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Question 1, answered/ })).toBeVisible();
  // SAVE & NEXT keeps the focus through its save (decision 0023).
  await expect(page.getByRole('button', { name: 'SAVE & NEXT', exact: true })).toBeFocused();

  // The submit dialog: Escape closes it and gives the focus back to SUBMIT; then Yes submits.
  await tabTo(page, /^SUBMIT$/);
  const submit = page.getByRole('button', { name: 'SUBMIT', exact: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to submit for final marking?');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, /^Yes$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/student\/SubmitSuccessfully$/, { timeout: 30_000 });
  await expectHeadingFocused(page, /Exam Submitted/);

  // Back to the list, and the practice attempt's result (released at once).
  await tabTo(page, /^Back to My Test$/);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/student/objectivetest');
  await expectHeadingFocused(page, /My Test/);
  await tabTo(page, new RegExp(`^View Result: ${EXAM}$`));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/student\/result\/\d+$/);
  await expectHeadingFocused(page, /Exam Result/);
  await expect(page.getByRole('region', { name: 'Score' })).toContainText('Score');
});

/** Tab to the instructions' declaration checkbox (its label is the long declaration text). */
async function tabToCheckbox(page: Page) {
  for (let i = 0; i < 80; i += 1) {
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox')) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the declaration checkbox');
}
