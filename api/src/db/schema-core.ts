/**
 * The database's core tables (docs/ARCHITECTURE.md, the API): one schema for embedded PGlite and a PostgreSQL server.
 * schema.ts gathers these and the part files; migrations are generated from it with drizzle-kit into api/drizzle/
 * (`pnpm --filter @classroom/api generate`).
 *
 * Units: money in whole rupees, durations in minutes, times spent in seconds, instants as timestamptz.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Schools; id 40059 is special (000 §6: tests only). */
export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  schoolName: text('school_name').notNull(),
});

/** Sections (batches / courses). Names containing JCF_ or M.A.T_ are hidden from lists (000 §5); id 303 is special. */
export const sections = pgTable('sections', {
  id: serial('id').primaryKey(),
  sectionName: text('section_name').notNull(),
  className: text('class_name').notNull(),
  isEnable: boolean('is_enable').notNull().default(true),
  status: boolean('status').notNull().default(true),
  /** The batch's timetable PDF (get-timetable-pdf; migration 0010), an address under /api/static or outside; null when none. */
  timetablePdf: text('timetable_pdf'),
});

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** 10-digit mobile number; also the sign-in username. */
    mobile: text('mobile').notNull(),
    /** scrypt hash: `scrypt$N$r$p$saltHex$hashHex`. */
    passwordHash: text('password_hash').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** Home section (000 §3 section_assoc). */
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    /** Current batch: a student_courses id (000 §3 student_course_id). */
    studentCourseId: integer('student_course_id'),
    /** Outstanding fees in rupees. */
    feePending: integer('fee_pending').notNull().default(0),
    /** The profile locks when fee_pending > 0 and this date has passed (null: locks at once). */
    feeDueDate: date('fee_due_date', { mode: 'string' }),
    gender: text('gender'),
    profilePic: text('profile_pic'),
    enableLearningModule: boolean('enable_learning_module').notNull().default(false),
    switchClass: boolean('switch_class').notNull().default(true),
    dateJoined: ts('date_joined').notNull(),
    parentName: text('parent_name'),
    /** Siblings share it: switch-user is allowed between students with the same parent mobile. */
    parentMobile: text('parent_mobile'),
    /** Sign-up answers (000 §3 signup state): class, aspiration (JEE/NEET/Foundation), state, city. */
    standard: text('standard'),
    aspiration: text('aspiration'),
    state: text('state'),
    city: text('city'),
    /** Parent details the student keeps: 'Father' | 'Mother' | 'Guardian'. */
    parentRelation: text('parent_relation'),
    parentEmail: text('parent_email'),
    /**
     * The parent's contact mobile as the student entered it. Kept apart from `parentMobile`, the
     * institute's sibling link that switch-user trusts: a student must not gain a sibling by typing a mobile number.
     */
    parentContactMobile: text('parent_contact_mobile'),
  },
  (t) => [uniqueIndex('students_mobile_uq').on(t.mobile)],
);

/** A student's batches (many-to-many students ↔ sections). */
export const studentCourses = pgTable(
  'student_courses',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    status: boolean('status').notNull().default(true),
    isEnable: boolean('is_enable').notNull().default(true),
  },
  (t) => [uniqueIndex('student_courses_uq').on(t.studentId, t.sectionId)],
);

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  subjectName: text('subject_name').notNull(),
  isMainSubject: boolean('is_main_subject').notNull().default(true),
  logo: text('logo'),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
});

export const studentSubjects = pgTable(
  'student_subjects',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [uniqueIndex('student_subjects_uq').on(t.studentId, t.subjectId)],
);

export const chapters = pgTable('chapters', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  chapterName: text('chapter_name').notNull(),
  className: text('class_name').notNull(),
});

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  thumbnail: text('thumbnail'),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  tagName: text('tag_name').notNull(),
});

/** MPPs / DPPs (000 §3), given to a section. */
export const mpps = pgTable('mpps', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sectionId: integer('section_id')
    .notNull()
    .references(() => sections.id),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  chapterId: integer('chapter_id')
    .notNull()
    .references(() => chapters.id),
  teacherId: integer('teacher_id')
    .notNull()
    .references(() => teachers.id),
  tagIds: integer('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  totalQuestions: integer('total_questions').notNull(),
  maxExamMarks: integer('max_exam_marks').notNull(),
  startAt: ts('start_at').notNull(),
  /**
   * The practice paper itself: an exam of type 2 (assignment) whose questions the DPP player shows (001 §7 DPP start).
   * The MPP card's `id` is this exam id (it opens dpp-result/{examId}). Null for a card without questions.
   */
  examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
});

