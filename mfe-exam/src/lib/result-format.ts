/** Wording of the result and answer-key screens (001 §2.1 result/{examId}, answer/{examId}). Pure. */
import type { AllottedQuestion } from '@classroom/shared/contract';
import { isTextAnswerType } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { resultDeclaredOn } from '../messages';

const LETTERS = ['A', 'B', 'C', 'D'];

/** The student's answer as read on the key: option letters ('A, C'), the typed numeric or integer text (types 3
 * and 4), or 'Not attempted'. */
export function studentAnswerText(
  q: Pick<
    AllottedQuestion,
    | 'question_type_id'
    | 'ans_given'
    | 'is_option1_selected'
    | 'is_option2_selected'
    | 'is_option3_selected'
    | 'is_option4_selected'
  >,
): string {
  if (isTextAnswerType(q.question_type_id))
    return q.ans_given && q.ans_given.trim() !== '' ? q.ans_given : 'Not attempted';
  const chosen = [q.is_option1_selected, q.is_option2_selected, q.is_option3_selected, q.is_option4_selected]
    .map((on, i) => (on ? LETTERS[i] : null))
    .filter((l): l is string => l !== null);
  return chosen.length ? chosen.join(', ') : 'Not attempted';
}

/** The key: option numbers '1,3' become 'A, C'; a numeric or integer key (types 3, 4) is shown as given. */
export function keyText(questionType: number, correctAnswer: string): string {
  if (isTextAnswerType(questionType)) return correctAnswer;
  const letters = correctAnswer
    .split(/[\s,;|]+/)
    .filter(Boolean)
    .map((part) => {
      const n = Number(part);
      return Number.isInteger(n) && n >= 1 && n <= 4 ? LETTERS[n - 1] : part.toUpperCase();
    });
  return letters.join(', ');
}

/** Verdict words for a question: Correct, Incorrect, Not attempted. */
export function verdict(correct: boolean | null, attempted: boolean): 'Correct' | 'Incorrect' | 'Not attempted' {
  if (!attempted || correct === null) return 'Not attempted';
  return correct ? 'Correct' : 'Incorrect';
}

/** Marks with a sign and at most two decimals: '+4', '-1', '0', '12.5'. */
export function formatMarks(marks: number, signed = false): string {
  const text = Number.isInteger(marks) ? String(marks) : marks.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
  return signed && marks > 0 ? `+${text}` : text;
}

/** Share of the maximum as a whole percentage for a bar (0–100, clamped; negative scores show an empty bar). */
export function barPercent(score: number, max: number): number {
  if (max <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((score / max) * 100)));
}

/**
 * The server's refusal before a result is released carries the declaration time as ISO 8601; the
 * screen says it the spec's way, 'Result will be declared on {date}' (001 §2.2), in the portal's date format.
 * Any other message is returned unchanged.
 */
export function declarationText(message: string): string {
  const match = /^Result will be declared on (\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(message);
  return match ? resultDeclaredOn(formatDateTime(match[1]!)) : message;
}
