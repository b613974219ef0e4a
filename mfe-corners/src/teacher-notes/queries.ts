/**
 * The teacher notes screens' server reads as react-query options on the shared QueryClient (kept on the device with
 * the rest, decision 0016): 000 §7 address list, support get-subjects, get-chapters and get-teacher-notes.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** get-subjects: the student's subjects with their colours, main subjects first. */
export const supportSubjectsQuery = () =>
  queryOptions({
    queryKey: ['corners', 'teacher-notes', 'subjects'],
    queryFn: ({ signal }) => call('supportSubjects', { signal }),
  });

/** get-chapters: the chapters of one of the student's subjects (another subject: 404 'Subject not found'). */
export const supportChaptersQuery = (subjectId: number) =>
  queryOptions({
    queryKey: ['corners', 'teacher-notes', 'chapters', subjectId],
    queryFn: ({ signal }) => call('supportChapters', { query: { subject_id: subjectId }, signal }),
  });

/** get-teacher-notes: the notes files of the student's current batch's classes of one chapter, newest class first. */
export const teacherNotesQuery = (chapterId: number) =>
  queryOptions({
    queryKey: ['corners', 'teacher-notes', 'notes', chapterId],
    queryFn: ({ signal }) => call('teacherNotes', { query: { chapter_id: chapterId }, signal }),
  });
