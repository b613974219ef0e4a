/**
 * Pure rules of the assignment screens: the check of chosen files before upload (the server checks the
 * bytes again), the action an assignment offers, and the marks text. No React, no network.
 */
import { ASSIGNMENT_FILES, type AssignmentItem } from '@classroom/shared/contract';
import { ASSIGNMENT_TEXT } from './messages';

/** What the check needs of a chosen file (a browser File has these). Size in bytes. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const MB = 1024 * 1024;

/**
 * Null when the files may be sent, else the text to show: at least one and at most 5 files, each JPEG, PNG or PDF by
 * its declared type and at most 5 MB, photos or exactly one PDF (not both).
 */
export function checkChosenFiles(files: readonly ChosenFile[]): string | null {
  if (files.length === 0) return ASSIGNMENT_TEXT.pickFirst;
  if (files.length > ASSIGNMENT_FILES.maxFiles) return `Choose at most ${ASSIGNMENT_FILES.maxFiles} files`;
  for (const f of files) {
    if (!(ASSIGNMENT_FILES.types as readonly string[]).includes(f.type))
      return `'${f.name}' is not a JPEG, PNG or PDF file`;
    if (f.size > ASSIGNMENT_FILES.maxFileBytes)
      return `'${f.name}' is larger than ${ASSIGNMENT_FILES.maxFileBytes / MB} MB`;
  }
  if (files.some((f) => f.type === 'application/pdf') && files.length > 1) return 'Send photos or one PDF, not both';
  return null;
}

/** A file size for people: '820 KB', '2.4 MB'. */
export function fileSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The one action of an assignment in a list: Submit (open, not submitted), Update (submitted, still open), View
 * (submitted or graded: the submitted work), else Open (the task itself, e.g. a missed one).
 */
export function assignmentAction(a: Pick<AssignmentItem, 'assignment_id' | 'status' | 'can_submit'>): {
  label: string;
  to: string;
} {
  if (a.status === 'pending' && a.can_submit)
    return { label: ASSIGNMENT_TEXT.submit, to: `/student/submitassignment/${a.assignment_id}` };
  if (a.status === 'submitted' && a.can_submit)
    return { label: ASSIGNMENT_TEXT.update, to: `/student/updateassignment/${a.assignment_id}` };
  if (a.status === 'submitted' || a.status === 'graded')
    return { label: ASSIGNMENT_TEXT.view, to: `/student/submittedassignment/${a.assignment_id}` };
  return { label: ASSIGNMENT_TEXT.open, to: `/student/assignment/${a.assignment_id}` };
}

/** '8.5 / 10' once graded, else an en dash. */
export function marksText(a: Pick<AssignmentItem, 'marks' | 'max_marks'>): string {
  return a.marks === null ? '–' : `${formatMark(a.marks)} / ${formatMark(a.max_marks)}`;
}

const formatMark = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, ''));
