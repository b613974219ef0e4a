import { z } from 'zod';
import { bodyId, id } from './envelope';
import { mpp } from './dashboard';
import { providerOrderId } from './account-schemas';

/**
 * Schemas of the calls 000 §7 names only in its address list ("Also named in the address list, with payloads not
 * shown"): the shapes are ours, in the words of 000 §3 where it has them.
 */

/** get-subjects (support): the caller's subjects with their colours (000 §3 Subject association). */
export const supportSubject = z.object({
  subject_id: z.number().int(),
  subject_name: z.string(),
  is_main_subject: z.boolean(),
  primary_color: z.string(),
});

/** get-chapters (support): the chapters of one of the caller's subjects (another subject: 404). */
export const supportChaptersQuery = z.object({ subject_id: id });
export const supportChapter = z.object({
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  class_name: z.string(),
});

/** get-teacher-notes (support): notes files the teachers uploaded to the caller's batch's classes of one chapter. */
export const teacherNotesQuery = z.object({ chapter_id: id });
export const teacherNote = z.object({
  liveclass_id: z.number().int(),
  lecture: z.string(),
  teacher_name: z.string(),
  /** The class's start, ISO 8601 with offset (shown in IST). */
  start_date: z.string(),
  notes_file: z.string(),
});

/** get-books-info (support): the books of the caller's subjects, by subject then in the institute's order. */
export const bookInfo = z.object({
  book_id: z.number().int(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  title: z.string(),
  author: z.string(),
  publisher: z.string(),
  class_name: z.string(),
  /** Address of the book's PDF, or null when the book is print only. */
  pdf_url: z.string().nullable(),
});
export type BookInfo = z.infer<typeof bookInfo>;

/** NPS scale (0 = not at all likely … 10 = extremely likely to recommend). */
export const NPS_MIN = 0;
export const NPS_MAX = 10;
/** Longest comment kept with a rating, in characters. */
export const NPS_COMMENT_MAX = 500;

/** submit-nps-rating (student): a rating 0-10 and an optional comment; a later rating replaces the earlier one. */
export const npsRatingBody = z.object({
  rating: z
    .number({ message: 'Choose a score from 0 to 10' })
    .int('Choose a score from 0 to 10')
    .min(NPS_MIN, 'Choose a score from 0 to 10')
    .max(NPS_MAX, 'Choose a score from 0 to 10'),
  comment: z.string().trim().max(NPS_COMMENT_MAX, `Keep the comment within ${NPS_COMMENT_MAX} characters`).optional(),
});
export type NpsRatingBody = z.infer<typeof npsRatingBody>;
/**
 * The rating form's schema: a radio group gives the score as text ('7') or null when none is chosen; this reads it as
 * the body's number (unchosen: 'Choose a score from 0 to 10') and then applies `npsRatingBody`.
 */
export const npsRatingForm = npsRatingBody.extend({
  rating: z.preprocess((v) => (v == null || v === '' ? undefined : Number(v)), npsRatingBody.shape.rating),
});
export type NpsRatingFormInput = z.input<typeof npsRatingForm>;
export const npsRatingReply = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  submitted_at: z.string(),
});

/** post-student-report-request (users): a progress report of one of the caller's batches (another's: 404). */
export const reportRequestBody = z.object({ student_section_course_id: bodyId });
export type ReportRequestBody = z.infer<typeof reportRequestBody>;
export const reportRequestReply = z.object({
  request_id: z.number().int(),
  section_name: z.string(),
  status: z.enum(['pending', 'sent']),
  requested_at: z.string(),
  /** true when a pending request of this batch already existed (it is answered again, not duplicated). */
  already_requested: z.boolean(),
});

/** get-student-percentile (student): the caller's percentile and rank in one exam, released like its result. */
export const studentPercentileReply = z.object({
  exam_id: z.number().int(),
  percentile: z.number().nullable(),
  rank: z.number().int().nullable(),
  total_students: z.number().int(),
  /** Why rank and percentile are null (a practice attempt, 000 §4 status 7), else null. */
  note: z.string().nullable(),
});

/** live-class-assignments (student): the MPPs of a class's chapter in the caller's batch (another batch's class: 404). */
export const liveClassAssignmentsQuery = z.object({ liveclass_id: id });
export const liveClassAssignmentsReply = z.object({ dpps: z.array(mpp) });

