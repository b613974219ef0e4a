/**
 * Result analysis (001 §2.1 objectiveresult/ percentileandscore, difficultylevelwisescore, timeperquestion,
 * chapterwisescore — solutions and questionpaper read the answer key). Marks are exam marks (JEE +4/−1 by section);
 * times in seconds. The cohort is every student whose scheduled attempt is submitted (practice attempts never count).
 */
import { z } from 'zod';

const int = z.number().int();

/** Marks of one group of questions (a difficulty level or a chapter), the caller's beside the cohort's average. */
const groupScore = z.object({
  questions: int,
  attempted: int,
  correct: int,
  marks: z.number(),
  max_marks: z.number(),
  /** The cohort's mean marks on the same questions (2 decimals). */
  cohort_average: z.number(),
});

export const resultAnalysisReply = z.object({
  exam_id: int,
  exam_name: z.string(),
  /** A practice attempt (status 7): no rank or percentile. */
  practice: z.boolean(),
  score: z.number(),
  max_marks: z.number(),
  rank: int.nullable(),
  percentile: z.number().nullable(),
  /** Students in the cohort (submitted scheduled attempts). */
  total_students: int,
  cohort: z.object({
    average: z.number(),
    median: z.number(),
    highest: z.number(),
    lowest: z.number(),
    /** Students per score band, lowest band first; `mine` marks the caller's band. */
    distribution: z.array(z.object({ from: z.number(), to: z.number(), students: int, mine: z.boolean() })),
  }),
  /** 1 Easy, 2 Medium, 3 Hard, 0 Not rated — only levels the paper has. */
  difficulty: z.array(
    groupScore.extend({ level: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), label: z.string() }),
  ),
  chapters: z.array(
    groupScore.extend({ chapter_id: int.nullable(), chapter_name: z.string(), subject_name: z.string() }),
  ),
  /** Time per question against the cohort's median (seconds). */
  time: z.array(
    z.object({
      serial_no: int,
      seconds: int,
      cohort_median_seconds: z.number(),
      attempted: z.boolean(),
      correct: z.boolean().nullable(),
    }),
  ),
});
export type ResultAnalysisReply = z.infer<typeof resultAnalysisReply>;
