/**
 * Server reads of mfe-dashboard as react-query options (ARCHITECTURE §2 'server state'): the page's one
 * shared QueryClient (`@classroom/shared/query`: cached, de-duplicated, a 4xx never retried, everything invalidated on
 * `portal:batch-switched`) replaces the hand-written loaders. Keys start with 'dashboard'.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/**
 * 000 §7 GET student-dashboard: the dashboard's rows (the first 10 MPPs, Tests and classes; null for a
 * free student), banner and attendance (null without a panel) in one reply, decided by the server from the token's
 * student — it needs no student data, so it is asked for beside get-student-details2, not after it.
 */
export const studentDashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'student-dashboard'],
    queryFn: ({ signal }) => call('studentDashboard', { signal }),
  });

/** 000 §7 GET dashboard classes: every live, past and offline class of the current batch (ISO dates), for the schedule and classes screens. */
export const classesQuery = () =>
  queryOptions({ queryKey: ['dashboard', 'classes'], queryFn: ({ signal }) => call('dashboardClasses', { signal }) });

/** 000 §3, §7 GET attendance of one batch (`studentCourseId` = student_section_course_id): totals and per subject. */
export const attendanceQuery = (studentCourseId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'attendance', studentCourseId],
    queryFn: ({ signal }) => call('attendance', { query: { student_section_course_id: studentCourseId }, signal }),
  });

/** 000 §3 attendance dates of one batch: class days (YYYY-MM-DD) with present/absent. */
export const attendanceDatesQuery = (studentCourseId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'attendance-dates', studentCourseId],
    queryFn: ({ signal }) => call('attendanceDates', { query: { student_section_course_id: studentCourseId }, signal }),
  });

/** 000 §7 GET holidays of the student's school (`schoolId` = school_assoc.id). */
export const holidaysQuery = (schoolId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'holidays', schoolId],
    queryFn: ({ signal }) => call('holidays', { query: { school_id: schoolId }, signal }),
  });

/** The notifications screen's page: the newest 100 (000 §2 Notifications; the contract's limit is 100). */
export const NOTIFICATIONS_PAGE = { skip: 0, limit: 100 } as const;

/** 000 §7 get-notification: newest first, each with is_read, and the unread count. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'notifications', 'list'],
    queryFn: ({ signal }) => call('notifications', { query: { ...NOTIFICATIONS_PAGE }, signal }),
  });

/** 000 §7 get-timetable-pdf of one batch (`studentCourseId`): its address, or null when none is uploaded. */
export const timetableQuery = (studentCourseId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'timetable', studentCourseId],
    queryFn: ({ signal }) => call('timetablePdf', { query: { student_section_course_id: studentCourseId }, signal }),
  });
