import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * docs/decisions/0004, DPP parts (001 §2.1 DPP routes, §2.5, §4.4, §4.7, §7): the dashboard's MPP card Start → DPP instructions →
 * the player (DPP start, DPP save) → SUBMIT → No just closes the summary → SUBMIT → Yes → /student/dpp-list/all, where
 * the DPP is Attempted with a Result link → /student/dpp-result/{examId} shows the score.
 * 'enrolled-2' and a DPP: no other spec uses the enrolled students' DPPs.
 */
test('MPP card Start → DPP instructions → player → submit → MPP list Attempted → DPP result', async ({ page }) => {
  await signIn(page, 'enrolled-2');
  await expect(page).toHaveURL(/\/student$/);

  // 001 §4.7: a pending MPP card's button is Start; it opens /student/InstructionsGenericDpp with the DPP in state.
  const start = page
    .getByRole('region', { name: 'MPPs' })
    .getByRole('link', { name: /^Start / })
    .first();
  const name = ((await start.textContent()) ?? '').replace(/^Start\s*/, '').trim();
  expect(name).not.toBe('');
  await start.click();
  await expect(page).toHaveURL(/\/student\/InstructionsGenericDpp$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/Total duration:\s*\d+ minutes/)).toBeVisible();
  await page.getByRole('button', { name: 'Start Now' }).click();

  // The player (001 §2.4) with the DPP calls: question 1 is single choice; its key is option 2 (api/seed/dpp.ts).
  await expect(page).toHaveURL(/\/student\/InstructionsGenericDpp\/\d+\/exam$/);
  const examId = /InstructionsGenericDpp\/(\d+)\/exam/.exec(page.url())?.[1];
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(page.getByText('Answer saved').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();

  // 001 §4.4: in a DPP, No simply closes the summary.
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const summary = page.getByRole('dialog', { name: 'Exam Summary' });
  await expect(summary).toContainText(
    'Are you sure you want to submit for final marking? No changes will be allowed after submission.',
  );
  await summary.getByRole('button', { name: 'No' }).click();
  await expect(summary).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 001 §2.5: Yes submits; a DPP goes to /student/dpp-list/all.
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await summary.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/student\/dpp-list\/all$/);

  // The DPP is now Attempted, with a Result link; it is no longer Pending.
  await page.getByRole('button', { name: 'Attempted' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByRole('link', { name: `Result: ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pending' }).click();
  await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Attempted' }).click();

  await row.getByRole('link', { name: `Result: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student/dpp-result/${examId}$`));
  // (000 §2 screen titles): the DPP result is titled 'DPP Result', the DPP's name under it.
  await expect(page.getByRole('heading', { level: 1, name: 'DPP Result' })).toBeVisible();
  await expect(page).toHaveTitle(/^DPP Result/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  const score = page.getByRole('region', { name: 'Score' });
  await expect(score).toContainText(/Score\s*\d+(\.\d+)?\s*\/\s*\d+/);
  await expect(score).toContainText(/Attempted\s*1 \/ 4/);
  await expect(score).toContainText(/Correct\s*1/);
});
