/**
 * Result analysis (001 §2.1 objectiveresult/…): the caller's marks beside the cohort's — score and
 * percentile, marks by difficulty level and by chapter, time per question against the cohort's median. Released like
 * the result (./results submittedAttempt: 403 with the declaration date before it). The cohort: every submitted
 * scheduled attempt of the exam; practice attempts (status 7) are never in it. Pure aggregation first, then the loader.
 */
import type { ResultAnalysisReply } from '@classroom/shared/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { allottedQuestions, chapters, examSections, questions, scheduledExams, subjects } from '../db/schema';
import { markOf, rankAndPercentile, submittedAttempt } from './results';
import type { AllottedJoined, ExamRow } from './serialise';

/** 001 §2.1 difficultylevelwisescore: the level words; 0 = not rated. */
export const DIFFICULTY_LABELS: Readonly<Record<0 | 1 | 2 | 3, string>> = {
  0: 'Not rated',
  1: 'Easy',
  2: 'Medium',
  3: 'Hard',
};

/** One question of one attempt, marked. */
export interface MarkedQuestion {
  questionId: number;
  serialNo: number;
  difficulty: 0 | 1 | 2 | 3;
  chapterId: number | null;
  seconds: number;
  attempted: boolean;
  correct: boolean | null;
  marks: number;
  /** The most this question can give (its section's positive marks). */
  maxMarks: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Median of `values` (mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Students per score band: `bands` equal bands from min(0, lowest) to the maximum marks (the top band includes its
 * upper end); `mine` marks the band holding `score`.
 */
export function scoreDistribution(
  scores: readonly number[],
  score: number,
  maxMarks: number,
  bands = 5,
): ResultAnalysisReply['cohort']['distribution'] {
  const low = Math.min(0, ...scores, score);
  const high = Math.max(maxMarks, ...scores, score);
  const width = (high - low) / bands || 1;
  const bandOf = (s: number) => Math.min(bands - 1, Math.floor((s - low) / width));
  return Array.from({ length: bands }, (_, b) => ({
    from: round2(low + b * width),
    to: round2(low + (b + 1) * width),
    students: scores.filter((s) => bandOf(s) === b).length,
    mine: bandOf(score) === b,
  }));
}

/**
 * Marks of the caller's questions grouped by `key` (difficulty level or chapter), each with the cohort's mean marks on
 * the same group. `cohort` holds every cohort attempt's marked questions (the caller's too when ranked).
 */
export function groupScores<K>(
  mine: readonly MarkedQuestion[],
  cohort: readonly (readonly MarkedQuestion[])[],
  key: (q: MarkedQuestion) => K,
) {
  const groups = new Map<
    K,
    { questions: number; attempted: number; correct: number; marks: number; max_marks: number; cohort_average: number }
  >();
  for (const q of mine) {
    const g = groups.get(key(q)) ?? {
      questions: 0,
      attempted: 0,
      correct: 0,
      marks: 0,
      max_marks: 0,
      cohort_average: 0,
    };
    g.questions += 1;
    if (q.attempted) g.attempted += 1;
    if (q.correct) g.correct += 1;
    g.marks += q.marks;
    g.max_marks += q.maxMarks;
    groups.set(key(q), g);
  }
  for (const [k, g] of groups) {
    const totals = cohort.map((attempt) => attempt.filter((q) => key(q) === k).reduce((sum, q) => sum + q.marks, 0));
    g.cohort_average = totals.length ? round2(totals.reduce((a, b) => a + b, 0) / totals.length) : 0;
  }
  return groups;
}

/** Each question of an attempt, marked (./results markOf), in serial order. */
function markAll(exam: ExamRow, rows: readonly AllottedJoined[]): MarkedQuestion[] {
  return rows.map((row) => {
    const m = markOf(exam, row);
    return {
      questionId: row.question.id,
      serialNo: row.allotted.serialNo,
      difficulty: (row.question.difficulty ?? 0) as 0 | 1 | 2 | 3,
      chapterId: row.question.chapterId,
      seconds: row.allotted.totalSeconds,
      attempted: m.attempted,
      correct: m.correct,
      marks: m.marks,
      maxMarks: row.section.positiveMarks,
    };
  });
}

/** The caller's result analysis of exam `examId` (see the module comment). */
export async function resultAnalysis(
  db: Db,
  examId: number,
  studentId: number,
  now: Date,
): Promise<ResultAnalysisReply> {
  const { exam, practice, rows } = await submittedAttempt(db, examId, studentId, now);
  const mine = markAll(exam, rows);
  // The cohort's attempts, with their questions (one query for all).
  const cohortRows = await db
    .select({ allotted: allottedQuestions, question: questions, section: examSections })
    .from(allottedQuestions)
    .innerJoin(scheduledExams, eq(scheduledExams.id, allottedQuestions.scheduledExamId))
    .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
    .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
    .where(
      and(
        eq(scheduledExams.examId, exam.id),
        isNotNull(scheduledExams.submittedAt),
        eq(scheduledExams.practice, false),
      ),
    );
  const byAttempt = new Map<number, AllottedJoined[]>();
  for (const row of cohortRows)
    byAttempt.set(row.allotted.scheduledExamId, [...(byAttempt.get(row.allotted.scheduledExamId) ?? []), row]);
  const cohort = [...byAttempt.values()].map((attempt) => markAll(exam, attempt));
  const scores = cohort.map((attempt) => attempt.reduce((sum, q) => sum + q.marks, 0));
  const score = mine.reduce((sum, q) => sum + q.marks, 0);
  const maxMarks = mine.reduce((sum, q) => sum + q.maxMarks, 0);

  const chapterIds = [...new Set(mine.map((q) => q.chapterId).filter((id): id is number => id !== null))];
  const chapterRows = chapterIds.length
    ? await db
        .select({ id: chapters.id, name: chapters.chapterName, subject: subjects.subjectName })
        .from(chapters)
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .where(inArray(chapters.id, chapterIds))
    : [];
  const chapterOf = new Map(chapterRows.map((c) => [c.id, c]));

  const byLevel = groupScores(mine, cohort, (q) => q.difficulty);
  const byChapter = groupScores(mine, cohort, (q) => q.chapterId);
  const secondsOf = new Map<number, number[]>();
  for (const attempt of cohort)
    for (const q of attempt) secondsOf.set(q.questionId, [...(secondsOf.get(q.questionId) ?? []), q.seconds]);

  return {
    exam_id: exam.id,
    exam_name: exam.examName,
    practice,
    score,
    max_marks: maxMarks,
    ...(practice ? { rank: null, percentile: null } : rankAndPercentile(score, scores)),
    total_students: scores.length,
    cohort: {
      average: scores.length ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
      median: median(scores),
      highest: scores.length ? Math.max(...scores) : 0,
      lowest: scores.length ? Math.min(...scores) : 0,
      distribution: scoreDistribution(scores, score, maxMarks),
    },
    difficulty: [...byLevel]
      .sort(([a], [b]) => (a || 9) - (b || 9))
      .map(([level, g]) => ({ level, label: DIFFICULTY_LABELS[level], ...g })),
    chapters: [...byChapter].map(([id, g]) => ({
      chapter_id: id,
      chapter_name: id === null ? 'No chapter' : (chapterOf.get(id)?.name ?? 'No chapter'),
      subject_name: id === null ? '' : (chapterOf.get(id)?.subject ?? ''),
      ...g,
    })),
    time: mine.map((q) => ({
      serial_no: q.serialNo,
      seconds: q.seconds,
      cohort_median_seconds: median(secondsOf.get(q.questionId) ?? []),
      attempted: q.attempted,
      correct: q.correct,
    })),
  };
}
