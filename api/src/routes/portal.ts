/**
 * The rest of the call tables (000 §7, 001 §7): batch/account switch, request a call, attendance, holidays, banner,
 * notifications, feedback with images, app version, live class, course payments. The student is always the token's.
 */
import { STUDENT_PERMISSION, type DataOf } from '@classroom/shared/contract';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { issueToken, revokeToken, type StudentRow } from '../auth/tokens';
import {
  attendance, banners, callRequests, pageViews, classes, courseOffers, feedback, feedbackImages, holidays, notificationReads, notifications, sections,
  studentCourses, students, subjects,
} from '../db/schema';
import { ApiError, badRequest, MESSAGES, notAllowed, notFound } from '../http/errors';
import type { Db } from '../db/client';
import type { HandlerMap } from '../http/handler';
import { sectionIdsOf } from './dashboard';

/** The image type from the file's first bytes (jpeg FF D8 FF, png 89 50 4E 47 0D 0A 1A 0A), or null. */
export function imageTypeOf(data: Buffer): 'image/jpeg' | 'image/png' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'image/png';
  return null;
}

/** The provider's signature of a completed payment (moved to the payments module, issue 11 §4). */
export { paymentSignature } from '../payments/signature';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** A request_type may be asked for again after 10 minutes (issue 9 §3). */
export const REQUEST_CALL_REPEAT_MS = 10 * 60_000;

/** The caller's past classes of one batch's section, joined with the caller's attendance rows. */
async function attendanceRows(db: Parameters<HandlerMap['attendance']>[0]['db'], studentId: number, sectionIds: number[], now: Date) {
  if (sectionIds.length === 0) return [];
  return db
    .select({ cls: classes, subjectName: subjects.subjectName, present: attendance.present, mode: attendance.mode })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .leftJoin(attendance, and(eq(attendance.classId, classes.id), eq(attendance.studentId, studentId)))
    .where(and(inArray(classes.sectionId, sectionIds), lte(classes.startAt, now)))
    .orderBy(asc(classes.startAt), asc(classes.id));
}

/** The section of one of the caller's batches (404 when the batch is not the caller's). */
async function batchSection(db: Parameters<HandlerMap['attendance']>[0]['db'], studentId: number, studentCourseId: number): Promise<number> {
  const [row] = await db
    .select({ sectionId: studentCourses.sectionId })
    .from(studentCourses)
    .where(and(eq(studentCourses.id, studentCourseId), eq(studentCourses.studentId, studentId)))
    .limit(1);
  if (!row) throw notFound('Batch not found');
  return row.sectionId;
}

/** The notifications the caller sees: their own, their sections', and the institute's to everyone. */
async function visibleNotifications(db: Parameters<HandlerMap['notifications']>[0]['db'], student: Parameters<HandlerMap['notifications']>[0]['student']) {
  const sectionIds = await sectionIdsOf(db, student);
  return or(
    eq(notifications.studentId, student.id),
    and(isNull(notifications.studentId), inArray(notifications.sectionId, sectionIds)),
    and(isNull(notifications.studentId), isNull(notifications.sectionId)),
  );
}

/**
 * Attendance of the student's batch `studentCourseId` (000 §3): classes held so far, attended (online/offline), per
 * subject; 404 when the batch is not the student's. get-student-attendance2 and student-dashboard answer with it.
 */
export async function attendanceOf(db: Db, student: StudentRow, studentCourseId: number, now: Date): Promise<DataOf<'attendance'>> {
  const sectionId = await batchSection(db, student.id, studentCourseId);
  const rows = await attendanceRows(db, student.id, [sectionId], now);
  const subjectsById = new Map<number, { subject_id: number; subject_name: string; subject_total_attendance: number; subject_attendance: number }>();
  let attended = 0;
  let online = 0;
  let offline = 0;
  for (const r of rows) {
    const s = subjectsById.get(r.cls.subjectId) ?? { subject_id: r.cls.subjectId, subject_name: r.subjectName, subject_total_attendance: 0, subject_attendance: 0 };
    s.subject_total_attendance += 1;
    if (r.present) {
      s.subject_attendance += 1;
      attended += 1;
      if (r.mode === 'offline') offline += 1;
      else online += 1;
    }
    subjectsById.set(r.cls.subjectId, s);
  }
  return {
    total_classes: rows.length,
    attendance_count: attended,
    online_attendance_count: online,
    offline_attendance_count: offline,
    attendance_percentage: rows.length === 0 ? 0 : Math.round((10_000 * attended) / rows.length) / 100,
    Subjects: [...subjectsById.values()],
  };
}

/**
 * The banner for the student (000 §3 Banner): the free-student (pre-enrolment) one or the enrolled one; null when none.
 * banner-details and student-dashboard answer with it.
 */
