/** NCERT, JEE and NEET corners (000 §2 Corner cards, §3 Corner). Open to free students too (000 §6). */
import type { CornerSubject } from '@classroom/shared/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cornerChapters, cornerClasses, cornerNotes, cornerVideos, subjects } from '../db/schema';
import type { HandlerMap } from '../http/handler';

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
    const [videos, notes] = chapterIds.length === 0 ? [[], []] : await Promise.all([
      db.select().from(cornerVideos).where(inArray(cornerVideos.cornerChapterId, chapterIds)).orderBy(asc(cornerVideos.sortOrder), asc(cornerVideos.id)),
      db.select().from(cornerNotes).where(inArray(cornerNotes.cornerChapterId, chapterIds)).orderBy(asc(cornerNotes.sortOrder), asc(cornerNotes.id)),
    ]);
    const bySubject = new Map<number, CornerSubject>();
    for (const { chapter, subject } of chapterRows) {
      let entry = bySubject.get(subject.id);
      if (!entry) {
        entry = { id: subject.id, subject_name: subject.subjectName, primary_color: subject.primaryColor, secondary_color: subject.secondaryColor, chapters: [] };
        bySubject.set(subject.id, entry);
      }
      entry.chapters.push({
        id: chapter.id,
        chapter_name: chapter.chapterName,
        videos: videos.filter((v) => v.cornerChapterId === chapter.id).map((v) => ({ video_id: v.id, video_name: v.videoName, video_icon_url: v.videoIconUrl })),
        notes: notes.filter((n) => n.cornerChapterId === chapter.id).map((n) => ({ note_name: n.noteName, question_id: n.questionId, notes_pdf_url: n.notesPdfUrl })),
      });
    }
    return { subjects: [...bySubject.values()] };
  },
} satisfies Pick<HandlerMap, 'cornerFilters' | 'dashboardCorner'>;
