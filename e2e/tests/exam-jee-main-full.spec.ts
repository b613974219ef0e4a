import { expect, test, type Locator, type Page } from '@playwright/test';
import { scheduledExamId, signIn } from './support';

/**
 * docs/decisions/0004: a full JEE Main paper taken through the UI (the theme-2 'JEE Main Full Test 1', Mains
 * variant) as the enrolled-2 student (no other spec submits it): each button's palette effect (001 §4.1), the
 * attempt-limit dialog on the 6th section-B answer and its release by Clear (001 §5), the Mains header, Back
 * blocked (001 §2.4), KaTeX math, and the summary counts equal to the palette's (001 §2.5). Then the timer red below
 * 1800 s and an end time that passes mid-test (001 §4.4, §8): the start reply's num_seconds is rewritten. The seed
 * has no exam whose real deadline passes during a run, so the server's own 'Exam time over' refusal is stood in for
 * by a save reply carrying that message.
 */

const EXAM = 'JEE Main Full Test 1';
const LIMIT_TEXT =
  'You can attempt only 5 out of 10 questions in this section. You have already attempted 5 question(s). Please deselect any marked question to continue.';

const tile = (page: Page, serial: number) =>
  page
    .getByRole('complementary', { name: 'Question palette' })
    .getByRole('button', { name: new RegExp(`^Question ${serial},`) });
const button = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name, exact: true });
const heading = (page: Page, serial: number) =>
  page.getByRole('heading', { name: new RegExp(`^Question ${serial}\\b`) });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name, exact: true });

async function expectTile(page: Page, serial: number, words: string) {
  await expect(tile(page, serial)).toHaveAccessibleName(`Question ${serial}, ${words}`);
}

async function chooseFirstOption(page: Page) {
  await page.getByRole('radio').first().check();
}

/** Whether the countdown shows in the danger colour (001 §4.4: red below 1800 s). */
async function timerIsRed(page: Page): Promise<boolean> {
  return page.getByRole('timer').evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--cp-danger)';
    document.body.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return getComputedStyle(el).color === danger;
  });
}

