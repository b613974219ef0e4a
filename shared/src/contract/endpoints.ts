import { z } from 'zod';
import { loginBody, loginRecord } from './auth';
import { cornerFiltersQuery, cornerFiltersReply, dashboardCornerQuery, dashboardCornerReply } from './corner';
import { classItem, dashboardExam, examsListParams, examsListQuery, mppListBody, mppListReply } from './dashboard';
import {
  examIdParams, examInfo, examListQuery, fetchQuestionsQuery, fetchQuestionsReply, saveAnswerBody, saveAnswerReply,
  examAnswersReply, scheduledExam, startExamReply, studentIdBody, studentIdOptionalQuery, submitExamReply,
} from './exam';
import { answerKeyReply, bulkSaveBody, bulkSaveReply, examResultReply, fetchAllQuestionsReply, startExamV2Reply } from './exam-offline';
import { course, paymentDue, studentDetailsQuery, studentDetailsReply, studentIdQuery, subjectAssociation } from './student';

/**
 * Who may call: `public` (no token), `student` (a valid token; a fees-due student gets error code 1007),
 * `student-locked-ok` (a valid token, allowed while the profile is locked: payment-due, check-locked, logout — 000 §4).
 */
export type Access = 'public' | 'student' | 'student-locked-ok';

/**
 * One call of the spec's call tables (000 §7, 001 §7). `path` is relative to the API base URL
 * (the gateway serves it under /api/), with `:name` path parameters; `data` is the envelope's data.
 */
export interface EndpointDef {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
}

const define = <const E extends Record<string, EndpointDef>>(table: E) => table;

/** Every call the portal makes, keyed by the name the remotes use. The API registers exactly these. */
export const endpoints = define({
  login: { method: 'POST', path: 'users/v1/login/', access: 'public', summary: 'Sign in with mobile number and password; returns the login record', body: loginBody, data: loginRecord },
  logout: { method: 'POST', path: 'users/v1/logout/', access: 'student-locked-ok', summary: "Sign out: revokes the caller's token", data: z.null() },
  studentDetails: { method: 'GET', path: 'users/v1/get-student-details2/', access: 'student', summary: "The caller's student data (username must be the caller's)", query: studentDetailsQuery, data: studentDetailsReply },
  studentCourses: { method: 'GET', path: 'users/v1/list-of-course-for-a-student/', access: 'student', summary: "The caller's batches", query: studentIdQuery, data: z.array(course) },
  studentSubjects: { method: 'GET', path: 'users/v1/list-of-subject-for-a-student/', access: 'student', summary: "The caller's subjects with colours", query: studentIdQuery, data: z.array(subjectAssociation) },
  studentMpps: { method: 'POST', path: 'student/v1/student-dpps/', access: 'student', summary: "The caller's MPPs/DPPs, newest first", body: mppListBody, data: mppListReply },
  dashboardClasses: { method: 'GET', path: 'student/v1/get-scheduled-live-classes2/', access: 'student', summary: "Live, past and offline classes of the caller's batches", data: z.array(classItem) },
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
  answerKey: { method: 'GET', path: 'exam/v1/answer-key/:examId/', access: 'student', summary: "The answer key beside the caller's answers (after submission)", params: examIdParams, data: answerKeyReply },
  cornerFilters: { method: 'GET', path: 'corner/v1/corner-filters/', access: 'student', summary: 'Classes of a corner', query: cornerFiltersQuery, data: cornerFiltersReply },
  dashboardCorner: { method: 'GET', path: 'corner/v1/dashboard-corner/', access: 'student', summary: 'Subjects, chapters, videos and notes of a corner for a class', query: dashboardCornerQuery, data: dashboardCornerReply },
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
