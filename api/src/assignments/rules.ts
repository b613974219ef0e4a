/**
 * Pure rules of assignments: the type of an uploaded file from its first bytes, and where an assignment
 * stands for a student. No database, no clock of its own: callers pass `now`.
 */
import type { AssignmentStatus } from '@classroom/shared/contract';

/** The types a submission may hold (ASSIGNMENT_FILES.types in the contract). */
export type AssignmentFileType = 'image/jpeg' | 'image/png' | 'application/pdf';

/**
 * The file's type from its magic bytes — JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, PDF `%PDF-` — or null for
 * anything else (an SVG, an HTML page or a script renamed photo.jpg is refused). The name and declared type are ignored.
 */
export function assignmentFileTypeOf(data: Uint8Array): AssignmentFileType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return 'image/png';
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  if (data.length >= 5 && pdf.every((b, i) => data[i] === b)) return 'application/pdf';
  return null;
}

/** The file extension the server stores a type under. */
export const EXTENSION: Readonly<Record<AssignmentFileType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** What a student's submission looks like to the rules (null when nothing is submitted). */
export interface SubmissionState {
  gradedAt: Date | null;
}

/**
 * Where an assignment stands: graded (marks given) > submitted > missed (due date passed, nothing submitted) > pending.
 * The due instant itself counts as passed.
 */
export function assignmentStatusOf(dueAt: Date, submission: SubmissionState | null, now: Date): AssignmentStatus {
  if (submission?.gradedAt) return 'graded';
  if (submission) return 'submitted';
  return now.getTime() >= dueAt.getTime() ? 'missed' : 'pending';
}

/** The work may be submitted or replaced strictly before the due date and only until it is graded. */
export function canSubmit(dueAt: Date, submission: SubmissionState | null, now: Date): boolean {
  return now.getTime() < dueAt.getTime() && !submission?.gradedAt;
}

/** Texts of the refusals (shown as the server's message on screen). */
export const ASSIGNMENT_TEXTS = {
  notFound: 'Assignment not found',
  duePassed: 'The due date of this assignment has passed',
  graded: 'This assignment has been graded and cannot be changed',
  alreadySubmitted: 'This assignment is already submitted; update it instead',
  notSubmitted: 'This assignment is not submitted yet',
  noFiles: 'files: attach at least one photo or PDF',
  fileType: (index: number, name: string) => `files.${index}: '${name}' is not a JPEG, PNG or PDF file`,
  oneKind: 'files: send photos or one PDF, not both',
} as const;
