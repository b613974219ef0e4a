import type { Mpp } from '@classroom/shared/contract';
import { MESSAGES } from '../messages';

/** Who is starting the MPP; carried in route state to the DPP instructions (001 §2.1 InstructionsGenericDpp). */
export interface MppLaunchContext {
  studentId: number;
  userId: number;
  token: string;
  studentName: string;
}

/** Route state of /student/InstructionsGenericDpp (000 §4 MPP card, 001 §2.1). */
export interface DppInstructionsState {
  studentId: number;
  userId: number;
  token: string;
  ExamScheduleId: number;
  studentName: string;
}

/** What an MPP card's button does: look ('tone'), label, and where it goes. */
export interface MppAction {
  kind: 'result' | 'continue' | 'start';
  label: string;
  /** success = completed, warning = in progress (orange), danger = pending (red). Never the only signal: the label differs too. */
  tone: 'success' | 'warning' | 'danger';
  /** Path inside the portal. */
  to: string;
  state?: DppInstructionsState;
}

export const DPP_INSTRUCTIONS_PATH = '/student/InstructionsGenericDpp';

/**
 * 000 §4 MPP card / 001 §4.7: button 'Result' = completed → /student/dpp-result/{id}; 'Continue' = in
 * progress (orange); any other value = pending (red 'Start'). Start and Continue open
 * /student/InstructionsGenericDpp with studentId, userId, token, ExamScheduleId, studentName in state.
 */
export function mppAction(mpp: Pick<Mpp, 'id' | 'button'>, ctx: MppLaunchContext): MppAction {
  const button = mpp.button.trim().toLowerCase();
  if (button === 'result')
    return { kind: 'result', label: MESSAGES.exam.result, tone: 'success', to: `/student/dpp-result/${mpp.id}` };
  const state: DppInstructionsState = { ...ctx, ExamScheduleId: mpp.id };
  if (button === 'continue')
    return { kind: 'continue', label: MESSAGES.exam.continue, tone: 'warning', to: DPP_INSTRUCTIONS_PATH, state };
  return { kind: 'start', label: MESSAGES.exam.start, tone: 'danger', to: DPP_INSTRUCTIONS_PATH, state };
}
