/** Tables of the learning content: the doubt module's solution bank, the doubts students ask and their photos. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { chapters, students, subjects } from './schema-core';

/**
 * The solution bank searched from Solutions (000 §7 student-queries-text, get-solution; doubt-module chapters and
 * questions). question and solution are HTML with TeX math. Searched with PostgreSQL full-text search over an
 * expression GIN index (english configuration) — plain SQL, so it runs on PGlite and on a PostgreSQL server alike.
 */
export const solutionBank = pgTable(
  'solution_bank',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id),
    question: text('question').notNull(),
    solution: text('solution').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('solution_bank_chapter_idx').on(t.chapterId, t.sortOrder),
    index('solution_bank_fts_idx').using('gin', sql`to_tsvector('english', ${t.question} || ' ' || ${t.solution})`),
  ],
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

/** Photos attached to a doubt (at most 3, jpeg or png by their bytes); files live in the upload directory. */
export const doubtPhotos = pgTable(
  'doubt_photos',
  {
    id: serial('id').primaryKey(),
    doubtId: integer('doubt_id')
      .notNull()
      .references(() => doubts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [index('doubt_photos_doubt_idx').on(t.doubtId)],
);
