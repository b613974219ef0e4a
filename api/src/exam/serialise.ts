import type { AllottedQuestion, QuestionStatus, QuestionType, PaletteCode } from '@classroom/shared/contract';
import type { allottedQuestions, exams, examSections, questions } from '../db/schema';
import type { AnswerFormat } from '@classroom/shared/exam-rules';
import { isAnswered } from './rules';

export type ExamRow = typeof exams.$inferSelect;
export type AllottedRow = typeof allottedQuestions.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type ExamSectionRow = typeof examSections.$inferSelect;

/** One allotted question joined with its bank question and exam section. */
export interface AllottedJoined {
  allotted: AllottedRow;
  question: QuestionRow;
  section: ExamSectionRow;
}

const asQuestionType = (n: number): QuestionType => (n === 2 || n === 3 || n === 4 || n === 5 ? n : 1);
const asPalette = (n: number): PaletteCode => (n >= 0 && n <= 4 ? (n as PaletteCode) : 0);

/** The answer state of an allotted row, for the rules. */
export function answerOf(row: AllottedRow) {
  return {
    ansGiven: row.ansGiven,
    options: [row.isOption1Selected, row.isOption2Selected, row.isOption3Selected, row.isOption4Selected] as const,
  };
}

/** A typed answer's format on the paper: numeric precision, integer range. */
export function answerFormatOf(
  question: Pick<QuestionRow, 'answerDecimals' | 'answerMin' | 'answerMax'>,
): AnswerFormat {
  return {
    decimals: question.answerDecimals,
    range:
      question.answerMin !== null && question.answerMax !== null
        ? { min: question.answerMin, max: question.answerMax }
        : null,
  };
}

/** The bank question's fields a student is sent (toAllottedQuestion): never the answer key nor the worked solution. */
export type PlayerQuestion = Pick<
  QuestionRow,
  | 'id'
  | 'questionTypeId'
  | 'question'
  | 'option1'
  | 'option2'
  | 'option3'
  | 'option4'
  | 'tags'
  | 'answerDecimals'
  | 'answerMin'
  | 'answerMax'
  | 'listOne'
  | 'listTwo'
>;

/** One allotted question with what the player is sent of its bank question and section (../exam/attempts playerRows). */
export interface PlayerJoined {
  allotted: AllottedRow;
  question: PlayerQuestion;
  section: Pick<ExamSectionRow, 'id' | 'subjectId'>;
}

/** Allotted question as the contract shapes it (001 §3). The answer key is never sent. */
export function toAllottedQuestion({ allotted, question, section }: PlayerJoined): AllottedQuestion {
  const type = asQuestionType(question.questionTypeId);
  return {
    id: allotted.id,
    serial_no: allotted.serialNo,
    question_type_id: type,
    exam_section_assoc: section.id,
    section_id: section.id,
    subject_id: section.subjectId,
    question_id: question.id,
    ans_given: allotted.ansGiven,
    is_option1_selected: allotted.isOption1Selected,
    is_option2_selected: allotted.isOption2Selected,
    is_option3_selected: allotted.isOption3Selected,
    is_option4_selected: allotted.isOption4Selected,
    review_status: allotted.reviewStatus,
    total_seconds: allotted.totalSeconds,
    current_attempt_seconds: allotted.currentAttemptSeconds,
    is_attempted: isAnswered(type, answerOf(allotted)),
    question_bank_assoc: {
      id: question.id,
      question: question.question,
      option1: question.option1,
      option2: question.option2,
      option3: question.option3,
      option4: question.option4,
      question_type_id: type,
      tags: question.tags.map((tag_name) => ({ tag_name })),
      // JEE Advanced: typed answers' format, matching lists. Only on the questions that have them.
      ...(type === 3 && question.answerDecimals !== null ? { answer_decimals: question.answerDecimals } : {}),
      ...(type === 4 ? { answer_range: answerFormatOf(question).range } : {}),
      ...(type === 5 ? { list_one: question.listOne ?? [], list_two: question.listTwo ?? [] } : {}),
    },
  };
}

/** Question-status entry (001 §3): `question_id` is the allotted question's id. */
export function toQuestionStatus(
  row: Pick<AllottedRow, 'id' | 'serialNo' | 'examSectionId' | 'colorId'>,
): QuestionStatus {
  return {
    serial_no: row.serialNo,
    section_id: row.examSectionId,
    question_id: row.id,
    color_id: asPalette(row.colorId),
  };
}
