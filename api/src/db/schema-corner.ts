/**
 * Tables of the corners' library (000 §3 Corner): class 11 and 12 of each corner, its chapters, videos and notes, and
 * the NCERT exercises with their worked questions. Units: schema-core.ts.
 */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { subjects } from './schema-core';

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
