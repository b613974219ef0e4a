/**
 * Server reads of the profile screen as react-query options on the page's one shared QueryClient
 * (`@classroom/shared/query`; keys start with 'account'), as mfe-dashboard's data/queries.ts does.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** 000 §3 the student's batches (Course[]; hidden sections are removed on screen, 000 §5). */
export const studentCoursesQuery = (studentId: number) =>
  queryOptions({
    queryKey: ['account', 'student-courses', studentId],
    queryFn: ({ signal }) => call('studentCourses', { query: { student_id: studentId }, signal }),
  });

/** 000 §3 the student's subjects with their colours (SubjectAssociation[]). */
export const studentSubjectsQuery = (studentId: number) =>
  queryOptions({
    queryKey: ['account', 'student-subjects', studentId],
    queryFn: ({ signal }) => call('studentSubjects', { query: { student_id: studentId }, signal }),
  });
