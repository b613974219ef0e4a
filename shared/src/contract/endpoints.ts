import { z } from 'zod';
import { define } from './endpoint-def';
import { accountEndpoints } from './calls/account';
import { assignmentEndpoints } from './calls/assignments';
import { practiceEndpoints } from './calls/practice';
import { dashboardEndpoints } from './calls/dashboard';
import { examEndpoints } from './calls/exam';
import { examAnalysisEndpoints } from './calls/exam-analysis';
import { learningEndpoints } from './calls/learning';
import { shellEndpoints } from './calls/shell';
import { releaseHealthEndpoints } from './calls/release-health';

export type { Access, EndpointDef } from './endpoint-def';
import { loginBody, loginRecord } from './auth';
import { cornerFiltersQuery, cornerFiltersReply, dashboardCornerQuery, dashboardCornerReply } from './corner';
import { classItem, dashboardExam, examsListParams, examsListQuery, mppListBody, mppListReply, studentDashboardReply } from './dashboard';
import {
  examIdParams, examInfo, examListQuery, fetchQuestionsQuery, fetchQuestionsReply, saveAnswerBody, saveAnswerReply,
  examAnswersReply, scheduledExam, startExamReply, studentIdBody, studentIdOptionalQuery, submitExamReply,
  dppSaveBody, dppStartBody, dppStartParams, dppStartReply, examInfoV2Reply,
} from './exam';
import { answerKeyReply, bulkSaveBody, bulkSaveReply, examResultReply, fetchAllQuestionsReply, startExamV2Reply } from './exam-offline';
import {
  attendanceDatesQuery, attendanceDatesReply, attendanceQuery, attendanceReply, bannerReply, chapterContentQuery, chapterNotesReply,
  chapterVideosReply, completePaymentBody, completePaymentParams, enrollParams, enrollReply, failedPaymentBody, failedPaymentParams,
  feedbackBody, feedbackParams, feedbackReply, holidaysQuery, holidaysReply, ncertExercisesReply, ncertQuestionsQuery, ncertQuestionsReply,
  notificationsReply, paymentReply, postAnalyticsBody, requestCallBody, resetQuestionBody, skipLimitQuery, startLiveClassBody, startLiveClassReply,
  switchCourseBody, switchCourseReply, switchUserBody, versionQuery, versionReply,
} from './portal';
import { course, paymentDue, studentDetailsQuery, studentDetailsReply, studentIdQuery, subjectAssociation } from './student';

