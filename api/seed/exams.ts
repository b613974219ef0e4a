/**
 * The demo accounts' question bank and exams: mock tests, a unit test, the weekly test (with the enrolled students'
 * handed-in attempts), a quiz and a one-batch test. The institute-scale papers are in institute.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { allottedQuestions, examQuestions, exams, examSections, questions, scheduledExams } from '../src/db/schema';
import { saveAnswer, startAttempt, submitAttempt } from '../src/exam/attempts';
import type { SubjectKey } from './content';
import { DIFFICULTY, QUESTIONS, SOLUTIONS } from './demo-questions';
import { questionRow } from './question-row';
import type { DatedPart } from './schedule';
import { ACCOUNT_KINDS, type AccountKind } from './students';
import type { Syllabus } from './syllabus';

const DAY = 86_400_000;

/** The question bank (seed/content.ts); returns a question's id by its key (an unknown key throws). */
export async function seedQuestionBank(db: Db, syllabus: Syllabus): Promise<(key: string) => number> {
  const questionIds = new Map<string, number>();
  for (const q of QUESTIONS) {
    const [row] = await db
      .insert(questions)
      .values(
        questionRow(q, syllabus, {
          tolerance: q.type === 3 ? 0.01 : 0,
          difficulty: q.difficulty ?? DIFFICULTY[q.key] ?? null,
          solution: SOLUTIONS[q.key] ?? null,
        }),
      )
      .returning({ id: questions.id });
    questionIds.set(q.key, row!.id);
  }
  const qid = (key: string) => {
    const found = questionIds.get(key);
    if (found === undefined) throw new Error(`Seed: unknown question ${key}`);
    return found;
  };
  return qid;
}

/**
 * The demo exams (mock tests, a unit test, the weekly test, a quiz, a one-batch test), scheduled for every demo student;
 * the enrolled students' attempts at the weekly test, handed in.
 */
