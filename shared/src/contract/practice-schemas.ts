/**
 * Schemas of the practice-session calls (001 §2.1 adaptive, practice-session, session-report/{session_id};
 * 000 §2 'Practice (New)' when enable_learning_module). A self-paced session by subject and chapter: one question at a
 * time, immediate feedback with the solution, the next question's difficulty from the last answers, and a report.
 */
import { z } from 'zod';
import { bodyId, id } from './envelope';

/** Difficulty levels of practice questions: 1 easy, 2 medium, 3 hard. */
export const practiceDifficulty = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PracticeDifficulty = z.infer<typeof practiceDifficulty>;
export const DIFFICULTY_NAMES: Readonly<Record<PracticeDifficulty, string>> = { 1: 'Easy', 2: 'Medium', 3: 'Hard' };

/** Subjects and chapters that have practice questions (the picker). */
export const practiceSubjectsReply = z.array(
  z.object({
    subject_id: z.number().int(),
    subject_name: z.string(),
    primary_color: z.string(),
    chapters: z.array(
      z.object({ chapter_id: z.number().int(), chapter_name: z.string(), num_questions: z.number().int() }),
    ),
  }),
);

/** One question as the student sees it (no key). type 1 single choice (4 options), 3 numeric. Text is HTML with TeX. */
export const practiceQuestion = z.object({
  question_id: z.number().int(),
  /** 1-based position in the session. */
  number: z.number().int(),
  chapter_name: z.string(),
  difficulty: practiceDifficulty,
  type: z.union([z.literal(1), z.literal(3)]),
  question: z.string(),
  options: z.array(z.string()),
});
export type PracticeQuestion = z.infer<typeof practiceQuestion>;

/** Start a session on a subject, optionally one chapter (omitted: every chapter of the subject). */
export const startPracticeBody = z.object({ subject_id: bodyId, chapter_id: z.optional(bodyId) });
export const startPracticeReply = z.object({
  session_id: z.number().int(),
  subject_name: z.string(),
  chapter_name: z.string().nullable(),
  question: practiceQuestion,
});

export const practiceSessionParams = z.object({ sessionId: id });

/** A session as it stands (resume after a reload): the question waiting for an answer, or null when it has ended. */
export const practiceSessionReply = z.object({
  session_id: z.number().int(),
  subject_name: z.string(),
  chapter_name: z.string().nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
  ended: z.boolean(),
  question: practiceQuestion.nullable(),
});

/**
 * An answer to the session's current question: option number '1'–'4' (type 1) or a number (type 3); `seconds` the time
 * spent on it (whole seconds, capped at one hour).
 */
export const practiceAnswerBody = z.object({
  question_id: bodyId,
  answer: z.string().trim().min(1, 'choose or enter an answer').max(32),
  seconds: z.number().int().min(0).max(3600),
});
/** Immediate feedback: right or wrong, the key, the solution (HTML with TeX), and the next question (null: none left). */
export const practiceAnswerReply = z.object({
  correct: z.boolean(),
  answer_key: z.string(),
  solution: z.string(),
  next_difficulty: practiceDifficulty,
  next: practiceQuestion.nullable(),
});

/**
 * The session report: accuracy in whole per cent (correct / answered), time in seconds, marks by difficulty, and the
 * chapters to revise (accuracy below REVISE_BELOW_PERCENT in this session), weakest first.
 */
export const sessionReportReply = z.object({
  session_id: z.number().int(),
  subject_name: z.string(),
  chapter_name: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
  accuracy_percent: z.number().int(),
  total_seconds: z.number().int(),
  average_seconds: z.number().int(),
  by_difficulty: z.array(
    z.object({ difficulty: practiceDifficulty, answered: z.number().int(), correct: z.number().int() }),
  ),
  chapters: z.array(
    z.object({
      chapter_name: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      accuracy_percent: z.number().int(),
    }),
  ),
  chapters_to_revise: z.array(z.string()),
});
