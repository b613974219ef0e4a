/**
 * Learning content beyond the corner cards: video lectures and notes by subject, study material, and the
 * doubt module — solution bank (chapters, questions, PostgreSQL full-text search, solutions) and the caller's own
 * doubts with photos (000 §7 doubt calls). Solutions are locked for free students (000 §6): those calls answer 403.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CornerType, DoubtItem } from '@classroom/shared/contract';
import type { StudentRow } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  chapters,
  cornerChapters,
  cornerClasses,
  cornerNotes,
  cornerVideos,
  doubtPhotos,
  doubts,
  solutionBank,
  subjects,
} from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { groupBySubject } from './subject-groups';
import { imageTypeOf } from '../http/image-type';

/** 000 §6: free students see Solutions locked; the server refuses the same calls. */
export const SOLUTIONS_LOCKED = 'Solutions are locked for free students. Connect with us to unlock.';

function requireEnrolled(student: StudentRow): void {
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

/** The caller's doubts in the reply shape (photos counted), newest first; `only` narrows to one doubt. */
async function doubtsOf(db: Db, studentId: number, only?: number): Promise<DoubtItem[]> {
  const where =
    only === undefined ? eq(doubts.studentId, studentId) : and(eq(doubts.studentId, studentId), eq(doubts.id, only));
  const rows = await db
    .select({ d: doubts, subjectName: subjects.subjectName, chapterName: chapters.chapterName })
    .from(doubts)
    .innerJoin(subjects, eq(subjects.id, doubts.subjectId))
    .leftJoin(chapters, eq(chapters.id, doubts.chapterId))
    .where(where)
    .orderBy(desc(doubts.createdAt), desc(doubts.id));
  const ids = rows.map((r) => r.d.id);
  const photos = ids.length
    ? await db.select({ doubtId: doubtPhotos.doubtId }).from(doubtPhotos).where(inArray(doubtPhotos.doubtId, ids))
    : [];
  return rows.map(({ d, subjectName, chapterName }) => ({
    doubt_id: d.id,
    subject_id: d.subjectId,
    subject_name: subjectName,
    chapter_id: d.chapterId,
    chapter_name: chapterName,
    question: d.question,
    answer: d.answer,
    status: d.status === 'answered' ? 'answered' : 'pending',
    created_at: d.createdAt.toISOString(),
    photos: photos.filter((p) => p.doubtId === d.id).length,
  }));
}

/** The subject exists and the chapter (when given) belongs to it; 400 otherwise. */
async function checkSubjectChapter(db: Db, subjectId: number, chapterId: number | undefined): Promise<void> {
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
  if (!subject) throw badRequest('subject_id: no such subject');
  if (chapterId === undefined) return;
  const [chapter] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.subjectId, subjectId)))
    .limit(1);
  if (!chapter) throw badRequest('chapter_id: not a chapter of this subject');
}

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

  /**
   * post-pending-doubt: the caller's doubt with up to 3 photos. Every photo must be a jpeg or png by its magic bytes
   * (the declared type and name are ignored): anything else → 400 naming the file, nothing stored.
   */
  async postPendingDoubt({ db, student, body, files, config, now }) {
    requireEnrolled(student);
    const typed = files.map((f, i) => {
      const type = imageTypeOf(f.data);
      if (!type) throw badRequest(`photos.${i}: '${f.filename}' is not a JPEG or PNG image`);
      return { ...f, type };
    });
    await checkSubjectChapter(db, body.subject_id, body.chapter_id);
    await mkdir(config.uploadDir, { recursive: true });
    const written: string[] = [];
    try {
      for (const f of typed) {
        const fileName = `doubt-${randomBytes(16).toString('hex')}.${f.type === 'image/png' ? 'png' : 'jpg'}`;
        await writeFile(path.join(config.uploadDir, fileName), f.data, { flag: 'wx' });
        written.push(fileName);
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(doubts)
          .values({
            studentId: student.id,
            subjectId: body.subject_id,
            chapterId: body.chapter_id ?? null,
            question: body.question,
            status: 'pending',
            createdAt: now,
          })
          .returning({ id: doubts.id });
        if (typed.length > 0)
          await tx.insert(doubtPhotos).values(
            typed.map((f, i) => ({
              doubtId: row!.id,
              fileName: written[i]!,
              mimeType: f.type,
              bytes: f.data.length,
            })),
          );
        return row!.id;
      });
      return (await doubtsOf(db, student.id, id))[0]!;
    } catch (error) {
      await Promise.all(written.map((n) => unlink(path.join(config.uploadDir, n)).catch(() => undefined)));
      throw error;
    }
  },

  /** update-pending-doubt: only the caller's own doubt (another's: 404) and only while pending (answered: 400). */
  async updatePendingDoubt({ db, student, params, body }) {
    requireEnrolled(student);
    const [own] = await db
      .select({ status: doubts.status })
      .from(doubts)
      .where(and(eq(doubts.id, params.doubtId), eq(doubts.studentId, student.id)))
      .limit(1);
    if (!own) throw notFound('Doubt not found');
    if (own.status !== 'pending') throw badRequest('An answered doubt cannot be edited');
    await checkSubjectChapter(db, body.subject_id, body.chapter_id);
    await db
      .update(doubts)
      .set({ subjectId: body.subject_id, chapterId: body.chapter_id ?? null, question: body.question })
      .where(and(eq(doubts.id, params.doubtId), eq(doubts.studentId, student.id), eq(doubts.status, 'pending')));
    return (await doubtsOf(db, student.id, params.doubtId))[0]!;
  },

  /** One photo of the caller's own doubt, read from the upload directory (any other doubt or index: 404). */
  async doubtPhoto({ db, student, query, config }) {
    requireEnrolled(student);
    const rows = await db
      .select({ fileName: doubtPhotos.fileName, mimeType: doubtPhotos.mimeType })
      .from(doubtPhotos)
      .innerJoin(doubts, eq(doubts.id, doubtPhotos.doubtId))
      .where(and(eq(doubtPhotos.doubtId, query.doubt_id), eq(doubts.studentId, student.id)))
      .orderBy(asc(doubtPhotos.id));
    const photo = rows[query.index];
    if (!photo) throw notFound('Photo not found');
    const data = await readFile(path.join(config.uploadDir, path.basename(photo.fileName))).catch(() => null);
    if (!data) throw notFound('Photo not found');
    const mime = photo.mimeType === 'image/png' ? 'image/png' : 'image/jpeg';
    return { mime_type: mime, data_url: `data:${mime};base64,${data.toString('base64')}` };
  },

  /** get-pending-doubts: the caller's doubts, pending and answered. */
  async pendingDoubts({ db, student }) {
    requireEnrolled(student);
    return doubtsOf(db, student.id);
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
  | 'postPendingDoubt'
  | 'updatePendingDoubt'
  | 'pendingDoubts'
  | 'doubtPhoto'
>;