async function paletteLabels(page: Page): Promise<string[]> {
  const tiles: Locator = page
    .getByRole('complementary', { name: 'Question palette' })
    .getByRole('list')
    .last()
    .getByRole('button');
  return tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

test('a full JEE Main paper through the UI: buttons, attempt limit, Clear, summary = palette', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'enrolled-2');
  await expect(page).toHaveURL(/\/student$/);
  const id = await scheduledExamId(page, EXAM);
  await page.goto(`/student/JeeExamScreen/${id}`);
  await expect(heading(page, 1)).toBeVisible({ timeout: 20_000 });

  // 001 §2.4 Mains header: candidate, 'JEE Mains' (theme 2), subject, countdown, English only.
  const header = page.locator('header[data-variant="mains"]');
  await expect(header.getByRole('heading', { name: 'JEE Mains', level: 1 })).toBeVisible();
  await expect(header).toContainText('Diya Patel');
  await expect(header).toContainText('Physics');
  await expect(header.getByRole('timer')).toContainText(/0[23]:\d\d:\d\d/);
  await expect(header.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText(['English']);
  // The options are math ($…$): KaTeX (its own chunk, loaded on the first math) typesets them without errors.
  await expect(page.locator('.katex:visible').first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __portalMathErrors: () => { count: number } }).__portalMathErrors().count,
    ),
  ).toBe(0);
  // 001 §4.4: with hours left the timer is not red.
  expect(await timerIsRed(page)).toBe(false);

  // 001 §4.3: BACK is inactive on question 1.
  await expect(button(page, 'BACK')).toBeDisabled();

  // 001 §2.4: the browser Back button is blocked in a normal exam.
  await page.goBack().catch(() => undefined);
  await expect(page).toHaveURL(new RegExp(`/student/JeeExamScreen/${id}$`));
  await expect(heading(page, 1)).toBeVisible();

  // SAVE & NEXT with an answer → answered (1).
  await chooseFirstOption(page);
  await button(page, 'SAVE & NEXT').click();
  await expect(heading(page, 2)).toBeVisible();
  await expectTile(page, 1, 'answered');

  // Mark For Review & Next without an answer → not answered and marked (2).
  await button(page, 'Mark For Review & Next').click();
  await expect(heading(page, 3)).toBeVisible();
  await expectTile(page, 2, 'not answered and marked for review');

  // SAVE & Mark For Review with an answer → answered and marked (3).
  await chooseFirstOption(page);
  await button(page, 'SAVE & Mark For Review').click();
  await expect(heading(page, 4)).toBeVisible();
  await expectTile(page, 3, 'answered and marked for review');

  // SAVE & NEXT without an answer → 'Please choose an option' (001 §5); NEXT without an answer → not answered (4).
  await button(page, 'SAVE & NEXT').click();
  await expect(page.getByText('Please choose an option').first()).toBeVisible();
  await button(page, 'NEXT').click();
  await expect(heading(page, 5)).toBeVisible();
  await expectTile(page, 4, 'not answered');

  // CLEAR on a saved answer → not answered.
  await chooseFirstOption(page);
  await button(page, 'SAVE & NEXT').click();
  await expect(heading(page, 6)).toBeVisible();
  await expectTile(page, 5, 'answered');
  await tile(page, 5).click();
  await expect(heading(page, 5)).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await button(page, 'CLEAR').click();
  await expectTile(page, 5, 'not answered');
  await expect(page.getByRole('radio').first()).not.toBeChecked();
  // Question 6 was left without an answer → not answered (001 §4.1).
  await expectTile(page, 6, 'not answered');

  // Section B (numeric, any 5 of 10): five answers, then the 6th is refused with the exact dialog.
  await tab(page, 'Physics Section B').click();
  await expect(heading(page, 21)).toBeVisible();
  const answer = page.getByLabel('Your answer');
  for (let serial = 21; serial <= 25; serial += 1) {
    await expect(heading(page, serial)).toBeVisible();
    await answer.fill(String(serial));
    await button(page, 'SAVE & NEXT').click();
    await expectTile(page, serial, 'answered');
  }
  await expect(heading(page, 26)).toBeVisible();
  await answer.fill('26');
  await button(page, 'SAVE & NEXT').click();
  const limit = page.getByRole('dialog');
  await expect(limit).toContainText(LIMIT_TEXT);
  await limit.getByRole('button', { name: 'Okay' }).click();
  await expect(limit).toBeHidden();
  await expect(heading(page, 26)).toBeVisible();
  await expectTile(page, 26, 'not visited');

  // Clear frees a slot: question 21 cleared, then question 26 is accepted.
  await tile(page, 21).click();
  await expect(heading(page, 21)).toBeVisible();
  await button(page, 'CLEAR').click();
  await expectTile(page, 21, 'not answered');
  await tile(page, 26).click();
  await expect(heading(page, 26)).toBeVisible();
  await answer.fill('26');
  await button(page, 'SAVE & NEXT').click();
  await expectTile(page, 26, 'answered');
  await expect(heading(page, 27)).toBeVisible();

  // The palette of both Physics sections (the other 60 questions were never visited), then the summary.
  await tile(page, 22).click(); // land on an answered question so no count shifts for the current one
  await expect(heading(page, 22)).toBeVisible();
  const labels = [...(await paletteLabels(page))];
  await tab(page, 'Physics Section A').click();
  await expect(heading(page, 1)).toBeVisible();
  labels.push(...(await paletteLabels(page)));
  expect(labels).toHaveLength(30);
  const count = (words: string) => labels.filter((l) => l.endsWith(`, ${words}`)).length;
  const expected = {
    Answered: count('answered'),
    'Not Answered': count('not answered'),
    'Marked for Review': count('not answered and marked for review'),
    'Answered & Marked for Review (these will be considered for evaluation)': count('answered and marked for review'),
    'Not Visited': count('not visited') + 60,
  };
  expect(expected).toEqual({
    Answered: 6, // 1 and 22–26
    'Not Answered': 5, // 4, 5, 6, 21, 27
    'Marked for Review': 1,
    'Answered & Marked for Review (these will be considered for evaluation)': 1,
    'Not Visited': 77, // 7–20, 28–30 and the 60 of Chemistry and Mathematics
  });
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const summary = page.getByRole('dialog', { name: 'Exam Summary' });
  await expect(summary).toContainText(
    'Are you sure you want to submit for final marking? No changes will be allowed after submission.',
  );
  const row = (label: string) =>
    summary
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  await expect(row('Questions')).toHaveText('90');
  for (const [label, value] of Object.entries(expected)) await expect(row(label), label).toHaveText(String(value));

  // 001 §4.4: No resumes the exam while time remains.
  await summary.getByRole('button', { name: 'No' }).click();
  await expect(summary).toBeHidden();
  await expect(heading(page, 1)).toBeVisible();
});

