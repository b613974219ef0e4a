/** NCERT, JEE and NEET corners (000 §2 Corner cards, §3 Corner). Open to free students too (000 §6). */
import type { CornerSubject } from '@classroom/shared/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  cornerChapters,
  cornerClasses,
  cornerNotes,
  cornerVideos,
  ncertExercises,
  ncertQuestions,
  subjects,
} from '../db/schema';
import { notFound } from '../http/errors';
import type { Db } from '../db/client';
import type { HandlerMap } from '../http/handler';

/** A chapter of the given corner (404 when the chapter is in another corner or missing). */
async function cornerChapter(db: Db, cornerType: string, chapterId: number) {
  const [row] = await db
    .select({ id: cornerChapters.id })
    .from(cornerChapters)
    .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
    .where(and(eq(cornerChapters.id, chapterId), eq(cornerClasses.cornerType, cornerType)))
    .limit(1);
  if (!row) throw notFound('Chapter not found');
  return row.id;
}

export const cornerHandlers = {
  /** The classes of a corner, for the 'Select Class' dropdown. */
  async cornerFilters({ db, query }) {
    const rows = await db
      .select()
      .from(cornerClasses)
      .where(eq(cornerClasses.cornerType, query.corner_type))
      .orderBy(asc(cornerClasses.className), asc(cornerClasses.id));
    return { classes: rows.map((c) => ({ id: c.id, class_name: c.className })) };
  },

  /**
   * A corner's content for one class: subjects → chapters → all videos and notes, in order. The client shows the
   * first chapter's videos, the first 3 notes, and a 'See all' card at 5 or more videos (000 §2, §9).
   * An unknown class or one of another corner gives an empty list.
   */
  async dashboardCorner({ db, query }) {
    const chapterRows = await db
      .select({ chapter: cornerChapters, subject: subjects })
      .from(cornerChapters)
      .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
      .innerJoin(subjects, eq(subjects.id, cornerChapters.subjectId))
      .where(and(eq(cornerClasses.id, query.class_assoc), eq(cornerClasses.cornerType, query.corner_type)))
      .orderBy(asc(subjects.id), asc(cornerChapters.sortOrder), asc(cornerChapters.id));
    const chapterIds = chapterRows.map((r) => r.chapter.id);
    const [videos, notes] =
      chapterIds.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .select()
              .from(cornerVideos)
              .where(inArray(cornerVideos.cornerChapterId, chapterIds))
              .orderBy(asc(cornerVideos.sortOrder), asc(cornerVideos.id)),
            db
              .select()
              .from(cornerNotes)
              .where(inArray(cornerNotes.cornerChapterId, chapterIds))
              .orderBy(asc(cornerNotes.sortOrder), asc(cornerNotes.id)),
          ]);
    const bySubject = new Map<number, CornerSubject>();
    for (const { chapter, subject } of chapterRows) {
      let entry = bySubject.get(subject.id);
      if (!entry) {
        entry = {
          id: subject.id,
          subject_name: subject.subjectName,
          primary_color: subject.primaryColor,
          secondary_color: subject.secondaryColor,
          chapters: [],
        };
        bySubject.set(subject.id, entry);
      }
      entry.chapters.push({
        id: chapter.id,
        chapter_name: chapter.chapterName,
        videos: videos
          .filter((v) => v.cornerChapterId === chapter.id)
          .map((v) => ({ video_id: v.id, video_name: v.videoName, video_icon_url: v.videoIconUrl })),
        notes: notes
          .filter((n) => n.cornerChapterId === chapter.id)
          .map((n) => ({ note_name: n.noteName, question_id: n.questionId, notes_pdf_url: n.notesPdfUrl })),
      });
    }
    return { subjects: [...bySubject.values()] };
  },

  /** Every video of a corner chapter, in order (the 'See all' page). */
  async chapterVideos({ db, query }) {
    const chapterId = await cornerChapter(db, query.corner_type, query.chapter_id);
    const rows = await db
      .select()
      .from(cornerVideos)
      .where(eq(cornerVideos.cornerChapterId, chapterId))
      .orderBy(asc(cornerVideos.sortOrder), asc(cornerVideos.id));
    return rows.map((v) => ({
      video_id: v.id,
      video_name: v.videoName,
      video_icon_url: v.videoIconUrl,
      video_url: v.videoUrl,
    }));
  },

  /** Every note of a corner chapter, in order. */
  async chapterNotes({ db, query }) {
    const chapterId = await cornerChapter(db, query.corner_type, query.chapter_id);
    const rows = await db
      .select()
      .from(cornerNotes)
      .where(eq(cornerNotes.cornerChapterId, chapterId))
      .orderBy(asc(cornerNotes.sortOrder), asc(cornerNotes.id));
    return rows.map((n) => ({ note_name: n.noteName, question_id: n.questionId, notes_pdf_url: n.notesPdfUrl }));
  },

  /** NCERT exercises of a chapter with their question counts. */
  async ncertExercises({ db, query }) {
    const chapterId = await cornerChapter(db, query.corner_type, query.chapter_id);
    const rows = await db
      .select()
      .from(ncertExercises)
      .where(eq(ncertExercises.cornerChapterId, chapterId))
      .orderBy(asc(ncertExercises.sortOrder), asc(ncertExercises.id));
    const ids = rows.map((r) => r.id);
    const qs =
      ids.length > 0
        ? await db
            .select({ exerciseId: ncertQuestions.exerciseId })
            .from(ncertQuestions)
            .where(inArray(ncertQuestions.exerciseId, ids))
        : [];
    return rows.map((r) => ({
      exercise_id: r.id,
      exercise_name: r.exerciseName,
      num_questions: qs.filter((q) => q.exerciseId === r.id).length,
    }));
  },

  /** Questions and solutions of one NCERT exercise (404 when there is no such exercise). */
  async ncertQuestions({ db, query }) {
    const [exercise] = await db
      .select({ id: ncertExercises.id })
      .from(ncertExercises)
      .where(eq(ncertExercises.id, query.exercise_id))
      .limit(1);
    if (!exercise) throw notFound('Exercise not found');
    const rows = await db
      .select()
      .from(ncertQuestions)
      .where(eq(ncertQuestions.exerciseId, exercise.id))
      .orderBy(asc(ncertQuestions.questionSno), asc(ncertQuestions.id));
    return rows.map((q) => ({
      question_sno: q.questionSno,
      question_id: q.id,
      exercise_assoc: q.exerciseId,
      question: q.question,
      solution: q.solution,
    }));
  },
} satisfies Pick<
  HandlerMap,
  'cornerFilters' | 'dashboardCorner' | 'chapterVideos' | 'chapterNotes' | 'ncertExercises' | 'ncertQuestions'
>;
