import * as z from 'zod/mini';
import { id, offset } from './envelope';
import { cornerType } from './corner';

/**
 * The rest of both call tables (000 §7, 001 §7): batch and account switch, request a call, attendance and
 * holidays, banner, notifications, feedback, app version, corner lists, live class, course payments, reset question.
 * Form bodies arrive as text, so numeric body fields are coerced. Money: rupees, except `amount_paise` (provider).
 */
/** A numeric field of a form body: form bodies arrive as text, so it is coerced (within int4). */
const bodyId = id;
const mobile = z.string().check(z.trim(), z.regex(/^[6-9]\d{9}$/, 'must be a 10-digit mobile number'));

/** Switch batch (000 §4): `student_course_id` must be one of the caller's active batches. */
export const switchCourseBody = z.object({ student_id: bodyId, student_course_id: bodyId });
export const switchCourseReply = z.object({ student_course_id: z.int(), section_name: z.string() });

/** Switch to a sibling's account (same parent mobile number): a login record for that student. */
export const switchUserBody = z.object({ MobileNumber: mobile });

/** Request a call (000 §4): `request_type` such as 'Attendance', 'Enroll', 'Dashboard'. */
export const requestCallBody = z.object({
  request_type: z.string().check(z.trim(), z.minLength(1, 'request_type is required'), z.maxLength(40)),
});

/** Attendance record (000 §3) of one of the caller's batches. */
export const attendanceQuery = z.object({ student_section_course_id: id });
export const attendanceReply = z.object({
  total_classes: z.int(),
  attendance_count: z.int(),
  online_attendance_count: z.int(),
  offline_attendance_count: z.int(),
  attendance_percentage: z.number(),
  Subjects: z.array(
    z.object({
      subject_id: z.int(),
      subject_name: z.string(),
      subject_total_attendance: z.int(),
      subject_attendance: z.int(),
    }),
  ),
});
export const attendanceDatesQuery = z.object({ student_section_course_id: z.optional(id) });
/** One class day: `present` when the student attended at least one class that day (YYYY-MM-DD). */
export const attendanceDatesReply = z.array(
  z.object({ date: z.string(), present: z.boolean(), classes: z.int(), attended: z.int() }),
);

export const holidaysQuery = z.object({ school_id: id });
export const holidaysReply = z.array(
  z.object({ holiday_date: z.string(), holiday_name: z.string(), is_holiday: z.boolean() }),
);

/** Dashboard banner (000 §3 Banner). `course_online_price` in rupees. */
export const bannerReply = z.nullable(
  z.object({
    show_banner: z.boolean(),
    post_enrollment: z.boolean(),
    pre_launch_header: z.string(),
    pre_launch_desc: z.string(),
    course_name: z.string(),
    course_start_date: z.string(),
    features: z.array(z.object({ snapshot: z.string(), details: z.string() })),
    course_online_price: z.number(),
    course_binding: z.string(),
    course_img_mobile: z.nullable(z.string()),
    course_img_web: z.nullable(z.string()),
    bottom_nav_communication: z.string(),
  }),
);

export const skipLimitQuery = z.object({
  skip: z._default(offset, 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});
/** A notification (000 §2 Notifications); `is_read` once the caller marked it read. */
export const notification = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  link: z.nullable(z.string()),
  is_read: z.boolean(),
});
/** `count`: all the caller's notifications; `unread`: those not yet read (the bell's count). */
export const notificationsReply = z.object({
  count: z.int(),
  unread: z.int(),
  notifications: z.array(notification),
});

/** Feedback (001 §7): multipart fields issue_type, description and up to 10 images (jpeg/png, ≤ 2 MB each). */
export const feedbackParams = z.object({ studentId: id });
export const feedbackBody = z.object({
  issue_type: z.string().check(z.trim(), z.minLength(1, 'issue_type is required'), z.maxLength(60)),
  description: z.string().check(z.trim(), z.minLength(1, 'description is required'), z.maxLength(4000)),
});
export const feedbackReply = z.object({ feedback_id: z.int(), images: z.int() });

export const versionQuery = z.object({ platform: z.enum(['web', 'android', 'ios']) });
export const versionReply = z.object({ platform: z.string(), current_version: z.string() });

export const chapterContentQuery = z.object({ corner_type: cornerType, chapter_id: id });
export const chapterVideosReply = z.array(
  z.object({
    video_id: z.int(),
    video_name: z.string(),
    video_icon_url: z.nullable(z.string()),
    video_url: z.string(),
  }),
);
export const chapterNotesReply = z.array(
  z.object({ note_name: z.string(), question_id: z.nullable(z.int()), notes_pdf_url: z.nullable(z.string()) }),
);
export const ncertExercisesReply = z.array(
  z.object({ exercise_id: z.int(), exercise_name: z.string(), num_questions: z.int() }),
);
export const ncertQuestionsQuery = z.object({ corner_type: z.literal('ncert'), exercise_id: id });
export const ncertQuestionsReply = z.array(
  z.object({
    question_sno: z.int(),
    question_id: z.int(),
    exercise_assoc: z.int(),
    question: z.string(),
    solution: z.string(),
  }),
);

/** Join a live class of one of the caller's batches (records online attendance). */
export const startLiveClassBody = z.object({ live_class_id: bodyId });
export const startLiveClassReply = z.object({ live_class_link: z.string(), liveclass_id: z.int() });

/** Course enrolment (000 §4): the order; the provider is given `amount_paise` = rupees × 100, INR. */
export const enrollParams = z.object({
  courseBinding: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'courseBinding must be a course code')),
});
export const enrollReply = z.object({
  order_id: z.string(),
  amount: z.number(),
  amount_paise: z.int(),
  currency: z.literal('INR'),
  description: z.string(),
  course_name: z.string(),
});
/** `signature` = hex HMAC-SHA256 of `order_id|payment_id` with the payment secret (the provider's scheme). */
export const completePaymentParams = z.object({
  paymentId: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'paymentId must be a payment id')),
});
export const completePaymentBody = z.object({
  order_id: z.string().check(z.regex(/^order_[A-Za-z0-9]{1,60}$/, 'order_id must be an order id')),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex digits')),
});
export const failedPaymentParams = z.object({
  orderId: z.string().check(z.regex(/^order_[A-Za-z0-9]{1,60}$/, 'orderId must be an order id')),
});
export const failedPaymentBody = z.object({ reason: z.optional(z.string().check(z.maxLength(200))) });
export const paymentReply = z.object({
  order_id: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  amount: z.number(),
});

/** Reset question (001 §7): clears the answer of one allotted question of a running attempt. */
export const resetQuestionBody = z.object({
  student_id: bodyId,
  ques_id: bodyId,
  /** The per-question sequence number of this write (ARCHITECTURE §6), as on a save; stamped by the server when absent. */
  seq: z.optional(bodyId),
});

/**
 * Analytics (001 §7): a page view, e.g. the error page (001 §2.8) posts its `page_name`. Stored with the caller (from the
 * token) and the time; an optional `student_id` must be the caller's (403 otherwise), like every student-naming field.
 */
export const postAnalyticsBody = z.object({
  page_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'page_name is required'),
      z.maxLength(100, 'page_name must be at most 100 characters'),
    ),
  student_id: z.optional(bodyId),
});
