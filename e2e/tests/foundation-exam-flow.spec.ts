import { expect, test } from '@playwright/test';
import { apiSignIn, signIn } from './support';

interface AllottedAnswer {
  question_type_id: number;
  ans_given: string | null;
  is_option1_selected: boolean;
  is_option2_selected: boolean;
  is_option3_selected: boolean;
  is_option4_selected: boolean;
}

/**
 * A student signs in, sees the dashboard rows rendered by mfe-dashboard, opens
 * the test list, starts the exam, answers a single-choice, a multiple-choice and a numeric question,
 * submits — and the database holds those answers and the submission.
 */
test('sign in → dashboard → test list → instructions → player → submit, and the answers reach the database', async ({
  page,
  request,
}) => {
  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);
  await expect(page).toHaveTitle('Dashboard | Classroom');
  await expect(page.getByRole('banner')).toContainText('Aarav');
  for (const row of ['MPPs', 'Tests', 'Classes']) {
    await expect(page.getByRole('region', { name: row }).getByRole('article').first()).toBeVisible();
  }

  // 001 §2.2 test list, then 001 §2.3 instructions (theme 1).
  await page.getByRole('link', { name: 'See all Tests' }).click();
  await expect(page).toHaveURL(/\/student\/objectivetest$/);
  await page
    .getByRole('link', { name: /Start.*JEE Main Mock Test 1/ })
    .or(page.getByRole('button', { name: /Start.*JEE Main Mock Test 1/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/student\/instruction\/\d+$/);
  const proceed = page.getByRole('button', { name: 'PROCEED' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox').check();
  await proceed.click();
  await expect(page).toHaveURL(/\/student\/JeeExamScreen\/\d+$/);
  const examId = /JeeExamScreen\/(\d+)/.exec(page.url())?.[1];

  // 001 §2.4 player: a countdown from the server's remaining seconds.
  await expect(page.getByRole('timer')).toContainText(/0[23]:\d\d:\d\d/);

  // Single choice: option C, SAVE & NEXT → palette code 1 'answered' (001 §4.1).
  await page.getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(page.getByText('Answer saved').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();

  // Multiple choice: options A and C. (The palette shows the current section's tiles.)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Physics Section B' }).click();
  await expect(page.getByRole('group', { name: 'Choose all correct options' })).toBeVisible();
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(2).check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(page.getByRole('button', { name: /^Question \d+, answered$/ })).toHaveCount(1);

  // Numeric: the field keeps only a minus, digits and one decimal point (001 §5).
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Physics Section C' }).click();
  await page.getByLabel('Your answer').pressSequentially('4x');
  await expect(page.getByLabel('Your answer')).toHaveValue('4');
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(page.getByRole('button', { name: /^Question \d+, answered$/ })).toHaveCount(1);

  // 001 §2.5 summary, then submit.
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const summary = page.getByRole('dialog', { name: 'Exam Summary' });
  await expect(summary.getByRole('row', { name: /^Answered \d+$/ })).toHaveText(/Answered\s*3/);
  await expect(summary).toContainText(
    'Are you sure you want to submit for final marking? No changes will be allowed after submission.',
  );
  await summary.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/student\/SubmitSuccessfully$/);

  // What reached the database, read back through the API as the student.
  const token = await apiSignIn(request, 'enrolled');
  const reply = await request.get(`/api/exam/v1/exam-answers/${examId}/`, {
    headers: { Authorization: `Token ${token}` },
  });
  const { data } = (await reply.json()) as { data: { submitted: boolean; questions: AllottedAnswer[] } };
  expect(data.submitted).toBe(true);
  const answered = data.questions.filter(
    (q) =>
      q.ans_given || q.is_option1_selected || q.is_option2_selected || q.is_option3_selected || q.is_option4_selected,
  );
  expect(answered).toHaveLength(3);
  expect(answered).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ question_type_id: 1, is_option3_selected: true, is_option1_selected: false }),
      expect.objectContaining({
        question_type_id: 2,
        is_option1_selected: true,
        is_option2_selected: false,
        is_option3_selected: true,
      }),
      expect.objectContaining({ question_type_id: 3, ans_given: '4' }),
    ]),
  );
});
