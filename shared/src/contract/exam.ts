import { z } from 'zod';
import { bodyId, id, seq } from './envelope';

export { isOneOptionType, isTextAnswerType, PALETTE, QUESTION_TYPE, type PaletteCode } from './values';

/** A palette colour code (`PALETTE`, 001 §3). */
export const paletteCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
/** A question type (`QUESTION_TYPE`, 001 §3; 4 and 5 JEE Advanced). */
export const questionType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type QuestionType = z.infer<typeof questionType>;

/** Section of an exam (001 §3); `num_compulsory_questions` ≤ 0 means no attempt limit. */
export const examSection = z.object({
  id: z.number().int(),
  section_name: z.string(),
  section_instructions: z.string(),
  num_compulsory_questions: z.number().int(),
  num_of_questions: z.number().int(),
  subject_id: z.number().int(),
});
export type ExamSection = z.infer<typeof examSection>;

export const examSubject = z.object({
  id: z.number().int(),
  subject_name: z.string(),
  exam_section_subject_list: z.array(examSection),
});

/** Exam info (001 §3, §7). `duration` in minutes; `exam_end_on` ISO 8601. */
export const examInfo = z.object({
  id: z.number().int(),
  exam_name: z.string(),
  exam_instructions: z.string(),
  exam_end_on: z.string(),
  exam_type_id: z.number().int(),
  exam_theme_assoc_id: z.number().int(),
  duration: z.number().int(),
  exam_subjects: z.array(examSubject),
  /**
   * True when the caller's attempt is (or would start as) the practice attempt: status 7, after the window without an
   * attempt (000 §4, 001 §4.7). The screens then show 'Rank is not available because you are taking it
   * outside the test window'. Absent on a DPP's info.
   */
  practice: z.boolean().optional(),
});
export type ExamInfo = z.infer<typeof examInfo>;

/** Question-status entry (001 §3). `question_id` is the allotted question's id. */
export const questionStatus = z.object({
  serial_no: z.number().int(),
  section_id: z.number().int(),
  question_id: z.number().int(),
  color_id: paletteCode,
});
export type QuestionStatus = z.infer<typeof questionStatus>;

/** Allotted question with the student's answer state (001 §3). Times in seconds. */
export const allottedQuestion = z.object({
  id: z.number().int(),
  serial_no: z.number().int(),
  question_type_id: questionType,
  exam_section_assoc: z.number().int(),
  section_id: z.number().int(),
  subject_id: z.number().int(),
  question_id: z.number().int(),
  ans_given: z.string().nullable(),
  is_option1_selected: z.boolean(),
  is_option2_selected: z.boolean(),
  is_option3_selected: z.boolean(),
  is_option4_selected: z.boolean(),
  review_status: z.boolean(),
  total_seconds: z.number().int(),
  current_attempt_seconds: z.array(z.number().int()),
  is_attempted: z.boolean(),
  question_bank_assoc: z.object({
    id: z.number().int(),
    question: z.string(),
    option1: z.string().nullable(),
    option2: z.string().nullable(),
    option3: z.string().nullable(),
    option4: z.string().nullable(),
    question_type_id: questionType,
    tags: z.array(z.object({ tag_name: z.string() })),
    /**
     * JEE Advanced answer formats, set by the paper: a numeric answer's precision (at most this many
     * decimal places; null = any), an integer answer's inclusive range. Absent or null: no such rule.
     */
    answer_decimals: z.number().int().min(0).nullable().optional(),
    answer_range: z.object({ min: z.number().int(), max: z.number().int() }).nullable().optional(),
    /** Matching lists (type 5): the List-I items (labelled P, Q, R, S, T) and the List-II items (numbered 1, 2, …), HTML. */
    list_one: z.array(z.string()).nullable().optional(),
    list_two: z.array(z.string()).nullable().optional(),
  }),
});
export type AllottedQuestion = z.infer<typeof allottedQuestion>;

/** Scheduled exam of a student, for the test lists (001 §2.2, §3). Dates ISO 8601. */
export const scheduledExam = z.object({
  id: z.number().int(),
  exam_assoc: z.object({
    id: z.number().int(),
    exam_topic: z.string(),
    exam_start_date: z.string(),
    exam_end_date: z.string(),
    is_expired: z.boolean(),
    exam_given: z.boolean(),
    /** When the result is released (001 §2.2: max(end, exam_result_on)); null = at once (assignments, DPPs). */
    result_declared_on: z.string().nullable(),
    /** Whether the result, answer key and percentile can be read now. */
    result_released: z.boolean(),
    /** Whether the server would start (or resume) the attempt now: inside the window and not given (001 §2.2, 000 §4). */
    can_start: z.boolean(),
    /**
     * The practice attempt (status 7, 000 §4): 'available' after the window when the scheduled attempt was
     * never started, 'running' once started, 'submitted' once handed in (its result is released at once); null otherwise.
     */
    practice: z.enum(['available', 'running', 'submitted']).nullable(),
    exam_theme_assoc_id: z.number().int(),
    exam_type_id: z.number().int(),
    /** A JEE Advanced paper (partial marks): Start opens /student/JeeadvanceIns/{id}, as on the dashboard card. */
    partial_marks: z.boolean().default(false),
  }),
  attending_status: z.string().nullable(),
  exam_details: z.object({
    duration: z.number().int(),
    max_exam_marks: z.number(),
    max_exam_questions: z.number().int(),
  }),
});
export type ScheduledExam = z.infer<typeof scheduledExam>;

