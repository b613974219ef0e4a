/**
 * The student's attempt at an exam, on the database: start/resume, save, submit (001 §4, §5); the reads of its
 * allotted questions are in ./allotted-reads.
 * Every function takes the caller's student id from the token; the rules themselves live in ./rules.
 */
import type { ExamInfo, SaveAnswerBody, SaveAnswerReply } from '@classroom/shared/contract';
import { isOneOptionType, isTextAnswerType } from '@classroom/shared/contract';
import { nextSeq, typedAnswerProblem } from '@classroom/shared/exam-rules';
import { and, asc, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import {
  allottedQuestions,
  examQuestions,
  exams,
  examSections,
  questions,
  scheduledExams,
  subjects,
} from '../db/schema';
import { ApiError, badRequest, MESSAGES, notFound } from '../http/errors';
import {
  attemptDeadline,
  canPractice,
  checkAttemptLimit,
  isAnswered,
  isPastGrace,
  normaliseNumeric,
  paletteColor,
  remainingSeconds,
} from './rules';
import { markOf } from './marking';
import { saveAnswerStatement } from './save-statement';
import { startStatement } from './start-statement';
import { allottedForRules, statusList } from './allotted-reads';
import { answerFormatOf, answerOf, type ExamRow } from './serialise';

export type { ExamRow } from './serialise';

export type ScheduledRow = typeof scheduledExams.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/** findScheduled's read, with or without the row lock, as a prepared query (../db/prepared). */
function scheduledRead(db: Conn, lock: boolean) {
  const read = db
    .select({ exam: exams, sched: scheduledExams })
    .from(scheduledExams)
    .innerJoin(exams, eq(exams.id, scheduledExams.examId))
    .where(
      and(
        eq(scheduledExams.examId, sql.placeholder('examId')),
        eq(scheduledExams.studentId, sql.placeholder('studentId')),
      ),
    )
    .orderBy(desc(scheduledExams.practice))
    .limit(1);
  return lock
    ? read.for('update', { of: scheduledExams }).prepare('find_scheduled_for_update')
    : read.prepare('find_scheduled');
}
const scheduledWithExam = preparedPerDb((db: Conn) => scheduledRead(db, false));
const scheduledLocked = preparedPerDb((db: Conn) => scheduledRead(db, true));

/**
 * The caller's attempt at exam `examId`, with the exam; 404 'Exam not found' when it is not scheduled for them.
 * When the caller has a practice attempt (status 7, taken after the window) that one is returned: the
 * scheduled attempt it replaces was never started and can no longer be, so every call (questions, save, bulk, reset,
 * submit, result, answer key) works on the practice attempt's own answers. `forUpdate`: the attempt's row is locked
 * (in the caller's transaction).
 */
export async function findScheduled(
  db: Conn,
  examId: number,
  studentId: number,
  forUpdate = false,
): Promise<{ exam: ExamRow; sched: ScheduledRow }> {
  const [row] = await (forUpdate ? scheduledLocked : scheduledWithExam)(db).execute({ examId, studentId });
  if (!row) throw notFound(MESSAGES.examNotFound);
  return row;
}

/** End of the attempt (min of start + duration and the exam end), or null before the start. */
export function deadlineOf(exam: ExamRow, sched: ScheduledRow): Date | null {
  return sched.startedAt ? attemptDeadline(sched.startedAt, exam.durationMinutes, exam.endAt, sched.practice) : null;
}

/** Seconds left of a started attempt (0 once over or submitted). */
export function secondsLeft(exam: ExamRow, sched: ScheduledRow, now: Date): number {
  const deadline = deadlineOf(exam, sched);
  return deadline && !sched.submittedAt ? remainingSeconds(deadline, now) : 0;
}

/** Sections of an exam in order, with their question counts. */
export async function examSectionList(db: Conn, examId: number) {
  return db
    .select({
      section: examSections,
      subjectName: subjects.subjectName,
      numQuestions: sql<number>`(SELECT count(*)::int FROM ${examQuestions} WHERE ${examQuestions.examSectionId} = ${examSections.id})`,
    })
    .from(examSections)
    .innerJoin(subjects, eq(subjects.id, examSections.subjectId))
    .where(eq(examSections.examId, examId))
    .orderBy(asc(examSections.sortOrder), asc(examSections.id));
}

/** Exam info (001 §3, §7): name, instructions, end time, duration in minutes, subjects with their sections. */
export async function examInfoOf(db: Conn, exam: ExamRow): Promise<ExamInfo> {
  const rows = await examSectionList(db, exam.id);
  const subjectsById = new Map<number, ExamInfo['exam_subjects'][number]>();
  for (const { section, subjectName, numQuestions } of rows) {
    let subject = subjectsById.get(section.subjectId);
    if (!subject) {
      subject = { id: section.subjectId, subject_name: subjectName, exam_section_subject_list: [] };
      subjectsById.set(section.subjectId, subject);
    }
    subject.exam_section_subject_list.push({
      id: section.id,
      section_name: section.sectionName,
      section_instructions: section.sectionInstructions,
      num_compulsory_questions: section.numCompulsoryQuestions,
      num_of_questions: Number(numQuestions),
      subject_id: section.subjectId,
    });
  }
  return {
    id: exam.id,
    exam_name: exam.examName,
    exam_instructions: exam.instructions,
    exam_end_on: exam.endAt.toISOString(),
    exam_type_id: exam.examTypeId,
    exam_theme_assoc_id: exam.themeId,
    duration: exam.durationMinutes,
    exam_subjects: [...subjectsById.values()],
  };
}

/**
 * Starts or resumes the caller's attempt (001 §7 Start exam). The first start must fall inside the exam window
 * (400 'Exam has not started yet'); it records started_at and allots every question of the exam, numbered 1… in
 * section order. Resuming changes nothing. A submitted exam is refused.
 * After the window, when the scheduled attempt was never started (status 7, 000 §4), the start opens
 * the practice attempt instead: a row of its own (practice = true) with its own allotted questions and the exam's
 * full duration from now; scored at submit, never ranked (./results). A submitted practice attempt is refused too.
 *
 * Cost: a resume is one read; a first start is the read and one statement that starts and allots
 * (./start-statement), two more for a practice attempt (its row, and the read again after a concurrent insert). No
 * explicit transaction: the start statement applies to a row not yet started, so concurrent starts of one attempt
 * start it once (decision 0030), and a start that lost such a race returns the row as the winner left it.
 */
export async function startAttempt(
  db: Db,
  examId: number,
  studentId: number,
  now: Date,
): Promise<{ exam: ExamRow; sched: ScheduledRow }> {
  const found = await findScheduled(db, examId, studentId);
  const { exam } = found;
  let { sched } = found;
  if (sched.submittedAt) throw badRequest(MESSAGES.examSubmitted);
  if (sched.startedAt) return { exam, sched };
  if (now < exam.startAt) throw badRequest(MESSAGES.examNotStarted);
  if (!sched.practice && canPractice(exam, sched, now)) {
    const [practice] = await db
      .insert(scheduledExams)
      .values({ examId: exam.id, studentId, practice: true })
      .onConflictDoNothing()
      .returning();
    sched = practice ?? (await findScheduled(db, examId, studentId)).sched;
  }
  if (await startStatement(db, sched.id, exam.id, now)) {
    return { exam, sched: { ...sched, startedAt: now, attendingStatus: 'Attending' } };
  }
  const again = await findScheduled(db, examId, studentId);
  if (again.sched.submittedAt) throw badRequest(MESSAGES.examSubmitted);
  return again;
}

/** The attempt must have begun and not be submitted. */
export function assertOpen(sched: ScheduledRow): void {
  if (!sched.startedAt) throw badRequest(MESSAGES.examNotBegun);
  if (sched.submittedAt) throw badRequest(MESSAGES.examSubmitted);
}

/**
 * Saves one answer (001 §7 Save answer, §4.1, §5), in one SQL statement (./save-statement) unless the write could
 * cross a section attempt limit, then under the attempt's row lock (saveAnswerLocked). `ques_id` is an allotted question of the caller's attempt.
 * Refused: not started / submitted ('Exam already submitted') / later than the end + 60 s grace ('Exam time over') /
 * two options on a single-choice question / over the section attempt limit (001 §5 text).
 * The answer fields replace the stored ones (omitted = cleared); `total_seconds` (≥ 1) is added to the question's
 * total and appended to current_attempt_seconds; the palette colour follows 001 §4.1.
 */
export async function saveAnswer(
  db: Db,
  examId: number,
  studentId: number,
  body: SaveAnswerBody,
  now: Date,
): Promise<SaveAnswerReply> {
  return (
    (await saveAnswerStatement(db, examId, { studentId }, body, now)).reply ??
    saveAnswerLocked(db, examId, studentId, body, now)
  );
}

/**
 * save-answer of the portal's player (001 §7 Save answer): saveAnswer with the session's token checked
 * inside the same statement (`tokenHash`: sha256 hex of the `Authorization: Token` value; 000 §6), so a save costs one
 * round trip. Same replies and refusals as the register's token, profile-lock and ownership checks followed by
 * saveAnswer; a write left to the locked path runs it for the token's student, as after the register's lookup.
 */
export async function saveAnswerByToken(
  db: Db,
  examId: number,
  tokenHash: string,
  body: SaveAnswerBody,
  now: Date,
): Promise<SaveAnswerReply> {
  const { studentId, reply } = await saveAnswerStatement(db, examId, { tokenHash }, body, now);
  return reply ?? saveAnswerLocked(db, examId, studentId, body, now);
}

/**
 * saveAnswer as a transaction holding the attempt's row lock (FOR UPDATE): the path of a write that could cross a
 * section's attempt limit (./save-statement leaves those here), and the reference the one-statement path keeps to.
 */
export async function saveAnswerLocked(
  db: Db,
  examId: number,
  studentId: number,
  body: SaveAnswerBody,
  now: Date,
): Promise<SaveAnswerReply> {
  return db.transaction(async (tx) => {
    const { exam, sched } = await findScheduled(tx, examId, studentId, true);
    assertOpen(sched);
    const deadline = deadlineOf(exam, sched);
    if (deadline && isPastGrace(deadline, now)) throw badRequest(MESSAGES.examTimeOver);

    const [target] = await tx
      .select({ allotted: allottedQuestions, question: questions, section: examSections })
      .from(allottedQuestions)
      .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
      .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
      .where(and(eq(allottedQuestions.id, body.ques_id), eq(allottedQuestions.scheduledExamId, sched.id)))
      .limit(1);
    if (!target) throw notFound(MESSAGES.questionNotFound);

    const type = target.question.questionTypeId;
    const numeric = isTextAnswerType(type);
    const options = numeric
      ? ([false, false, false, false] as const)
      : ([
          !!body.is_option1_selected,
          !!body.is_option2_selected,
          !!body.is_option3_selected,
          !!body.is_option4_selected,
        ] as const);
    if (isOneOptionType(type) && options.filter(Boolean).length > 1) {
      throw badRequest(MESSAGES.singleChoiceOneOption);
    }
    const next = { ansGiven: numeric ? normaliseNumeric(body.ans_given) : null, options };
    // An integer answer is a whole number in the paper's range; a numerical one has its precision.
    const problem =
      next.ansGiven === null ? null : typedAnswerProblem(type, next.ansGiven, answerFormatOf(target.question));
    if (problem) throw badRequest(problem);
    const willBeAttempted = isAnswered(type, next);
    const wasAttempted = isAnswered(type, answerOf(target.allotted));

    if (target.section.numCompulsoryQuestions > 0 && willBeAttempted && !wasAttempted) {
      const others = await tx
        .select({ allotted: allottedQuestions, type: questions.questionTypeId })
        .from(allottedQuestions)
        .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
        .where(
          and(
            eq(allottedQuestions.scheduledExamId, sched.id),
            eq(allottedQuestions.examSectionId, target.section.id),
            ne(allottedQuestions.id, target.allotted.id),
          ),
        );
      const refusal = checkAttemptLimit({
        limit: target.section.numCompulsoryQuestions,
        total: others.length + 1,
        attemptedOthers: others.filter((o) => isAnswered(o.type, answerOf(o.allotted))).length,
        wasAttempted,
        willBeAttempted,
      });
      if (refusal) throw new ApiError(400, refusal);
    }

    // ARCHITECTURE §6: applied only when this write's sequence number is higher than the stored one — a retried save
    // (same seq) or one overtaken by a newer write (online or queued offline) changes nothing, so time is never
    // counted twice. A save without a number is stamped on the server's clock.
    const seq = body.seq ?? nextSeq(target.allotted.clientSeq, now.getTime());
    await tx
      .update(allottedQuestions)
      .set({
        ansGiven: next.ansGiven,
        isOption1Selected: options[0],
        isOption2Selected: options[1],
        isOption3Selected: options[2],
        isOption4Selected: options[3],
        reviewStatus: body.review_status,
        colorId: paletteColor(willBeAttempted, body.review_status),
        visited: true,
        totalSeconds: sql`${allottedQuestions.totalSeconds} + ${body.total_seconds}`,
        currentAttemptSeconds: sql`array_append(${allottedQuestions.currentAttemptSeconds}, ${body.total_seconds}::integer)`,
        clientSeq: seq,
      })
      .where(and(eq(allottedQuestions.id, target.allotted.id), lt(allottedQuestions.clientSeq, seq)));

    return { num_seconds: secondsLeft(exam, sched, now), question_status_list: await statusList(tx, sched.id) };
  });
}

/**
 * Submits the caller's attempt for final marking (001 §4.6). Idempotent: a second submit returns the first
 * submission time; a concurrent double submit is applied once (row lock + UPDATE … WHERE submitted_at IS NULL).
 * A submit later than the end + grace is recorded as 'LateSubmission' (001 §2.2). Stores the score.
 * `auto`: the server closing an attempt left open past its end + 60 s grace (./closer): submitted_at = the attempt's
 * end, attending_status 'AutoSubmitted'; does nothing (applied false) before the grace has passed.
 */
export async function submitAttempt(
  db: Db,
  examId: number,
  studentId: number,
  now: Date,
  options: { auto?: boolean } = {},
): Promise<{ submittedAt: Date; applied: boolean }> {
  return db.transaction(async (tx) => {
    const { exam, sched } = await findScheduled(tx, examId, studentId, true);
    if (sched.submittedAt) return { submittedAt: sched.submittedAt, applied: false };
    if (!sched.startedAt) throw badRequest(MESSAGES.examNotBegun);
    const deadline = deadlineOf(exam, sched);
    const late = deadline !== null && isPastGrace(deadline, now);
    // Closed by the server (ARCHITECTURE §6): only once past the end + grace; submitted at the attempt's end.
    if (options.auto && (!late || !deadline)) return { submittedAt: now, applied: false };
    const submittedAt = options.auto && deadline ? deadline : now;
    const status = options.auto ? 'AutoSubmitted' : late ? 'LateSubmission' : 'Submitted';
    const rows = await allottedForRules(tx, sched.id);
    const score = rows.reduce((sum, row) => sum + markOf(exam, row).marks, 0);
    const [updated] = await tx
      .update(scheduledExams)
      .set({ submittedAt, attendingStatus: status, score })
      .where(and(eq(scheduledExams.id, sched.id), isNull(scheduledExams.submittedAt)))
      .returning({ submittedAt: scheduledExams.submittedAt });
    if (updated?.submittedAt) return { submittedAt: updated.submittedAt, applied: true };
    const again = await findScheduled(tx, examId, studentId);
    return { submittedAt: again.sched.submittedAt ?? now, applied: false };
  });
}

/**
 * Reset question (001 §7): clears the answer and the review mark of one allotted question of the caller's running
 * attempt (palette: not answered, 4); the time spent is kept. Same refusals as a save.
 */
export async function resetQuestion(
  db: Db,
  examId: number,
  studentId: number,
  allottedId: number,
  now: Date,
  seq?: number,
) {
  return db.transaction(async (tx) => {
    const { exam, sched } = await findScheduled(tx, examId, studentId, true);
    assertOpen(sched);
    const deadline = deadlineOf(exam, sched);
    if (deadline && isPastGrace(deadline, now)) throw badRequest(MESSAGES.examTimeOver);
    const [target] = await tx
      .select({ clientSeq: allottedQuestions.clientSeq })
      .from(allottedQuestions)
      .where(and(eq(allottedQuestions.id, allottedId), eq(allottedQuestions.scheduledExamId, sched.id)))
      .limit(1);
    if (!target) throw notFound(MESSAGES.questionNotFound);
    // Ordered like every write (ARCHITECTURE §6): an older reset than the stored answer changes nothing.
    const writeSeq = seq ?? nextSeq(target.clientSeq, now.getTime());
    await tx
      .update(allottedQuestions)
      .set({
        ansGiven: null,
        isOption1Selected: false,
        isOption2Selected: false,
        isOption3Selected: false,
        isOption4Selected: false,
        reviewStatus: false,
        colorId: 4,
        visited: true,
        clientSeq: writeSeq,
      })
      .where(and(eq(allottedQuestions.id, allottedId), lt(allottedQuestions.clientSeq, writeSeq)));
    return { num_seconds: secondsLeft(exam, sched, now), question_status_list: await statusList(tx, sched.id) };
  });
}
