import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';

/**
 * The test list offers Start only on open exams; a closed exam's Practice attempt (status 7,
 * 000 §4 / 001 §4.7) is taken, scored, and absent from the rank list — with the note 'Rank is not available because
 * you are taking it outside the test window'.
 */
const NOTE = 'Rank is not available because you are taking it outside the test window';
const CLOSED_EXAM = 'Unit Test: Laws of Motion';

test("a closed exam's Practice attempt is taken, scored, and absent from the rank list", async ({ page }) => {
  await signIn(page, 'section-303');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/objectivetest');
  await expect(page.getByRole('heading', { name: 'My Test' })).toBeVisible();

  const closedRow = page.getByRole('row', { name: new RegExp(CLOSED_EXAM) });
  await expect(closedRow.getByRole('link', { name: /^Start/ })).toHaveCount(0);
  await expect(closedRow).toContainText(NOTE);
  // Start only on the open exam; the one opening next week says when.
  await expect(
    page.getByRole('row', { name: /JEE Main Mock Test 1/ }).getByRole('link', { name: /^Start/ }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /JEE Main Mock Test 2/ })).toContainText(/Opens \d{1,2} \w{3} \d{4}/);
  await expectNoAxeViolations(page, 'test list with Practice');

  await closedRow.getByRole('link', { name: `Practice ${CLOSED_EXAM}` }).click();
  await expect(page).toHaveURL(/\/student\/instruction\/\d+$/);
  await expect(page.getByTestId('practice-note')).toHaveText(NOTE);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'PROCEED' }).click();
  await expect(page).toHaveURL(/\/student\/JeeExamScreen\/\d+$/);
  const examId = Number(/JeeExamScreen\/(\d+)/.exec(page.url())?.[1]);
  // The full 60 minutes, although the window closed days ago.
  await expect(page.getByRole('timer')).toContainText(/00:5\d:\d\d|01:00:00/);
  // Inside the player too (001 §2.2): the note is shown, in one status region (announced once).
  const playerNote = page.getByTestId('player-practice-note');
  await expect(playerNote).toHaveText(NOTE);
  await expect(playerNote).toHaveAttribute('role', 'status');
  await expect(page.getByRole('status').filter({ hasText: NOTE })).toHaveCount(1);
  await expectNoAxeViolations(page, 'player with the practice note');
  await page.screenshot({ path: test.info().outputPath('player-practice-note-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(playerNote).toBeInViewport();
  await expectNoAxeViolations(page, 'player with the practice note at 390px');
  await page.screenshot({ path: test.info().outputPath('player-practice-note-390.png') });
  // 001 §4.3 at 390 px (the palette below the question): moving to another question keeps the page on the question —
  // the palette scrolls within itself, not the page. From the top of the page (axe's checks scroll it), with clicks
  // that do not scroll to their button first (Playwright's do): the page must not move.
  await page.evaluate(() => window.scrollTo(0, 0));
  const press = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((button) => (button as HTMLButtonElement).click());
  await press('NEXT');
  await expect(page.getByRole('heading', { name: /^Question 2/ })).toBeInViewport();
  // The palette's move comes 150 ms after the question's (001 §9): past it, the page has still not moved.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await press('BACK');
  await expect(page.getByRole('heading', { name: /^Question 1/ })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByRole('dialog', { name: 'Exam Summary' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/student\/SubmitSuccessfully$/);

  // Scored at once, no rank: the cohort of scheduled attempts (none) does not count it.
  const reply = await pageApiGet<{
    score: number;
    rank: number | null;
    percentile: number | null;
    total_students: number;
    practice: boolean;
    questions: { attempted: boolean }[];
  }>(page, `/api/exam/v1/exam-result/${examId}/`);
  expect(reply.status).toBe(200);
  const { data } = reply;
  expect(data).toMatchObject({ practice: true, rank: null, percentile: null, total_students: 0 });
  expect(data.questions.filter((q) => q.attempted)).toHaveLength(1);
  expect([4, -1]).toContain(data.score);

  // The list now links to the practice result; the result page shows the score, no rank, and the note.
  await page.goto('/student/objectivetest');
  const doneRow = page.getByRole('row', { name: new RegExp(CLOSED_EXAM) });
  await expect(doneRow.getByRole('link', { name: /Practice/ })).toHaveCount(0);
  await doneRow.getByRole('link', { name: `View Result: ${CLOSED_EXAM}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student/result/${examId}$`));
  await expect(page.getByTestId('practice-note')).toHaveText(NOTE);
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(`${data.score} / 12`);
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(/Rank\s*—/);
  await expectNoAxeViolations(page, 'practice result');
});
