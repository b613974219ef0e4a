import { z } from 'zod';
import { bodyId, seq } from './envelope';
import { allottedQuestion, questionStatus, questionType } from './exam';

/**
 * The offline-tolerant exam's calls (001 §4.5, §7; ARCHITECTURE §6) and the result screens (001 §2.1).
 * Times in seconds; dates ISO 8601.
 */

/** All of an exam's allotted questions at once (fetch-all-questions, 001 §7), for the offline store. */
export const fetchAllQuestionsReply = z.object({
  student_id: z.number().int(),
  section_questions: z.array(allottedQuestion),
  question_status_list: z.array(questionStatus),
});
export type FetchAllQuestionsReply = z.infer<typeof fetchAllQuestionsReply>;

/** Start exam v2 (001 §4.5): the server's current time and the attempt's end time; the client derives its clock offset. */
export const startExamV2Reply = z.object({
  current_time: z.string(),
  exam_end_on: z.string(),
  num_seconds: z.number().int(),
});

/**
 * One answer of a bulk save (001 §7 bulk save; ARCHITECTURE §6). `seq` is the per-question sequence
 * number that only rises on the device; the server applies the answer only when `seq` is higher than
 * the one it stored, so a replayed or reordered request changes nothing. `options_selected` lists
 * option numbers 1–4; `ans_given` is the numeric answer ('' when none).
 */
export const bulkAnswer = z.object({
  serial_no: bodyId,
  allotted_id: bodyId,
  type: questionType,
  review: z.boolean(),
  total_seconds: z.number().int().min(0).max(86_400),
  ans_given: z
    .string()
    .max(64)
    .regex(/^-?\d*\.?\d*$/, 'ans_given must be a number'),
  options_selected: z.array(z.number().int().min(1).max(4)).max(4),
  current_attempt_seconds: z.array(z.number().int().min(0).max(86_400)).max(1000),
  seq,
});
export type BulkAnswer = z.infer<typeof bulkAnswer>;

export const bulkSaveBody = z.object({
  studentId: bodyId,
  examId: bodyId,
  updatedAnswers: z.array(bulkAnswer).min(1).max(500),
});
export type BulkSaveBody = z.infer<typeof bulkSaveBody>;

/** Bulk-save reply: how many answers were applied or ignored (stale seq), and the statuses after it. */
export const bulkSaveReply = z.object({
  applied: z.number().int(),
  ignored: z.number().int(),
  question_status_list: z.array(questionStatus),
});
export type BulkSaveReply = z.infer<typeof bulkSaveReply>;

/** Result of a submitted exam (001 §2.1 result/{examId}): marks, rank among submitted students, time per question. */
export const examResultReply = z.object({
  exam_id: z.number().int(),
  exam_name: z.string(),
  submitted_at: z.string(),
  score: z.number(),
  max_marks: z.number(),
  rank: z.number().int().nullable(),
  percentile: z.number().nullable(),
  total_students: z.number().int(),
  /**
   * A practice attempt (status 7, taken after the window): scored, but rank and percentile are null and
   * `note` says 'Rank is not available because you are taking it outside the test window' (000 §4, 001 §4.7).
   */
  practice: z.boolean(),
  note: z.string().nullable(),
  subjects: z.array(
    z.object({ subject_id: z.number().int(), subject_name: z.string(), score: z.number(), max_marks: z.number() }),
  ),
  sections: z.array(
    z.object({
      section_id: z.number().int(),
      section_name: z.string(),
      subject_name: z.string(),
      score: z.number(),
      max_marks: z.number(),
      attempted: z.number().int(),
      correct: z.number().int(),
    }),
  ),
  questions: z.array(
    z.object({
      serial_no: z.number().int(),
      allotted_id: z.number().int(),
      section_id: z.number().int(),
      question_type_id: z.number().int(),
      total_seconds: z.number().int(),
      attempted: z.boolean(),
      correct: z.boolean().nullable(),
      marks: z.number(),
    }),
  ),
});
export type ExamResultReply = z.infer<typeof examResultReply>;

/**
 * Answer key of a submitted exam (001 §2.1 answer/{examId}): the key beside the student's answer, and each question's
 * worked solution (solutions: HTML with TeX math, to be rendered through @classroom/shared/math RichText,
 * which sanitises it; null when the paper has none). Served only once the result is released (001 §2.2), like the key.
 */
export const answerKeyReply = z.object({
  exam_name: z.string(),
  questions: z.array(
    allottedQuestion.extend({
      correct_answer: z.string(),
      correct: z.boolean().nullable(),
      marks: z.number(),
      solution: z.string().nullable(),
    }),
  ),
});
export type AnswerKeyReply = z.infer<typeof answerKeyReply>;
