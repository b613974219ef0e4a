import { QUESTION_TYPE } from '../contract/exam';
import { typedAnswerProblem } from './answer-format';

/** Typed JEE Advanced answers, checked alike by the player and the API. */
describe('typedAnswerProblem', () => {
  it('an integer answer is a whole number within the paper range', () => {
    const range = { min: 0, max: 9 };
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '7', { range })).toBeNull();
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '07', { range })).toBeNull();
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '7.5', { range })).toBe('Enter a whole number from 0 to 9');
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '12', { range })).toBe('Enter a whole number from 0 to 9');
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '-1', { range })).toBe('Enter a whole number from 0 to 9');
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '-')).toBe('Enter a whole number');
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '-40')).toBeNull();
  });

  it("a numerical answer is a decimal with at most the paper's decimal places", () => {
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '2.25', { decimals: 2 })).toBeNull();
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '-0.5', { decimals: 2 })).toBeNull();
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '2.255', { decimals: 2 })).toBe(
      'Enter the value with at most 2 decimal places',
    );
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '2.25', { decimals: 1 })).toBe(
      'Enter the value with at most 1 decimal place',
    );
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '2.5', { decimals: 0 })).toBe(
      'Enter the value without decimal places',
    );
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '.', { decimals: 2 })).toBe('Enter a number');
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '-', {})).toBe('Enter a number');
    expect(typedAnswerProblem(QUESTION_TYPE.numeric, '2.123456', {})).toBeNull();
  });

  it('an empty answer and choice questions are not its business', () => {
    expect(typedAnswerProblem(QUESTION_TYPE.integer, '  ', { range: { min: 0, max: 9 } })).toBeNull();
    expect(typedAnswerProblem(QUESTION_TYPE.single, 'x')).toBeNull();
    expect(typedAnswerProblem(QUESTION_TYPE.matching, 'x')).toBeNull();
  });
});
