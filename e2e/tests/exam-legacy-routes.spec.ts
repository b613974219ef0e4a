import { expect, test } from '@playwright/test';
import { apiSignIn, ERROR_PAGE_TEXT, signIn } from './support';

/**
 * Every older exam route name of 001 §2.1 renders a real screen — with an exam id it opens today's
 * screen for that exam, without one it returns to its list — never the error page.
 */

test('the older exam route names open today screens, with and without an exam id', async ({ page, request }) => {
  const token = await apiSignIn(request, 'enrolled');
  const me = await (
    await request.get('/api/users/v1/get-student-details2/?username=9876543210', {
      headers: { authorization: `Token ${token}` },
    })
  ).json();
  const studentId = me.data.student_data.id as number;
  const scheduled = await (
    await request.get(`/api/exam/v1/scheduled-exams/?student=${studentId}&type=1`, {
      headers: { authorization: `Token ${token}` },
    })
  ).json();
  const examId = (scheduled.data as { exam_assoc: { id: number } }[])[0]!.exam_assoc.id;

  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const cases: [string, RegExp][] = [
    [`/student/InstructionsGeneric/${examId}`, new RegExp(`/student/generic/${examId}/instructions$`)],
    [`/student/InstructionsGenericSecond/${examId}`, new RegExp(`/student/generic/${examId}/instructions$`)],
    [`/student/objectiveexaminstruction/${examId}`, new RegExp(`/student/instruction/${examId}$`)],
    [`/student/important-instruction/${examId}`, new RegExp(`/student/instruction/${examId}$`)],
    ['/student/important-instruction', /\/student\/objectivetest$/],
    ['/student/instruction', /\/student\/objectivetest$/],
    ['/student/InstructionPage', /\/student\/objectivetest$/],
    ['/student/JeeExamScreen', /\/student\/objectivetest$/],
    ['/student/objectiveexam', /\/student\/objectivetest$/],
    ['/student/ExamScreenGeneric', /\/student\/objectivetest$/],
    ['/student/StudentObjectiveTest', /\/student\/objectivetest$/],
    ['/student/ExamScreenGenericDpp', /\/student\/dpp-list\/all$/],
    ['/student/InstructionsGenericSecondDpp', /\/student\/dpp-list\/all$/],
    ['/student/objectiveexamcomplete', /\/student\/SubmitSuccessfully$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page, `${from} → ${to}`).toHaveURL(to);
    await expect(page.getByText(ERROR_PAGE_TEXT)).toHaveCount(0);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
});
