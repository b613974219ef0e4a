/**
 * Result and answer key of a submitted exam (001 §2.1 result/{examId}, answer/{examId}). Both are refused with
 * 400 'Exam not submitted yet' before the caller's submission, so the key never reaches a running attempt.
 * Scoring: the exam's marking scheme per section (JEE Main +4/−1), multiple choice all-or-nothing unless the exam
 * allows partial marks, numeric within the question's tolerance (./rules). Rank and percentile among the students who
 * submitted the exam, by the score stored at submission.
 */
import type { AnswerKeyReply, ExamResultReply } from '@classroom/shared/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledExams, subjects } from '../db/schema';
import { ApiError, badRequest, MESSAGES } from '../http/errors';
import { findScheduled, submitAttempt } from './attempts';
import { allottedJoined } from './allotted-reads';
import { overdueAttempts } from './closer';
import { markOf } from './marking';
import { PRACTICE_NOTE, resultReleaseAt } from './rules';
import { toAllottedQuestion } from './serialise';

export { markOf, scoringKeyOf } from './marking';

/** Rank (1 + students with a higher score) and percentile (share of submitted students at or below the score). */
export function rankAndPercentile(score: number, all: number[]): { rank: number | null; percentile: number | null } {
  if (all.length === 0) return { rank: null, percentile: null };
  const rank = 1 + all.filter((s) => s > score + 1e-9).length;
  const atOrBelow = all.filter((s) => s <= score + 1e-9).length;
  return { rank, percentile: Math.round((10_000 * atOrBelow) / all.length) / 100 };
}

/**
 * The caller's submitted attempt. An attempt left open past its end + 60 s grace counts as submitted: when the closer
 * (./closer) has not reached it yet it is closed here first (submitted_at = its end, 'AutoSubmitted').
 */
export async function submittedAttempt(db: Db, examId: number, studentId: number, now: Date) {
  let { exam, sched } = await findScheduled(db, examId, studentId);
  if (
    !sched.submittedAt &&
    overdueAttempts(
      [{ ...sched, durationMinutes: exam.durationMinutes, examEndAt: exam.endAt, practice: sched.practice }],
      now,
    ).length > 0
  ) {
    await submitAttempt(db, examId, studentId, now, { auto: true });
    ({ exam, sched } = await findScheduled(db, examId, studentId));
  }
  if (!sched.submittedAt || !sched.startedAt) throw badRequest(MESSAGES.examNotSubmitted);
  // 001 §2.2: released, not leaked — before the declaration the answer is only its date. A practice
  // attempt (status 7) is taken after the window, so its key is released at once.
  const releaseAt = sched.practice ? null : resultReleaseAt(exam);
  if (releaseAt && releaseAt > now) {
    throw new ApiError(403, `Result will be declared on ${releaseAt.toISOString()}`, undefined, {
      result_declared_on: releaseAt.toISOString(),
    });
  }
  return {
    exam,
    sched,
    submittedAt: sched.submittedAt,
    practice: sched.practice,
    rows: await allottedJoined(db, sched.id),
  };
}

/**
 * The caller's result (001 §2.1 result/{examId}). Rank and percentile are among the scheduled attempts submitted —
 * practice attempts (status 7) are never counted; a practice attempt's own reply has rank and percentile
 * null, `practice` true and the note 'Rank is not available because you are taking it outside the test window'.
 */
