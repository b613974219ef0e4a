/**
 * Server reads of mfe-dashboard as react-query options (ARCHITECTURE §2 'server state', issue 9 §9): the page's one
 * shared QueryClient (`@classroom/shared/query`: cached, de-duplicated, a 4xx never retried, everything invalidated on
 * `portal:batch-switched`) replaces the hand-written loaders. Keys start with 'dashboard'.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { DASHBOARD_EXAM_TYPE, DASHBOARD_LIST_PAGE } from '@classroom/shared/links';

/** 000 §9: MPP list and exam list ask for skip 0, limit 10 (shared with the host's early start, issue 14 §1). */
export const LIST_PAGE = DASHBOARD_LIST_PAGE;

/** 000 §7 POST student dpps (skip 0, limit 10): the MPP row. */
export const mppsQuery = () =>
  queryOptions({ queryKey: ['dashboard', 'mpps'], queryFn: ({ signal }) => call('studentMpps', { body: { ...LIST_PAGE }, signal }).then((r) => r.dpps) });

/** 000 §7 GET exams list (exam_type_id 1, skip 0, limit 10) of the student `studentId`: the Tests row. */
export const examsQuery = (studentId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'exams', studentId],
    queryFn: ({ signal }) => call('examsList', { params: { studentId }, query: { exam_type_id: DASHBOARD_EXAM_TYPE, ...LIST_PAGE }, signal }),
  });

/** 000 §7 GET dashboard classes: live, past and offline classes of the student's batches (ISO dates). */
export const classesQuery = () => queryOptions({ queryKey: ['dashboard', 'classes'], queryFn: ({ signal }) => call('dashboardClasses', { signal }) });

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
  queryOptions({ queryKey: ['dashboard', 'holidays', schoolId], queryFn: ({ signal }) => call('holidays', { query: { school_id: schoolId }, signal }) });

/** 000 §7 GET banner details: the enrol banner, or null when there is none. */
export const bannerQuery = () => queryOptions({ queryKey: ['dashboard', 'banner'], queryFn: ({ signal }) => call('bannerDetails', { signal }) });

/** The notifications screen's page: the newest 100 (000 §2 Notifications; the contract's limit is 100). */
export const NOTIFICATIONS_PAGE = { skip: 0, limit: 100 } as const;

/** 000 §7 get-notification: newest first, each with is_read, and the unread count (issue 9 §7). */
export const notificationsQuery = () =>
  queryOptions({ queryKey: ['dashboard', 'notifications', 'list'], queryFn: ({ signal }) => call('notifications', { query: { ...NOTIFICATIONS_PAGE }, signal }) });

/** 000 §7 get-timetable-pdf of one batch (`studentCourseId`): its address, or null when none is uploaded. */
export const timetableQuery = (studentCourseId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'timetable', studentCourseId],
    queryFn: ({ signal }) => call('timetablePdf', { query: { student_section_course_id: studentCourseId }, signal }),
  });
