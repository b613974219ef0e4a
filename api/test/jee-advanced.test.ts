/**
 * The JEE Advanced marking scheme: one test per rule of api/src/exam/jee-advanced.ts, and the existing
 * per-section scoring (rules.ts scoreAnswer: partialMarks, +4, −2) agrees with the multiple-correct rule on every choice;
 * a paper with every question type goes through the importer, is taken and scored exactly as the scheme says.
 */
import {
  isSameMatching,
  parseNumericKey,
  rangeAsKeyAndTolerance,
  scoreInteger,
  scoreMatching,
  scoreMultipleCorrect,
  scoreNumeric,
  scoreSingleCorrect,
  type OptionNumber,
} from '../src/exam/jee-advanced';
import { endpoints } from '@classroom/shared/contract';
import { scoreAnswer } from '../src/exam/rules';
import { call, passResultRelease, signIn, useHarness } from './helpers';

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
    const subsets = (n: number) =>
      Array.from({ length: 1 << n }, (_, m) => [1, 2, 3, 4].filter((_, i) => m & (1 << i)) as OptionNumber[]);
    for (const key of subsets(4).filter((k) => k.length > 0)) {
      for (const chosen of subsets(4)) {
        const options = [1, 2, 3, 4].map((o) => chosen.includes(o as OptionNumber)) as [
          boolean,
          boolean,
          boolean,
          boolean,
        ];
        const section = scoreAnswer(
          {
            questionType: 2,
            answerKey: key.join(','),
            tolerance: 0,
            positiveMarks: 4,
            negativeMarks: 2,
            partialMarks: true,
          },
          { ansGiven: null, options },
        );
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
    const mark = (given: string) =>
      scoreAnswer(
        { questionType: 3, ...stored, positiveMarks: 4, negativeMarks: 0 },
        { ansGiven: given, options: [false, false, false, false] },
      );
    for (const given of ['0.25', '0.3', '0.275', '0.31', '0.24'])
      expect(mark(given) + 0).toBe(scoreNumeric(parseNumericKey('0.25..0.30'), given));
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

describe('a JEE Advanced paper with every question type, imported, taken and scored over the API', () => {
  const ADMIN = 'jee-advanced-admin-token';
  const h = useHarness({ config: { adminToken: ADMIN } });

  const opts = ['A', 'B', 'C', 'D'];
  const paper = (now: Date) => ({
    format: 'classroom-paper/1',
    exam: {
      name: 'JEE Advanced Mock: Paper 1',
      type: 1,
      theme: 1,
      durationMinutes: 180,
      partialMarks: true,
      startAt: new Date(now.getTime() - 3_600_000).toISOString(),
      endAt: new Date(now.getTime() + 3_600_000).toISOString(),
    },
    sections: [
      {
        name: 'Section 1: single correct',
        subject: 'Physics',
        marks: { positive: 3, negative: 1 },
        questions: [
          { type: 1, question: 'S1', options: opts, answer: '2' },
          { type: 1, question: 'S2', options: opts, answer: '3' },
          { type: 1, question: 'S3', options: opts, answer: '1' },
        ],
      },
      {
        name: 'Section 2: one or more correct',
        subject: 'Physics',
        marks: { positive: 4, negative: 2 },
        questions: [
          { type: 2, question: 'M1', options: opts, answer: '1,3' },
          { type: 2, question: 'M2', options: opts, answer: '1,2,3,4' },
          { type: 2, question: 'M3', options: opts, answer: '1,2,3' },
          { type: 2, question: 'M4', options: opts, answer: '2,3' },
          { type: 2, question: 'M5', options: opts, answer: '1,3' },
          { type: 2, question: 'M6', options: opts, answer: '2,4' },
        ],
      },
      {
        name: 'Section 3: numeric',
        subject: 'Chemistry',
        marks: { positive: 4, negative: 0 },
        questions: [
          { type: 3, question: 'N1', answer: '0.25..0.30' },
          { type: 3, question: 'N2', answer: '9.8', tolerance: 0.05 },
          { type: 3, question: 'N3', answer: '2.5±0.1' },
        ],
      },
      {
        name: 'Section 4: integer',
        subject: 'Mathematics',
        marks: { positive: 4, negative: 0 },
        questions: [
          { type: 3, question: 'I1', answer: '7' },
          { type: 3, question: 'I2', answer: '12' },
        ],
      },
      {
        name: 'Section 5: matching lists',
        subject: 'Mathematics',
        marks: { positive: 3, negative: 1 },
        questions: [
          {
            type: 1,
            question: 'List-I<br>P. a<br>Q. b<br>List-II<br>1. x<br>2. y',
            options: ['P→1, Q→2', 'P→2, Q→1', 'P→1, Q→1', 'P→2, Q→2'],
            answer: '1',
          },
          {
            type: 1,
            question: 'List-I / List-II (2)',
            options: ['P→1, Q→2', 'P→2, Q→1', 'P→1, Q→1', 'P→2, Q→2'],
            answer: '2',
          },
        ],
      },
    ],
  });

  it('the total is the sum of the published scheme, question by question', async () => {
    const s = await signIn(h.app, 'enrolled');
    const imported = await h.app.inject({
      method: 'POST',
      url: `/api/admin/v1/import-paper/?schedule_for=student:${s.userId}`,
      payload: paper(h.clock.now()),
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(imported.statusCode).toBe(200);
    const examId = (imported.json() as { data: { exam_id: number } }).data.exam_id;
    expect(
      (await call(h.app, 'startExam', { token: s.token, params: { examId }, body: { student_id: s.userId } }))
        .statusCode,
    ).toBe(200);
    const all = endpoints.fetchAllQuestions.data.parse(
      (await call(h.app, 'fetchAllQuestions', { token: s.token, params: { examId } })).body.data,
    ).section_questions;
    const byText = (t: string) => all.find((q) => q.question_bank_assoc.question === t)!;
    // [question, options chosen or the number typed, marks by the scheme]
    const plan: [string, number[] | string, number][] = [
      ['S1', [2], scoreSingleCorrect(2, 2)],
      ['S2', [1], scoreSingleCorrect(3, 1)],
      ['M1', [1, 3], scoreMultipleCorrect([1, 3], [1, 3])],
      ['M2', [1, 2, 4], scoreMultipleCorrect([1, 2, 3, 4], [1, 2, 4])],
      ['M3', [1, 3], scoreMultipleCorrect([1, 2, 3], [1, 3])],
      ['M4', [3], scoreMultipleCorrect([2, 3], [3])],
      ['M5', [1, 2], scoreMultipleCorrect([1, 3], [1, 2])],
      ['N1', '0.27', scoreNumeric(parseNumericKey('0.25..0.30'), '0.27')],
      ['N2', '9.9', scoreNumeric(parseNumericKey('9.8', 0.05), '9.9')],
      ['N3', '2.6', scoreNumeric(parseNumericKey('2.5±0.1'), '2.6')],
      ['I1', '7', scoreInteger(7, '7')],
      ['I2', '13', scoreInteger(12, '13')],
      ['List-I<br>P. a<br>Q. b<br>List-II<br>1. x<br>2. y', [1], scoreMatching(1, 1)],
      ['List-I / List-II (2)', [1], scoreMatching(2, 1)],
    ];
    expect(plan.map((p) => p[2])).toEqual([3, -1, 4, 3, 2, 1, -2, 4, 0, 4, 4, 0, 3, -1]);
    for (const [text, given] of plan) {
      const q = byText(text);
      const body =
        typeof given === 'string'
          ? { ans_given: given }
          : Object.fromEntries([1, 2, 3, 4].map((o) => [`is_option${o}_selected`, given.includes(o)]));
      const res = await call(h.app, 'saveAnswer', {
        token: s.token,
        params: { examId },
        body: { student_id: s.userId, ques_id: q.id, total_seconds: 30, review_status: false, ...body },
      });
      expect([text, res.statusCode]).toEqual([text, 200]);
    }
    expect(
      (await call(h.app, 'submitExam', { token: s.token, params: { examId }, body: { student_id: s.userId } }))
        .statusCode,
    ).toBe(200);
    await passResultRelease(h, examId);
    const result = endpoints.examResult.data.parse(
      (await call(h.app, 'examResult', { token: s.token, params: { examId } })).body.data,
    );
    h.clock.reset();
    const expected = plan.reduce((sum, p) => sum + p[2], 0);
    expect(expected).toBe(24);
    expect(result.score).toBe(expected);
    expect(result.max_marks).toBe(3 * 3 + 6 * 4 + 3 * 4 + 2 * 4 + 2 * 3);
  }, 30_000);

  it('the importer refuses a range that starts above its end, and a range with a separate tolerance', async () => {
    const bad = paper(h.clock.now());
    bad.sections[2]!.questions[0] = { type: 3, question: 'N1', answer: '0.30..0.25' };
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/v1/import-paper/',
      payload: bad,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/sections\.2\.questions\.0\.answer: /);
    const both = paper(h.clock.now());
    both.sections[2]!.questions[0] = { type: 3, question: 'N1', answer: '0.25..0.30', tolerance: 0.01 } as never;
    const res2 = await h.app.inject({
      method: 'POST',
      url: '/api/admin/v1/import-paper/',
      payload: both,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toMatch(/tolerance: a range answer carries its own tolerance/);
  });
});
