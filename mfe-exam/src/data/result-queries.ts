/**
 * Server reads of the result screens as react-query options on the page's one shared QueryClient
 * (`@classroom/shared/query`, provided at the remote's root); keys start with 'exam'.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** 001 §7 exam result: score, marks by subject and section, rank, percentile, time per question (after submit). */
export const examResultQuery = (examId: number) =>
  queryOptions({
    queryKey: ['exam', 'result', examId],
    queryFn: ({ signal }) => call('examResult', { params: { examId }, signal }),
  });

/** 001 §7 answer key: each question with the key and worked solution beside the student's answer. */
export const answerKeyQuery = (examId: number) =>
  queryOptions({
    queryKey: ['exam', 'answer-key', examId],
    queryFn: ({ signal }) => call('answerKey', { params: { examId }, signal }),
  });

/** 001 §2.1 objectiveresult pages: the result analysis (percentile, score, topics, time). */
export const resultAnalysisQuery = (examId: number) =>
  queryOptions({
    queryKey: ['exam', 'analysis', examId],
    queryFn: ({ signal }) => call('resultAnalysis', { params: { examId }, signal }),
  });
