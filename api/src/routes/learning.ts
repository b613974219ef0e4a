/**
 * Learning content beyond the corner cards: video lectures and notes by subject, study material, and the doubt
 * module's solution bank (chapters, questions, PostgreSQL full-text search, solutions; the caller's own doubts are in
 * ./doubts). Solutions are locked for free students (000 §6): those calls answer 403.
 */
import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { CornerType } from '@classroom/shared/contract';
import type { StudentRow } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  chapters,
  cornerChapters,
  cornerClasses,
  cornerNotes,
  cornerVideos,
  solutionBank,
  subjects,
} from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { groupBySubject } from './subject-groups';

/** 000 §6: free students see Solutions locked; the server refuses the same calls. */
export const SOLUTIONS_LOCKED = 'Solutions are locked for free students. Connect with us to unlock.';

/** 000 §6: a free student's Solutions and doubt calls answer 403 with SOLUTIONS_LOCKED. */
export function requireEnrolled(student: StudentRow): void {
  if (student.isFree) throw new ApiError(403, SOLUTIONS_LOCKED);
}

/** Subjects → corner chapters with a count of videos or notes (only chapters that have some). */
async function library(db: Db, kind: 'videos' | 'notes') {
  const table = kind === 'videos' ? cornerVideos : cornerNotes;
  const rows = await db
    .select({
      subjectId: subjects.id,
      subjectName: subjects.subjectName,
      color: subjects.primaryColor,
      chapterId: cornerChapters.id,
      chapterName: cornerChapters.chapterName,
      cornerType: cornerClasses.cornerType,
      className: cornerClasses.className,
      count: sql<number>`count(${table.id})::int`,
    })
    .from(cornerChapters)
    .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
    .innerJoin(subjects, eq(subjects.id, cornerChapters.subjectId))
    .innerJoin(table, eq(table.cornerChapterId, cornerChapters.id))
    .groupBy(subjects.id, cornerChapters.id, cornerClasses.id)
    .orderBy(
      asc(subjects.id),
      asc(cornerClasses.cornerType),
      asc(cornerClasses.className),
      asc(cornerChapters.sortOrder),
      asc(cornerChapters.id),
    );
  return groupBySubject(
    rows.map((r) => ({
      ...r,
      chapter: {
        chapter_id: r.chapterId,
        chapter_name: r.chapterName,
        corner_type: r.cornerType as CornerType,
        class_name: r.className,
        count: r.count,
      },
    })),
  );
}

const summaryColumns = {
  question_id: solutionBank.id,
  question: solutionBank.question,
  subject_id: subjects.id,
  subject_name: subjects.subjectName,
  chapter_id: chapters.id,
  chapter_name: chapters.chapterName,
};

