/**
 * Server reads of the practice screens (001 §2.1 adaptive, practice-session, session-report) as react-query options
 * on the page's one shared QueryClient. Keys start with 'practice', so ending a session invalidates them all. A refusal
 * is shown at once, not retried (`retry: false`): the server's answer to a session id does not change.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** The subjects a session can be started in, each with its chapters and their question counts. */
export const practiceSubjectsQuery = () =>
  queryOptions({
    queryKey: ['practice', 'subjects'],
    queryFn: ({ signal }) => call('practiceSubjects', { signal }),
    retry: false,
  });

/** Session `sessionId`: its waiting question and progress; always read anew (`staleTime: 0`), a reload resumes it. */
export const practiceSessionQuery = (sessionId: number) =>
  queryOptions({
    queryKey: ['practice', 'session', sessionId],
    queryFn: ({ signal }) => call('practiceSession', { params: { sessionId }, signal }),
    retry: false,
    staleTime: 0,
  });

/** The report of an ended session: accuracy, time, by difficulty and chapter, chapters to revise. */
export const sessionReportQuery = (sessionId: number) =>
  queryOptions({
    queryKey: ['practice', 'report', sessionId],
    queryFn: ({ signal }) => call('sessionReport', { params: { sessionId }, signal }),
    retry: false,
  });
