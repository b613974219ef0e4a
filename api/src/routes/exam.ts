/** Exam calls (001 §7): lists, info, start, questions, save, submit, answers. Rules: ../exam/rules, storage: ../exam/attempts and ../exam/allotted-reads. */
import type { ScheduledExam } from '@classroom/shared/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { examQuestions, exams, examSections, scheduledExams } from '../db/schema';
import {
  examInfoOf,
  findScheduled,
  resetQuestion,
  saveAnswer,
  saveAnswerByToken,
  secondsLeft,
  startAttempt,
  submitAttempt,
  type ExamRow,
  type ScheduledRow,
} from '../exam/attempts';
import { attemptOpening, playerRows, statusList } from '../exam/allotted-reads';
import { attemptDeadline, canPractice, isResultReleased, remainingSeconds, resultReleaseAt } from '../exam/rules';
import { toAllottedQuestion, toQuestionStatus } from '../exam/serialise';
import { bulkSave } from '../exam/bulk';
import { answerKey, examResult } from '../exam/results';
import { resultAnalysis } from '../exam/analysis';
import { badRequest, MESSAGES, notFound } from '../http/errors';
import type { HandlerMap, TokenStatementMap } from '../http/handler';

/** Given = submitted, or started with no time left (an overdue attempt counts as closed, ARCHITECTURE §6). */
export function isGiven(exam: ExamRow, sched: ScheduledRow, now: Date): boolean {
  if (sched.submittedAt) return true;
  return (
    sched.startedAt !== null &&
    remainingSeconds(attemptDeadline(sched.startedAt, exam.durationMinutes, exam.endAt, sched.practice), now) <= 0
  );
}

/**
 * The caller's scheduled exams of one type with their question counts and max marks, newest window first; each with
 * the caller's practice attempt (status 7) when there is one — the lists show the scheduled attempt.
 */
async function scheduledOfType(db: Db, studentId: number, type: number) {
  const practiceRows = alias(scheduledExams, 'practice_attempt');
  return db
    .select({
      exam: exams,
      sched: scheduledExams,
      practice: practiceRows,
      numQuestions: sql<number>`(SELECT count(*)::int FROM ${examQuestions} JOIN ${examSections} ON ${examSections.id} = ${examQuestions.examSectionId} WHERE ${examSections.examId} = ${exams.id})`,
    })
    .from(scheduledExams)
    .innerJoin(exams, eq(exams.id, scheduledExams.examId))
    .leftJoin(
      practiceRows,
      and(
        eq(practiceRows.examId, scheduledExams.examId),
        eq(practiceRows.studentId, scheduledExams.studentId),
        eq(practiceRows.practice, true),
      ),
    )
    .where(and(eq(scheduledExams.studentId, studentId), eq(scheduledExams.practice, false), eq(exams.examTypeId, type)))
    .orderBy(desc(exams.startAt), asc(exams.id));
}

/** The practice state of a scheduled exam for the lists (000 §4 status 7). */
function practiceState(
  exam: ExamRow,
  sched: ScheduledRow,
  practice: ScheduledRow | null,
  now: Date,
): ScheduledExam['exam_assoc']['practice'] {
  if (practice) return practice.submittedAt || isGiven(exam, practice, now) ? 'submitted' : 'running';
  return canPractice(exam, sched, now) ? 'available' : null;
}

function toScheduledExam(
  exam: ExamRow,
  sched: ScheduledRow,
  practice: ScheduledRow | null,
  numQuestions: number,
  now: Date,
): ScheduledExam {
  return {
    id: sched.id,
    exam_assoc: {
      id: exam.id,
      exam_topic: exam.examName,
      exam_start_date: exam.startAt.toISOString(),
      exam_end_date: exam.endAt.toISOString(),
      is_expired: now > exam.endAt,
      exam_given: isGiven(exam, sched, now),
      result_declared_on: resultReleaseAt(exam)?.toISOString() ?? null,
      result_released: isResultReleased(exam, now),
      can_start: !isGiven(exam, sched, now) && exam.startAt <= now && now <= exam.endAt,
      practice: practiceState(exam, sched, practice, now),
      exam_theme_assoc_id: exam.themeId,
      exam_type_id: exam.examTypeId,
      partial_marks: exam.partialMarks,
    },
    attending_status: sched.attendingStatus,
    exam_details: {
      duration: exam.durationMinutes,
      max_exam_marks: exam.maxMarks,
      max_exam_questions: Number(numQuestions),
    },
  };
}

