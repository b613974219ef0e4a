import { filterInteger, keepTyped, typedAnswerHint, typingMessage } from './typed-answer-rules';

/** The integer and numerical-value fields of the JEE Advanced player. */
describe('JEE Advanced typed answers', () => {
  const range = { range: { min: 0, max: 9 } };
  it('an integer field keeps digits only (a minus only when the range has negatives)', () => {
    expect(filterInteger('-1a2.5', false)).toBe('125');
    expect(filterInteger('-1a2.5', true)).toBe('-125');
    expect(keepTyped(4, '7.', range)).toBe('7');
    expect(keepTyped(3, '2.5.1x', { decimals: 2 })).toBe('2.51');
  });
  it('says why a key was dropped, or why the kept text does not fit the paper', () => {
    expect(typingMessage(4, '7a', range)).toBe('Enter a whole number from 0 to 9');
    expect(typingMessage(4, '12', range)).toBe('Enter a whole number from 0 to 9');
    expect(typingMessage(4, '7', range)).toBeNull();
    expect(typingMessage(3, '2,5', { decimals: 2 })).toBe('Enter a number');
    expect(typingMessage(3, '2.555', { decimals: 2 })).toBe('Enter the value with at most 2 decimal places');
    expect(typingMessage(3, '2.55', { decimals: 2 })).toBeNull();
    expect(typingMessage(3, '', { decimals: 2 })).toBeNull();
  });
  it('the hint names the format', () => {
    expect(typedAnswerHint(4, range)).toBe('A whole number from 0 to 9');
    expect(typedAnswerHint(3, { decimals: 2 })).toBe('A number, up to 2 decimal places');
    expect(typedAnswerHint(3, {})).toBe('A number');
  });
});
