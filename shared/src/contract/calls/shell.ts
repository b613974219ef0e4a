import { z } from 'zod';
import { define } from '../endpoint-def';
import { loginRecord } from '../auth';
import { bannerReply, postAnalyticsBody, switchCourseBody, switchCourseReply, switchUserBody } from '../portal';
import {
  cityQuery,
  cityReply,
  createStudentBody,
  resetPasswordBody,
  sendOtpBody,
  sendOtpReply,
  verifyOtpBody,
  verifyOtpReply,
} from '../shell-schemas';
import { izestResult, izestResultQuery, pastRecording, pastRecordingsParams } from '../public-pages-schemas';

/**
 * Calls of host (sign-up, forgot password, switch batch, switch to a sibling, version, errors and page views).
 * Schemas live in ../shell-schemas.ts, ../public-pages-schemas.ts and ../portal.ts.
 */
export const shellEndpoints = define({
  switchCourse: {
    method: 'POST',
    path: 'users/v1/switch-course/',
    access: 'student',
    summary: "Switch the current batch to one of the caller's active batches",
    body: switchCourseBody,
    data: switchCourseReply,
  },
  switchUser: {
    method: 'POST',
    path: 'users/switch-user/',
    access: 'student',
    summary: "Switch to a sibling's account (same parent mobile); returns that student's login record",
    body: switchUserBody,
    data: loginRecord,
  },
  postAnalytics: {
    method: 'POST',
    path: 'student/v1/post-analytics/',
    access: 'student',
    summary: 'Record a page view of the caller (page_name, e.g. the error page)',
    body: postAnalyticsBody,
    data: z.null(),
  },

  register: {
    method: 'POST',
    path: 'users/v1/register/',
    access: 'public',
    summary:
      'Sign-up step 1: send a 6-digit code by SMS to a number not yet registered (409 when it is); a new code at most every 30 s',
    body: sendOtpBody,
    data: sendOtpReply,
  },
  verifyOtp: {
    method: 'POST',
    path: 'users/v1/verify-otp/',
    access: 'public',
    summary: 'Check a code (valid 5 min, 5 wrong tries void it) → a temp token for create-student or reset-password',
    body: verifyOtpBody,
    data: verifyOtpReply,
  },
  createStudent: {
    method: 'POST',
    path: 'users/v1/create-student/',
    access: 'public',
    summary:
      'Create a free student from a verified sign-up code (name, password, class, aspiration, state, city) → the login record',
    body: createStudentBody,
    data: loginRecord,
  },
  getCity: {
    method: 'GET',
    path: 'support/v1/get-city/',
    access: 'public',
    summary: 'The cities of one state of India (sign-up)',
    query: cityQuery,
    data: cityReply,
  },
  forgotPassword: {
    method: 'POST',
    path: 'users/v1/forgot-password/',
    access: 'public',
    summary:
      'Send a password-reset code by SMS to a registered number (404 when unknown); a new code at most every 30 s',
    body: sendOtpBody,
    data: sendOtpReply,
  },
  courseLanding: {
    method: 'GET',
    path: 'support/v1/course-landing/',
    access: 'public',
    summary:
      'The course on offer to new students (the pre-enrolment banner: header, description, features, price in rupees, start date); null when none — the public /jee_advance_crash_course page',
    data: bannerReply,
  },
  izestResult: {
    method: 'GET',
    path: 'support/v1/izest-result/',
    access: 'public',
    summary:
      'A published iZest result by roll number (001 §2.1 /izest/result; 404 when none); rate-limited per address',
    query: izestResultQuery,
    data: izestResult,
  },
  pastRecordings: {
    method: 'GET',
    path: 'student/v1/past-recordings/:studentId/',
    access: 'student',
    summary:
      "The recordings of the caller's past classes, latest first (001 §2.1 /pastrecordings/{student_id}); another student's id → 403",
    params: pastRecordingsParams,
    data: z.array(pastRecording),
  },
  resetPassword: {
    method: 'POST',
    path: 'users/v1/reset-password/',
    access: 'public',
    summary:
      "Set a new password with a verified reset code's temp token; every token of the student is revoked (all devices signed out)",
    body: resetPasswordBody,
    data: z.null(),
  },
});
