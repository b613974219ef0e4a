/** Small factories for test data (CONVENTIONS: factories, not hand-written JSON blobs). Test-only. */
import type {
  AllottedQuestion,
  DataOf,
  ExamInfo,
  PaletteCode,
  QuestionStatus,
  QuestionType,
  ScheduledExam,
} from '@classroom/shared/contract';

/** A status entry; `question_id` defaults to 100 + serial. */
export function status(serial: number, section: number, code: PaletteCode = 0): QuestionStatus {
  return { serial_no: serial, section_id: section, question_id: 100 + serial, color_id: code };
}

/** Status entries for consecutive serials starting at `from` in one section. */
export function statuses(from: number, count: number, section: number, code: PaletteCode = 0): QuestionStatus[] {
  return Array.from({ length: count }, (_, i) => status(from + i, section, code));
}

/** An allotted question with id 100 + serial. */
export function question(
  serial: number,
  section: number,
  type: QuestionType = 1,
  over: Partial<AllottedQuestion> = {},
): AllottedQuestion {
  return {
    id: 100 + serial,
    serial_no: serial,
    question_type_id: type,
    exam_section_assoc: section,
    section_id: section,
    subject_id: 1,
    question_id: 1000 + serial,
    ans_given: null,
    is_option1_selected: false,
    is_option2_selected: false,
    is_option3_selected: false,
    is_option4_selected: false,
    review_status: false,
    total_seconds: 0,
    current_attempt_seconds: [],
    is_attempted: false,
    question_bank_assoc: {
      id: 1000 + serial,
      question: `<p>Question text ${serial} $\\frac{1}{2}mv^2$</p>`,
      option1: type === 3 ? null : 'Option A',
      option2: type === 3 ? null : 'Option B',
      option3: type === 3 ? null : 'Option C',
      option4: type === 3 ? null : 'Option D',
      question_type_id: type,
      tags: [],
    },
    ...over,
  };
}

/** start-exam's reply (001 §4.2) with an hour left, the given palette statuses and the first section's questions. */
export function startReply(statusList: QuestionStatus[], sectionQuestions: AllottedQuestion[]): DataOf<'startExam'> {
  return {
    num_seconds: 3600,
    current_time: '',
    exam_end_on: '',
    question_status_list: statusList,
    section_questions: sectionQuestions,
  };
}

/** Exam info with two sections (ids 11, 12) of subject 1. */
export function examInfo(over: Partial<ExamInfo> = {}): ExamInfo {
  return {
    id: 7,
    exam_name: 'JEE Main Mock 1',
    exam_instructions: '<p>Read carefully</p>',
    exam_end_on: '2030-01-01T10:00:00.000Z',
    exam_type_id: 1,
    exam_theme_assoc_id: 1,
    duration: 180,
    exam_subjects: [
      {
        id: 1,
        subject_name: 'Physics',
        exam_section_subject_list: [
          {
            id: 11,
            section_name: 'Physics Section A',
            section_instructions: '',
            num_compulsory_questions: 0,
            num_of_questions: 2,
            subject_id: 1,
          },
          {
            id: 12,
            section_name: 'Physics Section B',
            section_instructions: '',
            num_compulsory_questions: 1,
            num_of_questions: 2,
            subject_id: 1,
          },
        ],
      },
    ],
    ...over,
  };
}

/** A scheduled exam row for the test lists. */
export function scheduled(
  examId: number,
  over: Partial<ScheduledExam['exam_assoc']> = {},
  attending: string | null = null,
): ScheduledExam {
  return {
    id: 500 + examId,
    exam_assoc: {
      id: examId,
      exam_topic: `Test ${examId}`,
      exam_start_date: '2026-11-22T04:30:00.000Z',
      exam_end_date: '2026-11-22T07:30:00.000Z',
      is_expired: false,
      exam_given: false,
      result_declared_on: '2026-11-22T07:30:00.000Z',
      result_released: false,
      can_start: true,
      practice: null,
      exam_theme_assoc_id: 1,
      exam_type_id: 1,
      partial_marks: false,
      ...over,
    },
    attending_status: attending,
    exam_details: { duration: 180, max_exam_marks: 300, max_exam_questions: 90 },
  };
}