export async function seedExams(
  db: Db,
  {
    at,
    subjectIds,
    qid,
    studentIds,
  }: {
    at: DatedPart['at'];
    subjectIds: Record<SubjectKey, number>;
    qid: (key: string) => number;
    studentIds: Record<AccountKind, number>;
  },
) {
  interface SectionPlan {
    subject: SubjectKey;
    name: string;
    instructions: string;
    compulsory?: number;
    questions: string[];
  }
  const createExam = async (exam: typeof exams.$inferInsert, sectionPlans: SectionPlan[]) => {
    const [row] = await db.insert(exams).values(exam).returning({ id: exams.id });
    const examId = row!.id;
    for (const [order, plan] of sectionPlans.entries()) {
      const [section] = await db
        .insert(examSections)
        .values({
          examId,
          subjectId: subjectIds[plan.subject],
          sectionName: plan.name,
          sectionInstructions: plan.instructions,
          numCompulsoryQuestions: plan.compulsory ?? 0,
          sortOrder: order + 1,
        })
        .returning({ id: examSections.id });
      await db
        .insert(examQuestions)
        .values(
          plan.questions.map((key, i) => ({ examSectionId: section!.id, questionId: qid(key), sortOrder: i + 1 })),
        );
    }
    return examId;
  };
  const single =
    'Single correct: each question has four options of which exactly one is correct. +4 for a correct answer, −1 for a wrong one.';
  const multiple =
    'One or more correct: choose every correct option. +4 only when all correct options and no wrong one are chosen, −1 otherwise.';
  const numeric = (n: number, total: number) =>
    `Numerical value: type the answer (up to two decimals). Attempt any ${n} of the ${total} questions. +4 / −1.`;
  const jeeInstructions = [
    '<p>The clock is set at the server. The countdown timer at the top right shows the time left; when it reaches zero the exam ends by itself.</p>',
    '<ol><li>The paper has <b>2 subjects</b>, Physics and Mathematics, each with three sections: A (single correct), B (one or more correct) and C (numerical value).</li>',
    '<li>In section C attempt only the number of questions shown; clear an answer to free a slot.</li>',
    '<li>The palette shows each question as not visited, not answered, answered, marked for review, or answered and marked for review.</li></ol>',
  ].join('');
  const mainSections: SectionPlan[] = [
    {
      subject: 'phy',
      name: 'Physics Section A',
      instructions: single,
      questions: ['phy-ke', 'phy-dim', 'phy-height', 'phy-newton2'],
    },
    { subject: 'phy', name: 'Physics Section B', instructions: multiple, questions: ['phy-vectors', 'phy-circular'] },
    {
      subject: 'phy',
      name: 'Physics Section C',
      instructions: numeric(2, 3),
      compulsory: 2,
      questions: ['phy-accel', 'phy-work', 'phy-spring'],
    },
    {
      subject: 'math',
      name: 'Mathematics Section A',
      instructions: single,
      questions: ['math-deriv', 'math-trig', 'math-sum', 'math-quad'],
    },
    {
      subject: 'math',
      name: 'Mathematics Section B',
      instructions: multiple,
      questions: ['math-irrational', 'math-matrix'],
    },
    {
      subject: 'math',
      name: 'Mathematics Section C',
      instructions: numeric(2, 3),
      compulsory: 2,
      questions: ['math-limit', 'math-ap', 'math-complex'],
    },
  ];
  const mock = await createExam(
    {
      examName: 'JEE Main Mock Test 1',
      instructions: jeeInstructions,
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 180,
      startAt: at(-DAY),
      endAt: at(30 * DAY),
      resultOn: null,
      maxMarks: 2 * (4 * 4 + 2 * 4 + 2 * 4),
    },
    mainSections,
  );
  const expired = await createExam(
    {
      examName: 'Unit Test: Laws of Motion',
      instructions: '<p>One section, single correct. +4 / −1.</p>',
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 60,
      startAt: at(-20 * DAY),
      endAt: at(-10 * DAY),
      resultOn: at(-9 * DAY),
      maxMarks: 12,
    },
    [{ subject: 'phy', name: 'Physics', instructions: single, questions: ['phy-newton2', 'phy-dim', 'phy-height'] }],
  );
  const given = await createExam(
    {
      examName: 'Weekly Test: Kinematics',
      instructions: '<p>Single correct and numerical questions.</p>',
      examTypeId: 1,
      themeId: 3,
      durationMinutes: 45,
      startAt: at(-8 * DAY),
      endAt: at(-6 * DAY),
      resultOn: at(-5 * DAY),
      maxMarks: 16,
    },
    [
      { subject: 'phy', name: 'Physics Section A', instructions: single, questions: ['phy-height', 'phy-ke'] },
      { subject: 'phy', name: 'Physics Section C', instructions: numeric(2, 2), questions: ['phy-accel', 'phy-work'] },
    ],
  );
  const upcoming = await createExam(
    {
      examName: 'JEE Main Mock Test 2',
      instructions: jeeInstructions,
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 180,
      startAt: at(5 * DAY),
      endAt: at(6 * DAY),
      resultOn: at(7 * DAY),
      maxMarks: 2 * (4 * 4 + 2 * 4 + 2 * 4),
    },
    mainSections,
  );
  const quiz = await createExam(
    {
      examName: 'Quick Quiz: Units and Measurements',
      instructions: '<p>Two quick questions.</p>',
      examTypeId: 3,
      themeId: 3,
      durationMinutes: 10,
      startAt: at(-2 * DAY),
      endAt: at(10 * DAY),
      resultOn: null,
      maxMarks: 8,
    },
    [{ subject: 'phy', name: 'Quiz', instructions: single, questions: ['phy-dim', 'phy-ke'] }],
  );

  const everyone = ACCOUNT_KINDS.map((k) => studentIds[k]);
  for (const examId of [mock, expired, given, upcoming, quiz]) {
    await db.insert(scheduledExams).values(everyone.map((studentId) => ({ examId, studentId })));
  }
  // A test of one batch (exams.section_id, migration 0018): the two-batch demo students see it on the dashboard only
  // while Class 11 Foundation (302) is their current batch (000 §4 Switching batch: the other batch's content).
  const foundationTest = await createExam(
    {
      examName: 'Foundation Test: Trigonometric Functions',
      instructions: '<p>One section, single correct. +4 / −1.</p>',
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 30,
      startAt: at(-2 * DAY),
      endAt: at(20 * DAY),
      resultOn: null,
      maxMarks: 8,
      sectionId: 302,
    },
    [{ subject: 'math', name: 'Mathematics', instructions: single, questions: ['math-trig', 'math-sum'] }],
  );
  await db
    .insert(scheduledExams)
    .values(
      [studentIds.enrolled, studentIds['enrolled-2']].map((studentId) => ({ examId: foundationTest, studentId })),
    );

  // The enrolled students already gave the weekly test (Attempted tab, exam_status 4). Diya handed it in after the
  // 45 minutes and the 60 s grace, so her attempt is a 'LateSubmission' (001 §2.2: the list shows the late flag).
  const givenStart = at(-7 * DAY);
  const handedIn = { enrolled: 20 * 60_000, 'enrolled-2': 47 * 60_000 } as const;
  for (const kind of ['enrolled', 'enrolled-2'] as const) {
    const { sched } = await startAttempt(db, given, studentIds[kind], givenStart);
    const allotted = await db
      .select()
      .from(allottedQuestions)
      .where(sql`${allottedQuestions.scheduledExamId} = ${sched.id}`)
      .orderBy(allottedQuestions.serialNo);
    const answers = [
      { is_option2_selected: true },
      { is_option3_selected: true },
      { ans_given: '4' },
      { ans_given: '25' },
    ];
    for (const [i, a] of allotted.entries()) {
      await saveAnswer(
        db,
        given,
        studentIds[kind],
        {
          student_id: studentIds[kind],
          ques_id: a.id,
          total_seconds: 60 + i * 30,
          review_status: false,
          ...answers[i],
        },
        new Date(givenStart.getTime() + (i + 1) * 120_000),
      );
    }
    await submitAttempt(db, given, studentIds[kind], new Date(givenStart.getTime() + handedIn[kind]));
  }
  return { mock, expired, given, upcoming, quiz, givenStart };
}