/** get-order-details (payment): one of the caller's orders (another's or an unknown id: 404). Amounts in rupees and paise. */
export const orderDetailsParams = z.object({ orderId: providerOrderId });
export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export const orderDetails = z.object({
  order_id: z.string(),
  /** 'course' (enrolment, 000 §4) or 'fee' (an installment). */
  kind: z.enum(['course', 'fee']),
  /** 'created' until the provider's result arrives (a payment still pending), then 'paid' or 'failed'. */
  status: z.enum(ORDER_STATUSES),
  /** The amount in rupees (may carry paise as a fraction); `amount_paise` = rupees × 100, the provider's unit. */
  amount_rupees: z.number(),
  amount_paise: z.number().int(),
  /** The course of an enrolment order, else null. */
  course_name: z.string().nullable(),
  /** The installment of a fee order ('Installment 2'), else null. */
  installment_label: z.string().nullable(),
  payment_id: z.string().nullable(),
  /** When the order was made and last changed, ISO 8601 instants (shown in IST). */
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/**
 * get-section-installment-plans (payment): the ways the server takes the caller's current batch's course fee — exactly
 * the ones proceed-to-pay and enroll-course accept. A student with a fee plan has that plan only (its installments'
 * amounts in whole rupees and due dates, 'yyyy-mm-dd' calendar days or null = due at once, in plan order); a free
 * student pays the course price in full at enrolment (one amount, no date). `total_rupees` is what the plan adds up
 * to; `plans` is empty (and the total null) for an enrolled student with no plan or a batch with no course on sale.
 */
export const sectionInstallmentPlans = z.object({
  section_name: z.string(),
  course_name: z.string().nullable(),
  total_rupees: z.number().int().nullable(),
  plans: z.array(
    z.object({
      installments: z.number().int(),
      amounts_rupees: z.array(z.number().int()),
      due_dates: z.array(z.string().nullable()),
    }),
  ),
});
export type SectionInstallmentPlans = z.infer<typeof sectionInstallmentPlans>;

/** What went wrong with a payment, as the student reports it to payment support (collect-payment-support). */
export const PAYMENT_SUPPORT_REASONS = [
  'Money was deducted but the payment failed',
  'The payment is still pending',
  'I was charged more than once',
  'I was charged the wrong amount',
  'I did not get a receipt',
  'Something else',
] as const;
export type PaymentSupportReason = (typeof PAYMENT_SUPPORT_REASONS)[number];

/**
 * The reasons that fit an order in each status (the spec lists none per state; decision 0006): a pending order
 * ('created') can be stuck or have been debited; a paid one can lack its receipt or have taken the wrong amount, never
 * have "failed"; a failed one can have been debited, never be pending or have a receipt. Being charged twice and
 * 'Something else' fit every order. collect-payment-support refuses any other reason for the order (400).
 */
export const PAYMENT_SUPPORT_REASONS_BY_STATUS = {
  created: [
    'The payment is still pending',
    'Money was deducted but the payment failed',
    'I was charged more than once',
    'Something else',
  ],
  paid: ['I did not get a receipt', 'I was charged the wrong amount', 'I was charged more than once', 'Something else'],
  failed: ['Money was deducted but the payment failed', 'I was charged more than once', 'Something else'],
} as const satisfies Record<(typeof ORDER_STATUSES)[number], readonly PaymentSupportReason[]>;
/** The details' length, in characters. */
export const PAYMENT_SUPPORT_DETAILS_MIN = 10;
export const PAYMENT_SUPPORT_DETAILS_MAX = 1000;

/**
 * collect-payment-support (payment): report a problem with one of the caller's orders (another's or an unknown id:
 * 404). The report is kept with the caller's help reports (my-reports); one open report per order — reporting it
 * again answers the open one (`already_reported`), and a student may file at most a few a day (429 beyond).
 */
export const collectPaymentSupportBody = z.object({
  order_id: providerOrderId,
  reason: z.enum(PAYMENT_SUPPORT_REASONS, { message: 'Please choose what went wrong' }),
  details: z
    .string()
    .trim()
    .min(
      PAYMENT_SUPPORT_DETAILS_MIN,
      `Please tell us a little more (at least ${PAYMENT_SUPPORT_DETAILS_MIN} characters)`,
    )
    .max(PAYMENT_SUPPORT_DETAILS_MAX, `Please keep it under ${PAYMENT_SUPPORT_DETAILS_MAX} characters`),
});
export type CollectPaymentSupportBody = z.infer<typeof collectPaymentSupportBody>;
export const collectPaymentSupportReply = z.object({
  /** The help report's id (it is listed by my-reports). */
  report_id: z.number().int(),
  order_id: z.string(),
  reason: z.enum(PAYMENT_SUPPORT_REASONS),
  status: z.enum(['open', 'in_progress', 'resolved']),
  /** When the report was made, an ISO 8601 instant (shown in IST). */
  created_at: z.string(),
  /** true when an open report of this order already existed: it is answered, not duplicated. */
  already_reported: z.boolean(),
});
