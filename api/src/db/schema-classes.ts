/**
 * Tables of classes (000 §3: live, past and offline), a student's attendance at them, holidays, and notifications with
 * their reads (000 §2 Notifications). Units: schema-core.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { chapters, schools, sections, students, subjects, teachers } from './schema-core';

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
