/**
 * Tables of MPPs/DPPs and exams (000 §3, 001 §3): an exam's sections and questions, its schedule for a section, and
 * each attempt's allotted questions with the student's answer state (001 §4.1 palette codes); and the iZest results
 * looked up on the public pages. Units: schema-core.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, real, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { chapters, sections, students, subjects, teachers } from './schema-core';

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