/** Every call the portal makes, keyed by the name the remotes use. The API registers exactly these. */
export const endpoints = define({
  login: { method: 'POST', path: 'users/v1/login/', access: 'public', summary: 'Sign in with mobile number and password; returns the login record', body: loginBody, data: loginRecord },
  logout: { method: 'POST', path: 'users/v1/logout/', access: 'student-locked-ok', summary: "Sign out: revokes the caller's token", data: z.null() },
  studentDetails: { method: 'GET', path: 'users/v1/get-student-details2/', access: 'student', summary: "The caller's student data (username must be the caller's)", query: studentDetailsQuery, data: studentDetailsReply },
  studentCourses: { method: 'GET', path: 'users/v1/list-of-course-for-a-student/', access: 'student', summary: "The caller's batches", query: studentIdQuery, data: z.array(course) },
  studentSubjects: { method: 'GET', path: 'users/v1/list-of-subject-for-a-student/', access: 'student', summary: "The caller's subjects with colours", query: studentIdQuery, data: z.array(subjectAssociation) },
  studentMpps: { method: 'POST', path: 'student/v1/student-dpps/', access: 'student', summary: "The caller's MPPs/DPPs of the current batch, newest first", body: mppListBody, data: mppListReply },
  studentDashboard: { method: 'GET', path: 'student/v1/student-dashboard/', access: 'student', summary: "The caller's dashboard in one reply: first 10 MPPs, Tests (type 1) and classes (null for a free student), banner, attendance of the current batch (null without a panel)", data: studentDashboardReply },
  dashboardClasses: { method: 'GET', path: 'student/v1/get-scheduled-live-classes2/', access: 'student', summary: "Live, past and offline classes of the caller's current batch", data: z.array(classItem) },
  examsList: { method: 'GET', path: 'student/v1/exams-list/:studentId/', access: 'student', summary: 'Dashboard exam cards with exam_status', params: examsListParams, query: examsListQuery, data: z.array(dashboardExam) },
  paymentDue: { method: 'GET', path: 'student/v1/payment-due/', access: 'student-locked-ok', summary: 'Whether the profile is locked and the amount due in rupees', data: paymentDue },
  checkLocked: { method: 'GET', path: 'student/v1/check-locked', access: 'student-locked-ok', summary: 'status true when the profile is not locked', data: z.object({ profileLocked: z.boolean() }) },
  scheduledExams: { method: 'GET', path: 'exam/v1/scheduled-exams/', access: 'student', summary: 'Exams scheduled for the caller and not yet given (Pending tab)', query: examListQuery, data: z.array(scheduledExam) },
  givenExams: { method: 'GET', path: 'exam/v1/given-exams/', access: 'student', summary: 'Exams the caller has given (Attempted tab)', query: examListQuery, data: z.array(scheduledExam) },
  examInfo: { method: 'GET', path: 'exam/v1/exam-info/:examId/', access: 'student', summary: 'Exam name, duration (minutes), instructions, subjects and sections', params: examIdParams, query: studentIdOptionalQuery, data: examInfo },
  startExam: { method: 'POST', path: 'exam/v1/start-exam/:examId/', access: 'student', summary: 'Start or resume: remaining seconds, server time, end time, statuses, first section', params: examIdParams, body: studentIdBody, data: startExamReply },
  fetchQuestions: { method: 'GET', path: 'exam/v1/fetch-questions/:examId/', access: 'student', summary: "One section's allotted questions", params: examIdParams, query: fetchQuestionsQuery, data: fetchQuestionsReply },
  saveAnswer: { method: 'POST', path: 'exam/v1/save-exam/:examId/', access: 'student', summary: 'Save one answer; returns remaining seconds and the status list', params: examIdParams, body: saveAnswerBody, data: saveAnswerReply },
  submitExam: { method: 'POST', path: 'exam/v1/submit-exam/:examId/', access: 'student', summary: 'Submit for final marking (idempotent)', params: examIdParams, body: studentIdBody, data: submitExamReply },
  examAnswers: { method: 'GET', path: 'exam/v1/exam-answers/:examId/', access: 'student', summary: "The caller's answers to an exam and whether it is submitted", params: examIdParams, data: examAnswersReply },
  fetchAllQuestions: { method: 'GET', path: 'exam/v1/fetch-all-questions/:examId/', access: 'student', summary: "Every allotted question of the caller's attempt, for the offline store (001 §4.5)", params: examIdParams, data: fetchAllQuestionsReply },
  startExamV2: { method: 'POST', path: 'exam/v2/start-exam/:examId/', access: 'student', summary: 'Start or resume (offline flow): server time, end time, remaining seconds', params: examIdParams, body: studentIdBody, data: startExamV2Reply },
  bulkSaveAnswers: { method: 'POST', path: 'exam/v1/bulk-save-answers/:examId/', access: 'student', summary: 'Apply queued answers whose per-question seq is higher than the stored one (idempotent)', params: examIdParams, body: bulkSaveBody, data: bulkSaveReply },
  examResult: { method: 'GET', path: 'exam/v1/exam-result/:examId/', access: 'student', summary: "The caller's score, per-subject and per-section marks, rank, percentile, time per question", params: examIdParams, data: examResultReply },
  answerKey: { method: 'GET', path: 'exam/v1/answer-key/:examId/', access: 'student', summary: "The answer key and worked solutions beside the caller's answers (after submission, once the result is released)", params: examIdParams, data: answerKeyReply },
  switchCourse: { method: 'POST', path: 'users/v1/switch-course/', access: 'student', summary: "Switch the current batch to one of the caller's active batches", body: switchCourseBody, data: switchCourseReply },
  switchUser: { method: 'POST', path: 'users/switch-user/', access: 'student', summary: "Switch to a sibling's account (same parent mobile); returns that student's login record", body: switchUserBody, data: loginRecord },
  requestCall: { method: 'POST', path: 'student/request-call', access: 'student', summary: 'Ask the institute to call back (request_type such as Attendance)', body: requestCallBody, data: z.null() },
  attendance: { method: 'GET', path: 'student/v1/get-student-attendance2/', access: 'student', summary: "Attendance of one of the caller's batches: totals, online/offline, per subject", query: attendanceQuery, data: attendanceReply },
  attendanceDates: { method: 'GET', path: 'student/v1/get-student-attendance-dates/', access: 'student', summary: 'Class days with present/absent, for the calendar', query: attendanceDatesQuery, data: attendanceDatesReply },
  holidays: { method: 'GET', path: 'support/v1/get-school-holidays/', access: 'student', summary: "Holidays of the caller's school (school_id must be the caller's)", query: holidaysQuery, data: holidaysReply },
  bannerDetails: { method: 'GET', path: 'student/v1/banner-details/', access: 'student', summary: 'The dashboard banner (null when none); price in rupees', data: bannerReply },
  notifications: { method: 'GET', path: 'student/v1/get-notification/', access: 'student', summary: "The caller's and the institute's notifications, newest first", query: skipLimitQuery, data: notificationsReply },
  postFeedback: { method: 'POST', path: 'support/v1/post-feedback/:studentId/', access: 'student', summary: 'Feedback with up to 10 jpeg/png images (multipart, field images)', params: feedbackParams, body: feedbackBody, data: feedbackReply, upload: { field: 'images', maxFiles: 10, maxFileBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png'] } },
  getVersion: { method: 'GET', path: 'support/v1/get-version/', access: 'public', summary: 'Current app version for a platform (web: the version tag)', query: versionQuery, data: versionReply },
  chapterVideos: { method: 'GET', path: 'corner/v1/chapter-videos/', access: 'student', summary: "Every video of a corner chapter", query: chapterContentQuery, data: chapterVideosReply },
  chapterNotes: { method: 'GET', path: 'corner/v1/chapter-notes/', access: 'student', summary: 'Every note of a corner chapter', query: chapterContentQuery, data: chapterNotesReply },
  ncertExercises: { method: 'GET', path: 'ncert/v1/exercises/', access: 'student', summary: 'NCERT exercises of a chapter', query: chapterContentQuery, data: ncertExercisesReply },
  ncertQuestions: { method: 'GET', path: 'ncert/v1/exercise-questions/', access: 'student', summary: 'Questions and solutions of an NCERT exercise', query: ncertQuestionsQuery, data: ncertQuestionsReply },
  startLiveClass: { method: 'POST', path: 'student/v1/start-live-class/', access: 'student', summary: "Join a running live class of the caller's batches (records attendance)", body: startLiveClassBody, data: startLiveClassReply },
  enrollCourse: { method: 'POST', path: 'payment/v1/enroll-course/:courseBinding/', access: 'student', summary: 'Create an order for a course; amount in rupees and amount_paise (× 100) for the provider', params: enrollParams, data: enrollReply },
  completeCoursePayment: { method: 'POST', path: 'payment/v1/complete-course-payment/:paymentId/', access: 'student', summary: "Complete the caller's order after the provider's success (signature checked)", params: completePaymentParams, body: completePaymentBody, data: paymentReply },
  failedCoursePayment: { method: 'POST', path: 'payment/v1/failed-course-payment/:orderId/', access: 'student', summary: "Mark the caller's open order failed", params: failedPaymentParams, body: failedPaymentBody, data: paymentReply },
  resetQuestion: { method: 'POST', path: 'exam/v1/reset-question/:examId/', access: 'student', summary: 'Clear the answer of one question of a running attempt', params: examIdParams, body: resetQuestionBody, data: saveAnswerReply },
  examInfoV2: { method: 'GET', path: 'exam/v2/exam-info/:examId/', access: 'student', summary: "Exam info, subjects and a flat section list; outside the window message 'Validation error' with data.message", params: examIdParams, data: examInfoV2Reply },
  dppStart: { method: 'POST', path: 'exam/v1/dpp-by-live-class/:studentId/', access: 'student', summary: 'Start or resume a DPP (exam_id = the MPP card id): remaining seconds, tags, questions, statuses, current question', params: dppStartParams, body: dppStartBody, data: dppStartReply },
  dppSaveAnswer: { method: 'POST', path: 'exam/v1/save-student-exam-question/:examId/', access: 'student', summary: 'Save one DPP answer (allotted_question_id); same rules and reply as save-exam', params: examIdParams, body: dppSaveBody, data: saveAnswerReply },
  postAnalytics: { method: 'POST', path: 'student/v1/post-analytics/', access: 'student', summary: 'Record a page view of the caller (page_name, e.g. the error page)', body: postAnalyticsBody, data: z.null() },
  cornerFilters: { method: 'GET', path: 'corner/v1/corner-filters/', access: 'student', summary: 'Classes of a corner', query: cornerFiltersQuery, data: cornerFiltersReply },
  dashboardCorner: { method: 'GET', path: 'corner/v1/dashboard-corner/', access: 'student', summary: 'Subjects, chapters, videos and notes of a corner for a class', query: dashboardCornerQuery, data: dashboardCornerReply },
  // One table per domain (calls/*.ts), each owned by the team of that part of the portal.
  ...shellEndpoints,
  ...dashboardEndpoints,
  ...learningEndpoints,
  ...accountEndpoints,
  ...examEndpoints,
  ...examAnalysisEndpoints,
  ...assignmentEndpoints,
  ...practiceEndpoints,
  ...releaseHealthEndpoints,
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
type Infer<S> = S extends z.ZodType ? z.input<S> : undefined;
export type ParamsOf<N extends EndpointName> = Endpoints[N] extends { params: infer S } ? Infer<S> : undefined;
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer S } ? Infer<S> : undefined;
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer S } ? Infer<S> : undefined;
export type DataOf<N extends EndpointName> = z.output<Endpoints[N]['data']>;

/**
 * Fills `:name` parameters of a path template: `buildPath('exam/v1/start-exam/:examId/', { examId: 5 })`
 * → 'exam/v1/start-exam/5/'. Throws when a parameter is missing.
 */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}
