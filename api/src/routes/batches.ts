/**
 * The caller's batches and accounts (000 §4, §7): switch batch, switch to a sibling's account, a batch's timetable PDF.
 * The student is always the token's.
 */
import { STUDENT_PERMISSION } from '@classroom/shared/contract';
import { and, eq } from 'drizzle-orm';
import { issueToken, revokeToken } from '../auth/tokens';
import { sections, studentCourses, students } from '../db/schema';
import { ApiError, badRequest, notAllowed, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';

/** The section of one of the caller's batches (404 when the batch is not the caller's). */
export async function batchSection(
  db: Parameters<HandlerMap['attendance']>[0]['db'],
  studentId: number,
  studentCourseId: number,
): Promise<number> {
  const [row] = await db
    .select({ sectionId: studentCourses.sectionId })
    .from(studentCourses)
    .where(and(eq(studentCourses.id, studentCourseId), eq(studentCourses.studentId, studentId)))
    .limit(1);
  if (!row) throw notFound('Batch not found');
  return row.sectionId;
}

export const batchHandlers = {
  /** Switch batch (000 §4): one of the caller's active, enabled batches; not for free students (000 §6). */
  async switchCourse({ db, student, body }) {
    if (student.isFree) throw new ApiError(403, 'Free students cannot switch batch');
    const [row] = await db
      .select({ course: studentCourses, section: sections })
      .from(studentCourses)
      .innerJoin(sections, eq(sections.id, studentCourses.sectionId))
      .where(and(eq(studentCourses.id, body.student_course_id), eq(studentCourses.studentId, student.id)))
      .limit(1);
    if (!row) throw notFound('Batch not found');
    if (!row.course.status || !row.course.isEnable || !row.section.isEnable)
      throw badRequest('student_course_id: this batch is not active');
    await db.update(students).set({ studentCourseId: row.course.id }).where(eq(students.id, student.id));
    return { student_course_id: row.course.id, section_name: row.section.sectionName };
  },

  /**
   * Switch to a sibling's account: the target must share the caller's parent mobile number (else 403). Issues a token
   * for the target (superseding theirs) and signs the caller out.
   */
  async switchUser({ db, student, body, tokenId, now, config }) {
    const [target] = await db.select().from(students).where(eq(students.mobile, body.MobileNumber)).limit(1);
    if (!target || target.id === student.id || !student.parentMobile || target.parentMobile !== student.parentMobile)
      throw notAllowed();
    const token = await issueToken(db, target.id, now, config.tokenTtlMs);
    await revokeToken(db, tokenId, now);
    return {
      token,
      user_id: target.id,
      username: target.mobile,
      user_display_name: target.name,
      permission: STUDENT_PERMISSION,
    };
  },

  /** The timetable PDF of one of the caller's batches (000 §7 get-timetable-pdf): 404 for another's batch. */
  async timetablePdf({ db, student, query }) {
    const sectionId = await batchSection(db, student.id, query.student_section_course_id);
    const [section] = await db
      .select({ name: sections.sectionName, pdf: sections.timetablePdf })
      .from(sections)
      .where(eq(sections.id, sectionId))
      .limit(1);
    return { section_name: section?.name ?? '', timetable_pdf_url: section?.pdf ?? null };
  },
} satisfies Pick<HandlerMap, 'switchCourse' | 'switchUser' | 'timetablePdf'>;
