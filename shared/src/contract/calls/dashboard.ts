import { z } from 'zod';
import { define } from '../endpoint-def';
import { classItem, dashboardExam, examsListParams, examsListQuery, mppListBody, mppListReply } from '../dashboard';
import {
  attendanceDatesQuery,
  attendanceDatesReply,
  attendanceQuery,
  attendanceReply,
  bannerReply,
  holidaysQuery,
  holidaysReply,
  requestCallBody,
  startLiveClassBody,
  startLiveClassReply,
} from '../portal';
import {
  markNotificationsReadBody,
  markNotificationsReadReply,
  timetablePdfQuery,
  timetablePdfReply,
} from '../dashboard-schemas';

/**
 * Calls of mfe-dashboard (MPPs, exam cards, classes and joining a live one, schedule, attendance, holidays, banner,
 * notifications, request a call). Schemas live in ../dashboard.ts, ../portal.ts and ../dashboard-schemas.ts.
 */
export const dashboardEndpoints = define({
  studentMpps: {
    method: 'POST',
    path: 'student/v1/student-dpps/',
    access: 'student',
    summary: "The caller's MPPs/DPPs of the current batch, newest first",
    body: mppListBody,
    data: mppListReply,
  },
  dashboardClasses: {
    method: 'GET',
    path: 'student/v1/get-scheduled-live-classes2/',
    access: 'student',
    summary: "Live, past and offline classes of the caller's current batch",
    data: z.array(classItem),
  },
  examsList: {
    method: 'GET',
    path: 'student/v1/exams-list/:studentId/',
    access: 'student',
    summary: 'Dashboard exam cards with exam_status',
    params: examsListParams,
    query: examsListQuery,
    data: z.array(dashboardExam),
  },
  attendance: {
    method: 'GET',
    path: 'student/v1/get-student-attendance2/',
    access: 'student',
    summary: "Attendance of one of the caller's batches: totals, online/offline, per subject",
    query: attendanceQuery,
    data: attendanceReply,
  },
  attendanceDates: {
    method: 'GET',
    path: 'student/v1/get-student-attendance-dates/',
    access: 'student',
    summary: 'Class days with present/absent, for the calendar',
    query: attendanceDatesQuery,
    data: attendanceDatesReply,
  },
  holidays: {
    method: 'GET',
    path: 'support/v1/get-school-holidays/',
    access: 'student',
    summary: "Holidays of the caller's school (school_id must be the caller's)",
    query: holidaysQuery,
    data: holidaysReply,
  },
  bannerDetails: {
    method: 'GET',
    path: 'student/v1/banner-details/',
    access: 'student',
    summary: 'The dashboard banner (null when none); price in rupees',
    data: bannerReply,
  },
  requestCall: {
    method: 'POST',
    path: 'student/request-call',
    access: 'student',
    summary: 'Ask the institute to call back (request_type such as Attendance)',
    body: requestCallBody,
    data: z.null(),
  },
  startLiveClass: {
    method: 'POST',
    path: 'student/v1/start-live-class/',
    access: 'student',
    summary: "Join a running live class of the caller's batches (records attendance)",
    body: startLiveClassBody,
    data: startLiveClassReply,
  },

  markNotificationsRead: {
    method: 'POST',
    path: 'student/v1/mark-notification-read/',
    access: 'student',
    summary: "Mark some of the caller's notifications read (another's id: 404); returns the caller's unread count",
    body: markNotificationsReadBody,
    data: markNotificationsReadReply,
  },
  timetablePdf: {
    method: 'GET',
    path: 'support/v1/get-timetable-pdf/',
    access: 'student',
    summary: "The timetable PDF of one of the caller's batches (another's batch: 404); null when none",
    query: timetablePdfQuery,
    data: timetablePdfReply,
  },
});
