import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { importPaper, threeSectionPaper } from './papers';
import { pageStudentId, scheduledExamId, signIn, tabTo } from './support';

/**
 * docs/decisions/0004: a paper is answered and submitted with the keyboard alone; axe-core reports no violations on
 * the instructions, the player and the summary. The offline-variant quiz, as the section-303 student (no other spec
 * submits it for that account).
 */

async function noViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).include('#main').analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${where}`).toEqual([]);
}

test('the quiz answered and submitted with the keyboard alone; axe finds nothing on instructions, player, summary', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'section-303');
  await expect(page).toHaveURL(/\/student$/);
  const id = await scheduledExamId(page, 'Quick Quiz: Units and Measurements', 3);
  await page.goto(`/student/generic/${id}/instructions`);
  await expect(page.getByRole('heading', { name: 'Question palette' })).toBeVisible();
  await noViolations(page, 'instructions');

  await tabTo(page, /^Next$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('You can start your test now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Question 1\b/ })).toBeVisible();
  await noViolations(page, 'player');

  for (let q = 0; q < 2; q += 1) {
    // From SAVE & NEXT the options are behind (Shift+Tab), as a keyboard user would go.
    await tabTo(page, /Option [A-D]:/, q === 0 ? 'Tab' : 'Shift+Tab');
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    await tabTo(page, /^SAVE & NEXT$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: new RegExp(`^Question ${q + 1}, answered`) })).toBeVisible();
  }
  await tabTo(page, /^SUBMIT$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to submit for final marking?');
  await expect(dialog).toContainText(/Answered\s*2/);
  await noViolations(page, 'summary');
  await tabTo(page, /^Yes$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/SubmitSuccessfully$/, { timeout: 30_000 });
});

test('on a 360×640 phone the player is taken with the keyboard alone: the palette sheet, an answer, submit (decision 0033)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, 'section-303');
  await expect(page).toHaveURL(/\/student$/);
  const id = await importPaper(
    request,
    threeSectionPaper(`Keyboard phone check ${Date.now()}`),
    `student:${await pageStudentId(page)}`,
  );
  await page.goto(`/student/JeeExamScreen/${id}`);
  await expect(page.getByRole('heading', { name: /^Question 1\b/ })).toBeVisible({ timeout: 20_000 });
  await noViolations(page, 'player at 360 px');

  // The palette sheet: Enter opens it with focus inside; Escape closes it and focus is back on its button.
  const opener = page.getByRole('button', { name: /^Question palette/ });
  await tabTo(page, /Question palette/);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Question palette' });
  await expect(sheet).toBeVisible();
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await noViolations(page, 'palette sheet at 360 px');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  // A tile chosen with Enter shows its question; focus returns to the sheet's button.
  await page.keyboard.press('Enter');
  await tabTo(page, /^Question 3,/);
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Question 3\b/ })).toBeVisible();
  await expect(opener).toBeFocused();

  await tabTo(page, /Option [A-D]:/);
  await page.keyboard.press('Space');
  await tabTo(page, /^SAVE & NEXT$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Question 4\b/ })).toBeVisible();
  await tabTo(page, /^SUBMIT$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Exam Summary' });
  await expect(dialog).toContainText(/Answered\s*1/);
  await noViolations(page, 'summary at 360 px');
  await tabTo(page, /^Yes$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/SubmitSuccessfully$/, { timeout: 30_000 });
});
