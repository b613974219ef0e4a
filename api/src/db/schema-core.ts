/**
 * The database's core tables (docs/ARCHITECTURE.md, the API): the institute (schools, sections, subjects, chapters,
 * teachers, tags), the students and their batches, sign-in tokens and OTP challenges. One schema for embedded PGlite and
 * a PostgreSQL server: schema.ts gathers these and the part files (each importing only from here); migrations are
 * generated from it with drizzle-kit into api/drizzle/ (`pnpm --filter @classroom/api generate`).
 *
 * Units in every part file: money in whole rupees (amount_paise where a provider counts paise), durations in minutes,
 * times spent in seconds, instants as timestamptz (./columns.ts `ts`).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

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
