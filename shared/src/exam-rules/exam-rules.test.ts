import { attemptLimitMessage, checkAttemptLimit, paletteColor } from './index';

describe('exam rules shared by the player and the API', () => {
  it('001 §4.1: answered → 1, not answered → 4, marked: answered → 3, not answered → 2', () => {
    expect(paletteColor(true, false)).toBe(1);
    expect(paletteColor(false, false)).toBe(4);
    expect(paletteColor(true, true)).toBe(3);
    expect(paletteColor(false, true)).toBe(2);
  });

  const section = { limit: 5, total: 10 };
  it('001 §5: a 6th attempted answer in a section of "5 of 10" is refused with the exact dialog text', () => {
    expect(checkAttemptLimit({ ...section, attemptedOthers: 5, wasAttempted: false, willBeAttempted: true })).toBe(
      'You can attempt only 5 out of 10 questions in this section. You have already attempted 5 question(s). Please deselect any marked question to continue.',
    );
    expect(
      checkAttemptLimit({ ...section, attemptedOthers: 4, wasAttempted: false, willBeAttempted: true }),
    ).toBeNull();
  });

  it('001 §5: changing or clearing an attempted answer is always allowed; clearing frees a slot', () => {
    expect(checkAttemptLimit({ ...section, attemptedOthers: 5, wasAttempted: true, willBeAttempted: true })).toBeNull();
    expect(
      checkAttemptLimit({ ...section, attemptedOthers: 5, wasAttempted: true, willBeAttempted: false }),
    ).toBeNull();
  });

  it('001 §3: num_compulsory_questions of 0 or less means no limit', () => {
    expect(
      checkAttemptLimit({ limit: 0, total: 10, attemptedOthers: 9, wasAttempted: false, willBeAttempted: true }),
    ).toBeNull();
    expect(
      checkAttemptLimit({ limit: -1, total: 10, attemptedOthers: 9, wasAttempted: false, willBeAttempted: true }),
    ).toBeNull();
    expect(attemptLimitMessage(2, 3, 2)).toContain('only 2 out of 3');
  });
});

describe('what the exam rules load (the player opened cold)', () => {
  it("no zod: a remote bundles these rules itself, and the contract with its schemas stays the host's one shared copy", () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('@classroom/shared/exam-rules loaded zod');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const rules = require('./index') as typeof import('./index');
      expect(rules.paletteColor(true, false)).toBe(1);
      expect(rules.typedAnswerProblem).toEqual(expect.any(Function));
    });
  });
});
