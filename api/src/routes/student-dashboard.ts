/**
 * The dashboard in one call (000 §7 `student/v1/student-dashboard/`, named in the address list with its payload not
 * shown; decision 0027: the dashboard asks for its data in one call, never in sequence): what
 * student-dpps, exams-list, get-scheduled-live-classes2, banner-details and get-student-attendance2 answer for the
 * dashboard at /student, from the TOKEN's student alone — so the page sends it beside get-student-details2 instead of
 * after it. Each part is the same function its own call answers with (routes/dashboard.ts, routes/attendance.ts, routes/banner.ts).
 */
import { attendanceBatchOf, DASHBOARD_EXAM_TYPE, DASHBOARD_LIST_PAGE } from '@classroom/shared/links/screens';
import type { HandlerMap } from '../http/handler';
import { classesOf, currentSectionIdOf, examsOf, mppsOf } from './dashboard';
import { attendanceOf } from './attendance';
import { bannerOf } from './banner';

export const studentDashboardHandlers = {
  /**
   * `mpps`, `exams` (exam type 1) and `classes`: the first page of each row (skip 0, limit 10, 000 §9; the classes in
   * get-scheduled-live-classes2's order, not ended soonest first, then ended latest first) of the current batch; null
   * for a free student, whose rows show sample content (000 §2). `banner` as banner-details. `attendance` of the
   * current batch as get-student-attendance2, null where `attendanceBatchOf` gives no batch (free student, school
   * 40059, no current batch; 000 §2, §6). The parts are asked for at once (a node-postgres pool runs them side by side;
   * PGlite queues them on its one connection).
   */
  async studentDashboard({ db, student, now }) {
    const batch = attendanceBatchOf({
      is_free: student.isFree,
      school_assoc: { id: student.schoolId },
      student_course_id: student.studentCourseId,
    });
    const lists = async () => {
      if (student.isFree) return { mpps: null, exams: null, classes: null };
      const sectionId = await currentSectionIdOf(db, student);
      const [mpps, exams, classes] = await Promise.all([
        mppsOf(db, student, sectionId, DASHBOARD_LIST_PAGE, now),
        examsOf(db, student, sectionId, { exam_type_id: DASHBOARD_EXAM_TYPE, ...DASHBOARD_LIST_PAGE }, now),
        classesOf(db, sectionId, now),
      ]);
      return {
        mpps,
        exams,
        classes: classes.slice(DASHBOARD_LIST_PAGE.skip, DASHBOARD_LIST_PAGE.skip + DASHBOARD_LIST_PAGE.limit),
      };
    };
    const [rows, banner, attendance] = await Promise.all([
      lists(),
      bannerOf(db, student),
      batch === null ? null : attendanceOf(db, student, batch, now),
    ]);
    return { ...rows, banner, attendance };
  },
} satisfies Pick<HandlerMap, 'studentDashboard'>;
