/**
 * Practice sessions (001 §2.1 adaptive, practice-session, session-report/{session_id}). Only a student
 * with enable_learning_module may practise (000 §2 'Practice (New)'); others get 403. The server keeps the question
 * waiting for an answer, so a session resumes after a reload and an answer to any other question is refused; the next
 * question's level follows practice/rules.ts.
 */
import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PracticeDifficulty, PracticeQuestion } from '@classroom/shared/contract';
import type { StudentRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { chapters, practiceAnswers, practiceQuestions, practiceSessions, subjects } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { isRight, nextDifficulty, pickQuestion, reportFigures } from '../practice/rules';
import { groupBySubject } from './subject-groups';

/** 000 §2: Practice (New) is for students with enable_learning_module; the server refuses the others. */
export const PRACTICE_NOT_ENABLED = 'Practice is not enabled for your account';
export const PRACTICE_TEXTS = {
  noQuestions: 'No practice questions for this subject and chapter',
  sessionNotFound: 'Practice session not found',
  ended: 'This practice session has ended',
  notCurrent: 'This is not the current question of the session',
} as const;

function requireLearning(student: StudentRow): void {
  if (!student.enableLearningModule) throw new ApiError(403, PRACTICE_NOT_ENABLED);
}

type SessionRow = typeof practiceSessions.$inferSelect;

async function sessionOf(db: Db, student: StudentRow, sessionId: number): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.studentId, student.id)))
    .limit(1);
  if (!row) throw notFound(PRACTICE_TEXTS.sessionNotFound);
  return row;
}

async function namesOf(db: Db, session: Pick<SessionRow, 'subjectId' | 'chapterId'>) {
  const [s] = await db
    .select({ name: subjects.subjectName })
    .from(subjects)
    .where(eq(subjects.id, session.subjectId))
    .limit(1);
  const [c] =
    session.chapterId === null
      ? []
      : await db
          .select({ name: chapters.chapterName })
          .from(chapters)
          .where(eq(chapters.id, session.chapterId))
          .limit(1);
  return { subject_name: s?.name ?? '', chapter_name: c?.name ?? null };
}

/** The question as the student sees it (no key, no solution), numbered within the session. */
async function shown(db: Db, questionId: number, number: number): Promise<PracticeQuestion> {
  const [row] = await db
    .select({ q: practiceQuestions, chapterName: chapters.chapterName })
    .from(practiceQuestions)
    .innerJoin(chapters, eq(chapters.id, practiceQuestions.chapterId))
    .where(eq(practiceQuestions.id, questionId))
    .limit(1);
  const q = row!.q;
  return {
    question_id: q.id,
    number,
    chapter_name: row!.chapterName,
    difficulty: q.difficulty as PracticeDifficulty,
    type: q.questionTypeId === 3 ? 3 : 1,
    question: q.question,
    options: q.questionTypeId === 3 ? [] : q.options,
  };
}

/** The session's next question at `target` by the rule (unseen, nearest level), or null when none is left. */
async function pickNext(
  db: Db,
  session: Pick<SessionRow, 'id' | 'subjectId' | 'chapterId'>,
  target: PracticeDifficulty,
): Promise<number | null> {
  const seen = (
    await db
      .select({ id: practiceAnswers.questionId })
      .from(practiceAnswers)
      .where(eq(practiceAnswers.sessionId, session.id))
  ).map((r) => r.id);
  const where: SQL[] = [eq(practiceQuestions.subjectId, session.subjectId)];
  if (session.chapterId !== null) where.push(eq(practiceQuestions.chapterId, session.chapterId));
  if (seen.length > 0) where.push(notInArray(practiceQuestions.id, seen));
  const candidates = await db
    .select({ id: practiceQuestions.id, difficulty: practiceQuestions.difficulty })
    .from(practiceQuestions)
    .where(and(...where));
  return (
    pickQuestion(
      candidates.map((c) => ({ id: c.id, difficulty: c.difficulty as PracticeDifficulty })),
      target,
    )?.id ?? null
  );
}

async function historyOf(db: Db, sessionId: number) {
  return db
    .select()
    .from(practiceAnswers)
    .where(eq(practiceAnswers.sessionId, sessionId))
    .orderBy(asc(practiceAnswers.id));
}