export async function bannerOf(db: Db, student: StudentRow): Promise<DataOf<'bannerDetails'>> {
  const [row] = await db
    .select({ banner: banners, offer: courseOffers })
    .from(banners)
    .innerJoin(courseOffers, eq(courseOffers.id, banners.courseOfferId))
    .where(and(eq(banners.isActive, true), eq(banners.forFreeStudents, student.isFree)))
    .orderBy(asc(banners.id))
    .limit(1);
  if (!row) return null;
  return {
    show_banner: true,
    post_enrollment: !student.isFree,
    pre_launch_header: row.banner.header,
    pre_launch_desc: row.banner.description,
    course_name: row.offer.courseName,
    course_start_date: row.offer.startDate,
    features: row.banner.features,
    course_online_price: row.offer.priceRupees,
    course_binding: row.offer.binding,
    course_img_mobile: row.banner.imgMobile,
    course_img_web: row.banner.imgWeb,
    bottom_nav_communication: row.banner.bottomNav,
  };
}

export const portalHandlers = {
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
    if (!row.course.status || !row.course.isEnable || !row.section.isEnable) throw badRequest('student_course_id: this batch is not active');
    await db.update(students).set({ studentCourseId: row.course.id }).where(eq(students.id, student.id));
    return { student_course_id: row.course.id, section_name: row.section.sectionName };
  },

  /**
   * Switch to a sibling's account: the target must share the caller's parent mobile number (else 403). Issues a token
   * for the target (superseding theirs) and signs the caller out.
   */
  async switchUser({ db, student, body, tokenId, now, config }) {
    const [target] = await db.select().from(students).where(eq(students.mobile, body.MobileNumber)).limit(1);
    if (!target || target.id === student.id || !student.parentMobile || target.parentMobile !== student.parentMobile) throw notAllowed();
    const token = await issueToken(db, target.id, now, config.tokenTtlMs);
    await revokeToken(db, tokenId, now);
    return { token, user_id: target.id, username: target.mobile, user_display_name: target.name, permission: STUDENT_PERMISSION };
  },

  /** Analytics (001 §7): records a page view of the caller (student from the token); data null. */
  async postAnalytics({ db, student, body, now }) {
    await db.insert(pageViews).values({ studentId: student.id, pageName: body.page_name, createdAt: now });
    return null;
  },

  /**
   * Request a call (000 §4, §8): kept for the institute (who, what, when, status 'open'). The same request_type again
   * within 10 minutes is refused with 429 and a clear message — one call back is on its way.
   */
  async requestCall({ db, student, body, now }) {
    const since = new Date(now.getTime() - REQUEST_CALL_REPEAT_MS);
    const [recent] = await db.select({ id: callRequests.id }).from(callRequests)
      .where(and(eq(callRequests.studentId, student.id), eq(callRequests.requestType, body.request_type), gt(callRequests.createdAt, since)))
      .limit(1);
    if (recent) throw new ApiError(429, MESSAGES.callAlreadyRequested);
    await db.insert(callRequests).values({ studentId: student.id, requestType: body.request_type, createdAt: now });
    return null;
  },

  /** Attendance of one of the caller's batches (`attendanceOf`; another's batch: 404). */
  async attendance({ db, student, query, now }) {
    return attendanceOf(db, student, query.student_section_course_id, now);
  },

  /** Class days (one batch, or all the caller's batches) with present when any class that day was attended. */
  async attendanceDates({ db, student, query, now }) {
    const sectionIds = query.student_section_course_id
      ? [await batchSection(db, student.id, query.student_section_course_id)]
      : await sectionIdsOf(db, student);
    const days = new Map<string, { date: string; present: boolean; classes: number; attended: number }>();
    for (const r of await attendanceRows(db, student.id, sectionIds, now)) {
      const date = ymd(r.cls.startAt);
      const d = days.get(date) ?? { date, present: false, classes: 0, attended: 0 };
      d.classes += 1;
      if (r.present) { d.attended += 1; d.present = true; }
      days.set(date, d);
    }
    return [...days.values()];
  },

  /** Holidays of the caller's school and of every school (school_id is checked against the caller's, 403). */
  async holidays({ db, student }) {
    const rows = await db
      .select()
      .from(holidays)
      .where(or(isNull(holidays.schoolId), eq(holidays.schoolId, student.schoolId)))
      .orderBy(asc(holidays.holidayDate), asc(holidays.id));
    return rows.map((h) => ({ holiday_date: h.holidayDate, holiday_name: h.holidayName, is_holiday: true }));
  },

  /** The banner for the caller (`bannerOf`); null when none. */
  async bannerDetails({ db, student }) {
    return bannerOf(db, student);
  },

  /** Notifications to the caller, to the caller's sections, or to everyone; newest first, each with is_read; `unread` counts the unread (issue 9 §7). */
  async notifications({ db, student, query }) {
    const where = await visibleNotifications(db, student);
    const readJoin = and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.studentId, student.id));
    const [total] = await db.select({ n: count(), read: count(notificationReads.notificationId) }).from(notifications).leftJoin(notificationReads, readJoin).where(where);
    const rows = await db.select({ n: notifications, readAt: notificationReads.readAt }).from(notifications).leftJoin(notificationReads, readJoin)
      .where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).offset(query.skip).limit(query.limit);
    return {
      count: total?.n ?? 0,
      unread: (total?.n ?? 0) - (total?.read ?? 0),
      notifications: rows.map(({ n, readAt }) => ({ id: n.id, title: n.title, body: n.body, created_at: n.createdAt.toISOString(), link: n.link, is_read: readAt !== null })),
    };
  },

  /** The timetable PDF of one of the caller's batches (issue 9 §5; 000 §7 get-timetable-pdf): 404 for another's batch. */
  async timetablePdf({ db, student, query }) {
    const sectionId = await batchSection(db, student.id, query.student_section_course_id);
    const [section] = await db.select({ name: sections.sectionName, pdf: sections.timetablePdf }).from(sections).where(eq(sections.id, sectionId)).limit(1);
    return { section_name: section?.name ?? '', timetable_pdf_url: section?.pdf ?? null };
  },

  /** Marks notifications read (issue 9 §7): each id must be one the caller sees (else 404, nothing marked); again is a no-op. */
  async markNotificationsRead({ db, student, body, now }) {
    const where = await visibleNotifications(db, student);
    const ids = [...new Set(body.notification_ids)];
    const visible = await db.select({ id: notifications.id }).from(notifications).where(and(where, inArray(notifications.id, ids)));
    if (visible.length !== ids.length) throw notFound('Notification not found');
    await db.insert(notificationReads).values(ids.map((notificationId) => ({ studentId: student.id, notificationId, readAt: now }))).onConflictDoNothing();
    const [total] = await db.select({ n: count(), read: count(notificationReads.notificationId) }).from(notifications)
      .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.studentId, student.id))).where(where);
    return { unread: (total?.n ?? 0) - (total?.read ?? 0) };
  },

  /**
   * Feedback with images (001 §7): every file must be a jpeg or png by its magic bytes (the declared type and name
   * are ignored); files are stored under the upload directory with random names, then the rows are written.
   */
  async postFeedback({ db, student, body, files, config, now }) {
    const typed = files.map((f, i) => {
      const type = imageTypeOf(f.data);
      if (!type) throw badRequest(`images.${i}: only jpeg or png images are accepted`);
      return { ...f, type };
    });
    await mkdir(config.uploadDir, { recursive: true });
    const written: string[] = [];
    try {
      const names: { fileName: string; mimeType: string; bytes: number }[] = [];
      for (const f of typed) {
        const fileName = `${randomBytes(16).toString('hex')}.${f.type === 'image/png' ? 'png' : 'jpg'}`;
        await writeFile(path.join(config.uploadDir, fileName), f.data, { flag: 'wx' });
        written.push(fileName);
        names.push({ fileName, mimeType: f.type, bytes: f.data.length });
      }
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(feedback).values({ studentId: student.id, issueType: body.issue_type, description: body.description, createdAt: now }).returning({ id: feedback.id });
        if (names.length > 0) await tx.insert(feedbackImages).values(names.map((n) => ({ ...n, feedbackId: row!.id })));
        return { feedback_id: row!.id, images: names.length };
      });
    } catch (error) {
      await Promise.all(written.map((n) => unlink(path.join(config.uploadDir, n)).catch(() => undefined)));
      throw error;
    }
  },

  /** The web app's version tag (000 §9: 1.0.3); a mismatch makes the client reload. */
  async getVersion({ query, config }) {
    return { platform: query.platform, current_version: config.webVersion };
  },

  /**
   * Join a live class (000 §7): it must be an online class of the caller's batches that is running (from 10 minutes
   * before the start to the end) and has a link. Records the caller as present (online).
   */
  async startLiveClass({ db, student, body, now }) {
    const sectionIds = await sectionIdsOf(db, student);
    const [cls] = await db.select().from(classes).where(and(eq(classes.id, body.live_class_id), inArray(classes.sectionId, sectionIds))).limit(1);
    if (!cls) throw notFound('Class not found');
    if (cls.classType !== 'online') throw badRequest('This is an offline class');
    if (now.getTime() < cls.startAt.getTime() - 10 * 60_000) throw badRequest('The class has not started yet');
    if (now > cls.endAt) throw badRequest('The class has ended');
    if (!cls.liveClassLink) throw badRequest('The live link is not available yet');
    await db.insert(attendance).values({ studentId: student.id, classId: cls.id, present: true, mode: 'online' })
      .onConflictDoUpdate({ target: [attendance.studentId, attendance.classId], set: { present: true, mode: 'online' } });
    return { live_class_link: cls.liveClassLink, liveclass_id: cls.id };
  },
} satisfies Pick<HandlerMap, 'switchCourse' | 'switchUser' | 'requestCall' | 'postAnalytics' | 'attendance' | 'attendanceDates' | 'holidays' | 'bannerDetails'
  | 'notifications' | 'markNotificationsRead' | 'timetablePdf' | 'postFeedback' | 'getVersion' | 'startLiveClass'>;
