import { z } from 'zod';
import { define } from '../endpoint-def';
import { examIdParams } from '../exam';
import { examResultReply } from '../exam-offline';
import {
  bookInfo,
  collectPaymentSupportBody,
  collectPaymentSupportReply,
  liveClassAssignmentsQuery,
  liveClassAssignmentsReply,
  npsRatingBody,
  orderDetails,
  orderDetailsParams,
  sectionInstallmentPlans,
  npsRatingReply,
  reportRequestBody,
  reportRequestReply,
  studentPercentileReply,
  supportChapter,
  supportChaptersQuery,
  supportSubject,
  teacherNote,
  teacherNotesQuery,
} from '../address-list-schemas';

/**
 * Calls 000 §7 names only in its address list (payloads not shown there): support get-subjects, get-chapters,
 * get-teacher-notes, get-books-info; student submit-nps-rating, live-class-assignments, get-objective-exam-result,
 * get-student-percentile; users post-student-report-request; payment get-order-details, get-section-installment-plans,
 * collect-payment-support.
 * Shapes in ../address-list-schemas.ts.
 */
export const addressListEndpoints = define({
  supportSubjects: {
    method: 'GET',
    path: 'support/v1/get-subjects/',
    access: 'student',
    summary: "The caller's subjects with colours",
    data: z.array(supportSubject),
  },
  supportChapters: {
    method: 'GET',
    path: 'support/v1/get-chapters/',
    access: 'student',
    summary: "Chapters of one of the caller's subjects (another subject: 404)",
    query: supportChaptersQuery,
    data: z.array(supportChapter),
  },
  teacherNotes: {
    method: 'GET',
    path: 'support/v1/get-teacher-notes/',
    access: 'student',
    summary: "Notes files of the caller's current batch's classes of one chapter, newest first",
    query: teacherNotesQuery,
    data: z.array(teacherNote),
  },
  booksInfo: {
    method: 'GET',
    path: 'support/v1/get-books-info/',
    access: 'student',
    summary: "Books of the caller's subjects: title, author, publisher, class, PDF address or null",
    data: z.array(bookInfo),
  },
  submitNpsRating: {
    method: 'POST',
    path: 'student/v1/submit-nps-rating/',
    access: 'student',
    summary: 'Rate the institute 0-10 with an optional comment; a later rating replaces the earlier one',
    body: npsRatingBody,
    data: npsRatingReply,
  },
  liveClassAssignments: {
    method: 'GET',
    path: 'student/v1/live-class-assignments/',
    access: 'student',
    summary: "MPPs of a class's chapter in the caller's current batch (another batch's class: 404)",
    query: liveClassAssignmentsQuery,
    data: liveClassAssignmentsReply,
  },
  objectiveExamResult: {
    method: 'GET',
    path: 'student/v1/get-objective-exam-result/:examId/',
    access: 'student',
    summary: "The caller's result of an objective exam (the same reply as exam-result), released like it",
    params: examIdParams,
    data: examResultReply,
  },
  studentPercentile: {
    method: 'GET',
    path: 'student/v1/get-student-percentile/:examId/',
    access: 'student',
    summary: "The caller's percentile and rank in an exam, released like its result",
    params: examIdParams,
    data: studentPercentileReply,
  },
  studentReportRequest: {
    method: 'POST',
    path: 'users/v1/post-student-report-request/',
    access: 'student',
    summary: "Ask for a progress report of one of the caller's batches; a second ask while one is pending reuses it",
    body: reportRequestBody,
    data: reportRequestReply,
  },
  orderDetails: {
    method: 'GET',
    path: 'payment/v1/get-order-details/:orderId/',
    access: 'student-locked-ok',
    summary: "One of the caller's orders: kind, status, amount (rupees and paise), course or installment, payment id",
    params: orderDetailsParams,
    data: orderDetails,
  },
  sectionInstallmentPlans: {
    method: 'GET',
    path: 'payment/v1/get-section-installment-plans/',
    access: 'student-locked-ok',
    summary: "How the caller's current batch's course price can be paid: in full or in 2 or 3 installments (rupees)",
    data: sectionInstallmentPlans,
  },
  collectPaymentSupport: {
    method: 'POST',
    path: 'payment/v1/collect-payment-support/',
    access: 'student-locked-ok',
    summary:
      "Report a problem with one of the caller's orders (reason, details); kept with the caller's help reports (my-reports); one open report per order (again: the open one, already_reported); at most 5 a day (429)",
    body: collectPaymentSupportBody,
    data: collectPaymentSupportReply,
  },
});
