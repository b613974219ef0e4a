/**
 * Answer rules (001 §5): the numeric-input filter, the single-choice toggle, the attempted rule, the section
 * attempt limit and the minimum time of 1 s. Plain TypeScript, no React.
 */
import { checkAttemptLimit, typedAnswerProblem, type AnswerFormat } from '@classroom/shared/exam-rules';
import {
  isTextAnswerType,
  type AllottedQuestion,
  type ExamSection,
  type PaletteCode,
  type QuestionStatus,
  type QuestionType,
  type SaveAnswerBody,
} from '@classroom/shared/contract';
import { PLEASE_CHOOSE_OPTION, PLEASE_ENTER_ANSWER } from '../../messages';
import { isAnsweredCode } from './palette';

/** A draft answer: four option flags (options 1–4) and the text of a numeric answer. */
export interface Answer {
  options: readonly [boolean, boolean, boolean, boolean];
  text: string;
}

export const EMPTY_ANSWER: Answer = { options: [false, false, false, false], text: '' };

/** The answer stored on an allotted question (as the server last saved it). */
export function answerOf(question: AllottedQuestion): Answer {
  return {
    options: [
      question.is_option1_selected,
      question.is_option2_selected,
      question.is_option3_selected,
      question.is_option4_selected,
    ],
    text: question.ans_given ?? '',
  };
}

/**
 * 001 §5 numeric field: keeps only an optional leading minus sign, digits and at most one decimal point;
 * anything else is ignored. `filterNumeric('-1a2.3.4')` → '-12.34'.
 */
export function filterNumeric(input: string): string {
  let out = '';
  let dot = false;
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '-' && out.length === 0) out += ch;
    else if (ch === '.' && !dot) {
      dot = true;
      out += ch;
    }
  }
  return out;
}

/** 001 §5 single choice: choosing an option selects only it; choosing the chosen option again deselects it. `index` 0–3. */
export function toggleSingle(answer: Answer, index: number): Answer {
  const wasChosen = answer.options[index] === true;
  const options = [0, 1, 2, 3].map((i) => !wasChosen && i === index) as unknown as Answer['options'];
  return { ...answer, options };
}

/** Multiple choice: flips one option (`index` 0–3). */
export function toggleMultiple(answer: Answer, index: number): Answer {
  const options = answer.options.map((v, i) => (i === index ? !v : v)) as unknown as Answer['options'];
  return { ...answer, options };
}

/** 001 §5: an answer counts as attempted if a text answer is non-empty or any option is selected. */
export function isAttempted(answer: Answer): boolean {
  return answer.text.trim() !== '' || answer.options.some(Boolean);
}

/**
 * 001 §5: Save & Next and Save & Mark For Review need an answer. Returns the prompt
 * ('Please choose an option' for choice questions, 'Please enter the answer' for typed ones: numeric, integer) or
 * null when valid. A typed JEE Advanced answer must also fit its format (typedAnswerProblem).
 */
export function validateForSave(type: QuestionType, answer: Answer, format?: AnswerFormat): string | null {
  if (isTextAnswerType(type)) {
    if (answer.text.trim() === '' || answer.text === '-' || answer.text === '.') return PLEASE_ENTER_ANSWER;
    return typedAnswerProblem(type, answer.text, format);
  }
  return answer.options.some(Boolean) ? null : PLEASE_CHOOSE_OPTION;
}

/** The answer format a question's paper sets: numeric precision, integer range; none when absent. */
export function answerFormatOf(question: {
  question_bank_assoc?: Pick<AllottedQuestion['question_bank_assoc'], 'answer_decimals' | 'answer_range'>;
}): AnswerFormat {
  const bank = question.question_bank_assoc;
  return { decimals: bank?.answer_decimals ?? null, range: bank?.answer_range ?? null };
}

/** 001 §5 attempt limit: the same rule the API applies (one implementation in @classroom/shared). */
export { attemptLimitMessage, checkAttemptLimit } from '@classroom/shared/exam-rules';

/** 001 §5: time spent on a visit, sent in whole seconds and never below 1. Input in milliseconds. */
export function visitSeconds(elapsedMs: number): number {
  const seconds = Math.round(Number.isFinite(elapsedMs) ? elapsedMs / 1000 : 0);
  return Math.min(86_400, Math.max(1, seconds));
}

/**
 * The answer fields of a save (001 §7 Save answer): `ans_given` for a typed question (numeric, integer), the four
 * option flags for choice questions (single, multiple, matching). An empty numeric answer omits `ans_given` (the server clears it).
 */
export function answerFields(
  type: QuestionType,
  answer: Answer,
): Pick<
  SaveAnswerBody,
  'ans_given' | 'is_option1_selected' | 'is_option2_selected' | 'is_option3_selected' | 'is_option4_selected'
> {
  if (isTextAnswerType(type)) {
    const text = answer.text.trim();
    return text === '' || text === '-' || text === '.' ? {} : { ans_given: text };
  }
  const [o1, o2, o3, o4] = answer.options;
  return { is_option1_selected: o1, is_option2_selected: o2, is_option3_selected: o3, is_option4_selected: o4 };
}

/** Why a save may not go ahead: a validation prompt (001 §5) or the section's attempt limit (001 §5). */
export type SaveRefusal = { kind: 'prompt'; text: string } | { kind: 'attempt-limit'; text: string };

/**
 * The checks before any save, the same in the online and offline players: the answer prompt when the
 * button needs an answer (SAVE & NEXT, SAVE & Mark For Review — not Mark For Review & Next), then the
 * section's attempt limit, counted from the palette codes of the section's other questions.
 * Returns null when the save may go ahead.
 */
export function refusalBeforeSave(input: {
  question: Pick<AllottedQuestion, 'question_type_id' | 'section_id'> & {
    question_bank_assoc?: Pick<AllottedQuestion['question_bank_assoc'], 'answer_decimals' | 'answer_range'>;
  };
  answer: Answer;
  requireAnswer: boolean;
  sections: readonly Pick<ExamSection, 'id' | 'num_compulsory_questions' | 'num_of_questions'>[];
  statusList: readonly QuestionStatus[];
  /** Serial number of the question being saved, and its palette code now. */
  current: number;
  currentCode: PaletteCode;
}): SaveRefusal | null {
  const { question, answer, requireAnswer, sections, statusList, current, currentCode } = input;
  if (requireAnswer) {
    const prompt = validateForSave(question.question_type_id, answer, answerFormatOf(question));
    if (prompt) return { kind: 'prompt', text: prompt };
  } else if (isTextAnswerType(question.question_type_id) && /\d/.test(answer.text)) {
    // Mark For Review & Next keeps a typed answer only in its format; the server would refuse it.
    const problem = typedAnswerProblem(question.question_type_id, answer.text, answerFormatOf(question));
    if (problem) return { kind: 'prompt', text: problem };
  }
  const section = sections.find((s) => s.id === question.section_id);
  const inSection = statusList.filter((e) => e.section_id === question.section_id);
  const limitText = checkAttemptLimit({
    limit: section?.num_compulsory_questions ?? 0,
    total: section?.num_of_questions ?? inSection.length,
    attemptedOthers: inSection.filter((e) => e.serial_no !== current && isAnsweredCode(e.color_id)).length,
    wasAttempted: isAnsweredCode(currentCode),
    willBeAttempted: isAttempted(answer),
  });
  return limitText ? { kind: 'attempt-limit', text: limitText } : null;
}
