/** Unit tests of the pure exam rules (api/src/exam/rules.ts), each named after its spec section. */
import {
  attemptDeadline,
  attemptLimitMessage,
  checkAttemptLimit,
  examStatus,
  resultReleaseAt,
  isAnswered,
  isCorrect,
  isPastGrace,
  normaliseNumeric,
  paletteColor,
  remainingSeconds,
  scoreAnswer,
} from '../src/exam/rules';

const none = [false, false, false, false] as const;

describe('001 §5: what counts as attempted', () => {
  test('a numeric answer counts when it holds a digit', () => {
    expect(isAnswered(3, { ansGiven: '4.5', options: none })).toBe(true);
    expect(isAnswered(3, { ansGiven: '-', options: none })).toBe(false);
    expect(isAnswered(3, { ansGiven: null, options: none })).toBe(false);
  });
  test('a choice answer counts when any option is ticked', () => {
    expect(isAnswered(1, { ansGiven: null, options: [false, true, false, false] })).toBe(true);
    expect(isAnswered(2, { ansGiven: null, options: none })).toBe(false);
  });
  test('numeric text is trimmed; text without a digit is no answer', () => {
    expect(normaliseNumeric(' 39 ')).toBe('39');
    expect(normaliseNumeric('.')).toBeNull();
    expect(normaliseNumeric(undefined)).toBeNull();
  });
});

describe('001 §4.1: palette colour after a save', () => {
  test.each([
    [true, false, 1],
    [false, false, 4],
    [true, true, 3],
    [false, true, 2],
  ])('answered=%s marked=%s → %s', (answered, marked, colour) => {
    expect(paletteColor(answered, marked)).toBe(colour);
  });
});

describe('001 §5: section attempt limit', () => {
  const base = { limit: 2, total: 3, attemptedOthers: 2, wasAttempted: false, willBeAttempted: true };
  test('answering one more than num_compulsory_questions is refused with the spec text', () => {
    expect(checkAttemptLimit(base)).toBe(
      'You can attempt only 2 out of 3 questions in this section. You have already attempted 2 question(s). Please deselect any marked question to continue.',
    );
  });
  test('under the limit, changing an attempted answer, clearing, or no limit (≤ 0) are allowed', () => {
    expect(checkAttemptLimit({ ...base, attemptedOthers: 1 })).toBeNull();
    expect(checkAttemptLimit({ ...base, wasAttempted: true })).toBeNull();
    expect(checkAttemptLimit({ ...base, willBeAttempted: false })).toBeNull();
    expect(checkAttemptLimit({ ...base, limit: 0 })).toBeNull();
    expect(checkAttemptLimit({ ...base, limit: -1 })).toBeNull();
  });
  test('message fills n, total and attempted', () => {
    expect(attemptLimitMessage(5, 10, 5)).toContain('only 5 out of 10');
  });
});

describe('001 §4.4–4.5: remaining time by the server clock', () => {
  const start = new Date('2026-01-01T10:00:00Z');
  test('the attempt ends at the earlier of start + duration and the exam end', () => {
    expect(attemptDeadline(start, 180, new Date('2026-02-01T00:00:00Z')).toISOString()).toBe(
      '2026-01-01T13:00:00.000Z',
    );
    expect(attemptDeadline(start, 180, new Date('2026-01-01T11:00:00Z')).toISOString()).toBe(
      '2026-01-01T11:00:00.000Z',
    );
  });
  test('remaining seconds are whole and never negative', () => {
    const deadline = new Date('2026-01-01T11:00:00Z');
    expect(remainingSeconds(deadline, new Date('2026-01-01T10:59:58.500Z'))).toBe(1);
    expect(remainingSeconds(deadline, new Date('2026-01-01T11:05:00Z'))).toBe(0);
  });
  test('saves are accepted for 60 s after the deadline (grace), then refused', () => {
    const deadline = new Date('2026-01-01T11:00:00Z');
    expect(isPastGrace(deadline, new Date('2026-01-01T11:01:00Z'))).toBe(false);
    expect(isPastGrace(deadline, new Date('2026-01-01T11:01:00.001Z'))).toBe(true);
  });
});

