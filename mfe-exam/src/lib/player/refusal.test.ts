import type { QuestionStatus } from '@classroom/shared/contract';
import { EMPTY_ANSWER, refusalBeforeSave, type Answer } from './answers';

const sectionB = { id: 2, num_compulsory_questions: 5, num_of_questions: 10 };
const numeric = { question_type_id: 3 as const, section_id: 2 };
const statuses = (answered: number): QuestionStatus[] =>
  Array.from({ length: 10 }, (_, i) => ({
    serial_no: 21 + i,
    section_id: 2,
    question_id: 100 + i,
    color_id: i < answered ? 1 : 0,
  }));
const answer = (text: string): Answer => ({ ...EMPTY_ANSWER, text });

describe('checks before a save (001 §5), shared by the online and offline players', () => {
  it("SAVE & NEXT without an answer prompts 'Please enter the answer'; Mark For Review & Next needs none", () => {
    const base = {
      question: numeric,
      sections: [sectionB],
      statusList: statuses(0),
      current: 21,
      currentCode: 0 as const,
    };
    expect(refusalBeforeSave({ ...base, answer: EMPTY_ANSWER, requireAnswer: true })).toEqual({
      kind: 'prompt',
      text: 'Please enter the answer',
    });
    expect(refusalBeforeSave({ ...base, answer: EMPTY_ANSWER, requireAnswer: false })).toBeNull();
  });

  it('the 6th answer in a "5 of 10" section meets the attempt-limit dialog; changing an answered one does not', () => {
    const base = {
      question: numeric,
      sections: [sectionB],
      statusList: statuses(5),
      answer: answer('4'),
      requireAnswer: true,
    };
    expect(refusalBeforeSave({ ...base, current: 26, currentCode: 0 })).toEqual({
      kind: 'attempt-limit',
      text: 'You can attempt only 5 out of 10 questions in this section. You have already attempted 5 question(s). Please deselect any marked question to continue.',
    });
    expect(refusalBeforeSave({ ...base, current: 21, currentCode: 1 })).toBeNull();
  });
});
