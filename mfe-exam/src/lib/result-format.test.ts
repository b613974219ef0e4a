import { barPercent, declarationText, formatMarks, keyText, studentAnswerText, verdict } from './result-format';

const q = {
  question_type_id: 1 as const,
  ans_given: null,
  is_option1_selected: false,
  is_option2_selected: false,
  is_option3_selected: false,
  is_option4_selected: false,
};

describe('answer key wording (001 §2.1 answer/{examId})', () => {
  it('shows chosen options as letters, a numeric answer as typed, else Not attempted', () => {
    expect(studentAnswerText({ ...q, is_option1_selected: true, is_option3_selected: true })).toBe('A, C');
    expect(studentAnswerText({ ...q, question_type_id: 3, ans_given: '-2.5' })).toBe('-2.5');
    expect(studentAnswerText(q)).toBe('Not attempted');
  });
  it('shows a JEE Advanced integer answer (type 4) and its key as typed, not as option letters', () => {
    expect(studentAnswerText({ ...q, question_type_id: 4 as 1, ans_given: '3' })).toBe('3');
    expect(studentAnswerText({ ...q, question_type_id: 4 as 1, ans_given: '' })).toBe('Not attempted');
    expect(keyText(4, '3')).toBe('3');
  });
  it('turns an option-number key into letters', () => {
    expect(keyText(2, '1,3')).toBe('A, C');
    expect(keyText(1, '4')).toBe('D');
    expect(keyText(3, '0.5')).toBe('0.5');
  });
  it('verdicts and marks', () => {
    expect(verdict(true, true)).toBe('Correct');
    expect(verdict(false, true)).toBe('Incorrect');
    expect(verdict(null, false)).toBe('Not attempted');
    expect(formatMarks(4, true)).toBe('+4');
    expect(formatMarks(-1, true)).toBe('-1');
    expect(formatMarks(12.5)).toBe('12.5');
    expect(barPercent(-5, 100)).toBe(0);
    expect(barPercent(150, 300)).toBe(50);
  });
});

describe('before the result is released (001 §2.2)', () => {
  it("says 'Result will be declared on {date}' in the portal's date format", () => {
    expect(declarationText('Result will be declared on 2026-11-23T05:30:00.000Z')).toMatch(
      /^Result will be declared on 23 Nov 2026, \d{1,2}:\d\d (AM|PM)$/,
    );
  });
  it('leaves any other message as it is', () => {
    expect(declarationText('Exam not submitted yet')).toBe('Exam not submitted yet');
  });
});
