/**
 * The JEE Advanced marks per question kind: one table for the API's scoring (api/src/exam/jee-advanced.ts)
 * and the JEE Advanced instructions page (mfe-exam/src/jee-advanced). Whole marks; wrong is negative or 0.
 */
export const JEE_ADVANCED_MARKS = {
  single: { right: 3, wrong: -1 },
  multiple: { right: 4, wrong: -2 },
  numeric: { right: 4, wrong: 0 },
  integer: { right: 4, wrong: 0 },
  matching: { right: 3, wrong: -1 },
} as const;

/** The scheme in words, one row per kind, as the instructions page shows it. */
export const JEE_ADVANCED_SCHEME_ROWS: readonly { kind: string; full: string; partial: string; wrong: string }[] = [
  {
    kind: 'Single correct option',
    full: `+${JEE_ADVANCED_MARKS.single.right} for the correct option`,
    partial: '–',
    wrong: `${JEE_ADVANCED_MARKS.single.wrong} for any other option`,
  },
  {
    kind: 'One or more correct options',
    full: `+${JEE_ADVANCED_MARKS.multiple.right} only if all the correct options are chosen`,
    partial:
      '+3 if all four options are correct but only three are chosen; +2 if three or more are correct but only two are chosen, both correct; +1 if two or more are correct but only one is chosen and it is correct',
    wrong: `${JEE_ADVANCED_MARKS.multiple.wrong} in all other cases`,
  },
  {
    kind: 'Numerical value (within the given range)',
    full: `+${JEE_ADVANCED_MARKS.numeric.right} if the value lies in the range`,
    partial: '–',
    wrong: '0',
  },
  {
    kind: 'Non-negative integer',
    full: `+${JEE_ADVANCED_MARKS.integer.right} for the exact integer`,
    partial: '–',
    wrong: '0',
  },
  {
    kind: 'Matching lists (List-I and List-II)',
    full: `+${JEE_ADVANCED_MARKS.matching.right} for the correct combination`,
    partial: '–',
    wrong: `${JEE_ADVANCED_MARKS.matching.wrong} for any other combination`,
  },
];

/** A question left unanswered scores 0 in every kind. */
export const JEE_ADVANCED_UNATTEMPTED = 'Zero marks (0) if no option is chosen or no answer is entered.';
