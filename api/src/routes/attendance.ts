/**
 * Attendance and class days (000 §3, §7): a batch's attendance, the class-day calendar, holidays, joining a live class
 * (which records the caller as present). The student is always the token's.
 */
import type { DataOf } from '@classroom/shared/contract';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { StudentRow } from '../auth/tokens';
import { attendance, classes, holidays, subjects } from '../db/schema';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { batchSection } from './batches';
import { sectionIdsOf } from './dashboard';
import { istDayOf } from '../ist-day';

/** The caller's past classes of one batch's section, joined with the caller's attendance rows. */
async function attendanceRows(
  db: Parameters<HandlerMap['attendance']>[0]['db'],
  studentId: number,
  sectionIds: number[],
  now: Date,
) {
  if (sectionIds.length === 0) return [];
  return db
    .select({ cls: classes, subjectName: subjects.subjectName, present: attendance.present, mode: attendance.mode })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .leftJoin(attendance, and(eq(attendance.classId, classes.id), eq(attendance.studentId, studentId)))
    .where(and(inArray(classes.sectionId, sectionIds), lte(classes.startAt, now)))
    .orderBy(asc(classes.startAt), asc(classes.id));
}

/**
 * Attendance of the student's batch `studentCourseId` (000 §3): classes held so far, attended (online/offline), per
 * subject; 404 when the batch is not the student's. get-student-attendance2 and student-dashboard answer with it.
 */
export async function attendanceOf(
  db: Db,
  student: StudentRow,
  studentCourseId: number,
  now: Date,
): Promise<DataOf<'attendance'>> {
  const sectionId = await batchSection(db, student.id, studentCourseId);
  const rows = await attendanceRows(db, student.id, [sectionId], now);
  const subjectsById = new Map<
    number,
    { subject_id: number; subject_name: string; subject_total_attendance: number; subject_attendance: number }
  >();
  let attended = 0;
  let online = 0;
  let offline = 0;
  for (const r of rows) {
    const s = subjectsById.get(r.cls.subjectId) ?? {
      subject_id: r.cls.subjectId,
      subject_name: r.subjectName,
      subject_total_attendance: 0,
      subject_attendance: 0,
    };
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

export const attendanceHandlers = {
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
      const date = istDayOf(r.cls.startAt);
      const d = days.get(date) ?? { date, present: false, classes: 0, attended: 0 };
      d.classes += 1;
      if (r.present) {
        d.attended += 1;
        d.present = true;
      }
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

  /**
   * Join a live class (000 §7): it must be an online class of the caller's batches that is running (from 10 minutes
   * before the start to the end) and has a link. Records the caller as present (online).
   */
  async startLiveClass({ db, student, body, now }) {
    const sectionIds = await sectionIdsOf(db, student);
    const [cls] = await db
      .select()
      .from(classes)
      .where(and(eq(classes.id, body.live_class_id), inArray(classes.sectionId, sectionIds)))
      .limit(1);
    if (!cls) throw notFound('Class not found');
    if (cls.classType !== 'online') throw badRequest('This is an offline class');
    if (now.getTime() < cls.startAt.getTime() - 10 * 60_000) throw badRequest('The class has not started yet');
    if (now > cls.endAt) throw badRequest('The class has ended');
    if (!cls.liveClassLink) throw badRequest('The live link is not available yet');
    await db
      .insert(attendance)
      .values({ studentId: student.id, classId: cls.id, present: true, mode: 'online' })
      .onConflictDoUpdate({
        target: [attendance.studentId, attendance.classId],
        set: { present: true, mode: 'online' },
      });
    return { live_class_link: cls.liveClassLink, liveclass_id: cls.id };
  },
} satisfies Pick<HandlerMap, 'attendance' | 'attendanceDates' | 'holidays' | 'startLiveClass'>;
