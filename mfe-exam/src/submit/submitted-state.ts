/** The route state a player hands /student/SubmitSuccessfully (001 §2.5); a module of its own, so the players do not carry the page. */
import type { ExamInfo } from '@classroom/shared/contract';

/** What a player hands the confirmation in its route state: the exam's name and type (ExamInfo exam_type_id). */
export interface SubmittedState {
  examName?: string;
  examType?: number;
}

/** The route state for the confirmation from a loaded exam's info (undefined while not loaded: the defaults). */
export function submittedState(info: Pick<ExamInfo, 'exam_name' | 'exam_type_id'> | undefined): SubmittedState {
  return { examName: info?.exam_name, examType: info?.exam_type_id };
}
