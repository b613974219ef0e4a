import { define } from '../endpoint-def';
import {
  ASSIGNMENT_FILES, assignmentChaptersQuery, assignmentChaptersReply, assignmentDetailReply, assignmentFileQuery, assignmentFileReply,
  assignmentParams, assignmentsAllReply, assignmentsListQuery, assignmentsListReply, assignmentSubjectsReply, submitAssignmentBody,
} from '../assignment-schemas';

/** Assignment calls of mfe-exam (001 §2.1 assignment routes). Schemas in ../assignment-schemas.ts. */
export const assignmentEndpoints = define({
  assignmentSubjects: { method: 'GET', path: 'student/v1/assignments-subjects/', access: 'student', summary: "Subjects of the caller's batch that have assignments, with total and pending counts", data: assignmentSubjectsReply },
  assignmentChapters: { method: 'GET', path: 'student/v1/assignments-chapters/', access: 'student', summary: 'Chapters of a subject that have assignments for the caller, with counts', query: assignmentChaptersQuery, data: assignmentChaptersReply },
  assignmentsList: { method: 'GET', path: 'student/v1/assignments-list/', access: 'student', summary: "The caller's assignments of one chapter, due date first", query: assignmentsListQuery, data: assignmentsListReply },
  assignmentsAll: { method: 'GET', path: 'student/v1/assignments-all-list/', access: 'student', summary: "Every assignment of the caller's batch, due date first", data: assignmentsAllReply },
  assignmentDetail: { method: 'GET', path: 'student/v1/assignment/:assignmentId/', access: 'student', summary: "One assignment: task, due date, status, the caller's files, marks and remarks once graded", params: assignmentParams, data: assignmentDetailReply },
  submitAssignment: { method: 'POST', path: 'student/v1/submit-assignment/:assignmentId/', access: 'student', summary: 'Submit 1–5 files (JPEG/PNG/PDF by their bytes, ≤ 5 MB each; multipart, field files) before the due date; once only (then update)', params: assignmentParams, body: submitAssignmentBody, data: assignmentDetailReply, upload: ASSIGNMENT_FILES },
  updateAssignment: { method: 'POST', path: 'student/v1/update-assignment/:assignmentId/', access: 'student', summary: "Replace the caller's submitted files (same rules) before the due date and before grading", params: assignmentParams, body: submitAssignmentBody, data: assignmentDetailReply, upload: ASSIGNMENT_FILES },
  assignmentFile: { method: 'GET', path: 'student/v1/assignment-file/', access: 'student', summary: "One file (index 0–4) of the caller's own submission as a data URL (another's: 404)", query: assignmentFileQuery, data: assignmentFileReply },
});
