/**
 * Tables of assignments and practice sessions (migration 0013_assignments_practice).
 * Instants are timestamptz; marks may be fractional; times spent in whole seconds.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { chapters, sections, students, subjects, teachers } from './schema-core';

/** A teacher's task for a batch (section), with a due date (001 §2.1 assignment routes). description is HTML with TeX. */
export const assignments = pgTable(
  'assignments',
  {
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
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assignedAt: ts('assigned_at').notNull(),
    dueAt: ts('due_at').notNull(),
    maxMarks: real('max_marks').notNull(),
  },
  (t) => [index('assignments_section_idx').on(t.sectionId, t.dueAt)],
);

/** A student's submission of an assignment (one per student), with marks and remarks once graded. */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    submittedAt: ts('submitted_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    marks: real('marks'),
    remarks: text('remarks'),
    gradedAt: ts('graded_at'),
  },
  (t) => [uniqueIndex('assignment_submissions_uq').on(t.assignmentId, t.studentId)],
);

/** Files of a submission (JPEG, PNG or PDF by their bytes), stored in the upload directory under random names. */
export const assignmentFiles = pgTable(
  'assignment_files',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => assignmentSubmissions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('assignment_files_submission_idx').on(t.submissionId, t.sortOrder)],
);

/**
 * Practice questions with a difficulty 1 easy, 2 medium, 3 hard. type 1 single choice (answer_key '1'–'4'),
 * 3 numeric (answer_key a number, right within `tolerance`). question, options and solution are HTML with TeX.
 */
export const practiceQuestions = pgTable(
  'practice_questions',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id),
    difficulty: smallint('difficulty').notNull(),
    questionTypeId: smallint('question_type_id').notNull(),
    question: text('question').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answerKey: text('answer_key').notNull(),
    tolerance: real('tolerance').notNull().default(0),
    solution: text('solution').notNull(),
  },
  (t) => [index('practice_questions_chapter_idx').on(t.subjectId, t.chapterId, t.difficulty)],
);

/** A student's practice session; `current_question_id` is the question waiting for an answer (null once ended). */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    chapterId: integer('chapter_id').references(() => chapters.id),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
    currentQuestionId: integer('current_question_id').references(() => practiceQuestions.id),
  },
  (t) => [index('practice_sessions_student_idx').on(t.studentId)],
);

/** Each answer of a session, in order. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => practiceQuestions.id),
    difficulty: smallint('difficulty').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    seconds: integer('seconds').notNull(),
    answeredAt: ts('answered_at').notNull(),
  },
  (t) => [uniqueIndex('practice_answers_uq').on(t.sessionId, t.questionId)],
);