/** A student's progress on an MPP; no row means pending. */
export const studentMpps = pgTable(
  'student_mpps',
  {
    id: serial('id').primaryKey(),
    mppId: integer('mpp_id')
      .notNull()
      .references(() => mpps.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    numAttempted: integer('num_attempted').notNull().default(0),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [uniqueIndex('student_mpps_uq').on(t.mppId, t.studentId)],
);

/** Classes (000 §3): online classes are live until they end, then past; offline classes stay offline. */
export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  sectionId: integer('section_id')
    .notNull()
    .references(() => sections.id),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  chapterId: integer('chapter_id')
    .notNull()
    .references(() => chapters.id),
  teacherId: integer('teacher_id')
    .notNull()
    .references(() => teachers.id),
  lecture: text('lecture').notNull(),
  /** 'online' | 'offline' */
  classType: text('class_type').notNull(),
  scheduleType: text('schedule_type').notNull().default('regular'),
  startAt: ts('start_at').notNull(),
  endAt: ts('end_at').notNull(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  notesFile: text('notes_file'),
  replayUrl: text('replay_url'),
  liveClassLink: text('live_class_link'),
});

/** Exams (000 §3, 001 §3). type 1 test, 2 assignment, 3 quiz; theme 1 instructions, 2 JEE Mains, 3 generic (001 §9). */
export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  examName: text('exam_name').notNull(),
  instructions: text('instructions').notNull().default(''),
  examTypeId: smallint('exam_type_id').notNull(),
  themeId: smallint('theme_id').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  startAt: ts('start_at').notNull(),
  endAt: ts('end_at').notNull(),
  resultOn: ts('result_on'),
  maxMarks: integer('max_marks').notNull(),
  monitoringType: smallint('monitoring_type').notNull().default(0),
  timerStatus: boolean('timer_status').notNull().default(true),
  /** Multiple choice with partial marks (+1 per keyed option when no wrong one is chosen); false: all-or-nothing. */
  partialMarks: boolean('partial_marks').notNull().default(false),
  /**
   * A JEE Advanced paper: every question is marked by the published scheme per question type
   * (api/src/exam/jee-advanced.ts), not by its section's marks. Migration 0016.
   */
  jeeAdvanced: boolean('jee_advanced').notNull().default(false),
  /**
   * The batch (section) the test belongs to (000 §2 'the dashboard follows Switch Batch'; migration 0018):
   * its card shows on the dashboard only while that batch is the student's current one. Null: every batch.
   */
  sectionId: integer('section_id').references(() => sections.id),
});

/** Sections of an exam; `num_compulsory_questions` ≤ 0 means no attempt limit (001 §3, §5). Marks per question. */
export const examSections = pgTable(
  'exam_sections',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    sectionName: text('section_name').notNull(),
    sectionInstructions: text('section_instructions').notNull().default(''),
    numCompulsoryQuestions: integer('num_compulsory_questions').notNull().default(0),
    sortOrder: integer('sort_order').notNull(),
    positiveMarks: real('positive_marks').notNull().default(4),
    negativeMarks: real('negative_marks').notNull().default(1),
  },
  (t) => [index('exam_sections_exam_idx').on(t.examId)],
);

/**
 * Question bank (001 §3). type 1 single choice, 2 multiple choice, 3 numeric; JEE Advanced 4 integer,
 * 5 matching lists. Text may hold LaTeX ($…$) and simple HTML.
 * `answer_key`: '2' (single, matching), '1,3' (multiple), '9.8' (numeric, compared within `tolerance`), '7' (integer).
 */
export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  questionTypeId: smallint('question_type_id').notNull(),
  question: text('question').notNull(),
  option1: text('option1'),
  option2: text('option2'),
  option3: text('option3'),
  option4: text('option4'),
  answerKey: text('answer_key').notNull(),
  tolerance: real('tolerance').notNull().default(0),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  chapterId: integer('chapter_id').references(() => chapters.id),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Difficulty level (result analysis): 1 easy, 2 medium, 3 hard; null when not rated. Migration 0012. */
  difficulty: smallint('difficulty'),
  /** Matching lists (type 5): List-I items (P, Q, R, …) and List-II items (1, 2, …), HTML; null otherwise. Migration 0016. */
  listOne: text('list_one').array(),
  listTwo: text('list_two').array(),
  /** Numeric (type 3): the paper's precision, at most this many decimal places; null = any. Migration 0016. */
  answerDecimals: smallint('answer_decimals'),
  /** Integer (type 4): the inclusive range of answers the paper allows; null = any whole number. Migration 0016. */
  answerMin: integer('answer_min'),
  answerMax: integer('answer_max'),
  /**
   * Worked solution (solutions, 001 §2.1 answer/{examId}): HTML with TeX math like the question, sanitised
   * when rendered (@classroom/shared/math RichText); null when none was imported. Served only with the answer key,
   * after the result's release (001 §2.2). Migration 0017.
   */
  solution: text('solution'),
});

