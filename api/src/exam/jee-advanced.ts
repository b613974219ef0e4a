/**
 * The JEE Advanced marking scheme (001 §2.1 JeeadvanceIns, JeeAdvanceExamScreen) as pure functions, one
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

import { JEE_ADVANCED_MARKS, LIST_ONE_LABELS } from '@classroom/shared/exam-rules';

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
export interface NumericRange {
  min: number;
  max: number;
}

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
  if (plusMinus)
    return { min: Number(plusMinus[1]) - Number(plusMinus[2]), max: Number(plusMinus[1]) + Number(plusMinus[2]) };
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
  return value >= range.min - 1e-9 && value <= range.max + 1e-9
    ? JEE_ADVANCED_MARKS.numeric.right
    : JEE_ADVANCED_MARKS.numeric.wrong;
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

/** The answer state the marking reads: the typed text and the four option flags (rules.ts AnswerState). */
interface MarkedAnswer {
  ansGiven: string | null;
  options: readonly [boolean, boolean, boolean, boolean];
}

const chosenOptions = (answer: MarkedAnswer): OptionNumber[] =>
  answer.options.flatMap((on, i) => (on ? [(i + 1) as OptionNumber] : []));
const keyedOptions = (answerKey: string): OptionNumber[] =>
  answerKey.split(',').map((s) => Number(s.trim()) as OptionNumber);

/** Full marks of a question of `questionType` (1–5) on a JEE Advanced paper (the scheme's "right" column). */
export function jeeAdvancedFullMarks(questionType: number): number {
  return JEE_ADVANCED_MARKS[jeeAdvancedKind(questionType)].right;
}

/** The scheme row of a question type: 1 single, 2 multiple, 3 numeric, 4 integer, 5 matching (others: single). */
export function jeeAdvancedKind(questionType: number): keyof typeof JEE_ADVANCED_MARKS {
  return questionType === 2
    ? 'multiple'
    : questionType === 3
      ? 'numeric'
      : questionType === 4
        ? 'integer'
        : questionType === 5
          ? 'matching'
          : 'single';
}

/**
 * Marks of one stored answer on a JEE Advanced paper, by the functions above: the key as the question
 * table stores it ('2'; '1,3'; a numeric key with its tolerance, i.e. a range's midpoint ± half-width; '7'); the answer
 * as stored (option flags, or the typed text). Not attempted → 0.
 */
export function scoreJeeAdvanced(
  questionType: number,
  key: { answerKey: string; tolerance: number },
  answer: MarkedAnswer,
): number {
  const chosen = chosenOptions(answer);
  switch (jeeAdvancedKind(questionType)) {
    case 'multiple':
      return scoreMultipleCorrect(keyedOptions(key.answerKey), chosen);
    case 'numeric':
      return scoreNumeric(parseNumericKey(key.answerKey, key.tolerance), answer.ansGiven);
    case 'integer':
      return scoreInteger(Number(key.answerKey), answer.ansGiven);
    case 'matching':
      return scoreMatching(Number(key.answerKey) as OptionNumber, chosen[0] ?? null);
    default:
      return scoreSingleCorrect(Number(key.answerKey) as OptionNumber, chosen[0] ?? null);
  }
}

/**
 * Reads one option of a matching question — a combination such as 'P→2, Q→3, R→1, S→4' (also 'P-2', 'P->2', 'P:2')
 * — for a List-I of `listOne` items (labelled P, Q, R, …) and a List-II of `listTwo` items (1, 2, …). Every List-I item
 * appears exactly once, paired with a List-II number. Throws on anything else (the importer names the field).
 */
export function parseMatchingOption(text: string, listOne: number, listTwo: number): Matching {
  const labels = LIST_ONE_LABELS.slice(0, listOne);
  const pairs = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const result: Record<string, number> = {};
  for (const pair of pairs) {
    const m = /^([A-Z])\s*(?:→|->|-|:)\s*(\d+)$/.exec(pair);
    if (!m) throw new Error(`'${pair}' is not a pair such as 'P→2'`);
    const [label, n] = [m[1]!, Number(m[2])];
    if (!(labels as readonly string[]).includes(label)) throw new Error(`List-I has no item ${label}`);
    if (label in result) throw new Error(`${label} is paired twice`);
    if (n < 1 || n > listTwo) throw new Error(`List-II has no item ${n}`);
    result[label] = n;
  }
  const missing = labels.filter((l) => !(l in result));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not paired`);
  return result;
}

/** A combination in the words the player shows: 'P → 2, Q → 3, R → 1, S → 4' (List-I order). */
export function matchingText(matching: Matching): string {
  return LIST_ONE_LABELS.filter((l) => l in matching)
    .map((l) => `${l} → ${matching[l]}`)
    .join(', ');
}
