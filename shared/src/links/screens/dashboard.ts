import type { RouteCallPlan } from '@classroom/shared/prefetch';
import type { StudentData } from '@classroom/shared/contract';

/**
 * Screens of mfe-dashboard that are built (001 §2.1 route patterns, ':name' = one path segment). A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen's pattern in the same
 * change that builds it.
 */
export const DASHBOARD_SCREENS: readonly string[] = [
  '/student',
  '/student/attendance',
  '/student/notes/notifications',
  '/student/notes/Notifications',
  '/student/myschedule',
  '/student/Myschedule',
  '/student/liveclass/pastliveclass',
  '/student/liveclass/upcomingliveclass',
];

/** 000 §6: school 40059 sees only the Tests row (no panel, no See all, no MPPs or classes on its layout). */
export const SPECIAL_SCHOOL_ID = 40059;

/** 000 §9: the dashboard's MPP list and exam list ask for skip 0, limit 10. */
export const DASHBOARD_LIST_PAGE = { skip: 0, limit: 10 } as const;

/** 000 §7: the dashboard's Tests row lists exam type 1. */
export const DASHBOARD_EXAM_TYPE = 1;

/**
 * 000 §2, §6: the attendance panel's batch — an enrolled student's current batch; none for free students (their panel
 * is the locked overlay with no data), for school 40059 (no panel) or without a current batch.
 */
export function attendanceBatchOf(student: Pick<StudentData, 'is_free' | 'school_assoc' | 'student_course_id'>): number | null {
  if (student.is_free || student.school_assoc.id === SPECIAL_SCHOOL_ID) return null;
  return student.student_course_id;
}

/**
 * The dashboard's first calls (000 §2 Dashboard, §7; issue 14 §1), which the host starts from its entry for a signed-in
 * student opening /student, in parallel with mfe-dashboard's code (`@classroom/shared/api` prefetchRoute): the
 * student's data (get-student-details2, which the shell and the dashboard both read) and the banner at once; then, with
 * the student known, the lists an enrolled student's dashboard shows — MPPs, the Tests row (its path carries the
 * student's id) and the classes (none for a free student, who sees sample content) — and the attendance of the panel's
 * batch (`attendanceBatchOf`). Exactly the names and arguments mfe-dashboard's queries send
 * (mfe-dashboard/src/data/first-calls.test.ts holds them equal), so each is taken once and nothing else is sent.
 */
export const DASHBOARD_FIRST_CALLS: RouteCallPlan = {
  pattern: '/student',
  start(send, { username }) {
    const details = send({ name: 'studentDetails', args: { query: { username } } });
    void send({ name: 'bannerDetails' });
    void details.then((data) => {
      const student = (data as { student_data?: StudentData } | undefined)?.student_data;
      if (!student) return;
      if (!student.is_free) {
        void send({ name: 'studentMpps', args: { body: { ...DASHBOARD_LIST_PAGE } } });
        void send({ name: 'examsList', args: { params: { studentId: student.id }, query: { exam_type_id: DASHBOARD_EXAM_TYPE, ...DASHBOARD_LIST_PAGE } } });
        void send({ name: 'dashboardClasses' });
      }
      const batch = attendanceBatchOf(student);
      if (batch !== null) void send({ name: 'attendance', args: { query: { student_section_course_id: batch } } });
    });
  },
};
