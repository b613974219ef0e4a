/** How the player words a failed call (001 §8, 000 §8). Plain TypeScript, no React. */
import { ApiError, DEFAULT_ERROR_TEXT, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { EXAM_TIME_IS_OVER, SERVER_EXAM_TIME_OVER, SUBMIT_FAILURE } from '../../messages';

/** What a failed save, start or section load means for the screen. */
export type Failure =
  | { kind: 'time-over'; text: string }
  | { kind: 'attempt-limit'; text: string }
  | { kind: 'network'; text: string }
  | { kind: 'other'; text: string };

/** 001 §8: 'Exam time over' is rewritten as 'Exam time is over'; an attempt-limit refusal keeps the server's 001 §5 text. */
export function describeFailure(err: unknown): Failure {
  if (err instanceof ApiError && err.kind === 'network') return { kind: 'network', text: NETWORK_UNSTABLE_TEXT };
  const message = err instanceof Error ? err.message : '';
  if (message === SERVER_EXAM_TIME_OVER || message === EXAM_TIME_IS_OVER)
    return { kind: 'time-over', text: EXAM_TIME_IS_OVER };
  if (message.startsWith('You can attempt only')) return { kind: 'attempt-limit', text: message };
  return { kind: 'other', text: message || DEFAULT_ERROR_TEXT };
}

/** 001 §8 submit failure: the server's message, or 'Couldn't submit exam, please try again'. */
export function submitFailureText(err: unknown): string {
  if (err instanceof ApiError && err.kind === 'refused' && err.message && err.message !== DEFAULT_ERROR_TEXT) {
    return err.message === SERVER_EXAM_TIME_OVER ? EXAM_TIME_IS_OVER : err.message;
  }
  return SUBMIT_FAILURE;
}
