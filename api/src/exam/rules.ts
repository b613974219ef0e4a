/**
 * Pure exam rules, no database: palette colours, attempt limits, time left, dashboard status, scoring.
 * Each names the spec section it comes from.
 */
import { isTextAnswerType, QUESTION_TYPE } from '@classroom/shared/contract';

/** Seconds after the end of an attempt during which saves are still accepted (ARCHITECTURE §6 grace period). */
export const SAVE_GRACE_SECONDS = 60;

/** The answer state of one allotted question. */
export interface AnswerState {
  ansGiven: string | null;
  options: readonly [boolean, boolean, boolean, boolean];
}

/**
 * Whether an answer counts as attempted (001 §5): typed (numeric, integer) — the text holds a digit; choice (single,
 * multiple, matching) — any option ticked.
 */
export function isAnswered(questionType: number, answer: AnswerState): boolean {
  if (isTextAnswerType(questionType)) return /\d/.test(answer.ansGiven ?? '');
  return answer.options.some(Boolean);
}

/** Rules the player applies too (001 §4.1 palette colour, 001 §5 attempt limit): one implementation for both. */
export { attemptLimitMessage, checkAttemptLimit, paletteColor } from '@classroom/shared/exam-rules';

/**
 * When an attempt ends: the earlier of start + duration (minutes) and the exam's end time (001 §4.4, §4.5).
 * A practice attempt (`practice`, status 7: taken after the window) has the full duration from its start.
 */
export function attemptDeadline(startedAt: Date, durationMinutes: number, examEnd: Date, practice = false): Date {
  const full = startedAt.getTime() + durationMinutes * 60_000;
  return new Date(practice ? full : Math.min(full, examEnd.getTime()));
}

/** 000 §4 / 001 §4.7 status 7: the note shown with a practice attempt, and its result in place of rank and percentile. */
export const PRACTICE_NOTE = 'Rank is not available because you are taking it outside the test window';

/**
 * Whether a practice attempt is open to a student (000 §4 / 001 §4.7 status 7): the window has closed
 * and the scheduled attempt was never started (a started one is given once the window ends).
 */
export function canPractice(exam: { endAt: Date }, scheduled: { startedAt: Date | null }, now: Date): boolean {
  return now > exam.endAt && scheduled.startedAt === null;
}

