import { QUESTION_TYPE } from '@classroom/shared/contract';
import {
  answerFields,
  answerOf,
  checkAttemptLimit,
  EMPTY_ANSWER,
  filterNumeric,
  isAttempted,
  toggleMultiple,
  toggleSingle,
  validateForSave,
  visitSeconds,
  type Answer,
} from './answers';
import { question } from '../../testing/factories';

const chosen = (i: number): Answer => toggleSingle(EMPTY_ANSWER, i);

describe('answers (001 §5)', () => {
  test('001 §5: the numeric field accepts only an optional minus sign, digits and at most one decimal point', () => {
    expect(filterNumeric('-12.5')).toBe('-12.5');
    expect(filterNumeric('1a2b')).toBe('12');
    expect(filterNumeric('1.2.3')).toBe('1.23');
    expect(filterNumeric('5-')).toBe('5');
    expect(filterNumeric('--3')).toBe('-3');
    expect(filterNumeric('e+1,000')).toBe('1000');
  });

  test('001 §5: single choice — clicking the chosen option again deselects it', () => {
    const a = chosen(1);
    expect(a.options).toEqual([false, true, false, false]);
    expect(toggleSingle(a, 2).options).toEqual([false, false, true, false]);
    expect(toggleSingle(a, 1).options).toEqual([false, false, false, false]);
  });

  test('multiple choice ticks and unticks options independently', () => {
    const a = toggleMultiple(toggleMultiple(EMPTY_ANSWER, 0), 3);
    expect(a.options).toEqual([true, false, false, true]);
    expect(toggleMultiple(a, 0).options).toEqual([false, false, false, true]);
  });

  test('001 §5: an answer counts as attempted if a text answer is non-empty or any option is selected', () => {
    expect(isAttempted(EMPTY_ANSWER)).toBe(false);
    expect(isAttempted({ ...EMPTY_ANSWER, text: '4' })).toBe(true);
    expect(isAttempted(chosen(0))).toBe(true);
  });

  test("001 §5: Save needs an answer — 'Please choose an option' / 'Please enter the answer'", () => {
    expect(validateForSave(QUESTION_TYPE.single, EMPTY_ANSWER)).toBe('Please choose an option');
    expect(validateForSave(QUESTION_TYPE.multiple, EMPTY_ANSWER)).toBe('Please choose an option');
    expect(validateForSave(QUESTION_TYPE.numeric, EMPTY_ANSWER)).toBe('Please enter the answer');
    expect(validateForSave(QUESTION_TYPE.numeric, { ...EMPTY_ANSWER, text: '-' })).toBe('Please enter the answer');
    expect(validateForSave(QUESTION_TYPE.single, chosen(2))).toBeNull();
    expect(validateForSave(QUESTION_TYPE.numeric, { ...EMPTY_ANSWER, text: '3.5' })).toBeNull();
  });

  test('001 §5: in a section with num_compulsory_questions > 0 only that many questions may be attempted', () => {
    const refused = checkAttemptLimit({
      limit: 5,
      total: 10,
      attemptedOthers: 5,
      wasAttempted: false,
      willBeAttempted: true,
    });
    expect(refused).toBe(
      'You can attempt only 5 out of 10 questions in this section. You have already attempted 5 question(s). Please deselect any marked question to continue.',
    );
    expect(
      checkAttemptLimit({ limit: 5, total: 10, attemptedOthers: 4, wasAttempted: false, willBeAttempted: true }),
    ).toBeNull();
  });

  test('001 §5: changing an attempted answer is allowed, clearing frees a slot, and a limit of 0 or less means no limit', () => {
    expect(
      checkAttemptLimit({ limit: 5, total: 10, attemptedOthers: 5, wasAttempted: true, willBeAttempted: true }),
    ).toBeNull();
    expect(
      checkAttemptLimit({ limit: 5, total: 10, attemptedOthers: 5, wasAttempted: true, willBeAttempted: false }),
    ).toBeNull();
    expect(
      checkAttemptLimit({ limit: 0, total: 10, attemptedOthers: 9, wasAttempted: false, willBeAttempted: true }),
    ).toBeNull();
  });

  test('001 §5: time spent on a question is sent as at least 1 second (0 is sent as 1)', () => {
    expect(visitSeconds(0)).toBe(1);
    expect(visitSeconds(300)).toBe(1);
    expect(visitSeconds(42_400)).toBe(42);
  });

  test('001 §7 Save answer: ans_given for numeric, option flags for choice questions', () => {
    expect(answerFields(QUESTION_TYPE.numeric, { ...EMPTY_ANSWER, text: '-2.5' })).toEqual({ ans_given: '-2.5' });
    expect(answerFields(QUESTION_TYPE.numeric, EMPTY_ANSWER)).toEqual({});
    expect(answerFields(QUESTION_TYPE.single, chosen(3))).toEqual({
      is_option1_selected: false,
      is_option2_selected: false,
      is_option3_selected: false,
      is_option4_selected: true,
    });
  });

  test('the stored answer of an allotted question becomes the draft', () => {
    expect(answerOf(question(1, 11, 1, { is_option2_selected: true }))).toEqual({
      options: [false, true, false, false],
      text: '',
    });
    expect(answerOf(question(2, 11, 3, { ans_given: '7' })).text).toBe('7');
  });
});