export const practiceHandlers = {
  /** Subjects → chapters that have practice questions, with counts. */
  async practiceSubjects({ db, student }) {
    requireLearning(student);
    const rows = await db
      .select({
        subjectId: subjects.id,
        subjectName: subjects.subjectName,
        color: subjects.primaryColor,
        chapterId: chapters.id,
        chapterName: chapters.chapterName,
        n: sql<number>`count(${practiceQuestions.id})::int`,
      })
      .from(practiceQuestions)
      .innerJoin(subjects, eq(subjects.id, practiceQuestions.subjectId))
      .innerJoin(chapters, eq(chapters.id, practiceQuestions.chapterId))
      .groupBy(subjects.id, chapters.id)
      .orderBy(asc(subjects.id), asc(chapters.id));
    return groupBySubject(
      rows.map((r) => ({
        ...r,
        chapter: { chapter_id: r.chapterId, chapter_name: r.chapterName, num_questions: r.n },
      })),
    );
  },

  /** A new session on a subject (and chapter): the first question at medium difficulty (or the nearest level). */
  async startPractice({ db, student, body, now }) {
    requireLearning(student);
    const probe = { id: -1, subjectId: body.subject_id, chapterId: body.chapter_id ?? null };
    const first = await pickNext(db, probe, nextDifficulty([]));
    if (first === null) throw badRequest(PRACTICE_TEXTS.noQuestions);
    const [row] = await db
      .insert(practiceSessions)
      .values({
        studentId: student.id,
        subjectId: body.subject_id,
        chapterId: body.chapter_id ?? null,
        startedAt: now,
        currentQuestionId: first,
      })
      .returning();
    return { session_id: row!.id, ...(await namesOf(db, row!)), question: await shown(db, first, 1) };
  },

  /** One of the caller's sessions as it stands (another's: 404). */
  async practiceSession({ db, student, params }) {
    requireLearning(student);
    const session = await sessionOf(db, student, params.sessionId);
    const history = await historyOf(db, session.id);
    const ended = session.endedAt !== null || session.currentQuestionId === null;
    return {
      session_id: session.id,
      ...(await namesOf(db, session)),
      answered: history.length,
      correct: history.filter((h) => h.correct).length,
      ended,
      question: ended ? null : await shown(db, session.currentQuestionId!, history.length + 1),
    };
  },

  /**
   * Answers the current question: feedback with the key and solution, and the next question by the difficulty rule
   * (null when none is left: the session ends). An ended session or another question → 400.
   */
  async practiceAnswer({ db, student, params, body, now }) {
    requireLearning(student);
    const session = await sessionOf(db, student, params.sessionId);
    if (session.endedAt !== null || session.currentQuestionId === null) throw badRequest(PRACTICE_TEXTS.ended);
    if (session.currentQuestionId !== body.question_id) throw badRequest(PRACTICE_TEXTS.notCurrent);
    const [q] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.id, body.question_id)).limit(1);
    const correct = isRight(q!.questionTypeId, q!.answerKey, body.answer, q!.tolerance);
    const before = await historyOf(db, session.id);
    const history = [
      ...before.map((h) => ({ difficulty: h.difficulty as PracticeDifficulty, correct: h.correct })),
      { difficulty: q!.difficulty as PracticeDifficulty, correct },
    ];
    const target = nextDifficulty(history);
    return db.transaction(async (tx) => {
      await tx.insert(practiceAnswers).values({
        sessionId: session.id,
        questionId: q!.id,
        difficulty: q!.difficulty,
        answer: body.answer,
        correct,
        seconds: body.seconds,
        answeredAt: now,
      });
      const nextId = await pickNext(tx as unknown as Db, session, target);
      // Only the session still waiting on this question moves on (a double-clicked answer cannot skip one).
      const moved = await tx
        .update(practiceSessions)
        .set(nextId === null ? { currentQuestionId: null, endedAt: now } : { currentQuestionId: nextId })
        .where(and(eq(practiceSessions.id, session.id), eq(practiceSessions.currentQuestionId, q!.id)))
        .returning({ id: practiceSessions.id });
      if (moved.length === 0) throw badRequest(PRACTICE_TEXTS.notCurrent);
      return {
        correct,
        answer_key: q!.answerKey,
        solution: q!.solution,
        next_difficulty: target,
        next: nextId === null ? null : await shown(tx as unknown as Db, nextId, history.length + 1),
      };
    });
  },

  /** Ends one of the caller's sessions (ending an ended one changes nothing). */
  async endPractice({ db, student, params, now }) {
    requireLearning(student);
    const session = await sessionOf(db, student, params.sessionId);
    if (session.endedAt === null)
      await db
        .update(practiceSessions)
        .set({ endedAt: now, currentQuestionId: null })
        .where(eq(practiceSessions.id, session.id));
    return null;
  },

  /** The report of one of the caller's sessions (see practice/rules.ts reportFigures). */
  async sessionReport({ db, student, params }) {
    requireLearning(student);
    const session = await sessionOf(db, student, params.sessionId);
    const rows = await db
      .select({ a: practiceAnswers, chapterName: chapters.chapterName })
      .from(practiceAnswers)
      .innerJoin(practiceQuestions, eq(practiceQuestions.id, practiceAnswers.questionId))
      .innerJoin(chapters, eq(chapters.id, practiceQuestions.chapterId))
      .where(eq(practiceAnswers.sessionId, session.id))
      .orderBy(asc(practiceAnswers.id));
    const figures = reportFigures(
      rows.map((r) => ({
        chapterName: r.chapterName,
        difficulty: r.a.difficulty as PracticeDifficulty,
        correct: r.a.correct,
        seconds: r.a.seconds,
      })),
    );
    return {
      session_id: session.id,
      ...(await namesOf(db, session)),
      started_at: session.startedAt.toISOString(),
      ended_at: session.endedAt?.toISOString() ?? null,
      ...figures,
    };
  },
} satisfies Pick<
  HandlerMap,
  'practiceSubjects' | 'startPractice' | 'practiceSession' | 'practiceAnswer' | 'endPractice' | 'sessionReport'
>;
