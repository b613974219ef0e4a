import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';

/**
 * (001 §2.1, §2.2): /student/Quizlist is the quiz list titled 'My Quiz'; /student/objectivetest takes its
 * type from route state (1 'My Test', 2 'My Assignments', 3 'My Quiz'); a quiz is found there and taken; an attempt
 * handed in late shows the late-submission flag (seeded: Diya's weekly test).
 */
const QUIZ = 'Quick Quiz: Units and Measurements';

test('a quiz is found in /student/Quizlist and taken', async ({ page }) => {
  await signIn(page, 'doubts');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/Quizlist');
  await expect(page.getByRole('heading', { name: 'My Quiz' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Quiz/);
  const row = page.getByRole('row', { name: new RegExp(QUIZ) });
  await expect(row).toBeVisible();
  // Only quizzes: the tests of type 1 are not in this list.
  await expect(page.getByRole('row', { name: /JEE Main Mock Test 1/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'quiz list');

  await row.getByRole('link', { name: `Start ${QUIZ}` }).click();
  await expect(page).toHaveURL(/\/student\/generic\/\d+\/instructions$/);
  const examId = Number(/generic\/(\d+)\//.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('You can start your test now')).toBeVisible();
  await page.getByRole('button', { name: 'Start Now' }).click();
  await expect(page.getByRole('heading', { name: /^Question 1/ })).toBeVisible();
  await page.getByRole('radio').nth(0).check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(page.getByRole('button', { name: /^Question 1, answered/ })).toBeVisible();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/student\/SubmitSuccessfully$/, { timeout: 30_000 });

  const { data } = await pageApiGet<{ submitted: boolean; questions: { is_option1_selected: boolean }[] }>(
    page,
    `/api/exam/v1/exam-answers/${examId}/`,
  );
  expect(data.submitted).toBe(true);
  expect(data.questions[0]?.is_option1_selected).toBe(true);

  // Now in the Attempted tab of the quiz list.
  await page.goto('/student/Quizlist');
  await page.getByRole('button', { name: 'Attempted' }).click();
  await expect(page.getByRole('row', { name: new RegExp(QUIZ) })).toBeVisible();
});

test('objectivetest takes its title from route state; a late submission shows the flag', async ({ page }) => {
  await signIn(page, 'enrolled-2');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/objectivetest');
  await expect(page.getByRole('heading', { name: 'My Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Attempted' }).click();
  await expect(page.getByRole('row', { name: /Weekly Test: Kinematics/ })).toContainText('Late submission');
  for (const [type, title] of [
    [2, 'My Assignments'],
    [3, 'My Quiz'],
  ] as const) {
    // Route state as the older bar's links set it (001 §2.1 objectivetest state exam_type).
    await page.evaluate(
      ([t]) => {
        window.history.pushState({ usr: { exam_type: t }, key: `t${t}`, idx: 1 }, '', '/student/objectivetest');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      [type],
    );
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
});
