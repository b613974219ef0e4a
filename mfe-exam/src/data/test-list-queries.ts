/**
 * The test and quiz lists' reads (001 §2.2, §7 scheduled and given exams) as react-query options on the page's one
 * shared QueryClient; keys start with 'exam' (a submit drops them, so the list shows the attempt at once).
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** 001 §7 the exams of `type` (1 test, 2 assignment, 3 quiz) scheduled for `studentId` and not yet given (Pending). */
export const scheduledExamsQuery = (studentId: number, type: number) =>
  queryOptions({
    queryKey: ['exam', 'scheduled', studentId, type],
    queryFn: ({ signal }) => call('scheduledExams', { query: { student: studentId, type }, signal }),
  });

/** 001 §7 the exams of `type` that `studentId` has given (Attempted). */
export const givenExamsQuery = (studentId: number, type: number) =>
  queryOptions({
    queryKey: ['exam', 'given', studentId, type],
    queryFn: ({ signal }) => call('givenExams', { query: { student: studentId, type }, signal }),
  });
