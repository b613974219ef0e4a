/**
 * DPP (MPP) rules (001 §2.1 DPP routes, §4.7 MPP cards, §7 DPP calls). Plain TypeScript, no React.
 */
import type { DppSaveBody, Mpp, SaveAnswerBody } from '@classroom/shared/contract';
import type { ListTab } from '../lib/test-list-rules';

/** 001 §2.1 DPP routes. The player lives under the instructions prefix the host gives mfe-exam. */
export const DPP_LIST_PATH = '/student/dpp-list/all';
export const DPP_INSTRUCTIONS_PATH = '/student/InstructionsGenericDpp';
export const dppPlayerPath = (examId: number) => `${DPP_INSTRUCTIONS_PATH}/${examId}/exam`;
export const dppResultPath = (examId: number) => `/student/dpp-result/${examId}`;

/** 001 §4.7: 'MPP cards: a status with button Result means completed. Continue means in progress. Any other button means pending.' */
export function isDppAttempted(mpp: Pick<Mpp, 'button'>): boolean {
  return mpp.button.trim().toLowerCase() === 'result';
}

/** Rows of a tab: Attempted = completed (button Result), Pending = the rest (Start or Continue); order kept (newest first). */
export function dppRowsFor<T extends Pick<Mpp, 'button'>>(tab: ListTab, mpps: readonly T[]): T[] {
  if (tab === 'attempted') return mpps.filter(isDppAttempted);
  if (tab === 'pending') return mpps.filter((m) => !isDppAttempted(m));
  return [...mpps];
}

/** The action of a row: Result link when completed, else Start / Continue to the DPP instructions (001 §4.7). */
export function dppAction(mpp: Pick<Mpp, 'id' | 'button'>): { kind: 'result' | 'continue' | 'start'; to: string } {
  if (isDppAttempted(mpp)) return { kind: 'result', to: dppResultPath(mpp.id) };
  return { kind: mpp.button.trim().toLowerCase() === 'continue' ? 'continue' : 'start', to: DPP_INSTRUCTIONS_PATH };
}

/** Route state of /student/InstructionsGenericDpp (001 §2.1: studentId, userId, token, ExamScheduleId, studentName). */
export interface DppInstructionsState {
  studentId: number;
  userId: number;
  token: string;
  ExamScheduleId: number;
  studentName: string;
}

/** The DPP's exam id and student name from the route state, or null when the state is missing or malformed (a reload). */
export function readDppState(state: unknown): { examId: number; studentName: string } | null {
  const s = state as Partial<DppInstructionsState> | null;
  const examId = Number(s?.ExamScheduleId);
  if (!Number.isInteger(examId) || examId <= 0) return null;
  return { examId, studentName: typeof s?.studentName === 'string' ? s.studentName : '' };
}

/** 001 §7 DPP save: 'same fields with allotted_question_id instead of ques_id'. */
export function toDppSaveBody(body: SaveAnswerBody): DppSaveBody {
  const { ques_id, ...rest } = body;
  return { ...rest, allotted_question_id: ques_id };
}
