import { expect, test, type Page } from '@playwright/test';
import { ERROR_PAGE_TEXT, pageApiGet, signIn } from './support';

/**
 * Every exam route of 001 §2.1 (Tests, DPP, Results, Assignments, and adaptive,
 * practice-session, session-report) renders a real screen. Each is opened by address, as a bookmark or another app
 * would — no route state — with an exam id where the route takes one and without one where it may: it shows its own
 * screen (a level-1 heading) or returns to its list, never the error page and never 'Some error occurred' alone.
 * The players are opened on the exam that opens next week, so no attempt starts: the player says why (001 §8).
 */

interface ExamRow {
  exam_assoc: { id: number; exam_topic: string };
}

async function examIds(page: Page) {
  const me = (
    await pageApiGet<{ student_data: { id: number } }>(page, '/api/users/v1/get-student-details2/?username=9876543210')
  ).data;
  const pending = (
    await pageApiGet<ExamRow[]>(page, `/api/exam/v1/scheduled-exams/?student=${me.student_data.id}&type=1`)
  ).data;
  const given = (await pageApiGet<ExamRow[]>(page, `/api/exam/v1/given-exams/?student=${me.student_data.id}&type=1`))
    .data;
  const id = (rows: ExamRow[], name: string) => rows.find((e) => e.exam_assoc.exam_topic === name)!.exam_assoc.id;
  return {
    mock: id(pending, 'JEE Main Mock Test 1'),
    upcoming: id(pending, 'JEE Main Mock Test 2'),
    given: id(given, 'Weekly Test: Kinematics'),
  };
}

