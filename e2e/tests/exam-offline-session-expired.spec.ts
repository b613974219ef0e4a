import { expect, test } from '@playwright/test';
import { apiSignIn, pageApiGet, signIn } from './support';

// This spec is about the portal's service worker (decision 0016, 001 §4.5): it runs with it.
test.use({ serviceWorkers: 'allow' });

/**
 * The offline exam (001 §4.5) speaks through the portal's one API client: an answer saved on the device while offline,
 * then the session superseded by a sign-in on another device — when the device syncs, the answer 401 brings the spec's
 * 'Unauthorised?' / 'User logged into another device' notice and the sign-in page (000 §8). The answer stays on the
 * device and reaches the server once the student signs in again and reopens the exam.
 */
const QUIZ = 'Quick Quiz: Units and Measurements';

test('offline exam: a 401 on sync shows the session-expired notice; the answer kept on the device syncs after signing in again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'payer-plan');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/Quizlist');
  await page
    .getByRole('row', { name: new RegExp(QUIZ) })
    .getByRole('link', { name: `Start ${QUIZ}` })
    .click();
  await expect(page).toHaveURL(/\/student\/generic\/\d+\/instructions$/);
  const examId = Number(/generic\/(\d+)\//.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start Now' }).click();
  await expect(page.getByRole('heading', { name: /^Question 1\b/ })).toBeVisible();
  const syncState = page.getByRole('status').filter({ hasText: /saved/i });
  await expect(syncState).toHaveText('All answers saved');

  await context.setOffline(true);
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(syncState).toHaveText(/^Offline\. Saved on this device.*\(1\)$/);

  await apiSignIn(request, 'payer-plan'); // another device: this one's token is superseded
  const notice = page.getByRole('dialog').filter({ hasText: 'Unauthorised?' });
  await context.setOffline(false); // the 'online' event syncs the queue: 401
  await expect(notice).toContainText('User logged into another device');
  await page.waitForURL((url) => url.pathname === '/');

  await signIn(page, 'payer-plan');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto(`/student/generic/${examId}/exam`);
  await expect(page.getByRole('button', { name: /^Question 1, answered/ })).toBeVisible();
  await expect(syncState).toHaveText('All answers saved');
  const { data } = await pageApiGet<{ questions: { serial_no: number; is_option2_selected: boolean }[] }>(
    page,
    `/api/exam/v1/exam-answers/${examId}/`,
  );
  expect(data.questions.find((q) => q.serial_no === 1)?.is_option2_selected).toBe(true);
});
