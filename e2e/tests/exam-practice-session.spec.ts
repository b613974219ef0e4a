import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Practice sessions (001 §2.1 practice-session, session-report/{session_id}; 000 §2 'Practice (New)' only
 * with enable_learning_module). Aarav practises 'Motion in a Straight Line': the seeded questions come in a fixed order
 * (medium first, lowest id per level), so the rule can be watched: right, right → harder; wrong → easier. The feedback
 * shows the key and the typeset solution at once; a reload resumes the waiting question; the report has the figures.
 */
test('a practice session gives feedback at once, follows the difficulty rule, resumes after a reload and ends in a report', async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  await page.goto('/student/practice-session');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice (New)' })).toBeVisible();
  await page.getByLabel('Subject').selectOption({ label: 'Physics' });
  await page.getByLabel('Chapter').selectOption({ label: 'Motion in a Straight Line (9 questions)' });
  await expectNoAxeViolations(page, 'practice picker');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page).toHaveURL(/\/student\/practice-session\?session_id=\d+$/);
  const sessionId = /session_id=(\d+)/.exec(page.url())![1];

  // 1: medium, numeric — right.
  await expect(page.getByText('Question 1 · Motion in a Straight Line')).toBeVisible();
  await expect(page.getByText('Medium', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose or enter an answer');
  await page.getByLabel('Your answer (a number)').fill('20');
  await page.getByRole('button', { name: 'Check answer' }).click();
  // The feedback is a status region (beside the shell's route announcer and offline notice, also status regions).
  const feedback = page.getByRole('status').filter({ hasText: /Correct!|Not quite/ });
  await expect(feedback).toContainText('Correct!');
  await expect(feedback.locator('.katex').first()).toBeVisible();
  await expect(page.getByText('Next question: Medium', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'practice feedback');
  await page.getByRole('button', { name: 'Next question' }).click();

  // 2: medium, single choice — right: two in a row, so the next is harder.
  await expect(page.getByText('Question 2 · Motion in a Straight Line')).toBeVisible();
  await page.getByRole('radio', { name: '100 m' }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(feedback).toContainText('Correct!');
  await expect(page.getByText('Next question: Hard (harder)')).toBeVisible();
  await page.getByRole('button', { name: 'Next question' }).click();

  // 3: hard — wrong: the key is shown and the next is easier.
  await expect(page.getByText('Question 3 · Motion in a Straight Line')).toBeVisible();
  await expect(page.getByText('Hard', { exact: true })).toBeVisible();
  await page.getByLabel('Your answer (a number)').fill('5');
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(feedback).toContainText('Not quite. The answer is 20.');
  await expect(page.getByText('Next question: Medium (easier)')).toBeVisible();
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText('Question 4 · Motion in a Straight Line')).toBeVisible();

  // A reload resumes at the waiting question.
  await page.reload();
  await expect(page.getByText('Question 4 · Motion in a Straight Line')).toBeVisible();
  await expect(page.getByText('Medium', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/session-report/${sessionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Session report' })).toBeVisible();
  await expect(page.getByTestId('report-accuracy')).toHaveText('67 %');
  await expect(page.getByText('2 / 3')).toBeVisible();
  await expect(page.getByRole('row', { name: /Hard 1 0/ })).toBeVisible();
  await expect(page.getByTestId('report-revise')).toHaveText('None: every chapter at 60 % or better.');
  await expectNoAxeViolations(page, 'session report');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'session report at 390 px');
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('000 §2: a student without the learning module is told practice is not enabled', async ({ page }) => {
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  await page.goto('/student/practice-session');
  await expect(page.getByRole('alert')).toHaveText('Practice is not enabled for your account');
});
