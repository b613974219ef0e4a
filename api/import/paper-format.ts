/**
 * The paper file format (api/import/README.md): one exam with its sections and questions, as JSON.
 * Validated with zod before anything is written.
 */
import { z } from 'zod';
import { jeeAdvancedFullMarks, parseMatchingOption, parseNumericKey } from '../src/exam/jee-advanced';

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date-time');

/** A choice key: option numbers 1–4, comma separated, ascending, no repeats ('2', '1,3'). */
const choiceKey = /^[1-4](,[1-4]){0,3}$/;

export const paperQuestionSchema = z
  .object({
    /** 1 single choice, 2 multiple choice, 3 numeric (001 §3); JEE Advanced: 4 integer, 5 matching lists. */
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    /** Question text: LaTeX between $…$ / \[…\] and simple HTML are kept as they are. */
    question: z.string().trim().min(1),
    /** Exactly four options for types 1, 2 and 5 (type 5: four combinations such as 'P→2, Q→3, R→1, S→4'); none for 3, 4. */
    options: z.array(z.string().trim().min(1)).length(4).optional(),
    /** Matching lists (type 5 only): the List-I items (2–5, labelled P, Q, R, S, T) and List-II items (2–6, numbered 1, 2, …). */
    listOne: z.array(z.string().trim().min(1)).min(2).max(5).optional(),
    listTwo: z.array(z.string().trim().min(1)).min(2).max(6).optional(),
    /** '2' (single), '1,3' (multiple), '9.8' (numeric); numeric also as a range '0.25..0.30' or '2.5±0.1' (JEE Advanced). */
    answer: z.string().trim().min(1),
    /** Numeric only: the allowed absolute difference (default 0). */
    tolerance: z.number().min(0).optional(),
    /** A chapter name of the question's subject (matched by name; unknown names are left empty). */
    chapter: z.string().optional(),
    /** Difficulty level for the result analysis: 1 easy, 2 medium, 3 hard; omitted = not rated. */
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /**
     * Worked solution (solutions), optional: LaTeX between $…$ / \[…\] and simple HTML like the question;
     * shown with the answer key once the result is released (001 §2.2).
     */
    solution: z.string().trim().min(1).max(20_000).optional(),
    tags: z.array(z.string()).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.type !== 5 && (q.listOne || q.listTwo))
      ctx.addIssue({
        code: 'custom',
        path: ['listOne'],
        message: 'List-I and List-II are for matching questions (type 5) only',
      });
    if (q.type === 4) {
      if (q.options) ctx.addIssue({ code: 'custom', path: ['options'], message: 'an integer question has no options' });
      if (q.tolerance !== undefined)
        ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'an integer answer is exact' });
      if (!/^-?\d+$/.test(q.answer))
        ctx.addIssue({ code: 'custom', path: ['answer'], message: 'an integer answer is a whole number' });
      return;
    }
    if (q.type === 5) {
      if (!q.listOne || !q.listTwo)
        ctx.addIssue({ code: 'custom', path: ['listOne'], message: 'a matching question needs listOne and listTwo' });
      if (!q.options)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'a matching question needs four combinations' });
      if (q.listOne && q.listTwo && q.options) {
        q.options.forEach((o, i) => {
          try {
            parseMatchingOption(o, q.listOne!.length, q.listTwo!.length);
          } catch (err) {
            ctx.addIssue({
              code: 'custom',
              path: ['options', i],
              message: `a combination pairs every List-I item with a List-II number: ${(err as Error).message}`,
            });
          }
        });
      }
      if (q.tolerance !== undefined)
        ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'tolerance is for numeric questions only' });
      if (!/^[1-4]$/.test(q.answer))
        ctx.addIssue({ code: 'custom', path: ['answer'], message: 'a matching answer is one option number' });
      return;
    }
    if (q.type === 3) {
      if (q.options) ctx.addIssue({ code: 'custom', path: ['options'], message: 'a numeric question has no options' });
      if (!Number.isFinite(Number(q.answer))) {
        try {
          parseNumericKey(q.answer);
          if (q.tolerance !== undefined)
            ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'a range answer carries its own tolerance' });
        } catch {
          ctx.addIssue({
            code: 'custom',
            path: ['answer'],
            message: "a numeric answer must be a number, a range 'a..b' or 'x±t'",
          });
        }
      }
      return;
    }
    if (!q.options)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a choice question needs four options' });
    if (q.tolerance !== undefined)
      ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'tolerance is for numeric questions only' });
    if (!choiceKey.test(q.answer)) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: "a choice answer is option numbers 1-4, e.g. '2' or '1,3'",
      });
      return;
    }
    const keys = q.answer.split(',').map(Number);
    if (keys.some((k, i) => i > 0 && k <= keys[i - 1]!))
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'option numbers must be ascending without repeats' });
    if (q.type === 1 && keys.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'a single-choice answer is one option number' });
  });
