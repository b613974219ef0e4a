/**
 * The exam info every instructions screen reads (001 §2.3, §7), as react-query options on the page's one shared
 * QueryClient; keys start with 'exam', so the JEE, generic (offline) and JEE Advanced instructions share one entry.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** 001 §7 exam info of `examId` for `studentId`: name, duration (minutes), instructions (HTML), subjects and sections. */
export const examInfoQuery = (examId: number, studentId: number) =>
  queryOptions({
    queryKey: ['exam', 'info', examId, studentId],
    queryFn: ({ signal }) => call('examInfo', { params: { examId }, query: { student_id: studentId }, signal }),
  });

/** 001 §7 exam info v2 (reads a DPP without starting it). */
export const examInfoV2Query = (examId: number) =>
  queryOptions({
    queryKey: ['exam', 'info-v2', examId],
    queryFn: ({ signal }) => call('examInfoV2', { params: { examId }, signal }),
  });
