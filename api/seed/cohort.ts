/**
 * A cohort for the result analysis: generated students who gave the weekly test (4 questions: two single
 * choice, two numeric) with fixed answers and times, so rank, percentile, marks by difficulty and chapter and the
 * cohort's median time per question are known figures. Deterministic: student i answers by i alone.
 */
import { asc, eq } from 'drizzle-orm';
import type { SaveAnswerBody } from '@classroom/shared/contract';
import type { Db } from '../src/db/client';
import { allottedQuestions, scheduledExams } from '../src/db/schema';
import { saveAnswer, startAttempt, submitAttempt } from '../src/exam/attempts';

type Answer = Omit<SaveAnswerBody, 'student_id' | 'ques_id' | 'total_seconds' | 'review_status'> | null;

/**
 * Student i's answers to the weekly test's questions in serial order (phy-height key 2, phy-ke key 3, phy-accel 4,
 * phy-work 30); null = left unanswered.
 */
export function cohortAnswers(i: number): Answer[] {
  return [
    i % 3 === 0 ? { is_option1_selected: true } : { is_option2_selected: true },
    i % 4 === 1 ? null : { is_option3_selected: true },
    i % 2 === 0 ? { ans_given: '4' } : { ans_given: '5' },
    i % 5 === 0 ? { ans_given: '30' } : i % 5 === 1 ? null : { ans_given: '20' },
  ];
}

/** Seconds student i spends on question `serial` (1-based): 40–119 s, varied. */
export function cohortSeconds(i: number, serial: number): number {
  return 40 + ((i * 7 + serial * 13) % 80);
}

/** Schedules `examId` for `studentIds`, then each starts at `start`, answers (cohortAnswers) and submits in time. */
export async function seedWeeklyCohort(
  db: Db,
  input: { examId: number; studentIds: readonly number[]; start: Date },
): Promise<void> {
  const { examId, studentIds, start } = input;
  if (studentIds.length === 0) return;
  await db
    .insert(scheduledExams)
    .values(studentIds.map((studentId) => ({ examId, studentId })))
    .onConflictDoNothing();
  for (const [i, studentId] of studentIds.entries()) {
    const { sched } = await startAttempt(db, examId, studentId, start);
    const rows = await db
      .select({ id: allottedQuestions.id })
      .from(allottedQuestions)
      .where(eq(allottedQuestions.scheduledExamId, sched.id))
      .orderBy(asc(allottedQuestions.serialNo));
    const answers = cohortAnswers(i);
    let at = start.getTime();
    for (const [k, row] of rows.entries()) {
      const seconds = cohortSeconds(i, k + 1);
      at += seconds * 1000;
      await saveAnswer(
        db,
        examId,
        studentId,
        { student_id: studentId, ques_id: row.id, total_seconds: seconds, review_status: false, ...(answers[k] ?? {}) },
        new Date(at),
      );
    }
    await submitAttempt(db, examId, studentId, new Date(at + 60_000));
  }
}
