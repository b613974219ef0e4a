import { z } from 'zod';
import { define } from '../endpoint-def';
import { paymentDue, studentIdQuery, subjectAssociation } from '../student';
import {
  completePaymentBody,
  completePaymentParams,
  enrollParams,
  enrollReply,
  failedPaymentBody,
  failedPaymentParams,
  feedbackBody,
  feedbackParams,
  feedbackReply,
  paymentReply,
} from '../portal';
import {
  changePasswordBody,
  checkoutSuccess,
  failedFeeBody,
  failedFeeParams,
  feeOrder,
  feeSummary,
  helpReports,
  parentDetails,
  parentDetailsBody,
  parentPaymentLinkReply,
  parentPaymentParams,
  parentPaymentView,
  parentVerifyReply,
  proceedToPayBody,
  sandboxPayBody,
  studentEmailBody,
  studentEmailReply,
  verifyPaymentBody,
  verifyPaymentReply,
} from '../account-schemas';

/**
 * Calls of mfe-account (subjects, payment due and the profile lock, password, parent, help and feedback, course
 * payments and fees). Schemas live in ../account-schemas.ts, ../student.ts and ../portal.ts.
 */
export const accountEndpoints = define({
  studentSubjects: {
    method: 'GET',
    path: 'users/v1/list-of-subject-for-a-student/',
    access: 'student',
    summary: "The caller's subjects with colours",
    query: studentIdQuery,
    data: z.array(subjectAssociation),
  },
  paymentDue: {
    method: 'GET',
    path: 'student/v1/payment-due/',
    access: 'student-locked-ok',
    summary: 'Whether the profile is locked and the amount due in rupees',
    data: paymentDue,
  },
  checkLocked: {
    method: 'GET',
    path: 'student/v1/check-locked',
    access: 'student-locked-ok',
    summary: 'status true when the profile is not locked',
    data: z.object({ profileLocked: z.boolean() }),
  },
  postFeedback: {
    method: 'POST',
    path: 'support/v1/post-feedback/:studentId/',
    access: 'student',
    summary: 'Feedback with up to 10 jpeg/png images (multipart, field images)',
    params: feedbackParams,
    body: feedbackBody,
    data: feedbackReply,
    upload: { field: 'images', maxFiles: 10, maxFileBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png'] },
  },
  enrollCourse: {
    method: 'POST',
    path: 'payment/v1/enroll-course/:courseBinding/',
    access: 'student',
    summary: 'Create an order for a course; amount in rupees and amount_paise (× 100) for the provider',
    params: enrollParams,
    data: enrollReply,
  },
  completeCoursePayment: {
    method: 'POST',
    path: 'payment/v1/complete-course-payment/:paymentId/',
    access: 'student',
    summary: "Complete the caller's order after the provider's success (signature checked)",
    params: completePaymentParams,
    body: completePaymentBody,
    data: paymentReply,
  },
  failedCoursePayment: {
    method: 'POST',
    path: 'payment/v1/failed-course-payment/:orderId/',
    access: 'student',
    summary: "Mark the caller's open order failed",
    params: failedPaymentParams,
    body: failedPaymentBody,
    data: paymentReply,
  },

  changePassword: {
    method: 'POST',
    path: 'users/v1/change-password/',
    access: 'student-locked-ok',
    summary:
      "Change the caller's password (≥ 8 chars, a letter and a digit); signs out every other device, keeps this token; wrong current password is counted by the sign-in rate limit",
    body: changePasswordBody,
    data: z.null(),
  },
  updateStudentEmail: {
    method: 'POST',
    path: 'users/v1/update-student-email/',
    access: 'student',
    summary:
      "Save the caller's own e-mail (validated, trimmed); answers the e-mail now on record — a new account has none until then",
    body: studentEmailBody,
    data: studentEmailReply,
  },
  getParentDetails: {
    method: 'GET',
    path: 'users/v1/get-parent-details/',
    access: 'student',
    summary: "The caller's parent details (name, relation, mobile, e-mail); null where never entered",
    data: parentDetails,
  },
  updateParentDetails: {
    method: 'POST',
    path: 'users/v1/update-parent-details/',
    access: 'student',
    summary:
      "Save the caller's parent details (validated: name, relation, 10-digit mobile, e-mail); answers what is now on record",
    body: parentDetailsBody,
    data: parentDetails,
  },
  sandboxPay: {
    method: 'POST',
    path: 'payment/v1/sandbox-pay/',
    access: 'student-locked-ok',
    summary:
      "Sandbox checkout only (PAYMENT_PROVIDER=sandbox): pays the caller's open order for the amount shown (paise; must equal the order's) and answers the provider's signed result",
    body: sandboxPayBody,
    data: checkoutSuccess,
  },
  studentInstallments: {
    method: 'GET',
    path: 'users/v1/get-student-installments/',
    access: 'student-locked-ok',
    summary: "The caller's fee summary (total, paid, due in rupees) and installments with status, due date and receipt",
    data: feeSummary,
  },
  proceedToPay: {
    method: 'POST',
    path: 'payment/v1/proceed-to-pay/',
    access: 'student-locked-ok',
    summary:
      "An order for one of the caller's unpaid installments (amount_paise = rupees × 100, INR); a second press reuses the open order",
    body: proceedToPayBody,
    data: feeOrder,
  },
  verifyPayment: {
    method: 'POST',
    path: 'payment/v1/verify-payment/',
    access: 'student-locked-ok',
    summary:
      "Complete the caller's fee order after the provider's success (signature and amount checked); answers the receipt and whether the profile is still locked",
    body: verifyPaymentBody,
    data: verifyPaymentReply,
  },
  failedFeePayment: {
    method: 'POST',
    path: 'payment/v1/failed-fee-payment/:orderId/',
    access: 'student-locked-ok',
    summary: "Mark the caller's open fee order failed",
    params: failedFeeParams,
    body: failedFeeBody,
    data: z.object({ order_id: z.string(), status: z.literal('failed') }),
  },
  parentPaymentLink: {
    method: 'POST',
    path: 'payment/v1/parent-payment-link/',
    access: 'student-locked-ok',
    summary:
      "Share with a parent: the open order of one of the caller's unpaid installments gets an unguessable link id (128 random bits); answers the path /parentpayment/<link_id> and the amount in rupees",
    body: proceedToPayBody,
    data: parentPaymentLinkReply,
  },
  parentPaymentOrder: {
    method: 'GET',
    path: 'payment/v1/parent-payment/:linkId/',
    access: 'public',
    summary:
      "The parent's payment page (001 §2.1 /parentpayment/{orderid}): only the student's first name, the amount (rupees and paise, INR) and the status payable / paid / failed; 404 for an unknown link",
    params: parentPaymentParams,
    data: parentPaymentView,
  },
  parentSandboxPay: {
    method: 'POST',
    path: 'payment/v1/parent-payment/:linkId/sandbox-pay/',
    access: 'public',
    summary:
      "Sandbox checkout only: pays the link's open order for the amount shown (paise; must equal the order's) and answers the provider's signed result",
    params: parentPaymentParams,
    body: sandboxPayBody,
    data: checkoutSuccess,
  },
  parentVerifyPayment: {
    method: 'POST',
    path: 'payment/v1/parent-payment/:linkId/verify/',
    access: 'public',
    summary:
      "Complete the link's order after the provider's success (signature and amount checked on the server; a paid order is never paid twice); answers the receipt",
    params: parentPaymentParams,
    body: verifyPaymentBody,
    data: parentVerifyReply,
  },
  helpReports: {
    method: 'GET',
    path: 'support/v1/my-reports/',
    access: 'student',
    summary: "The caller's earlier help-and-support reports with their status, newest first (at most 50)",
    data: helpReports,
  },
});
