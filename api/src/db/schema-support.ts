/**
 * Tables of the calls 000 §7's address list names beyond its call table: the institute's books per subject
 * (support get-books-info), the students' NPS ratings (student submit-nps-rating) and their report requests
 * (users post-student-report-request). Migration 0023_j27a_support_calls.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { sections, students, subjects } from './schema-core';

/** A book of a subject (000 §7 get-books-info): title, author, publisher, class, and a PDF address or null. */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    title: text('title').notNull(),
    author: text('author').notNull(),
    publisher: text('publisher').notNull(),
    className: text('class_name').notNull(),
    pdfUrl: text('pdf_url'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('books_subject_idx').on(t.subjectId, t.sortOrder)],
);

/** A student's NPS rating (000 §7 submit-nps-rating): 0-10 with an optional comment; one row per student, the latest kept. */
export const npsRatings = pgTable(
  'nps_ratings',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    submittedAt: ts('submitted_at').notNull(),
  },
  (t) => [uniqueIndex('nps_ratings_student_uq').on(t.studentId)],
);

/**
 * A student's request for a progress report of one batch (000 §7 post-student-report-request): 'pending' until the
 * institute sends it. One pending request per student and batch (a partial unique index: two asks at once make one).
 */
export const reportRequests = pgTable(
  'report_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    status: text('status').notNull().default('pending'),
    requestedAt: ts('requested_at').notNull(),
  },
  (t) => [
    uniqueIndex('report_requests_pending_uq')
      .on(t.studentId, t.sectionId)
      .where(sql`status = 'pending'`),
  ],
);
