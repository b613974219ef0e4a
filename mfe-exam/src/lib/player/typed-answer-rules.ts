/**
 * Typing rules of the JEE Advanced answer fields (001 §5 numeric field). Pure, no React.
 * The field keeps only what the question's type allows and says why when a key was dropped.
 */
import { NOT_A_NUMBER, typedAnswerProblem, type AnswerFormat } from '@classroom/shared/exam-rules';
import { QUESTION_TYPE } from '@classroom/shared/contract';
import { filterNumeric } from './answers';

/** Integer field: digits, with a leading minus only when the range allows negatives. `filterInteger('-1a2.5', true)` → '-125'. */
export function filterInteger(input: string, allowMinus: boolean): string {
  let out = '';
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '-' && allowMinus && out.length === 0) out += ch;
  }
  return out;
}

/** What the field keeps of `raw` for a question of `type` (3 numeric, 4 integer) and the paper's format. */
export function keepTyped(type: number, raw: string, format: AnswerFormat): string {
  return type === QUESTION_TYPE.integer ? filterInteger(raw, (format.range?.min ?? 0) < 0) : filterNumeric(raw);
}

/**
 * The message beside the field after typing `raw` (null when all is well): a dropped key gives 'Enter a whole number'
 * (from … to … when the paper sets a range) or 'Enter a number'; a kept text that breaks the format (too many decimal
 * places, out of range) gives the same words the server would answer with.
 */
export function typingMessage(type: number, raw: string, format: AnswerFormat): string | null {
  const kept = keepTyped(type, raw, format);
  if (kept !== raw) {
    if (type === QUESTION_TYPE.integer) return typedAnswerProblem(type, 'x', format);
    return NOT_A_NUMBER;
  }
  return /\d/.test(kept) ? typedAnswerProblem(type, kept, format) : null;
}

/** The hint under the field's label: 'A whole number from 0 to 9', 'A number, up to 2 decimal places'. */
export function typedAnswerHint(type: number, format: AnswerFormat): string {
  if (type === QUESTION_TYPE.integer)
    return format.range ? `A whole number from ${format.range.min} to ${format.range.max}` : 'A whole number';
  const d = format.decimals ?? null;
  if (d === null) return 'A number';
  return d === 0 ? 'A whole number value' : `A number, up to ${d} decimal place${d === 1 ? '' : 's'}`;
}
