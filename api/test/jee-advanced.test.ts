/**
 * The JEE Advanced marking scheme (issue 12 §7): one test per rule of api/src/exam/jee-advanced.ts, and the existing
 * per-section scoring (rules.ts scoreAnswer: partialMarks, +4, −2) agrees with the multiple-correct rule on every choice.
 */
import {
  isSameMatching, parseNumericKey, rangeAsKeyAndTolerance, scoreInteger, scoreMatching, scoreMultipleCorrect, scoreNumeric,
  scoreSingleCorrect, type OptionNumber,
} from '../src/exam/jee-advanced';
import { scoreAnswer } from '../src/exam/rules';

describe('single correct: +3 / −1 / 0', () => {
  it('scores the keyed option +3, another −1, none 0', () => {
    expect(scoreSingleCorrect(2, 2)).toBe(3);
    expect(scoreSingleCorrect(2, 4)).toBe(-1);
    expect(scoreSingleCorrect(2, null)).toBe(0);
  });
});

describe('multiple correct with partial marks', () => {
  it('+4 when exactly the keyed options are chosen', () => {
    expect(scoreMultipleCorrect([1, 3, 4], [4, 1, 3])).toBe(4);
    expect(scoreMultipleCorrect([2], [2])).toBe(4);
  });
  it('+3 when all four are keyed and three are chosen', () => {
    expect(scoreMultipleCorrect([1, 2, 3, 4], [1, 2, 4])).toBe(3);
  });
  it('+2 when three or more are keyed and two keyed ones are chosen', () => {
    expect(scoreMultipleCorrect([1, 2, 3], [1, 3])).toBe(2);
    expect(scoreMultipleCorrect([1, 2, 3, 4], [2, 4])).toBe(2);
  });
  it('+1 when two or more are keyed and one keyed option is chosen', () => {
    expect(scoreMultipleCorrect([2, 3], [3])).toBe(1);
  });
  it('−2 when any chosen option is not keyed, even beside keyed ones', () => {
    expect(scoreMultipleCorrect([1, 3], [1, 2])).toBe(-2);
    expect(scoreMultipleCorrect([1, 3], [1, 2, 3])).toBe(-2);
    expect(scoreMultipleCorrect([4], [1])).toBe(-2);
  });
  it('0 when nothing is chosen', () => {
    expect(scoreMultipleCorrect([1, 3], [])).toBe(0);
  });
  it("the exam's per-section scoring (partialMarks, +4, −2) gives the same marks for every key and every choice", () => {
    const subsets = (n: number) => Array.from({ length: 1 << n }, (_, m) => [1, 2, 3, 4].filter((_, i) => m & (1 << i)) as OptionNumber[]);
    for (const key of subsets(4).filter((k) => k.length > 0)) {
      for (const chosen of subsets(4)) {
        const options = [1, 2, 3, 4].map((o) => chosen.includes(o as OptionNumber)) as [boolean, boolean, boolean, boolean];
        const section = scoreAnswer({ questionType: 2, answerKey: key.join(','), tolerance: 0, positiveMarks: 4, negativeMarks: 2, partialMarks: true }, { ansGiven: null, options });
        expect([key, chosen, section]).toEqual([key, chosen, scoreMultipleCorrect(key, chosen)]);
      }
    }
  });
});

describe('numeric answers with a range or a tolerance: +4 / 0', () => {
  it("reads 'a..b', 'x±t' and a value with a tolerance; refuses anything else", () => {
    expect(parseNumericKey('0.25..0.30')).toEqual({ min: 0.25, max: 0.3 });
    expect(parseNumericKey('2.5±0.1')).toEqual({ min: 2.4, max: 2.6 });
    expect(parseNumericKey('9.8', 0.05)).toEqual({ min: 9.75, max: 9.850000000000001 });
    expect(() => parseNumericKey('0.3..0.2')).toThrow(/starts above/);
    expect(() => parseNumericKey('about 3')).toThrow(/expected a number/);
  });
  it('+4 inside the range, ends included; 0 outside, 0 unattempted, no negative marks', () => {
    const r = parseNumericKey('0.25..0.30');
    expect(scoreNumeric(r, '0.25')).toBe(4);
    expect(scoreNumeric(r, '0.3')).toBe(4);
    expect(scoreNumeric(r, '0.27')).toBe(4);
    expect(scoreNumeric(r, '0.31')).toBe(0);
    expect(scoreNumeric(r, '')).toBe(0);
    expect(scoreNumeric(r, null)).toBe(0);
  });
  it('a range stored as key and tolerance is marked the same by the exam scoring', () => {
    const stored = rangeAsKeyAndTolerance(parseNumericKey('0.25..0.30'));
    const mark = (given: string) => scoreAnswer({ questionType: 3, ...stored, positiveMarks: 4, negativeMarks: 0 }, { ansGiven: given, options: [false, false, false, false] });
    for (const given of ['0.25', '0.3', '0.275', '0.31', '0.24']) expect(mark(given) + 0).toBe(scoreNumeric(parseNumericKey('0.25..0.30'), given));
  });
});

describe('integer answers: +4 exact / 0', () => {
  it('+4 for the keyed whole number (leading zeros allowed); 0 for another, a decimal, or nothing', () => {
    expect(scoreInteger(7, '7')).toBe(4);
    expect(scoreInteger(7, '07')).toBe(4);
    expect(scoreInteger(7, '8')).toBe(0);
    expect(scoreInteger(7, '7.5')).toBe(0);
    expect(scoreInteger(7, ' ')).toBe(0);
  });
});

describe('matching lists (List-I ↔ List-II): +3 / −1 / 0', () => {
  it('scores the keyed combination +3, another −1, none 0', () => {
    expect(scoreMatching(3, 3)).toBe(3);
    expect(scoreMatching(3, 1)).toBe(-1);
    expect(scoreMatching(3, null)).toBe(0);
  });
  it('a combination matches only when every List-I item pairs as keyed', () => {
    expect(isSameMatching({ P: 2, Q: 3, R: 1, S: 4 }, { S: 4, R: 1, Q: 3, P: 2 })).toBe(true);
    expect(isSameMatching({ P: 2, Q: 3, R: 1, S: 4 }, { P: 2, Q: 1, R: 3, S: 4 })).toBe(false);
    expect(isSameMatching({ P: 2, Q: 3 }, { P: 2, Q: 3, R: 1 })).toBe(false);
  });
});
