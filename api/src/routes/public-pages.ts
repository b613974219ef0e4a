/**
 * The public pages of 001 §2.1 that need data: the iZest result look-up by roll number and a student's
 * past class recordings.
 */
import { PUBLIC_PAGES_TEXT, type PastRecording } from '@classroom/shared/contract';
import { and, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { classes, izestResults } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { classesJoined, sectionIdsOf } from './dashboard';

export const publicPagesHandlers = {
  /**
   * 001 §2.1 /izest/result: one published iZest result by roll number and date of birth, without a token (the query is
   * validated and upper-cased by the contract's zod schema). 404 with PUBLIC_PAGES_TEXT.izestNotFound when no result
   * has that pair — the same answer whether the roll number or the date is wrong. Limited per address
   * (./http/rate-limits, izestPerIp).
   */
  async izestResult({ db, query }) {
    const [row] = await db
      .select()
      .from(izestResults)
      .where(and(eq(izestResults.rollNumber, query.roll_number), eq(izestResults.dateOfBirth, query.date_of_birth)))
      .limit(1);
    if (!row) throw notFound(PUBLIC_PAGES_TEXT.izestNotFound);
    return {
      roll_number: row.rollNumber,
      student_name: row.studentName,
      exam_name: row.examName,
      score: row.score,
      max_score: row.maxScore,
      rank: row.rank,
      percentile: row.percentile,
      published_at: row.publishedAt.toISOString(),
    };
  },

  /**
   * 001 §2.1 /pastrecordings/{student_id}: the recordings of the caller's past classes (the classes of the caller's
   * sections, as the dashboard's class list: online, ended before now, with a replay link), latest first.
   *
   * Access rule: the student comes from the token. The path's id must be the caller's own; any other id answers 403
   * (the registration layer's student-id check, http/register.ts, answers 'Not allowed' before this handler runs; the
   * handler checks again so the rule holds wherever it is called from) — a student never sees another's list. Without
   * a valid token the call answers 401 like every student call.
   */
  async pastRecordings({ db, student, params, now }) {
    if (params.studentId !== student.id) throw new ApiError(403, PUBLIC_PAGES_TEXT.recordingsNotYours);
    const sectionIds = await sectionIdsOf(db, student);
    const rows = await classesJoined(
      db,
      and(
        inArray(classes.sectionId, sectionIds),
        lt(classes.endAt, now),
        ne(classes.classType, 'offline'),
        isNotNull(classes.replayUrl),
      ),
      [desc(classes.startAt), desc(classes.id)],
    );
    return rows.map(({ cls, subject, chapter, teacher }): PastRecording => ({
      liveclass_id: cls.id,
      subject_name: subject.subjectName,
      primary_color: subject.primaryColor,
      chapter_name: chapter.chapterName,
      lecture: cls.lecture,
      faculty_name: teacher.name,
      start_date: cls.startAt.toISOString(),
      end_date: cls.endAt.toISOString(),
      replay_url: cls.replayUrl!,
    }));
  },
} satisfies Pick<HandlerMap, 'izestResult' | 'pastRecordings'>;
