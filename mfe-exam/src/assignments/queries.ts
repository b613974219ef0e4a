/**
 * Server reads of the assignment screens (001 §2.1 assignmentssubjects, assignmentschapters, assignmentslist,
 * assignments_all_list, assignment detail) as react-query options on the page's one shared QueryClient. Keys start
 * with 'assignments', so a submission invalidates them all at once.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** The subjects with assignments, each with its total and pending counts. */
export const assignmentSubjectsQuery = () =>
  queryOptions({
    queryKey: ['assignments', 'subjects'],
    queryFn: ({ signal }) => call('assignmentSubjects', { signal }),
  });

/** The chapters of subject `subjectId` that have assignments. */
export const assignmentChaptersQuery = (subjectId: number) =>
  queryOptions({
    queryKey: ['assignments', 'chapters', subjectId],
    queryFn: ({ signal }) => call('assignmentChapters', { query: { subject_id: subjectId }, signal }),
  });

/** The assignments of one chapter of one subject. */
export const assignmentsListQuery = (subjectId: number, chapterId: number) =>
  queryOptions({
    queryKey: ['assignments', 'list', subjectId, chapterId],
    queryFn: ({ signal }) =>
      call('assignmentsList', { query: { subject_id: subjectId, chapter_id: chapterId }, signal }),
  });

/** Every assignment of the student's batches, due date first. */
export const allAssignmentsQuery = () =>
  queryOptions({ queryKey: ['assignments', 'all'], queryFn: ({ signal }) => call('assignmentsAll', { signal }) });

/** One assignment with its questions, the student's submission and its marks. */
export const assignmentDetailQuery = (assignmentId: number) =>
  queryOptions({
    queryKey: ['assignments', 'detail', assignmentId],
    queryFn: ({ signal }) => call('assignmentDetail', { params: { assignmentId }, signal }),
  });

/**
 * File `index` of the submission made at `submittedAt` (a data URL): a submission's file never changes, so it is
 * never fetched again; a new submission has a new `submittedAt`, so a new key.
 */
export const assignmentFileQuery = (assignmentId: number, index: number, submittedAt: string | null) =>
  queryOptions({
    queryKey: ['assignments', 'file', assignmentId, index, submittedAt],
    queryFn: ({ signal }) => call('assignmentFile', { query: { assignment_id: assignmentId, index }, signal }),
    staleTime: Infinity,
  });