/** Which questions an exam section holds, in order. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examSectionId: integer('exam_section_id')
      .notNull()
      .references(() => examSections.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('exam_questions_uq').on(t.examSectionId, t.questionId)],
);

/**
 * An exam scheduled for a student (001 §3) and the student's attempt at it.
 * attending_status: null (not started), 'Attending', 'Submitted', 'LateSubmission', 'AutoSubmitted'.
 */
export const scheduledExams = pgTable(
  'scheduled_exams',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    startedAt: ts('started_at'),
    submittedAt: ts('submitted_at'),
    attendingStatus: text('attending_status'),
    score: real('score'),
    /**
     * A practice attempt (000 §4 / 001 §4.7 status 7): taken after the window closed without an attempt,
     * a row of its own beside the scheduled one, so its answers are kept apart; scored, never ranked. Migration 0012.
     */
    practice: boolean('practice').notNull().default(false),
  },
  (t) => [
    uniqueIndex('scheduled_exams_uq').on(t.examId, t.studentId, t.practice),
    index('scheduled_exams_student_idx').on(t.studentId),
  ],
);

/** A question allotted to one attempt, with the student's answer state (001 §3). `color_id` is the palette code (001 §4.1). */
export const allottedQuestions = pgTable(
  'allotted_questions',
  {
    id: serial('id').primaryKey(),
    scheduledExamId: integer('scheduled_exam_id')
      .notNull()
      .references(() => scheduledExams.id, { onDelete: 'cascade' }),
    examSectionId: integer('exam_section_id')
      .notNull()
      .references(() => examSections.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    serialNo: integer('serial_no').notNull(),
    ansGiven: text('ans_given'),
    isOption1Selected: boolean('is_option1_selected').notNull().default(false),
    isOption2Selected: boolean('is_option2_selected').notNull().default(false),
    isOption3Selected: boolean('is_option3_selected').notNull().default(false),
    isOption4Selected: boolean('is_option4_selected').notNull().default(false),
    reviewStatus: boolean('review_status').notNull().default(false),
    totalSeconds: integer('total_seconds').notNull().default(0),
    currentAttemptSeconds: integer('current_attempt_seconds')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    visited: boolean('visited').notNull().default(false),
    colorId: smallint('color_id').notNull().default(0),
    /** Highest client sequence number applied (ARCHITECTURE §6, for the later bulk save). */
    clientSeq: integer('client_seq').notNull().default(0),
  },
  (t) => [
    uniqueIndex('allotted_questions_uq').on(t.scheduledExamId, t.questionId),
    index('allotted_questions_attempt_idx').on(t.scheduledExamId, t.serialNo),
  ],
);

/** Corner classes (000 §3 Corner): class 11 and 12 of each corner. */
export const cornerClasses = pgTable('corner_classes', {
  id: serial('id').primaryKey(),
  cornerType: text('corner_type').notNull(),
  className: text('class_name').notNull(),
});

export const cornerChapters = pgTable('corner_chapters', {
  id: serial('id').primaryKey(),
  cornerClassId: integer('corner_class_id')
    .notNull()
    .references(() => cornerClasses.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  chapterName: text('chapter_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const cornerVideos = pgTable('corner_videos', {
  id: serial('id').primaryKey(),
  cornerChapterId: integer('corner_chapter_id')
    .notNull()
    .references(() => cornerChapters.id, { onDelete: 'cascade' }),
  videoName: text('video_name').notNull(),
  videoIconUrl: text('video_icon_url'),
  videoUrl: text('video_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const cornerNotes = pgTable('corner_notes', {
  id: serial('id').primaryKey(),
  cornerChapterId: integer('corner_chapter_id')
    .notNull()
    .references(() => cornerChapters.id, { onDelete: 'cascade' }),
  noteName: text('note_name').notNull(),
  questionId: integer('question_id'),
  notesPdfUrl: text('notes_pdf_url'),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Sign-in tokens, stored as sha256 hex. At most one active (revoked_at null) token per student, enforced by a partial
 * unique index. revoked_reason: 'superseded' (a newer sign-in, 401 'User logged into another device') or 'logout'.
 * expires_at: from then on the token gets 401 'Session expired' (docs/decisions/0010-production-profile.md).
 */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('tokens_hash_uq').on(t.tokenHash),
    uniqueIndex('tokens_one_active_uq')
      .on(t.studentId)
      .where(sql`revoked_at IS NULL`),
  ],
);

/** A student's attendance at one class (000 §3 Attendance): present or absent; online (joined) or offline. */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    present: boolean('present').notNull(),
    /** 'online' | 'offline' */
    mode: text('mode').notNull(),
  },
  (t) => [uniqueIndex('attendance_uq').on(t.studentId, t.classId)],
);

/** Holidays (000 §3); school_id null = every school. */
export const holidays = pgTable('holidays', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').references(() => schools.id),
  holidayDate: date('holiday_date', { mode: 'string' }).notNull(),
  holidayName: text('holiday_name').notNull(),
});

/** Notifications: to one student, to a section's students, or (both null) to everyone. */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
  sectionId: integer('section_id').references(() => sections.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  createdAt: ts('created_at').notNull(),
});