export const examHandlers = {
  /** Pending tab (001 §2.2): scheduled exams of `type` not yet given. */
  async scheduledExams({ db, student, query, now }) {
    const rows = await scheduledOfType(db, student.id, query.type);
    return rows
      .filter((r) => !isGiven(r.exam, r.sched, now))
      .map((r) => toScheduledExam(r.exam, r.sched, r.practice, r.numQuestions, now));
  },

  /** Attempted tab (001 §2.2): exams of `type` the caller has given. */
  async givenExams({ db, student, query, now }) {
    const rows = await scheduledOfType(db, student.id, query.type);
    return rows
      .filter((r) => isGiven(r.exam, r.sched, now))
      .map((r) => toScheduledExam(r.exam, r.sched, r.practice, r.numQuestions, now));
  },

  /** Exam info (001 §7): only for an exam scheduled for the caller. */
  async examInfo({ db, student, params, now }) {
    const { exam, sched } = await findScheduled(db, params.examId, student.id);
    return { ...(await examInfoOf(db, exam)), practice: sched.practice || canPractice(exam, sched, now) };
  },

  /**
   * Start or resume (001 §7, §4.5): num_seconds left (server clock), current_time and exam_end_on (ISO), the status
   * of every question, and the questions of the first section.
   */
  async startExam({ db, student, params, now }) {
    const { exam, sched } = await startAttempt(db, params.examId, student.id, now);
    const { status, firstSection } = await attemptOpening(db, sched.id);
    return {
      num_seconds: secondsLeft(exam, sched, now),
      current_time: now.toISOString(),
      exam_end_on: attemptDeadline(
        sched.startedAt ?? now,
        exam.durationMinutes,
        exam.endAt,
        sched.practice,
      ).toISOString(),
      question_status_list: status,
      section_questions: firstSection.map(toAllottedQuestion),
      practice: sched.practice,
    };
  },

  /** One section's questions (001 §4.3), for a started attempt; the section must belong to the exam and subject. */
  async fetchQuestions({ db, student, params, query, now }) {
    const { exam, sched } = await findScheduled(db, params.examId, student.id);
    if (!sched.startedAt) throw badRequest(MESSAGES.examNotBegun);
    const [section] = await db
      .select({ id: examSections.id })
      .from(examSections)
      .where(
        and(
          eq(examSections.id, query.section_id),
          eq(examSections.examId, exam.id),
          eq(examSections.subjectId, query.subject_id),
        ),
      )
      .limit(1);
    if (!section) throw notFound('Section not found');
    const rows = await playerRows(db, sched.id, section.id);
    return {
      num_seconds: secondsLeft(exam, sched, now),
      question_status_list: await statusList(db, sched.id),
      section_questions: rows.map(toAllottedQuestion),
    };
  },

  async saveAnswer({ db, student, params, body, now }) {
    return saveAnswer(db, params.examId, student.id, body, now);
  },

  async submitExam({ db, student, params, now }) {
    const { submittedAt } = await submitAttempt(db, params.examId, student.id, now);
    return { submitted_at: submittedAt.toISOString() };
  },

  /** The caller's answers (answer keys are not included) and whether the exam is submitted. */
  async examAnswers({ db, student, params }) {
    const { sched } = await findScheduled(db, params.examId, student.id);
    const rows = sched.startedAt ? await playerRows(db, sched.id) : [];
    return {
      submitted: sched.submittedAt !== null,
      submitted_at: sched.submittedAt?.toISOString() ?? null,
      questions: rows.map(toAllottedQuestion),
    };
  },

  /**
   * Every allotted question of the caller's attempt, for the offline store (001 §4.5). The attempt must have been
   * started (start-exam or start-exam v2): 400 'Exam not started' otherwise — fetching never starts the clock.
   */
  async fetchAllQuestions({ db, student, params }) {
    const { sched } = await findScheduled(db, params.examId, student.id);
    if (!sched.startedAt) throw badRequest(MESSAGES.examNotBegun);
    const rows = await playerRows(db, sched.id);
    return {
      student_id: student.id,
      section_questions: rows.map(toAllottedQuestion),
      // The same rows in the same serial order: the palette needs no read of its own.
      question_status_list: rows.map((r) => toQuestionStatus(r.allotted)),
    };
  },

  /** Start or resume (offline flow, 001 §4.5): the server's time and the attempt's end, for the client's clock offset. */
  async startExamV2({ db, student, params, now }) {
    const { exam, sched } = await startAttempt(db, params.examId, student.id, now);
    return {
      current_time: now.toISOString(),
      exam_end_on: attemptDeadline(
        sched.startedAt ?? now,
        exam.durationMinutes,
        exam.endAt,
        sched.practice,
      ).toISOString(),
      num_seconds: secondsLeft(exam, sched, now),
    };
  },

  async bulkSaveAnswers({ db, student, params, body, now }) {
    return bulkSave(db, params.examId, student.id, body, now);
  },

  async examResult({ db, student, params, now }) {
    return examResult(db, params.examId, student.id, now);
  },

  async answerKey({ db, student, params, now }) {
    return answerKey(db, params.examId, student.id, now);
  },

  /** The result analysis, released like the result. */
  async resultAnalysis({ db, student, params, now }) {
    return resultAnalysis(db, params.examId, student.id, now);
  },

  async resetQuestion({ db, student, params, body, now }) {
    return resetQuestion(db, params.examId, student.id, body.ques_id, now, body.seq);
  },
} satisfies Pick<
  HandlerMap,
  | 'scheduledExams'
  | 'givenExams'
  | 'examInfo'
  | 'startExam'
  | 'fetchQuestions'
  | 'saveAnswer'
  | 'submitExam'
  | 'examAnswers'
  | 'fetchAllQuestions'
  | 'startExamV2'
  | 'bulkSaveAnswers'
  | 'examResult'
  | 'answerKey'
  | 'resetQuestion'
  | 'resultAnalysis'
>;

/**
 * save-answer in one round trip: the statement checks the session's token, the profile lock and the
 * ownership of the body with the write (saveAnswerByToken). The register uses it for a request with a token and a
 * valid body; examHandlers.saveAnswer serves the rest (it then answers the 401/403/400 in the usual order).
 */
export const examTokenStatements = {
  async saveAnswer({ db, tokenHash, params, body, now }) {
    return saveAnswerByToken(db, params.examId, tokenHash, body, now);
  },
} satisfies TokenStatementMap;