export const learningHandlers = {
  /** The lecture page's chapter: names, videos with links and notes (404 when the chapter is not in that corner). */
  async chapterDetail({ db, query }) {
    const [chapter] = await db
      .select({
        id: cornerChapters.id,
        name: cornerChapters.chapterName,
        subjectName: subjects.subjectName,
        className: cornerClasses.className,
      })
      .from(cornerChapters)
      .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
      .innerJoin(subjects, eq(subjects.id, cornerChapters.subjectId))
      .where(and(eq(cornerChapters.id, query.chapter_id), eq(cornerClasses.cornerType, query.corner_type)))
      .limit(1);
    if (!chapter) throw notFound('Chapter not found');
    const [videos, notes] = await Promise.all([
      db
        .select()
        .from(cornerVideos)
        .where(eq(cornerVideos.cornerChapterId, chapter.id))
        .orderBy(asc(cornerVideos.sortOrder), asc(cornerVideos.id)),
      db
        .select()
        .from(cornerNotes)
        .where(eq(cornerNotes.cornerChapterId, chapter.id))
        .orderBy(asc(cornerNotes.sortOrder), asc(cornerNotes.id)),
    ]);
    return {
      chapter_id: chapter.id,
      chapter_name: chapter.name,
      subject_name: chapter.subjectName,
      class_name: chapter.className,
      videos: videos.map((v) => ({
        video_id: v.id,
        video_name: v.videoName,
        video_icon_url: v.videoIconUrl,
        video_url: v.videoUrl,
      })),
      notes: notes.map((n) => ({ note_name: n.noteName, notes_pdf_url: n.notesPdfUrl })),
    };
  },

  /** Video lectures: subjects → chapters that have videos. */
  async videoLectures({ db }) {
    return library(db, 'videos');
  },

  /** Student notes: subjects → chapters that have notes. */
  async studentNotes({ db }) {
    return library(db, 'notes');
  },

  /** Study material: every notes PDF of a subject. */
  async studyMaterial({ db, query }) {
    const rows = await db
      .select({
        n: cornerNotes,
        chapterName: cornerChapters.chapterName,
        cornerType: cornerClasses.cornerType,
        className: cornerClasses.className,
      })
      .from(cornerNotes)
      .innerJoin(cornerChapters, eq(cornerChapters.id, cornerNotes.cornerChapterId))
      .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
      .where(eq(cornerChapters.subjectId, query.subject_id))
      .orderBy(
        asc(cornerClasses.cornerType),
        asc(cornerClasses.className),
        asc(cornerChapters.sortOrder),
        asc(cornerNotes.sortOrder),
        asc(cornerNotes.id),
      );
    return rows
      .filter((r) => r.n.notesPdfUrl)
      .map((r) => ({
        note_name: r.n.noteName,
        notes_pdf_url: r.n.notesPdfUrl!,
        chapter_id: r.n.cornerChapterId,
        chapter_name: r.chapterName,
        corner_type: r.cornerType as CornerType,
        class_name: r.className,
      }));
  },

  /** Doubt-module chapters: the solution bank's subjects and chapters with question counts. */
  async doubtChapters({ db, student }) {
    requireEnrolled(student);
    const rows = await db
      .select({
        subjectId: subjects.id,
        subjectName: subjects.subjectName,
        color: subjects.primaryColor,
        chapterId: chapters.id,
        chapterName: chapters.chapterName,
        className: chapters.className,
        n: sql<number>`count(${solutionBank.id})::int`,
      })
      .from(solutionBank)
      .innerJoin(chapters, eq(chapters.id, solutionBank.chapterId))
      .innerJoin(subjects, eq(subjects.id, solutionBank.subjectId))
      .groupBy(subjects.id, chapters.id)
      .orderBy(asc(subjects.id), asc(chapters.className), asc(chapters.id));
    return groupBySubject(
      rows.map((r) => ({
        ...r,
        chapter: { chapter_id: r.chapterId, chapter_name: r.chapterName, class_name: r.className, num_questions: r.n },
      })),
    );
  },

  /** Doubt-module questions of one chapter, in order. */
  async doubtQuestions({ db, student, query }) {
    requireEnrolled(student);
    return db
      .select(summaryColumns)
      .from(solutionBank)
      .innerJoin(chapters, eq(chapters.id, solutionBank.chapterId))
      .innerJoin(subjects, eq(subjects.id, solutionBank.subjectId))
      .where(eq(solutionBank.chapterId, query.chapter_id))
      .orderBy(asc(solutionBank.sortOrder), asc(solutionBank.id));
  },

  /**
   * student-queries-text: `websearch_to_tsquery('english', text)` against the GIN-indexed
   * `to_tsvector('english', question || ' ' || solution)`, ranked by ts_rank (then id), within the optional subject
   * and chapter. Stemming makes 'projectiles' find 'projectile'.
   */
  async searchSolutions({ db, student, query }) {
    requireEnrolled(student);
    const doc = sql`to_tsvector('english', ${solutionBank.question} || ' ' || ${solutionBank.solution})`;
    const tsq = sql`websearch_to_tsquery('english', ${query.text})`;
    const conditions: SQL[] = [sql`${doc} @@ ${tsq}`];
    if (query.subject_id !== undefined) conditions.push(eq(solutionBank.subjectId, query.subject_id));
    if (query.chapter_id !== undefined) conditions.push(eq(solutionBank.chapterId, query.chapter_id));
    return db
      .select(summaryColumns)
      .from(solutionBank)
      .innerJoin(chapters, eq(chapters.id, solutionBank.chapterId))
      .innerJoin(subjects, eq(subjects.id, solutionBank.subjectId))
      .where(and(...conditions))
      .orderBy(sql`ts_rank(${doc}, ${tsq}) DESC`, asc(solutionBank.id))
      .limit(query.limit);
  },

  /** One solution with its previous and next question in the chapter. */
  async getSolution({ db, student, query }) {
    requireEnrolled(student);
    const [row] = await db
      .select({ ...summaryColumns, solution: solutionBank.solution, sortOrder: solutionBank.sortOrder })
      .from(solutionBank)
      .innerJoin(chapters, eq(chapters.id, solutionBank.chapterId))
      .innerJoin(subjects, eq(subjects.id, solutionBank.subjectId))
      .where(eq(solutionBank.id, query.question_id))
      .limit(1);
    if (!row) throw notFound('Question not found');
    const [prev] = await db
      .select({ id: solutionBank.id })
      .from(solutionBank)
      .where(and(eq(solutionBank.chapterId, row.chapter_id), lt(solutionBank.sortOrder, row.sortOrder)))
      .orderBy(desc(solutionBank.sortOrder))
      .limit(1);
    const [next] = await db
      .select({ id: solutionBank.id })
      .from(solutionBank)
      .where(and(eq(solutionBank.chapterId, row.chapter_id), gt(solutionBank.sortOrder, row.sortOrder)))
      .orderBy(asc(solutionBank.sortOrder))
      .limit(1);
    const { sortOrder: _order, ...rest } = row;
    return { ...rest, prev_question_id: prev?.id ?? null, next_question_id: next?.id ?? null };
  },
} satisfies Pick<
  HandlerMap,
  | 'chapterDetail'
  | 'videoLectures'
  | 'studentNotes'
  | 'studyMaterial'
  | 'doubtChapters'
  | 'doubtQuestions'
  | 'searchSolutions'
  | 'getSolution'
>;
