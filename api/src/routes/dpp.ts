/**
 * DPP calls and exam info v2 (001 §7). A DPP (MPP) is an exam of type 2 linked from `mpps.exam_id`; the card's `id` is
 * that exam id. The DPP is scheduled for the caller on first start when it belongs to one of the caller's sections.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exams, mpps, scheduledExams, tags } from '../db/schema';
import type { StudentRow } from '../auth/tokens';
import { examInfoOf, findScheduled, saveAnswer, secondsLeft, startAttempt } from '../exam/attempts';
import { playerRows } from '../exam/allotted-reads';
import { attemptDeadline, canPractice } from '../exam/rules';
import { toAllottedQuestion, toQuestionStatus } from '../exam/serialise';
import { ApiError, MESSAGES, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { sectionIdsOf } from './dashboard';

/** The MPP whose paper is exam `examId`, if it is given to one of the caller's sections. */
async function dppOf(db: Db, student: StudentRow, examId: number) {
  const sectionIds = await sectionIdsOf(db, student);
  const [row] = await db
    .select()
    .from(mpps)
    .where(and(eq(mpps.examId, examId), inArray(mpps.sectionId, sectionIds)))
    .limit(1);
  return row ?? null;
}

/** Schedules the caller's DPP `examId` (idempotent); 404 'Exam not found' when it is not a DPP of the caller's sections. */
async function scheduleDpp(db: Db, student: StudentRow, examId: number) {
  const mpp = await dppOf(db, student, examId);
  if (!mpp) throw notFound(MESSAGES.examNotFound);
  await db.insert(scheduledExams).values({ examId, studentId: student.id }).onConflictDoNothing();
  return mpp;
}

export const dppHandlers = {
  /**
   * DPP start (001 §7): starts or resumes the caller's attempt at DPP `exam_id` (path studentId must be the caller).
   * Refusals as start-exam: 404 not a DPP of the caller's sections, 400 'Exam has not started yet' / 'Exam window is
   * closed' / 'Exam already submitted'. `num_seconds` in seconds; `curr_question_assoc_id` is the first allotted
   * question not yet answered (else the first), `exam_section_assoc_id` its section.
   */
  async dppStart({ db, student, body, now }) {
    const mpp = await scheduleDpp(db, student, body.exam_id);
    const { exam, sched } = await startAttempt(db, body.exam_id, student.id, now);
    const rows = await playerRows(db, sched.id);
    const questions = rows.map(toAllottedQuestion);
    const current = questions.find((q) => !q.is_attempted) ?? questions[0];
    const tagRows = mpp.tagIds.length > 0 ? await db.select().from(tags).where(inArray(tags.id, mpp.tagIds)) : [];
    return {
      num_seconds: secondsLeft(exam, sched, now),
      current_time: now.toISOString(),
      exam_end_on: attemptDeadline(sched.startedAt ?? now, exam.durationMinutes, exam.endAt).toISOString(),
      live_classes: { tags: tagRows.map((t) => t.tagName) },
      section_questions: questions,
      curr_question_assoc_id: current?.id ?? null,
      question_status_list: rows.map((r) => toQuestionStatus(r.allotted)), // the same rows, in serial order
      exam_section_assoc_id: current?.exam_section_assoc ?? null,
    };
  },

  /** DPP save (001 §7): save-exam with `allotted_question_id`; the same rules (grace, attempt limit, submitted) and reply. */
  async dppSaveAnswer({ db, student, params, body, now }) {
    const { allotted_question_id, ...rest } = body;
    return saveAnswer(db, params.examId, student.id, { ...rest, ques_id: allotted_question_id }, now);
  },

  /**
   * Exam info v2 (001 §7): for an exam scheduled for the caller (or a DPP of the caller's sections; reading it schedules nothing). Before the start
   * or after the end (unless submitted): HTTP 400 'Validation error' with data.message.
   */
  async examInfoV2({ db, student, params, now }) {
    let exam;
    let submitted = false;
    let practice = false;
    try {
      const found = await findScheduled(db, params.examId, student.id);
      exam = found.exam;
      submitted = found.sched.submittedAt !== null;
      // Status 7: after the window the practice attempt is open instead of the scheduled one.
      practice = found.sched.practice || canPractice(found.exam, found.sched, now);
    } catch (err) {
      if (!(err instanceof ApiError) || err.statusCode !== 404 || !(await dppOf(db, student, params.examId))) throw err;
      const [row] = await db.select().from(exams).where(eq(exams.id, params.examId)).limit(1);
      if (!row) throw err;
      exam = row;
    }
    if (!submitted && (now < exam.startAt || (now > exam.endAt && !practice))) {
      const message = now < exam.startAt ? MESSAGES.examNotStarted : MESSAGES.examWindowClosed;
      throw new ApiError(400, MESSAGES.validationError, undefined, { message });
    }
    const { exam_subjects, ...info } = await examInfoOf(db, exam);
    return {
      exam_info: info,
      exam_subjects: exam_subjects.map(({ id, subject_name }) => ({ id, subject_name })),
      exam_sections: exam_subjects.flatMap((s) => s.exam_section_subject_list),
      student_id: student.id,
    };
  },
} satisfies Pick<HandlerMap, 'dppStart' | 'dppSaveAnswer' | 'examInfoV2'>;
