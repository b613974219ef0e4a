/**
 * Exam rules that the player and the API server must apply identically (the client checks first for a
 * fast answer; the server, which never trusts the client, checks again). Pure functions, no I/O.
 */
import { PALETTE, type PaletteCode } from '../contract/values';

/**
 * 001 §4.1: the palette code after a save — answered → 1, not answered → 4; marked for review:
 * answered → 3, not answered → 2. (0, not visited, is only the initial state.)
 */
export function paletteColor(answered: boolean, markedForReview: boolean): PaletteCode {
  if (markedForReview) return answered ? PALETTE.answeredAndMarked : PALETTE.markedForReview;
  return answered ? PALETTE.answered : PALETTE.notAnswered;
}

/** 001 §5: the text of the attempt-limit dialog (shown with an 'Okay' button). */
export function attemptLimitMessage(limit: number, total: number, attempted: number): string {
  return `You can attempt only ${limit} out of ${total} questions in this section. You have already attempted ${attempted} question(s). Please deselect any marked question to continue.`;
}

/**
 * 001 §5 section attempt limit: with `limit` (num_compulsory_questions) > 0, a question that was not
 * attempted may become attempted only while fewer than `limit` other questions of the section are
 * attempted. Changing or clearing an attempted answer is always allowed (clearing frees a slot).
 * Returns the refusal text, or null when allowed.
 */
export function checkAttemptLimit(input: {
  limit: number;
  /** Questions in the section. */
  total: number;
  /** Attempted questions of the section other than this one. */
  attemptedOthers: number;
  wasAttempted: boolean;
  willBeAttempted: boolean;
}): string | null {
  const { limit, total, attemptedOthers, wasAttempted, willBeAttempted } = input;
  if (limit <= 0 || !willBeAttempted || wasAttempted) return null;
  return attemptedOthers >= limit ? attemptLimitMessage(limit, total, attemptedOthers) : null;
}

/** Start of the sequence clock (2025-01-01T00:00:00Z); a quarter-second tick fits the server's int4 column for ~17 years. */
const SEQ_EPOCH_MS = Date.UTC(2025, 0, 1);

/**
 * The next per-question sequence number (ARCHITECTURE §6): higher than `last` (the last one stored for the question)
 * and never below the quarter-seconds since 2025 at `nowMs`, so every writer — the offline queue, the online player,
 * the server stamping a save that carries none — orders its writes on one clock, and a device whose store was wiped
 * still writes above its own past. The server applies a write only when its number is higher than the stored one.
 */
export function nextSeq(last: number, nowMs: number): number {
  return Math.max(last + 1, Math.floor((nowMs - SEQ_EPOCH_MS) / 250));
}
export { JEE_ADVANCED_MARKS, JEE_ADVANCED_SCHEME_ROWS, JEE_ADVANCED_UNATTEMPTED } from './jee-advanced-marks';
export { LIST_ONE_LABELS, NOT_A_NUMBER, typedAnswerProblem, type AnswerFormat } from './answer-format';
