import { useQueries } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useStudent } from '@classroom/shared/query/student';
import { givenExamsQuery } from '../data/test-list-queries';
import { DECLARED_EXAM_TYPES, releaseOf, type Release } from './release';

/** Route state of a link to a result screen: set by the links shown only once the result is released (001 §2.2). */
export type ResultRouteState = { exam_name?: string; result_released?: boolean } | null;

/**
 * React hook: whether the result screens of `examId` may read the result (see releaseOf). Opened from a link that
 * said so (route state `result_released`), or on a DPP's result (released at once), nothing is read; otherwise the
 * student's given tests and quizzes (001 §7 given-exams, the test list's cached reads) tell the declaration date, so a
 * screen opened early by its address shows 'Result will be declared on {date}' and never asks for a refused result.
 */
export function useRelease(examId: number): Release {
  const location = useLocation();
  const known =
    (location.state as ResultRouteState)?.result_released === true ||
    location.pathname.startsWith('/student/dpp-result/');
  const { student, error } = useStudent();
  const studentId = student?.id ?? 0;
  const lists = useQueries({
    queries: DECLARED_EXAM_TYPES.map((type) => ({
      ...givenExamsQuery(studentId, type),
      enabled: !known && studentId > 0,
    })),
    combine: (results) => results.map((r) => (r.isError ? [] : r.data)),
  });
  if (known || error) return { kind: 'read' };
  return releaseOf(examId, lists);
}
