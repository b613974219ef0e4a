import type { RouteCallPlan } from '@classroom/shared/prefetch';
import type { StudentData } from '@classroom/shared/contract';
import { declareScreens } from './screen';

/**
 * Screens of mfe-dashboard (001 §2.1 route patterns), declared once: the host's routes, the link registry and
 * mfe-dashboard's router (src/root.tsx, held equal by its routes test) come from this list. A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen here in the same change
 * that builds it.
 */
export const DASHBOARD_SCREENS = declareScreens('mfe-dashboard', 'student', [
  ['/student', 'Dashboard'],
  ['/student/attendance', 'Attendance'],
  ['/student/notes/notifications', 'Notifications'],
  ['/student/notes/Notifications', 'Notifications'],
  ['/student/myschedule', 'My Schedule'],
  ['/student/Myschedule', 'My Schedule'],
  ['/student/liveclass/pastliveclass', 'Past Live Classes'],
  ['/student/liveclass/upcomingliveclass', 'Upcoming Live Classes'],
]);

/** 000 §6: school 40059 sees only the Tests row (no panel, no See all, no MPPs or classes on its layout). */
export const SPECIAL_SCHOOL_ID = 40059;

/** 000 §9: the dashboard's MPP list and exam list ask for skip 0, limit 10; student-dashboard's rows (API) are this page. */
export const DASHBOARD_LIST_PAGE = { skip: 0, limit: 10 } as const;

/** 000 §7: the dashboard's Tests row lists exam type 1 (student-dashboard's `exams`). */
export const DASHBOARD_EXAM_TYPE = 1;

/**
 * 000 §2, §6: the attendance panel's batch — an enrolled student's current batch; none for free students (their panel
 * is the locked overlay with no data), for school 40059 (no panel) or without a current batch. The API's
 * student-dashboard decides its `attendance` with it too (from the token's student).
 */
export function attendanceBatchOf(
  student: Pick<StudentData, 'is_free' | 'student_course_id'> & {
    school_assoc: Pick<StudentData['school_assoc'], 'id'>;
  },
): number | null {
  if (student.is_free || student.school_assoc.id === SPECIAL_SCHOOL_ID) return null;
  return student.student_course_id;
}

/**
 * The dashboard's first calls (000 §2 Dashboard, §7; decision 0027: the dashboard asks for its data in one call, never in
 * sequence), which the host starts from its entry for a signed-in student opening /student, in
 * parallel with mfe-dashboard's code (`@classroom/shared/prefetch` prefetchRoute): the student's data
 * (get-student-details2, which the shell and the dashboard both read) and student-dashboard (rows, banner, attendance;
 * the server decides them from the token's student) at once — no call waits for another's reply, for any kind of
 * student. Exactly the names and arguments mfe-dashboard's queries send (mfe-dashboard/src/dashboard/first-calls.test.tsx
 * holds them equal), so each is taken once and nothing else is sent.
 */
export const DASHBOARD_FIRST_CALLS: RouteCallPlan = {
  pattern: '/student',
  start(send, { username }) {
    void send({ name: 'studentDetails', args: { query: { username } } });
    void send({ name: 'studentDashboard' });
  },
};