/** Whole seconds left until `deadline` by the server clock, never below 0 (001 §4.4: num_seconds). */
export function remainingSeconds(deadline: Date, now: Date): number {
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** Whether saves are refused: `now` is later than the deadline plus the grace period ('Exam time over'). */
export function isPastGrace(deadline: Date, now: Date, graceSeconds = SAVE_GRACE_SECONDS): boolean {
  return now.getTime() > deadline.getTime() + graceSeconds * 1000;
}

/**
 * When a student's result, answer key and percentile of an exam are released (001 §2.2): at
 * max(exam end, exam_result_on), so a student who submits early cannot read the key while the exam is still open for
 * everyone else; an assignment or DPP (exam type 2), whose key is the point, at once (null).
 */
export function resultReleaseAt(exam: { examTypeId: number; endAt: Date; resultOn: Date | null }): Date | null {
  if (exam.examTypeId === 2) return null;
  return exam.resultOn && exam.resultOn > exam.endAt ? exam.resultOn : exam.endAt;
}

/** Whether the result of `exam` is released at `now` (see resultReleaseAt). */
export function isResultReleased(exam: { examTypeId: number; endAt: Date; resultOn: Date | null }, now: Date): boolean {
  const at = resultReleaseAt(exam);
  return at === null || at <= now;
}

/** Dashboard exam status codes (001 §4.7). */
export const EXAM_STATUS = {
  comingSoon: 1,
  start: 2,
  continue: 3,
  result: 4,
  resultComingSoon: 5,
  practice: 7,
} as const;
export type ExamStatus = (typeof EXAM_STATUS)[keyof typeof EXAM_STATUS];

/**
 * Dashboard exam status of one scheduled exam (001 §4.7):
 * before the window → 1; not started in the window → 2; started, time left and not submitted → 3;
 * submitted (or time used up) → 4 once the result is released (resultReleaseAt), else 5;
 * the window closed without an attempt → 7 (practice), unless the practice attempt (`practice`: its
 * started/submitted times, or null when none) has begun: while it has time left (its full duration from its own start)
 * → 3, so the card continues it; once it is submitted or its time is used up → 4, its result being released at once —
 * never 7 again, since the server refuses a second practice attempt.
 */
export function examStatus(input: {
  now: Date;
  startAt: Date;
  endAt: Date;
  resultOn: Date | null;
  examTypeId: number;
  durationMinutes: number;
  startedAt: Date | null;
  submittedAt: Date | null;
  practice?: { startedAt: Date | null; submittedAt: Date | null } | null;
}): ExamStatus {
  const { now, startAt, endAt, resultOn, examTypeId, durationMinutes, startedAt, submittedAt, practice } = input;
  const finished =
    submittedAt !== null ||
    (startedAt !== null && remainingSeconds(attemptDeadline(startedAt, durationMinutes, endAt), now) <= 0);
  if (finished)
    return isResultReleased({ examTypeId, endAt, resultOn }, now) ? EXAM_STATUS.result : EXAM_STATUS.resultComingSoon;
  if (startedAt !== null) return EXAM_STATUS.continue;
  if (now < startAt) return EXAM_STATUS.comingSoon;
  if (now <= endAt) return EXAM_STATUS.start;
  if (practice?.startedAt) {
    const over =
      practice.submittedAt !== null ||
      remainingSeconds(attemptDeadline(practice.startedAt, durationMinutes, endAt, true), now) <= 0;
    return over ? EXAM_STATUS.result : EXAM_STATUS.continue;
  }
  return EXAM_STATUS.practice;
}

/**
 * Numeric answers (001 §5: optional minus, digits, at most one point): returns the trimmed text, or null when
 * it holds no digit (then the question counts as not answered).
 */
export function normaliseNumeric(text: string | undefined | null): string | null {
  const value = (text ?? '').trim();
  return /\d/.test(value) ? value : null;
}

/** A question's key and marking, for scoring. */
export interface ScoringKey {
  questionType: number;
  /** '2' (single), '1,3' (multiple), '9.8' (numeric). */
  answerKey: string;
  /** Allowed absolute difference for numeric answers. */
  tolerance: number;
  positiveMarks: number;
  negativeMarks: number;
  /** Multiple choice: +1 per keyed option chosen when no wrong option is chosen (else all-or-nothing). */
  partialMarks?: boolean;
}

/** Whether an attempted answer matches the key (multiple choice: exactly the keyed options). */
export function isCorrect(key: ScoringKey, answer: AnswerState): boolean {
  if (isTextAnswerType(key.questionType)) {
    const given = Number(answer.ansGiven);
    const expected = Number(key.answerKey);
    return Number.isFinite(given) && Number.isFinite(expected) && Math.abs(given - expected) <= key.tolerance + 1e-9;
  }
  const keyed = new Set(key.answerKey.split(',').map((s) => Number(s.trim())));
  return answer.options.every((selected, i) => selected === keyed.has(i + 1));
}

/**
 * Marks for one answer: +positive if correct, −negative if attempted and wrong, 0 if not attempted.
 * (Scoring is not in the spec, 001 §1; this is the usual JEE scheme, configurable per section.)
 */
export function scoreAnswer(key: ScoringKey, answer: AnswerState): number {
  if (!isAnswered(key.questionType, answer)) return 0;
  if (isCorrect(key, answer)) return key.positiveMarks;
  if (key.partialMarks && key.questionType === QUESTION_TYPE.multiple) {
    const keyed = new Set(key.answerKey.split(',').map((s) => Number(s.trim())));
    const chosen = answer.options.flatMap((selected, i) => (selected ? [i + 1] : []));
    if (chosen.every((o) => keyed.has(o))) return Math.min(chosen.length, key.positiveMarks - 1);
  }
  return -key.negativeMarks;
}
