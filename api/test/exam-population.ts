/**
 * Many students sitting one exam, for the multi-instance tests (deploy/test/topology.test.ts, backup-restore) and
 * the benchmarks: bench students signed in by token with their attempts started.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords';
import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/client';
import {
  allottedQuestions,
  exams,
  examSections,
  questions,
  scheduledExams,
  studentCourses,
  students,
} from '../src/db/schema';
import { startAttempt } from '../src/exam/attempts';

export const BENCH_PASSWORD = 'Bench@2027';

export interface ExamPopulation {
  jeeExamId: number;
  quizExamId: number;
  /** Students with a started JEE Main attempt: token, id and their single-choice / numeric allotted questions. */
  savers: {
    id: number;
    token: string;
    single: number[];
    all: { id: number; serial: number; type: number; sectionLimit: number; sectionId: number }[];
  }[];
  /** Students with a started quiz attempt, for the submits. */
  submitters: { id: number; token: string }[];
  signInUsernames: string[];
}

/** Runs `task` over `items`, `concurrency` at a time (PostgreSQL: 8 connections; PGlite: 1, it runs one at a time). */
async function inParallel<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * Seeds the bench population on a migrated database: `count` bench students (mobiles 60000 00001 …) scheduled for the
 * seeded JEE Main Full Test 1 and the quick quiz, with tokens; the first `savers` start the JEE paper, the rest the quiz.
 */
export async function prepareBench(db: Db, count: number, savers: number, concurrency = 1): Promise<ExamPopulation> {
  const now = new Date();
  const [jee] = await db.select().from(exams).where(eq(exams.examName, 'JEE Main Full Test 1'));
  const [quiz] = await db.select().from(exams).where(eq(exams.examName, 'Quick Quiz: Units and Measurements'));
  if (!jee || !quiz) throw new Error('bench: the seeded JEE Main Full Test 1 / quick quiz are missing');

  // Bench students (idempotent by mobile).
  const hash = await hashPassword(BENCH_PASSWORD);
  const mobiles = Array.from({ length: count }, (_, i) => String(6_000_000_001 + i));
  for (let i = 0; i < count; i += 500) {
    await db
      .insert(students)
      .values(
        mobiles.slice(i, i + 500).map((mobile, j) => ({
          name: `Bench Student ${i + j + 1}`,
          email: `bench${i + j + 1}@example.com`,
          mobile,
          passwordHash: hash,
          schoolId: 1,
          sectionId: 301,
          dateJoined: now,
        })),
      )
      .onConflictDoNothing();
  }
  const ids = (
    await db
      .select({ id: students.id })
      .from(students)
      .where(inArray(students.mobile, mobiles))
      .orderBy(asc(students.id))
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db
      .insert(studentCourses)
      .values(chunk.map((studentId) => ({ studentId, sectionId: 301 })))
      .onConflictDoNothing();
    await db
      .insert(scheduledExams)
      .values(
        chunk.flatMap((studentId) => [
          { examId: jee.id, studentId },
          { examId: quiz.id, studentId },
        ]),
      )
      .onConflictDoNothing();
  }
  const tokens = new Map<number, string>();
  await inParallel(ids, concurrency, async (id) => {
    tokens.set(id, await issueToken(db, id, now));
  });

  const saverRows: ExamPopulation['savers'] = [];
  for (const id of ids.slice(0, savers)) {
    const { sched } = await startAttempt(db, jee.id, id, now);
    const rows = await db
      .select({
        id: allottedQuestions.id,
        serial: allottedQuestions.serialNo,
        type: questions.questionTypeId,
        sectionLimit: examSections.numCompulsoryQuestions,
        sectionId: examSections.id,
      })
      .from(allottedQuestions)
      .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
      .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
      .where(eq(allottedQuestions.scheduledExamId, sched.id))
      .orderBy(asc(allottedQuestions.serialNo));
    saverRows.push({
      id,
      token: tokens.get(id)!,
      single: rows.filter((r) => r.type === 1).map((r) => r.id),
      all: rows,
    });
  }
  const submitters: ExamPopulation['submitters'] = [];
  await inParallel(ids.slice(savers), concurrency, async (id) => {
    await startAttempt(db, quiz.id, id, now);
  });
  for (const id of ids.slice(savers)) submitters.push({ id, token: tokens.get(id)! });
  return {
    jeeExamId: jee.id,
    quizExamId: quiz.id,
    savers: saverRows,
    submitters,
    signInUsernames: mobiles.slice(0, 100),
  };
}