/** Which notifications a student has read (000 §2 Notifications; migration 0010): one row per read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.notificationId] })],
);

/** Courses on sale (enrol banner, payments). Price in rupees. */
export const courseOffers = pgTable(
  'course_offers',
  {
    id: serial('id').primaryKey(),
    binding: text('binding').notNull(),
    courseName: text('course_name').notNull(),
    sectionId: integer('section_id').references(() => sections.id),
    priceRupees: integer('price_rupees').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('course_offers_binding_uq').on(t.binding)],
);

/** Dashboard banners (000 §3 Banner); shown to free students (pre-enrolment) or enrolled ones (post_enrollment). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  courseOfferId: integer('course_offer_id')
    .notNull()
    .references(() => courseOffers.id),
  forFreeStudents: boolean('for_free_students').notNull(),
  header: text('header').notNull(),
  description: text('description').notNull(),
  features: jsonb('features').$type<{ snapshot: string; details: string }[]>().notNull(),
  imgMobile: text('img_mobile'),
  imgWeb: text('img_web'),
  bottomNav: text('bottom_nav').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

/** Orders for course payments. amount_paise = rupees × 100 (the provider's unit). status created | paid | failed. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The course of an enrolment order (kind 'course'); null for a fee order. */
    courseOfferId: integer('course_offer_id').references(() => courseOffers.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('created'),
    paymentId: text('payment_id'),
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** The payment provider that holds the order (docs/decisions/0006): 'sandbox' | 'razorpay'. */
    provider: text('provider').notNull().default('sandbox'),
    /** 'course' (enrolment, 000 §4) or 'fee' (an installment). */
    kind: text('kind').notNull().default('course'),
    installmentId: integer('installment_id'),
    /**
     * The parent's payment link id (001 §2.1 /parentpayment/{orderid}): 128 random bits, base64url, made when
     * the student shares the order; the public page finds the order by it (never by the provider's order id).
     */
    linkId: text('link_id'),
  },
  (t) => [
    uniqueIndex('orders_link_id_uq')
      .on(t.linkId)
      .where(sql`link_id IS NOT NULL`),
    uniqueIndex('orders_open_installment_uq')
      .on(t.installmentId)
      .where(sql`status = 'created'`),
    uniqueIndex('orders_order_id_uq').on(t.orderId),
    index('orders_student_idx').on(t.studentId),
    // Idempotent enrolment (docs/decisions/0006): one open order per student and course; a payment completes one order only.
    uniqueIndex('orders_open_uq')
      .on(t.studentId, t.courseOfferId)
      .where(sql`status = 'created'`),
    uniqueIndex('orders_payment_id_uq')
      .on(t.paymentId)
      .where(sql`payment_id IS NOT NULL`),
  ],
);

/** Payments made in the same-origin sandbox checkout (docs/decisions/0006): what was paid, in paise, for which order. */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentId: text('payment_id').primaryKey(),
  orderId: text('order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A student's fee installments (000 §7 get-student-installments), amounts in rupees. */
export const feeInstallments = pgTable(
  'fee_installments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    amountRupees: integer('amount_rupees').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paidAt: ts('paid_at'),
    orderId: text('order_id'),
    receiptNo: text('receipt_no'),
  },
  (t) => [index('fee_installments_student_idx').on(t.studentId)],
);