export type PaperQuestion = z.infer<typeof paperQuestionSchema>;

export const paperSectionSchema = z
  .object({
    name: z.string().trim().min(1),
    /** Subject name, e.g. 'Physics' (matched case-insensitively; created when missing). */
    subject: z.string().trim().min(1),
    instructions: z.string().default(''),
    /** Attempt limit: > 0 means only this many questions of the section may be attempted (0 = no limit). */
    numCompulsoryQuestions: z.number().int().min(0).default(0),
    /** Marks per question: +positive when correct, −negative when attempted and wrong. */
    marks: z.object({ positive: z.number().min(0), negative: z.number().min(0) }).default({ positive: 4, negative: 1 }),
    questions: z.array(paperQuestionSchema).min(1),
  })
  .refine((s) => s.numCompulsoryQuestions <= s.questions.length, {
    path: ['numCompulsoryQuestions'],
    message: 'more than the questions of the section',
  });
export type PaperSection = z.infer<typeof paperSectionSchema>;

export const paperSchema = z
  .object({
    format: z.literal('classroom-paper/1'),
    exam: z
      .object({
        name: z.string().trim().min(1),
        instructions: z.string().default(''),
        /** 1 test, 2 assignment, 3 quiz. */
        type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
        /** 1 instructions page, 2 JEE Mains, 3 generic (001 §9). */
        theme: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
        /** Multiple choice with partial marks (JEE Advanced: with marks +4/−2, a keyed proper subset of n options scores +n). */
        partialMarks: z.boolean().default(false),
        /**
         * 'jee-advanced': every question is marked by the published JEE Advanced scheme for its type
         * (single +3/−1, multiple +4/+3/+2/+1/−2, numeric +4, integer +4, matching +3/−1; section marks are not used) and
         * opens with the JEE Advanced instructions. Default: marked by the sections' marks.
         */
        pattern: z.enum(['jee-advanced']).optional(),
        /** The paper's precision for numerical answers: at most this many decimal places (e.g. 2). Default: any. */
        numericDecimals: z.number().int().min(0).max(6).optional(),
        /** The inclusive range of integer answers (e.g. { min: 0, max: 9 }). Default: any whole number. */
        integerRange: z
          .object({ min: z.number().int(), max: z.number().int() })
          .refine((r) => r.min <= r.max, 'min above max')
          .optional(),
        durationMinutes: z.number().int().positive(),
        startAt: isoDate,
        endAt: isoDate,
        resultOn: isoDate.nullable().default(null),
      })
      .refine((e) => Date.parse(e.endAt) > Date.parse(e.startAt), {
        path: ['endAt'],
        message: 'must be after startAt',
      }),
    sections: z.array(paperSectionSchema).min(1),
  })
  .superRefine((p, ctx) => {
    const range = p.exam.integerRange;
    p.sections.forEach((s, si) =>
      s.questions.forEach((q, qi) => {
        if (
          q.type === 4 &&
          range &&
          /^-?\d+$/.test(q.answer) &&
          (Number(q.answer) < range.min || Number(q.answer) > range.max)
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', si, 'questions', qi, 'answer'],
            message: `outside exam.integerRange ${range.min}..${range.max}`,
          });
        }
      }),
    );
  });
/** A paper file after validation (defaults filled in). */
export type Paper = z.infer<typeof paperSchema>;
/** A paper file as written (defaults optional). */
export type PaperInput = z.input<typeof paperSchema>;

/**
 * Maximum marks: every question's positive marks, counting only the attempt limit where there is one. A JEE Advanced
 * paper: each question's full marks by the scheme for its type (the highest ones of a limited section).
 */
export function maxMarksOf(paper: Paper): number {
  return paper.sections.reduce((sum, s) => {
    const counted = s.numCompulsoryQuestions > 0 ? s.numCompulsoryQuestions : s.questions.length;
    if (paper.exam.pattern === 'jee-advanced') {
      return (
        sum +
        s.questions
          .map((q) => jeeAdvancedFullMarks(q.type))
          .sort((a, b) => b - a)
          .slice(0, counted)
          .reduce((a, b) => a + b, 0)
      );
    }
    return sum + counted * s.marks.positive;
  }, 0);
}

/** Validates a parsed JSON value; throws an Error naming every bad field (`sections.0.questions.3.answer: …`). */
export function parsePaper(value: unknown): Paper {
  const result = paperSchema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.slice(0, 20).map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
  throw new Error(
    `Invalid paper file:\n  ${lines.join('\n  ')}${result.error.issues.length > 20 ? `\n  … ${result.error.issues.length - 20} more` : ''}`,
  );
}