test("the timer: red below 1800 s; an end time passing mid-test: the summary opens at 0, No gives 'Exam time is over', then the test list; a refused save too", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'enrolled-2');
  await expect(page).toHaveURL(/\/student$/);
  const id = await scheduledExamId(page, EXAM);

  // The start reply is rewritten to say `left` seconds remain (the seeded paper has hours; the server-side refusal
  // is checked below with a save reply carrying the server's 'Exam time over').
  // Margins of ~30 s keep the check true on a loaded CI machine (the page may take seconds to show the timer).
  let left = 1830;
  await page.route(`**/api/exam/v1/start-exam/${id}/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { num_seconds: number; exam_end_on: string; current_time: string };
    };
    body.data.num_seconds = left;
    body.data.exam_end_on = new Date(
      Date.parse(body.data.current_time || new Date().toISOString()) + left * 1000,
    ).toISOString();
    await route.fulfill({ response, json: body });
  });

  // 001 §4.4: red below 1800 s — not at 1830 s (30:30 and a little less by the time it shows), red at 1799 s.
  await page.goto(`/student/JeeExamScreen/${id}`);
  await expect(page.getByRole('timer')).toContainText(/00:30:[0-3]\d/);
  expect(await timerIsRed(page)).toBe(false);
  left = 1799;
  await page.reload();
  await expect(page.getByRole('timer')).toContainText(/00:29:[0-5]\d/);
  expect(await timerIsRed(page)).toBe(true);

  // 4 s left: at 0 the summary opens by itself.
  left = 4;
  await page.reload();
  await expect(heading(page, 1)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer')).toContainText(/00:00:0[0-4]/);
  const summary = page.getByRole('dialog', { name: 'Exam Summary' });
  await expect(summary).toBeVisible({ timeout: 10_000 });
  await summary.getByRole('button', { name: 'No' }).click();
  const over = page.getByRole('dialog', { name: 'Exam time is over' });
  await expect(over).toBeVisible();
  await expect(over).toContainText('Exam time is over');
  await page.keyboard.press('Escape'); // it cannot be dismissed
  await expect(page).toHaveURL(/\/student\/objectivetest$/);

  // A save the server refuses with 'Exam time over' (001 §8) → the same dialog, then the test list.
  await page.unroute(`**/api/exam/v1/start-exam/${id}/`);
  await page.route(`**/api/exam/v1/save-exam/${id}/`, (route) =>
    route.fulfill({ status: 400, json: { status: false, message: 'Exam time over', data: null } }),
  );
  await page.goto(`/student/JeeExamScreen/${id}`);
  await expect(heading(page, 1)).toBeVisible({ timeout: 20_000 });
  await chooseFirstOption(page);
  await button(page, 'SAVE & NEXT').click();
  await expect(page.getByRole('dialog', { name: 'Exam time is over' })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/objectivetest$/);
});