export async function examResult(
  db: Db,
  examId: number,
  studentId: number,
  now: Date = new Date(),
): Promise<ExamResultReply> {
  const { exam, submittedAt, rows, practice } = await submittedAttempt(db, examId, studentId, now);
  const subjectNames = new Map(
    (await db.select({ id: subjects.id, name: subjects.subjectName }).from(subjects)).map((s) => [s.id, s.name]),
  );
  const questions: ExamResultReply['questions'] = [];
  const sections = new Map<
    number,
    ExamResultReply['sections'][number] & {
      subject_id: number;
      limit: number;
      count: number;
      positive: number;
      full: number;
    }
  >();
  for (const row of rows) {
    const m = markOf(exam, row);
    questions.push({
      serial_no: row.allotted.serialNo,
      allotted_id: row.allotted.id,
      section_id: row.section.id,
      question_type_id: row.question.questionTypeId,
      total_seconds: row.allotted.totalSeconds,
      attempted: m.attempted,
      correct: m.correct,
      marks: m.marks,
    });
    let s = sections.get(row.section.id);
    if (!s) {
      s = {
        section_id: row.section.id,
        section_name: row.section.sectionName,
        subject_name: subjectNames.get(row.section.subjectId) ?? '',
        subject_id: row.section.subjectId,
        score: 0,
        max_marks: 0,
        attempted: 0,
        correct: 0,
        limit: row.section.numCompulsoryQuestions,
        count: 0,
        positive: row.section.positiveMarks,
        full: 0,
      };
      sections.set(row.section.id, s);
    }
    s.count += 1;
    s.full += m.full;
    s.score += m.marks;
    if (m.attempted) s.attempted += 1;
    if (m.correct) s.correct += 1;
  }
  const subjectTotals = new Map<number, ExamResultReply['subjects'][number]>();
  const sectionList: ExamResultReply['sections'] = [];
  for (const s of sections.values()) {
    // A JEE Advanced paper: the scheme's full marks of each question; else the section's marks.
    s.max_marks = exam.jeeAdvanced ? s.full : (s.limit > 0 ? Math.min(s.limit, s.count) : s.count) * s.positive;
    sectionList.push({
      section_id: s.section_id,
      section_name: s.section_name,
      subject_name: s.subject_name,
      score: s.score,
      max_marks: s.max_marks,
      attempted: s.attempted,
      correct: s.correct,
    });
    const t = subjectTotals.get(s.subject_id) ?? {
      subject_id: s.subject_id,
      subject_name: s.subject_name,
      score: 0,
      max_marks: 0,
    };
    t.score += s.score;
    t.max_marks += s.max_marks;
    subjectTotals.set(s.subject_id, t);
  }
  const score = questions.reduce((sum, q) => sum + q.marks, 0);
  const others = await db
    .select({ score: scheduledExams.score })
    .from(scheduledExams)
    .where(
      and(
        eq(scheduledExams.examId, exam.id),
        isNotNull(scheduledExams.submittedAt),
        eq(scheduledExams.practice, false),
      ),
    );
  const all = others.map((o) => o.score ?? 0);
  const standing = practice ? { rank: null, percentile: null } : rankAndPercentile(score, all);
  return {
    exam_id: exam.id,
    exam_name: exam.examName,
    submitted_at: submittedAt.toISOString(),
    score,
    max_marks: sectionList.reduce((sum, s) => sum + s.max_marks, 0),
    ...standing,
    total_students: all.length,
    practice,
    note: practice ? PRACTICE_NOTE : null,
    subjects: [...subjectTotals.values()],
    sections: sectionList,
    questions,
  };
}

/**
 * The answer key (001 §2.1 answer/{examId}; solutions and questionpaper): each allotted question with the
 * key, the caller's verdict and marks, and its worked solution (HTML with TeX, null when none). Released exactly like
 * the result (submittedAttempt: 403 with result_declared_on before max(exam end, exam_result_on), at once for a
 * practice attempt); 400 'Exam not submitted yet' before the caller's submission.
 */
export async function answerKey(
  db: Db,
  examId: number,
  studentId: number,
  now: Date = new Date(),
): Promise<AnswerKeyReply> {
  const { exam, rows } = await submittedAttempt(db, examId, studentId, now);
  return {
    exam_name: exam.examName,
    questions: rows.map((row) => {
      const m = markOf(exam, row);
      // The worked solution follows the key — released by submittedAttempt's rule (001 §2.2), never before.
      return {
        ...toAllottedQuestion(row),
        correct_answer: row.question.answerKey,
        correct: m.correct,
        marks: m.marks,
        solution: row.question.solution ?? null,
      };
    }),
  };
}
