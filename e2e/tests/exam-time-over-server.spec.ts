import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { importPaper } from './papers';

/**
 * docs/decisions/0004: an exam whose end time passes mid-test shows 'Exam time is over' (001 §4.4, §8), and the
 * server — the real API, on its own clock — refuses later saves (ARCHITECTURE §5: end time plus a 60 s grace).
 * The paper is imported through the admin route with a window that ends ~25 s after the test starts.
 */
const STUDENT = 'section-303';
const WINDOW_LEFT_MS = 25_000;
const GRACE_MS = 60_000;

test("the end time passes mid-test: the summary opens at 0, No gives 'Exam time is over', and the server refuses a later save", async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  await signIn(page, STUDENT);
  await expect(page).toHaveURL(/\/student$/);
  const { studentId, token } = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { username: string; token: string };
    const reply = await (
      await fetch(`/api/users/v1/get-student-details2/?username=${user.username}`, {
        headers: { Authorization: `Token ${user.token}` },
      })
    ).json();
    return { studentId: reply.data.student_data.id as number, token: user.token };
  });

  const endsAt = Date.now() + WINDOW_LEFT_MS;
  const examId = await importPaper(
    request,
    {
      format: 'classroom-paper/1',
      exam: {
        name: 'Closing-time check',
        type: 1,
        theme: 1,
        durationMinutes: 180,
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(endsAt).toISOString(),
      },
      sections: [
        {
          name: 'Physics Section A',
          subject: 'Physics',
          numCompulsoryQuestions: 0,
          marks: { positive: 4, negative: 1 },
          questions: [
            {
              type: 1,
              question: 'The SI unit of force is',
              options: ['newton', 'joule', 'watt', 'pascal'],
              answer: '1',
            },
            {
              type: 1,
              question: 'The SI unit of energy is',
              options: ['newton', 'joule', 'watt', 'pascal'],
              answer: '2',
            },
          ],
        },
      ],
    },
    `student:${studentId}`,
  );

  // Before the end: the real server accepts a save.
  await page.goto(`/student/JeeExamScreen/${examId}`);
  await expect(page.getByRole('heading', { name: /^Question 1\b/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer')).toContainText(/00:00:[0-2]\d/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await expect(page.getByText('Answer saved').first()).toBeVisible();

  // 001 §4.4: at zero the summary opens by itself; No with no time left gives 'Exam time is over', then the test list.
  const summary = page.getByRole('dialog', { name: 'Exam Summary' });
  await expect(summary).toBeVisible({ timeout: WINDOW_LEFT_MS + 10_000 });
  await summary.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('dialog', { name: 'Exam time is over' })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/objectivetest$/);

  // After the end and the 60 s grace, the server refuses a save on its own clock.
  const wait = endsAt + GRACE_MS + 2_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const statuses = await request.get(`/api/exam/v1/exam-answers/${examId}/`, {
    headers: { Authorization: `Token ${token}` },
  });
  const question = ((await statuses.json()) as { data: { questions: Array<{ id: number }> } }).data.questions[1]!;
  const save = await request.post(`/api/exam/v1/save-exam/${examId}/`, {
    headers: { Authorization: `Token ${token}` },
    data: {
      student_id: studentId,
      ques_id: question.id,
      total_seconds: 5,
      review_status: false,
      is_option2_selected: true,
    },
  });
  const body = (await save.json()) as { status: boolean; message: string };
  expect(save.status()).toBe(400);
  expect(body.status).toBe(false);
  // 'Exam time over' — or, once the server's closer (every 60 s) has closed the overdue attempt, 'already submitted'.
  expect(body.message).toMatch(/^(Exam time over|Exam already submitted)$/);
  const after = await request.get(`/api/exam/v1/exam-answers/${examId}/`, {
    headers: { Authorization: `Token ${token}` },
  });
  const second = (
    (await after.json()) as { data: { questions: Array<{ id: number; is_option2_selected: boolean }> } }
  ).data.questions.find((q) => q.id === question.id);
  expect(second?.is_option2_selected).toBe(false);
});