test('every exam route of 001 §2.1 renders a real screen, opened by address with and without an id', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);
  const { mock, upcoming, given } = await examIds(page);

  // A DPP the seed marks done for this student: its result link on the DPP list.
  await page.goto('/student/dpp-list/all');
  const dppResult = await page
    .getByRole('link', { name: /Result/ })
    .first()
    .getAttribute('href');
  expect(dppResult).toMatch(/^\/student\/dpp-result\/\d+$/);

  const TESTS = /\/student\/objectivetest$/;
  const same = (path: string) => new RegExp(`${path.replace(/[?]/g, '\\?')}$`);
  const cases: { path: string; lands: RegExp; heading?: RegExp; refused?: true }[] = [
    // Tests (001 §2.1).
    { path: '/student/objectivetest', lands: TESTS, heading: /^My Test$/ },
    { path: '/student/Quizlist', lands: same('/student/Quizlist'), heading: /Quiz/ },
    {
      path: `/student/instruction/${mock}`,
      lands: same(`/student/instruction/${mock}`),
      heading: /JEE Main Mock Test 1/,
    },
    { path: '/student/instruction', lands: TESTS },
    {
      path: `/student/important-instruction/${mock}`,
      lands: same(`/student/instruction/${mock}`),
      heading: /JEE Main Mock Test 1/,
    },
    { path: '/student/important-instruction', lands: TESTS },
    { path: '/student/InstructionPage', lands: TESTS },
    { path: `/student/InstructionsGeneric/${given}`, lands: same(`/student/generic/${given}/instructions`) },
    { path: '/student/InstructionsGeneric', lands: TESTS },
    { path: `/student/InstructionsGenericSecond/${given}`, lands: same(`/student/generic/${given}/instructions`) },
    { path: '/student/InstructionsGenericSecond', lands: TESTS },
    // The offline player without downloaded questions goes to its instructions, which load the exam from the id (001 §4.5).
    {
      path: `/student/ExamScreenGeneric/${upcoming}`,
      lands: same(`/student/generic/${upcoming}/instructions`),
      heading: /JEE Main Mock Test 2/,
    },
    { path: '/student/ExamScreenGeneric', lands: TESTS },
    { path: `/student/JeeExamScreen/${upcoming}`, lands: same(`/student/JeeExamScreen/${upcoming}`), refused: true },
    { path: '/student/JeeExamScreen', lands: TESTS },
    {
      path: `/student/JeeAdvanceExamScreen/${upcoming}`,
      lands: same(`/student/JeeAdvanceExamScreen/${upcoming}`),
      refused: true,
    },
    { path: '/student/JeeAdvanceExamScreen', lands: TESTS },
    {
      path: `/student/JeeadvanceIns/${mock}`,
      lands: same(`/student/JeeadvanceIns/${mock}`),
      heading: /JEE Main Mock Test 1/,
    },
    { path: '/student/JeeadvanceIns', lands: TESTS },
    { path: '/student/SubmitSuccessfully', lands: same('/student/SubmitSuccessfully') },
    { path: `/student/objectiveexaminstruction/${mock}`, lands: same(`/student/instruction/${mock}`) },
    { path: '/student/objectiveexaminstruction', lands: TESTS },
    { path: `/student/objectiveexam/${upcoming}`, lands: same(`/student/JeeExamScreen/${upcoming}`), refused: true },
    { path: '/student/objectiveexam', lands: TESTS },
    { path: '/student/StudentObjectiveTest', lands: TESTS },
    { path: '/student/objectiveexamcomplete', lands: same('/student/SubmitSuccessfully') },
    { path: '/student/objectiveresult', lands: TESTS },
    ...[
      'percentileandscore',
      'difficultylevelwisescore',
      'timeperquestion',
      'solutions',
      'chapterwisescore',
      'questionpaper',
    ].flatMap((p) => [
      {
        path: `/student/objectiveresult/${p}?exam_id=${given}`,
        lands: same(`/student/objectiveresult/${p}?exam_id=${given}`),
      },
      { path: `/student/objectiveresult/${p}`, lands: TESTS },
    ]),
    // DPP.
    { path: '/student/dpp-list/all', lands: same('/student/dpp-list/all') },
    { path: '/student/InstructionsGenericDpp', lands: /\/student\/(InstructionsGenericDpp|dpp-list\/all)$/ },
    { path: '/student/InstructionsGenericSecondDpp', lands: same('/student/dpp-list/all') },
    { path: '/student/ExamScreenGenericDpp', lands: same('/student/dpp-list/all') },
    { path: dppResult!, lands: same(dppResult!), heading: /DPP Result/ },
    // Results.
    { path: `/student/result/${given}`, lands: same(`/student/result/${given}`) },
    { path: `/student/answer/${given}`, lands: same(`/student/answer/${given}`), heading: /answer key/ },
    // Assignments (ids-less names open the subjects).
    ...[
      'assignment',
      'assignmentssubjects',
      'assignmentschapters',
      'assignmentslist',
      'assignments_all_list',
      'submitassignment',
      'updateassignment',
      'submittedassignment',
    ].map((name) => ({ path: `/student/${name}`, lands: /\/student\/(assignment\w*|assignments_all_list)(\/\d+)*$/ })),
    // Practice sessions.
    { path: '/student/adaptive', lands: same('/student/adaptive') },
    { path: '/student/practice-session', lands: same('/student/practice-session') },
    { path: '/student/session-report', lands: same('/student/practice-session') },
  ];

  const failures: string[] = [];
  for (const c of cases) {
    await page.goto(c.path);
    try {
      await expect(page, c.path).toHaveURL(c.lands, { timeout: 10_000 });
      if (c.refused) {
        // 001 §8: the player's start failure — the server's reason in the Error dialog, Ok back to the test list.
        const dialog = page.getByRole('dialog', { name: 'Error' });
        await expect(dialog, `${c.path}: the start refusal`).toContainText('Exam has not started yet', {
          timeout: 10_000,
        });
        await dialog.getByRole('button', { name: 'Ok' }).click();
        await expect(page, `${c.path}: Ok returns to the list`).toHaveURL(TESTS);
        continue;
      }
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1, `${c.path}: a screen heading`).toBeVisible({ timeout: 10_000 });
      if (c.heading) await expect(h1, `${c.path}: its heading`).toHaveText(c.heading);
      await expect(page.getByText(ERROR_PAGE_TEXT), `${c.path}: not the error page`).toHaveCount(0);
      await expect(
        page.getByText('Some error occurred', { exact: true }),
        `${c.path}: not 'Some error occurred' alone`,
      ).toHaveCount(0);
      await expect(page, `${c.path}: still there once its screen is up`).toHaveURL(c.lands);
    } catch (error) {
      failures.push(`${c.path} → ${page.url()}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
