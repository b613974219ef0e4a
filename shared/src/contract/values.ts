/**
 * Contract values that carry no schema: the first screen (sign-in, the session store, the API client's
 * reply handling) and the exam rules (@classroom/shared/exam-rules, which a remote bundles itself) read them without
 * loading zod. `envelope.ts`, `auth.ts` and `exam.ts` re-export them, so `@classroom/shared/contract` still offers all.
 */

/** 000 §9: country prefix shown before every mobile number (the shell's side menu shows it without loading zod). */
export const COUNTRY_PREFIX = '+91';

/** Error codes the spec names (000 §8): 1007 profile locked, 1008 auth access denied (logged only). */
export const ERROR_CODE = { profileLocked: 1007, authAccessDenied: 1008 } as const;

/** The permission value a student's login record carries; guarded routes compare with it (000 §6). */
export const STUDENT_PERMISSION = 'student';

/** Palette colour codes (001 §3): 0 not visited, 1 answered, 2 marked, 3 answered+marked, 4 not answered. */
export const PALETTE = {
  notVisited: 0,
  answered: 1,
  markedForReview: 2,
  answeredAndMarked: 3,
  notAnswered: 4,
} as const;
export type PaletteCode = (typeof PALETTE)[keyof typeof PALETTE];

/**
 * Question types (001 §3): 1 single choice, 2 multiple choice, 3 numeric (a numerical value); JEE Advanced:
 * 4 integer (a whole number, typed), 5 matching lists (List-I ↔ List-II: one of four combinations, chosen like a
 * single choice).
 */
export const QUESTION_TYPE = { single: 1, multiple: 2, numeric: 3, integer: 4, matching: 5 } as const;

/** Whether a question's answer is typed text in `ans_given` (numeric, integer) rather than the four option flags. */
export function isTextAnswerType(type: number): boolean {
  return type === QUESTION_TYPE.numeric || type === QUESTION_TYPE.integer;
}

/** Whether at most one option may be chosen (single choice, matching lists); a save with two is refused. */
export function isOneOptionType(type: number): boolean {
  return type === QUESTION_TYPE.single || type === QUESTION_TYPE.matching;
}
