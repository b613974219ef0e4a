import * as z from 'zod/mini';
import { id, INT4_MAX, offset } from './envelope';
import { attendanceReply, bannerReply } from './portal';

/** MPP / DPP / assignment card (000 §3). `button` 'Result' = completed, 'Continue' = in progress, else pending (001 §4.7). */
export const mpp = z.object({
  id: z.int(),
  name: z.string(),
  chapter_name: z.string(),
  chapter_id: z.int(),
  subject_name: z.string(),
  subject_id: z.int(),
  subject_logo: z.nullable(z.string()),
  subject_primary_color: z.string(),
  tag_ids: z.array(z.int()),
  tag_names: z.array(z.string()),
  num_attempted: z.int(),
  total_questions: z.int(),
  button: z.string(),
  status: z.string(),
  teacher_id: z.int(),
  teacher_name: z.string(),
  start_date: z.string(),
  max_exam_marks: z.number(),
});
export type Mpp = z.infer<typeof mpp>;

/** `student/v1/student-dpps/` body: skip 0, limit 10 (000 §9). */
export const mppListBody = z.object({
  skip: z._default(z.int().check(z.gte(0), z.lte(INT4_MAX)), 0),
  limit: z._default(z.int().check(z.gte(1), z.lte(100)), 10),
});
export const mppListReply = z.object({ dpps: z.array(mpp) });

/** Class card (000 §3): live, past or offline. Dates are ISO 8601 strings. */
export const classItem = z.object({
  liveclass_id: z.int(),
  type: z.enum(['live', 'past', 'offline']),
  class_type: z.string(),
  schedule_type: z.string(),
  subject_name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  chapter_name: z.string(),
  lecture: z.string(),
  faculty_name: z.string(),
  faculty_thumbnail: z.nullable(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  tags: z.array(z.string()),
  notes_file: z.nullable(z.string()),
  replay_url: z.nullable(z.string()),
  live_class_link: z.nullable(z.string()),
});
export type ClassItem = z.infer<typeof classItem>;

/**
 * Dashboard exam card (000 §3). `exam_duration` in minutes; `exam_status` 1–5, 7 (001 §4.7);
 * `exam_theme_assoc_id` 1 instructions, 2 JEE Mains label, 3 generic (001 §9).
 */
export const dashboardExam = z.object({
  id: z.int(),
  exam_name: z.string(),
  exam_start_on: z.string(),
  exam_end_on: z.string(),
  exam_result_on: z.nullable(z.string()),
  exam_duration: z.int(),
  max_exam_marks: z.number(),
  max_exam_questions: z.int(),
  exam_type_assoc: z.int(),
  exam_theme_assoc_id: z.int(),
  monitoring_type: z.int(),
  timer_status: z.boolean(),
  subjects: z.array(z.object({ id: z.int(), name: z.string() })),
  chapters: z.array(z.object({ name: z.string() })),
  exam_status: z.int(),
  /**
   * A JEE Advanced paper (multiple correct with partial marks; exams.partial_marks): its card opens the JEE
   * Advanced instructions /student/JeeadvanceIns/{id} (001 §2.1) instead of the generic ones. Absent from older
   * servers: false.
   */
  partial_marks: z._default(z.boolean(), false),
  /**
   * The student's scheduled attempt of this exam (scheduled_exams.id): the question paper's ExamScheduleId, as on the
   * test list (001 §2.2). Absent from older servers: null, and the card offers no download.
   */
  exam_schedule_id: z._default(z.nullable(z.int()), null),
});
export type DashboardExam = z.infer<typeof dashboardExam>;

export const examsListParams = z.object({ studentId: id });
export const examsListQuery = z.object({
  exam_type_id: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(3)), 1),
  skip: z._default(offset, 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});

/**
 * 000 §7 `student/v1/student-dashboard/` (named in the address list, payload not shown; defined here by decision
 * 0027: the dashboard asks for its data in one call): everything the dashboard at /student shows besides the student's own
 * data, decided by the server from the token's student alone, so it needs nothing from get-student-details2 and is sent
 * beside it.
 * - `mpps`, `exams`, `classes`: the MPP, Tests and Classes rows (000 §2) — what student-dpps, exams-list (exam type 1)
 *   and get-scheduled-live-classes2 answer, each the row's first page (skip 0, limit 10, 000 §9; the classes in their
 *   order: not ended soonest first, then ended latest first). null for a free student, whose rows show demo sample
 *   content (000 §2).
 * - `banner`: what banner-details answers (null when there is none).
 * - `attendance`: what get-student-attendance2 answers for the student's current batch; null where the dashboard shows
 *   no attendance data (free student, school 40059, no current batch: `attendanceBatchOf` in @classroom/shared/links).
 */
export const studentDashboardReply = z.object({
  mpps: z.nullable(z.array(mpp)),
  exams: z.nullable(z.array(dashboardExam)),
  classes: z.nullable(z.array(classItem)),
  banner: bannerReply,
  attendance: z.nullable(attendanceReply),
});