describe('001 §4.7: dashboard exam status', () => {
  const window = {
    startAt: new Date('2026-01-10T00:00:00Z'),
    endAt: new Date('2026-01-20T00:00:00Z'),
    durationMinutes: 180,
    examTypeId: 1,
  };
  const at = (iso: string) => new Date(iso);
  test('1 before the window, 2 inside it, 7 after it without an attempt', () => {
    expect(
      examStatus({ ...window, resultOn: null, startedAt: null, submittedAt: null, now: at('2026-01-09T00:00:00Z') }),
    ).toBe(1);
    expect(
      examStatus({ ...window, resultOn: null, startedAt: null, submittedAt: null, now: at('2026-01-12T00:00:00Z') }),
    ).toBe(2);
    expect(
      examStatus({ ...window, resultOn: null, startedAt: null, submittedAt: null, now: at('2026-01-21T00:00:00Z') }),
    ).toBe(7);
  });
  test('3 while an attempt has time left; over with no result date: 5 while the window is open, 4 once it closes', () => {
    const startedAt = at('2026-01-12T00:00:00Z');
    expect(
      examStatus({ ...window, resultOn: null, startedAt, submittedAt: null, now: at('2026-01-12T01:00:00Z') }),
    ).toBe(3);
    expect(
      examStatus({ ...window, resultOn: null, startedAt, submittedAt: null, now: at('2026-01-12T04:00:00Z') }),
    ).toBe(5);
    expect(
      examStatus({ ...window, resultOn: null, startedAt, submittedAt: null, now: at('2026-01-20T00:00:01Z') }),
    ).toBe(4);
  });
  test('After the window, a practice attempt under way → 3 (its own full duration), submitted or over → 4, never 7 again', () => {
    const practiceStart = at('2026-01-21T00:00:00Z');
    const base = { ...window, resultOn: null, startedAt: null, submittedAt: null };
    expect(
      examStatus({
        ...base,
        practice: { startedAt: practiceStart, submittedAt: null },
        now: at('2026-01-21T02:59:00Z'),
      }),
    ).toBe(3);
    expect(
      examStatus({
        ...base,
        practice: { startedAt: practiceStart, submittedAt: null },
        now: at('2026-01-21T03:00:01Z'),
      }),
    ).toBe(4);
    expect(
      examStatus({
        ...base,
        practice: { startedAt: practiceStart, submittedAt: at('2026-01-21T00:40:00Z') },
        now: at('2026-01-21T01:00:00Z'),
      }),
    ).toBe(4);
    expect(examStatus({ ...base, practice: null, now: at('2026-01-21T01:00:00Z') })).toBe(7);
  });
  test('an assignment or DPP (type 2) shows its result at once: its key is the point', () => {
    const startedAt = at('2026-01-12T00:00:00Z');
    expect(
      examStatus({
        ...window,
        examTypeId: 2,
        resultOn: null,
        startedAt,
        submittedAt: at('2026-01-12T00:30:00Z'),
        now: at('2026-01-12T01:00:00Z'),
      }),
    ).toBe(4);
  });
  test('a result date before the end changes nothing: released at max(end, result_on)', () => {
    expect(resultReleaseAt({ ...window, resultOn: at('2026-01-15T00:00:00Z') })).toEqual(window.endAt);
    expect(resultReleaseAt({ ...window, resultOn: at('2026-01-25T00:00:00Z') })).toEqual(at('2026-01-25T00:00:00Z'));
    expect(resultReleaseAt({ ...window, examTypeId: 2, resultOn: null })).toBeNull();
  });
  test('submitted: 5 before result_on, 4 after it', () => {
    const given = {
      ...window,
      startedAt: at('2026-01-12T00:00:00Z'),
      submittedAt: at('2026-01-12T01:00:00Z'),
      resultOn: at('2026-01-21T00:00:00Z'),
    };
    expect(examStatus({ ...given, now: at('2026-01-15T00:00:00Z') })).toBe(5);
    expect(examStatus({ ...given, now: at('2026-01-22T00:00:00Z') })).toBe(4);
  });
});

describe('scoring (not in the spec, 001 §1): JEE-style +4 / −1', () => {
  const key = { answerKey: '1,3', questionType: 2, tolerance: 0, positiveMarks: 4, negativeMarks: 1 };
  test('multiple choice needs exactly the keyed options', () => {
    expect(isCorrect(key, { ansGiven: null, options: [true, false, true, false] })).toBe(true);
    expect(scoreAnswer(key, { ansGiven: null, options: [true, false, false, false] })).toBe(-1);
    expect(scoreAnswer(key, { ansGiven: null, options: none })).toBe(0);
  });
  test('numeric answers match within the tolerance', () => {
    const numeric = { ...key, questionType: 3, answerKey: '9.8', tolerance: 0.01 };
    expect(scoreAnswer(numeric, { ansGiven: '9.81', options: none })).toBe(4);
    expect(scoreAnswer(numeric, { ansGiven: '9.7', options: none })).toBe(-1);
  });
});
