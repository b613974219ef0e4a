/**
 * DPP papers (001 §7 DPP start): every MPP becomes an exam of type 2 (assignment, theme 3 generic) with a few
 * questions on its chapter, so DPP start / save / submit work end to end. Deterministic: the questions follow from
 * the MPP's order and chapter (no PRNG draw, so the rest of the seed is unchanged).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  allottedQuestions,
  chapters,
  examQuestions,
  exams,
  examSections,
  mpps,
  scheduledExams,
} from '../src/db/schema';
import * as schema from '../src/db/schema';
import { saveAnswer, startAttempt, submitAttempt } from '../src/exam/attempts';

/** A DPP's time limit in minutes, and how long its window stays open after the MPP's start (days). */
export const DPP_DURATION_MINUTES = 60;
export const DPP_WINDOW_DAYS = 365;
const DAY = 86_400_000;

/**
 * The questions of one DPP on `chapter` (2 single choice, 1 multiple choice, 1 numeric; LaTeX and simple HTML), each
 * with its worked solution `s` (a DPP's key and solutions are released at once, 001 §2.2).
 */
export function dppQuestions(chapter: string, n: number) {
  const k = (n % 7) + 2;
  return [
    {
      type: 1,
      q: `<p>In <b>${chapter}</b>: if $x = ${k}$, what is $x^2$?</p>`,
      o: [`$${k * 2}$`, `$${k * k}$`, `$${k + 2}$`, `$${k * k + 1}$`],
      key: '2',
      s: `<p>$x^2 = x \\times x = ${k} \\times ${k} = ${k * k}$ (option B). Note $x^2 \\ne 2x = ${k * 2}$.</p>`,
    },
    {
      type: 1,
      q: `<p>${chapter}: which of these equals $\\frac{${k * 3}}{3}$?</p>`,
      o: [`$${k}$`, `$${k + 1}$`, `$${k * 3}$`, `$3$`],
      key: '1',
      s: `<p>$\\dfrac{${k * 3}}{3} = \\dfrac{3 \\times ${k}}{3} = ${k}$ (option A).</p>`,
    },
    {
      type: 2,
      q: `<p>${chapter}: which numbers are greater than $${k}$? <i>(more than one may be correct)</i></p>`,
      o: [`$${k + 1}$`, `$${k - 1}$`, `$${k * 2}$`, `$${k}$`],
      key: '1,3',
      s: `<p>$${k + 1} \\gt ${k}$ (A) and $${k * 2} = ${k} + ${k} \\gt ${k}$ (C). $${k - 1} \\lt ${k}$ (B), and $${k}$ is equal to, not greater than, itself (D). Answer: options A and C.</p>`,
    },
    {
      type: 3,
      q: `<p>${chapter}: evaluate $${k} \\times 5$.</p>`,
      o: [null, null, null, null],
      key: String(k * 5),
      s: `<p>$${k} \\times 5 = ${k * 5}$.</p>`,
    },
  ] as const;
}

/** Creates the DPP exam of every MPP that has none yet (in MPP id order) and links it. Returns the MPP → exam ids. */
export async function seedDppExams(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ mpp: mpps, chapterName: chapters.chapterName })
    .from(mpps)
    .innerJoin(chapters, eq(chapters.id, mpps.chapterId))
    .orderBy(asc(mpps.id));
  const linked = new Map<number, number>();
  for (const { mpp, chapterName } of rows) {
    if (mpp.examId !== null) {
      linked.set(mpp.id, mpp.examId);
      continue;
    }
    const items = dppQuestions(chapterName, mpp.id);
    const [exam] = await db
      .insert(exams)
      .values({
        examName: mpp.name,
        instructions: '<p>Practice paper: answer at your own pace; each question is saved as you go.</p>',
        examTypeId: 2,
        themeId: 3,
        durationMinutes: DPP_DURATION_MINUTES,
        startAt: mpp.startAt,
        endAt: new Date(mpp.startAt.getTime() + DPP_WINDOW_DAYS * DAY),
        maxMarks: items.length * 4,
      })
      .returning({ id: exams.id });
    const [section] = await db
      .insert(examSections)
      .values({
        examId: exam!.id,
        subjectId: mpp.subjectId,
        sectionName: 'Section A',
        sortOrder: 1,
        positiveMarks: 4,
        negativeMarks: 1,
      })
      .returning({ id: examSections.id });
    const qs = await db
      .insert(schema.questions)
      .values(
        items.map((it) => ({
          questionTypeId: it.type,
          question: it.q,
          option1: it.o[0],
          option2: it.o[1],
          option3: it.o[2],
          option4: it.o[3],
          answerKey: it.key,
          subjectId: mpp.subjectId,
          chapterId: mpp.chapterId,
          tags: [chapterName],
          solution: it.s,
        })),
      )
      .returning({ id: schema.questions.id });
    await db
      .insert(examQuestions)
      .values(qs.map((q, i) => ({ examSectionId: section!.id, questionId: q.id, sortOrder: i + 1 })));
    await db
      .update(mpps)
      .set({ examId: exam!.id, totalQuestions: items.length, maxExamMarks: items.length * 4 })
      .where(eq(mpps.id, mpp.id));
    linked.set(mpp.id, exam!.id);
  }
  return linked;
}

/**
 * The demo students' DPP progress (000 §3 MPP card): the first DPP completed (button Result), the second in progress
 * (Continue, started 10 minutes before `now`), the rest pending (Start).
 */
export async function seedDppProgress(
  db: Db,
  now: Date,
  examIds: { done: number; open: number },
  studentIds: number[],
): Promise<void> {
  for (const studentId of studentIds) {
    await db
      .insert(scheduledExams)
      .values([
        { examId: examIds.done, studentId },
        { examId: examIds.open, studentId },
      ])
      .onConflictDoNothing();
    const doneStart = new Date(now.getTime() - 20 * 3_600_000);
    const { sched } = await startAttempt(db, examIds.done, studentId, doneStart);
    const allotted = await db
      .select()
      .from(allottedQuestions)
      .where(eq(allottedQuestions.scheduledExamId, sched.id))
      .orderBy(asc(allottedQuestions.serialNo));
    const answers = [
      { is_option2_selected: true },
      { is_option3_selected: true },
      { is_option1_selected: true, is_option3_selected: true },
      {},
    ];
    for (const [i, a] of allotted.entries()) {
      await saveAnswer(
        db,
        examIds.done,
        studentId,
        { student_id: studentId, ques_id: a.id, total_seconds: 45 + i * 15, review_status: false, ...answers[i] },
        new Date(doneStart.getTime() + (i + 1) * 60_000),
      );
    }
    await submitAttempt(db, examIds.done, studentId, new Date(doneStart.getTime() + 10 * 60_000));
    const openStart = new Date(now.getTime() - 10 * 60_000);
    const open = await startAttempt(db, examIds.open, studentId, openStart);
    const [first] = await db
      .select()
      .from(allottedQuestions)
      .where(eq(allottedQuestions.scheduledExamId, open.sched.id))
      .orderBy(asc(allottedQuestions.serialNo))
      .limit(1);
    if (first)
      await saveAnswer(
        db,
        examIds.open,
        studentId,
        {
          student_id: studentId,
          ques_id: first.id,
          total_seconds: 40,
          review_status: false,
          is_option2_selected: true,
        },
        new Date(openStart.getTime() + 60_000),
      );
  }
}