export const examListQuery = z.object({ student: id, type: z.coerce.number().int().min(1).max(3) });
export const examIdParams = z.object({ examId: id });
export const studentIdBody = z.object({ student_id: bodyId });
export const studentIdOptionalQuery = z.object({ student_id: id });

/** Start reply: remaining seconds, server time and end time (ISO 8601), statuses and the first section's questions. */
export const startExamReply = z.object({
  num_seconds: z.number().int(),
  current_time: z.string(),
  exam_end_on: z.string(),
  question_status_list: z.array(questionStatus),
  section_questions: z.array(allottedQuestion),
  /** True for the practice attempt (status 7): the player shows the 000 §4 note. */
  practice: z.boolean().optional(),
});
export type StartExamReply = z.infer<typeof startExamReply>;

export const fetchQuestionsQuery = z.object({ student_id: id, subject_id: id, section_id: id });
export const fetchQuestionsReply = z.object({
  num_seconds: z.number().int(),
  question_status_list: z.array(questionStatus),
  section_questions: z.array(allottedQuestion),
});

/**
 * Save answer (001 §7, §5): `total_seconds` spent on this visit (0 is sent as 1, 001 §5);
 * `ans_given` for numeric, the option flags for choice questions; `review_status` marks for review.
 */
export const saveAnswerBody = z.object({
  student_id: bodyId,
  ques_id: bodyId,
  total_seconds: z.number().int().min(1).max(86_400),
  review_status: z.boolean(),
  ans_given: z
    .string()
    .max(64)
    .regex(/^-?\d*\.?\d*$/, 'ans_given must be a number')
    .optional(),
  is_option1_selected: z.boolean().optional(),
  is_option2_selected: z.boolean().optional(),
  is_option3_selected: z.boolean().optional(),
  is_option4_selected: z.boolean().optional(),
  /**
   * The per-question sequence number of this write (ARCHITECTURE §6; the portal's player always sends it): applied
   * only when higher than the stored one, so a retried or overtaken save changes nothing. Without it the server
   * stamps the write with `nextSeq` at its own clock.
   */
  seq: z.optional(seq),
});
export type SaveAnswerBody = z.infer<typeof saveAnswerBody>;
export const saveAnswerReply = z.object({
  num_seconds: z.number().int(),
  question_status_list: z.array(questionStatus),
});
export type SaveAnswerReply = z.infer<typeof saveAnswerReply>;

export const submitExamReply = z.object({ submitted_at: z.string() });

/** Answers of a submitted exam, for the answer-key screen and for checking what reached the database. */
export const examAnswersReply = z.object({
  submitted: z.boolean(),
  submitted_at: z.string().nullable(),
  questions: z.array(allottedQuestion),
});

/** DPP start (001 §7): `exam_id` is the DPP's exam id (the MPP card's `id`); the student is the path's (must be the caller). */
export const dppStartParams = z.object({ studentId: id });
export const dppStartBody = z.object({ exam_id: bodyId });
/**
 * DPP start reply (001 §7): remaining seconds (server clock), the MPP's tags, the questions and statuses, the allotted
 * question to show first (the first not answered, else the first) and its section; plus server time and end time (ISO).
 */
export const dppStartReply = z.object({
  num_seconds: z.number().int(),
  current_time: z.string(),
  exam_end_on: z.string(),
  live_classes: z.object({ tags: z.array(z.string()) }),
  section_questions: z.array(allottedQuestion),
  curr_question_assoc_id: z.number().int().nullable(),
  question_status_list: z.array(questionStatus),
  exam_section_assoc_id: z.number().int().nullable(),
});
export type DppStartReply = z.infer<typeof dppStartReply>;

/** DPP save (001 §7): the save-exam fields with `allotted_question_id` (the allotted question's id) instead of `ques_id`. */
export const dppSaveBody = saveAnswerBody.omit({ ques_id: true }).extend({ allotted_question_id: bodyId });
export type DppSaveBody = z.infer<typeof dppSaveBody>;

/**
 * Exam info v2 (001 §7): the exam, its subjects and a flat section list, and the caller's id. Outside the exam window
 * (before the start, or after the end unless the attempt is submitted) the call is refused with HTTP 400
 * `{ status: false, message: 'Validation error', data: { message } }` ('Exam has not started yet' / 'Exam window is closed').
 */
export const examInfoV2Reply = z.object({
  exam_info: examInfo.omit({ exam_subjects: true }),
  exam_subjects: z.array(examSubject.omit({ exam_section_subject_list: true })),
  exam_sections: z.array(examSection),
  student_id: z.number().int(),
});