/** Webhook events already applied (docs/decisions/0006): a replayed event id changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: ts('received_at').notNull(),
});

/**
 * The student's help reports (001 §2.6 post-feedback) and payment-support reports (collect-payment-support: issue_type
 * 'Payment', with the order and the reason; one unresolved report per order).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    issueType: text('issue_type').notNull(),
    description: text('description').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The institute's handling of the report: 'open' until resolved. */
    status: text('status').notNull().default('open'),
    /** The provider order id a payment-support report is about; null for other reports. */
    orderId: text('order_id'),
    /** The payment-support reason (one of the contract's PAYMENT_SUPPORT_REASONS); null for other reports. */
    paymentReason: text('payment_reason'),
  },
  (t) => [
    uniqueIndex('feedback_open_order_uq')
      .on(t.studentId, t.orderId)
      .where(sql`order_id IS NOT NULL AND status <> 'resolved'`),
  ],
);

/** Feedback images, stored under the upload directory with random names. */
export const feedbackImages = pgTable('feedback_images', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  bytes: integer('bytes').notNull(),
});

export const callRequests = pgTable(
  'call_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The institute's handling: 'open' until someone calls back (000 §4 Request a call). */
    status: text('status').notNull().default('open'),
  },
  (t) => [index('call_requests_student_type_idx').on(t.studentId, t.requestType, t.createdAt)],
);

/** Page views posted by the portal (001 §7 Analytics; the error page, 001 §2.8): who, which page, when. */
export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('page_views_student_idx').on(t.studentId, t.createdAt)],
);

/** Doubts a student asks (000 §7 doubt calls); status pending | answered. */
export const doubts = pgTable('doubts', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  chapterId: integer('chapter_id').references(() => chapters.id),
  question: text('question').notNull(),
  answer: text('answer'),
  status: text('status').notNull().default('pending'),
  createdAt: ts('created_at').notNull(),
});

/** NCERT exercises of a corner chapter and their questions with solutions (000 §3 Corner). */
export const ncertExercises = pgTable('ncert_exercises', {
  id: serial('id').primaryKey(),
  cornerChapterId: integer('corner_chapter_id')
    .notNull()
    .references(() => cornerChapters.id, { onDelete: 'cascade' }),
  exerciseName: text('exercise_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const ncertQuestions = pgTable('ncert_questions', {
  id: serial('id').primaryKey(),
  exerciseId: integer('exercise_id')
    .notNull()
    .references(() => ncertExercises.id, { onDelete: 'cascade' }),
  questionSno: integer('question_sno').notNull(),
  question: text('question').notNull(),
  solution: text('solution').notNull(),
});

/**
 * One-time codes sent by SMS: one row per code; a new code for the same number and purpose replaces
 * the old one. Only a salted sha256 of the code is kept. After the code is verified, `temp_token_hash` allows one
 * create-student or reset-password until `temp_token_expires_at`; `consumed_at` marks it used.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'signup' or 'reset'. */
    purpose: text('purpose').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Wrong tries so far (5 void the code). */
    tries: integer('tries').notNull().default(0),
    verifiedAt: ts('verified_at'),
    tempTokenHash: text('temp_token_hash'),
    tempTokenExpiresAt: ts('temp_token_expires_at'),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    uniqueIndex('otp_challenges_mobile_purpose_uq').on(t.mobile, t.purpose),
    uniqueIndex('otp_challenges_temp_token_uq').on(t.tempTokenHash),
  ],
);

/**
 * Published iZest results (001 §2.1 /izest/result), looked up by roll number without signing in: `score` of
 * `max_score` marks, all-India `rank` (1 = first), `percentile` 0–100. Only published rows are stored.
 */
export const izestResults = pgTable(
  'izest_results',
  {
    id: serial('id').primaryKey(),
    rollNumber: text('roll_number').notNull(),
    studentName: text('student_name').notNull(),
    examName: text('exam_name').notNull(),
    score: real('score').notNull(),
    maxScore: real('max_score').notNull(),
    rank: integer('rank').notNull(),
    percentile: real('percentile').notNull(),
    publishedAt: ts('published_at').notNull(),
    /** The candidate's date of birth ('YYYY-MM-DD'), asked with the roll number; null: not yet looked up. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
  },
  (t) => [uniqueIndex('izest_results_roll_number_uq').on(t.rollNumber)],
);
