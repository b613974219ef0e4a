/** How the player words a failed call (001 §8, 000 §8). Plain TypeScript, no React. */
import { ApiError, DEFAULT_ERROR_TEXT, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { EXAM_TIME_IS_OVER, SERVER_EXAM_TIME_OVER, SUBMIT_FAILURE } from '../../messages';

/** What a failed save, start or section load means for the screen. */
export type Failure =
  | { kind: 'time-over'; text: string }
  | { kind: 'attempt-limit'; text: string }
  | { kind: 'network'; text: string }
  | { kind: 'other'; text: string };

/** The gateway's replies when the API cannot be reached: the request never got an answer from the portal. */
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whether a call failed for a network reason (no reply, connection refused or reset, a timeout, or the gateway's
 * 502/503/504) rather than a refusal of the server (a 4xx, or a reply with `status: false`): such a save is kept on
 * the device and sent again (decision 0004, 0005).
 */
export function isNetworkFailure(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.kind === 'network' || (err.httpStatus !== undefined && UNREACHABLE_STATUSES.has(err.httpStatus));
}

/** 001 §8: 'Exam time over' is rewritten as 'Exam time is over'; an attempt-limit refusal keeps the server's 001 §5 text. */
export function describeFailure(err: unknown): Failure {
  if (isNetworkFailure(err)) return { kind: 'network', text: NETWORK_UNSTABLE_TEXT };
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
