import * as z from 'zod/mini';
import { define } from '../endpoint-def';
import { loginBody, loginRecord } from '../auth';
import { studentDashboardReply } from '../dashboard';
import { notificationsReply, skipLimitQuery, versionQuery, versionReply } from '../portal';
import { course, studentDetailsQuery, studentDetailsReply, studentIdQuery } from '../student';

/**
 * The calls of the sign-in page and of a signed-in student's first screen — sign-in and sign-out (000 §3), the student's
 * data and batches (000 §6), the dashboard in one reply, the unread count of the top bar's bell, the version check
 * (000 §8) — with only the schemas they need (auth, student, dashboard, portal). The API client validates these replies
 * without evaluating the rest of the contract (docs/decisions/0027-*.md: the cold dashboard waits for nothing it does
 * not need); `endpoints` holds them beside every other call, unchanged.
 */
export const firstScreenEndpoints = define({
  login: {
    method: 'POST',
    path: 'users/v1/login/',
    access: 'public',
    summary: 'Sign in with mobile number and password; returns the login record',
    body: loginBody,
    data: loginRecord,
  },
  logout: {
    method: 'POST',
    path: 'users/v1/logout/',
    access: 'student-locked-ok',
    summary: "Sign out: revokes the caller's token",
    data: z.null(),
  },
  studentDetails: {
    method: 'GET',
    path: 'users/v1/get-student-details2/',
    access: 'student',
    summary: "The caller's student data (username must be the caller's)",
    query: studentDetailsQuery,
    data: studentDetailsReply,
  },
  studentCourses: {
    method: 'GET',
    path: 'users/v1/list-of-course-for-a-student/',
    access: 'student',
    summary: "The caller's batches",
    query: studentIdQuery,
    data: z.array(course),
  },
  studentDashboard: {
    method: 'GET',
    path: 'student/v1/student-dashboard/',
    access: 'student',
    summary:
      "The caller's dashboard in one reply: first 10 MPPs, Tests (type 1) and classes (null for a free student), banner, attendance of the current batch (null without a panel)",
    data: studentDashboardReply,
  },
  notifications: {
    method: 'GET',
    path: 'student/v1/get-notification/',
    access: 'student',
    summary: "The caller's and the institute's notifications, newest first",
    query: skipLimitQuery,
    data: notificationsReply,
  },
  getVersion: {
    method: 'GET',
    path: 'support/v1/get-version/',
    access: 'public',
    summary: 'Current app version for a platform (web: the version tag)',
    query: versionQuery,
    data: versionReply,
  },
});
