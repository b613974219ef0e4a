/** The route state a player hands /student/SubmitSuccessfully (001 §2.5); a module of its own, so the players do not carry the page. */
import type { ExamInfo } from '@classroom/shared/contract';
import { queryClient } from '@classroom/shared/query';

/** What a player hands the confirmation in its route state: the exam's name and type (ExamInfo exam_type_id). */
export interface SubmittedState {
  examName?: string;
  examType?: number;
}

/** The route state for the confirmation from a loaded exam's info (undefined while not loaded: the defaults). */
export function submittedState(info: Pick<ExamInfo, 'exam_name' | 'exam_type_id'> | undefined): SubmittedState {
  return { examName: info?.exam_name, examType: info?.exam_type_id };
}

/**
 * After a submit (001 §4.6) the exam screens' cached reads (keys 'exam', each feature's queries.ts) are dropped, so the
 * lists show the attempt under Attempted and the result is read afresh, not from the page's cache.
 */
export function forgetExamReads(): void {
  queryClient.removeQueries({ queryKey: ['exam'] });
}
