/**
 * The JEE Advanced marking scheme (issue 12 §7; 001 §2.1 JeeadvanceIns, JeeAdvanceExamScreen) as pure functions, one
 * per question kind. Marks are whole numbers; an answer that is null or empty is unattempted (0 marks).
 *
 * | kind | right | partial | wrong | unattempted |
 * |---|---|---|---|---|
 * | single correct (one of four options) | +3 | – | −1 | 0 |
 * | multiple correct (one or more of four options) | +4 all keyed options and no other | +3/+2/+1 a proper subset of the keyed options (the count chosen) | −2 any other choice (any wrong option) | 0 |
 * | numeric (a value within a range, or a key ± tolerance) | +4 | – | 0 | 0 |
 * | integer (a whole number, exactly) | +4 | – | 0 | 0 |
 * | matching lists (List-I ↔ List-II, one of four combinations) | +3 | – | −1 | 0 |
 *
 * The multiple-correct row is the published scheme: +3 when all four options are keyed and three are chosen, +2 when
 * three or more are keyed and two are chosen (both keyed), +1 when two or more are keyed and one is chosen (keyed).
 * The existing per-section scoring (rules.ts scoreAnswer with partialMarks, +4, −2) gives the same marks; the test
 * checks both agree on every choice.
 */

import { JEE_ADVANCED_MARKS } from '@classroom/shared/exam-rules';

export { JEE_ADVANCED_MARKS };

/** Options are numbered 1–4. */
export type OptionNumber = 1 | 2 | 3 | 4;

/** Single correct: +3 for the keyed option, −1 for another, 0 when none is chosen. */
export function scoreSingleCorrect(key: OptionNumber, chosen: OptionNumber | null): number {
  if (chosen === null) return 0;
  return chosen === key ? JEE_ADVANCED_MARKS.single.right : JEE_ADVANCED_MARKS.single.wrong;
}

/**
 * Multiple correct with partial marks: +4 exactly the keyed options; +n for n chosen options that are all keyed but not
 * all of the key (n = 1, 2, 3); −2 if any chosen option is not keyed; 0 when none is chosen. Duplicates count once.
 */
export function scoreMultipleCorrect(key: readonly OptionNumber[], chosen: readonly OptionNumber[]): number {
  const keyed = new Set(key);
  const picked = new Set(chosen);
  if (picked.size === 0) return 0;
  for (const option of picked) if (!keyed.has(option)) return JEE_ADVANCED_MARKS.multiple.wrong;
  if (picked.size === keyed.size) return JEE_ADVANCED_MARKS.multiple.right;
  return picked.size; // a proper subset of the key: +1, +2 or +3
}

/** A numeric key as an inclusive range. */
export interface NumericRange { min: number; max: number }

/**
 * Reads a numeric key: '0.25..0.30' (a range), '9.8' with `tolerance` (9.8 ± tolerance), or '2.5±0.1'. Throws on
 * anything else (the importer reports it with the question's path).
 */
export function parseNumericKey(text: string, tolerance = 0): NumericRange {
  const t = text.trim();
  const range = /^(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)$/.exec(t);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    if (min > max) throw new Error(`numeric key '${text}': the range starts above its end`);
    return { min, max };
  }
  const plusMinus = /^(-?\d+(?:\.\d+)?)\s*±\s*(\d+(?:\.\d+)?)$/.exec(t);
  if (plusMinus) return { min: Number(plusMinus[1]) - Number(plusMinus[2]), max: Number(plusMinus[1]) + Number(plusMinus[2]) };
  if (/^-?\d+(?:\.\d+)?$/.test(t)) return { min: Number(t) - tolerance, max: Number(t) + tolerance };
  throw new Error(`numeric key '${text}': expected a number, 'a..b' or 'x±t'`);
}

/**
 * The same range as the key and tolerance the question table stores (midpoint and half-width), so the existing
 * numeric scoring (rules.ts isCorrect) marks a range key exactly.
 */
export function rangeAsKeyAndTolerance(range: NumericRange): { answerKey: string; tolerance: number } {
  return { answerKey: String((range.min + range.max) / 2), tolerance: (range.max - range.min) / 2 };
}

/** Numeric: +4 when the given number lies within the range (ends included, 1e-9 slack for decimals), else 0. */
export function scoreNumeric(range: NumericRange, given: string | null): number {
  const text = (given ?? '').trim();
  if (!/\d/.test(text)) return 0;
  const value = Number(text);
  if (!Number.isFinite(value)) return JEE_ADVANCED_MARKS.numeric.wrong;
  return value >= range.min - 1e-9 && value <= range.max + 1e-9 ? JEE_ADVANCED_MARKS.numeric.right : JEE_ADVANCED_MARKS.numeric.wrong;
}

/** Integer: +4 when the answer is exactly the keyed whole number ('07' and '7' are the same), else 0; '7.5' is wrong. */
export function scoreInteger(key: number, given: string | null): number {
  const text = (given ?? '').trim();
  if (!/\d/.test(text)) return 0;
  if (!/^-?\d+$/.test(text)) return JEE_ADVANCED_MARKS.integer.wrong;
  return Number(text) === key ? JEE_ADVANCED_MARKS.integer.right : JEE_ADVANCED_MARKS.integer.wrong;
}

/**
 * Matching lists (List-I ↔ List-II): the four options are four combinations such as 'P→2, Q→3, R→1, S→4'; +3 for the
 * keyed combination, −1 for another, 0 when none is chosen.
 */
export function scoreMatching(key: OptionNumber, chosen: OptionNumber | null): number {
  if (chosen === null) return 0;
  return chosen === key ? JEE_ADVANCED_MARKS.matching.right : JEE_ADVANCED_MARKS.matching.wrong;
}

/** One List-I ↔ List-II combination, e.g. { P: 2, Q: 3, R: 1, S: 4 }. */
export type Matching = Readonly<Record<string, number>>;

/** Whether a combination pairs every List-I item exactly as the key does (the check behind a matching option). */
export function isSameMatching(key: Matching, given: Matching): boolean {
  const keys = Object.keys(key);
  return keys.length === Object.keys(given).length && keys.every((k) => given[k] === key[k]);
}
