/**
 * Schemas of the assignment calls (001 §2.1 assignment, submitassignment, submittedassignment,
 * updateassignment, assignmentslist, assignmentssubjects, assignmentschapters, assignments_all_list). An assignment is a
 * teacher's task for a batch with a due date; the student answers with photos (jpeg/png) or a PDF, may replace them
 * until the due date, and sees marks and remarks once a teacher has graded the work.
 */
import { z } from 'zod';
import { id } from './envelope';

/**
 * Files of a submission: at most 5 per submission, each at most 5 MB (5 × 1024 × 1024 bytes), JPEG, PNG or PDF — the
 * server decides the type from the file's first bytes (magic bytes), never from its name or declared type.
 */
export const ASSIGNMENT_FILES = {
  field: 'files',
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

/**
 * Where an assignment stands for the caller: 'pending' (not submitted, due date ahead), 'missed' (not submitted, due date
 * passed), 'submitted' (waiting for marks), 'graded' (marks and remarks given).
 */
export const assignmentStatus = z.enum(['pending', 'missed', 'submitted', 'graded']);
export type AssignmentStatus = z.infer<typeof assignmentStatus>;

/** A subject of the caller's batch with its assignments counted (assignmentssubjects). */
export const assignmentSubject = z.object({
  subject_id: z.number().int(),
  subject_name: z.string(),
  primary_color: z.string(),
  total: z.number().int(),
  /** Not yet submitted and still open. */
  pending: z.number().int(),
});
export const assignmentSubjectsReply = z.array(assignmentSubject);

export const assignmentChaptersQuery = z.object({ subject_id: id });
/** A chapter of a subject with its assignments counted (assignmentschapters). */
export const assignmentChaptersReply = z.object({
  subject_id: z.number().int(),
  subject_name: z.string(),
  chapters: z.array(
    z.object({
      chapter_id: z.number().int(),
      chapter_name: z.string(),
      total: z.number().int(),
      pending: z.number().int(),
    }),
  ),
});

/** One assignment and where it stands for the caller. Dates are ISO strings; marks may be fractional. */
export const assignmentItem = z.object({
  assignment_id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  teacher_name: z.string(),
  assigned_on: z.string(),
  due_at: z.string(),
  max_marks: z.number(),
  status: assignmentStatus,
  submitted_at: z.string().nullable(),
  /** Present only when graded. */
  marks: z.number().nullable(),
  remarks: z.string().nullable(),
  /** True while the work may be submitted or replaced: before the due date and not graded. */
  can_submit: z.boolean(),
});
export type AssignmentItem = z.infer<typeof assignmentItem>;

export const assignmentsListQuery = z.object({ subject_id: id, chapter_id: id });
export const assignmentsListReply = z.object({
  subject_name: z.string(),
  chapter_name: z.string(),
  assignments: z.array(assignmentItem),
});
export const assignmentsAllReply = z.array(assignmentItem);

export const assignmentParams = z.object({ assignmentId: id });

/** One file of a submission (no content; read it with assignmentFile). */
export const submittedFile = z.object({
  index: z.number().int(),
  file_name: z.string(),
  mime_type: z.enum(ASSIGNMENT_FILES.types),
  bytes: z.number().int(),
});

/** The assignment with its task text (HTML, sanitised on screen) and the caller's submitted files. */
export const assignmentDetailReply = assignmentItem.extend({
  description: z.string(),
  files: z.array(submittedFile),
});
export type AssignmentDetail = z.infer<typeof assignmentDetailReply>;

/** Text fields of a submission (multipart with 1–5 files in the field `files`); the student comes from the token. */
export const submitAssignmentBody = z.object({}).strict();

export const assignmentFileQuery = z.object({
  assignment_id: id,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(ASSIGNMENT_FILES.maxFiles - 1),
});
/** One submitted file as a data URL (the envelope is JSON; files are at most 5 MB). */
export const assignmentFileReply = z.object({
  mime_type: z.enum(ASSIGNMENT_FILES.types),
  file_name: z.string(),
  data_url: z.string().startsWith('data:'),
});

/** Admin grading (api/src/routes/admin.ts, not a student call): marks within 0..max_marks, remarks up to 2000 chars. */
export const gradeAssignmentBody = z.object({
  assignment_id: z.number().int().positive(),
  student_id: z.number().int().positive(),
  marks: z.number().min(0),
  remarks: z.string().trim().max(2000).default(''),
});
