/**
 * Whether an exam's result (and with it the answer key) can be read yet (001 §2.2: released at max(exam end,
 * exam_result_on); a practice attempt and a DPP at once). Plain TypeScript, no React.
 */
import type { ScheduledExam } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { resultDeclaredOn } from '../messages';

/** Exam types whose results wait for a declaration (001 §2.2): tests (1) and quizzes (3); assignments (2) never do. */
export const DECLARED_EXAM_TYPES = [1, 3] as const;

/** What a result screen may do: read the result, wait for the lists, or show the declaration `text`. */
export type Release = { kind: 'read' } | { kind: 'wait' } | { kind: 'declared'; text: string };

/**
 * What the result screens may do for exam `examId`: 'read' the result (released, or not known to be held back — the
 * server then speaks), 'wait' while the student's given exams are still loading, or show `text`, 'Result will be
 * declared on {date, time IST}', with no call the server would refuse (403).
 * `lists`: the given-exams lists of DECLARED_EXAM_TYPES (undefined while one loads, [] when its read failed).
 */
export function releaseOf(examId: number, lists: readonly (readonly ScheduledExam[] | undefined)[]): Release {
  const given = lists.flatMap((list) => list ?? []).find((e) => e.exam_assoc.id === examId);
  if (given && !given.exam_assoc.result_released) {
    const on = given.exam_assoc.result_declared_on ?? given.exam_assoc.exam_end_date;
    return { kind: 'declared', text: resultDeclaredOn(formatDateTime(on)) };
  }
  if (given || lists.every((list) => list !== undefined)) return { kind: 'read' };
  return { kind: 'wait' };
}
