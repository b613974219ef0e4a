/**
 * Typed answers of the JEE Advanced paper (001 §5 numeric field): the one check the player applies before
 * a save and the API applies again on every save, bulk save and DPP save. Pure, no I/O.
 */
import { QUESTION_TYPE } from '../contract/values';

/** A question's answer format, as the paper sets it: numeric precision (decimal places, null = any), integer range. */
export interface AnswerFormat {
  decimals?: number | null;
  range?: { min: number; max: number } | null;
}

/** The text shown when a typed answer is not a number at all. */
export const NOT_A_NUMBER = 'Enter a number';

/**
 * What is wrong with a typed answer `text` of a question of `type` (3 numeric, 4 integer), or null when it is
 * acceptable or empty (an empty answer is "not answered", checked elsewhere). Choice types always give null.
 *   integer: digits with an optional leading minus ('07' is 7), within `format.range` when set —
 *     'Enter a whole number' / 'Enter a whole number from 0 to 9';
 *   numeric: an optional minus, digits, at most one point — 'Enter a number'; with `format.decimals` = d, at most d
 *     digits after the point — 'Enter the value with at most 2 decimal places'.
 */
export function typedAnswerProblem(type: number, text: string, format: AnswerFormat = {}): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (type === QUESTION_TYPE.integer) {
    const range = format.range ?? null;
    const rangeText = range ? ` from ${range.min} to ${range.max}` : '';
    if (!/^-?\d+$/.test(value)) return `Enter a whole number${rangeText}`;
    const n = Number(value);
    if (range && (n < range.min || n > range.max)) return `Enter a whole number${rangeText}`;
    return null;
  }
  if (type === QUESTION_TYPE.numeric) {
    if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return NOT_A_NUMBER;
    const decimals = format.decimals ?? null;
    const places = value.includes('.') ? value.split('.')[1]!.length : 0;
    if (decimals !== null && places > decimals) {
      return decimals === 0
        ? 'Enter the value without decimal places'
        : `Enter the value with at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`;
    }
    return null;
  }
  return null;
}

/** Labels of the List-I items of a matching question (JEE Advanced); List-II items are numbered 1, 2, …. */
export const LIST_ONE_LABELS = ['P', 'Q', 'R', 'S', 'T'] as const;
