/**
 * JEE Advanced question types in the data model and the API (001 §2.1 JeeAdvanceExamScreen/{exam_id}):
 * a paper with `pattern: 'jee-advanced'` holds single correct, one or more correct, numerical value (the paper's
 * precision), integer (the paper's range) and matching-list (List-I / List-II) questions; the server refuses answers
 * that are not of the question's type, and marks every question by the published scheme with the pure functions of
 * api/src/exam/jee-advanced.ts — not by the sections' marks (the demo paper's sections say otherwise on purpose below).
 */
import { endpoints, type AllottedQuestion } from '@classroom/shared/contract';
import {
  jeeAdvancedFullMarks,
  matchingText,
  parseMatchingOption,
  parseNumericKey,
  scoreInteger,
  scoreJeeAdvanced,
  scoreMatching,
  scoreMultipleCorrect,
  scoreNumeric,
  scoreSingleCorrect,
} from '../src/exam/jee-advanced';
import { jeeAdvancedDemoPaper, JEE_ADVANCED_DEMO_NAME } from '../seed/jee-advanced-demo';
import { call, passResultRelease, signIn, useHarness } from './helpers';

const none = [false, false, false, false] as const;
const flags = (...chosen: number[]) =>
  [1, 2, 3, 4].map((o) => chosen.includes(o)) as unknown as readonly [boolean, boolean, boolean, boolean];

describe('scoreJeeAdvanced: a stored answer marked by the rule of its question type', () => {
  it('single correct (1) and matching lists (5): +3 / −1 / 0 from the option flags', () => {
    expect(scoreJeeAdvanced(1, { answerKey: '2', tolerance: 0 }, { ansGiven: null, options: flags(2) })).toBe(3);
    expect(scoreJeeAdvanced(1, { answerKey: '2', tolerance: 0 }, { ansGiven: null, options: flags(4) })).toBe(-1);
    expect(scoreJeeAdvanced(5, { answerKey: '3', tolerance: 0 }, { ansGiven: null, options: flags(3) })).toBe(3);
    expect(scoreJeeAdvanced(5, { answerKey: '3', tolerance: 0 }, { ansGiven: null, options: flags(1) })).toBe(-1);
    expect(scoreJeeAdvanced(5, { answerKey: '3', tolerance: 0 }, { ansGiven: null, options: none })).toBe(0);
  });
  it('one or more correct (2): +4, +3/+2/+1 for a keyed proper subset, −2 with any wrong option, 0', () => {
    const key = { answerKey: '1,2,3,4', tolerance: 0 };
    expect(scoreJeeAdvanced(2, key, { ansGiven: null, options: flags(1, 2, 3, 4) })).toBe(4);
    expect(scoreJeeAdvanced(2, key, { ansGiven: null, options: flags(1, 2, 4) })).toBe(3);
    expect(scoreJeeAdvanced(2, { answerKey: '1,2,3', tolerance: 0 }, { ansGiven: null, options: flags(2, 3) })).toBe(2);
    expect(scoreJeeAdvanced(2, { answerKey: '1,3', tolerance: 0 }, { ansGiven: null, options: flags(3) })).toBe(1);
    expect(scoreJeeAdvanced(2, { answerKey: '1,3', tolerance: 0 }, { ansGiven: null, options: flags(1, 2) })).toBe(-2);
    expect(scoreJeeAdvanced(2, key, { ansGiven: null, options: none })).toBe(0);
  });
  it('numerical value (3): +4 within the stored key ± tolerance, else 0; integer (4): +4 exact, else 0', () => {
    expect(scoreJeeAdvanced(3, { answerKey: '1', tolerance: 0.02 }, { ansGiven: '1.02', options: none })).toBe(4);
    expect(scoreJeeAdvanced(3, { answerKey: '1', tolerance: 0.02 }, { ansGiven: '1.03', options: none })).toBe(0);
    expect(scoreJeeAdvanced(4, { answerKey: '7', tolerance: 0 }, { ansGiven: '07', options: none })).toBe(4);
    expect(scoreJeeAdvanced(4, { answerKey: '7', tolerance: 0 }, { ansGiven: '8', options: none })).toBe(0);
    expect(scoreJeeAdvanced(4, { answerKey: '7', tolerance: 0 }, { ansGiven: null, options: none })).toBe(0);
  });
  it("full marks by type are the scheme's: 3, 4, 4, 4, 3", () => {
    expect([1, 2, 3, 4, 5].map(jeeAdvancedFullMarks)).toEqual([3, 4, 4, 4, 3]);
  });
});

describe('matching-list options: every List-I item paired once with a List-II number', () => {
  it("reads 'P→3, Q→4, R→2, S→1' (also '->', '-', ':') and writes it back in List-I order", () => {
    expect(parseMatchingOption('P→3, Q→4, R→2, S→1', 4, 4)).toEqual({ P: 3, Q: 4, R: 2, S: 1 });
    expect(matchingText(parseMatchingOption('Q-4,P->3, S:1, R→2', 4, 4))).toBe('P → 3, Q → 4, R → 2, S → 1');
  });
  it('refuses a missing, repeated or unknown item', () => {
    expect(() => parseMatchingOption('P→3, Q→4, R→2', 4, 4)).toThrow('S not paired');
    expect(() => parseMatchingOption('P→3, P→4, R→2, S→1', 4, 4)).toThrow('P is paired twice');
    expect(() => parseMatchingOption('P→5, Q→4, R→2, S→1', 4, 4)).toThrow('List-II has no item 5');
    expect(() => parseMatchingOption('P→1, Q→2, R→3, S→4, T→1', 4, 4)).toThrow('List-I has no item T');
  });
});

describe('a JEE Advanced paper over the API', () => {
  const ADMIN = 'jee-advanced-types-admin';
  const h = useHarness({ config: { adminToken: ADMIN } });

  const importFor = async (studentId: number, paper: unknown) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/admin/v1/import-paper/?schedule_for=student:${studentId}`,
      payload: paper as object,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    return res;
  };
  const window = () => ({
    startAt: new Date(h.clock.now().getTime() - 3_600_000).toISOString(),
    endAt: new Date(h.clock.now().getTime() + 3_600_000).toISOString(),
  });

  it('the seed gives the section-303 student the demo paper with every question type', async () => {
    const s = await signIn(h.app, 'section-303');
    const examId = h.seeded.exams.jeeAdvanced;
    const info = await call(h.app, 'examInfo', { token: s.token, params: { examId }, query: { student_id: s.userId } });
    expect(info.statusCode).toBe(200);
    expect((info.body.data as { exam_name: string }).exam_name).toBe(JEE_ADVANCED_DEMO_NAME);
    expect(
      (await call(h.app, 'startExam', { token: s.token, params: { examId }, body: { student_id: s.userId } }))
        .statusCode,
    ).toBe(200);
    const all = endpoints.fetchAllQuestions.data.parse(
      (await call(h.app, 'fetchAllQuestions', { token: s.token, params: { examId } })).body.data,
    ).section_questions;
    expect([...new Set(all.map((q) => q.question_type_id))].sort()).toEqual([1, 2, 3, 4, 5]);
  }, 30_000);

  it('serves the types with their formats and lists; refuses answers that are not of the type; marks by the scheme', async () => {
    const s = await signIn(h.app, 'enrolled');
    const paper = jeeAdvancedDemoPaper({ ...window(), name: 'JEE Advanced types (API test)' }) as {
      sections: { marks: { positive: number; negative: number } }[];
    };
    // The sections' marks are ignored on a JEE Advanced paper: the scheme decides.
    for (const section of paper.sections) section.marks = { positive: 1, negative: 0 };
    const imported = await importFor(s.userId, paper);
    expect(imported.statusCode).toBe(200);
    const examId = (imported.json() as { data: { exam_id: number } }).data.exam_id;
    expect(
      (await call(h.app, 'startExam', { token: s.token, params: { examId }, body: { student_id: s.userId } }))
        .statusCode,
    ).toBe(200);
    const all = endpoints.fetchAllQuestions.data.parse(
      (await call(h.app, 'fetchAllQuestions', { token: s.token, params: { examId } })).body.data,
    ).section_questions;
    const ofType = (t: number) => all.filter((q) => q.question_type_id === t);
    expect([1, 2, 3, 4, 5].map((t) => ofType(t).length)).toEqual([2, 3, 2, 2, 2]);

    // Formats and lists reach the player; the key never does.
    expect(ofType(3)[0]!.question_bank_assoc.answer_decimals).toBe(2);
    expect(ofType(4)[0]!.question_bank_assoc.answer_range).toEqual({ min: 0, max: 9 });
    const matching = ofType(5)[0]!.question_bank_assoc;
    expect(matching.list_one).toEqual(['$\\sin x$', '$e^{2x}$', '$x^3$', '$\\ln x$']);
    expect(matching.list_two).toHaveLength(4);
    expect(matching.option1).toBe('P → 3, Q → 4, R → 2, S → 1');
    expect(JSON.stringify(all)).not.toMatch(/answer_key|answerKey/);

    const save = (q: AllottedQuestion, answer: Record<string, unknown>) =>
      call(h.app, 'saveAnswer', {
        token: s.token,
        params: { examId },
        body: { student_id: s.userId, ques_id: q.id, total_seconds: 20, review_status: false, ...answer },
      });
    const pick = (...chosen: number[]) =>
      Object.fromEntries([1, 2, 3, 4].map((o) => [`is_option${o}_selected`, chosen.includes(o)]));
    // Refusals, one per type rule (nothing is stored).
    const integerQ = ofType(4)[0]!;
    expect((await save(integerQ, { ans_given: '2.5' })).body.message).toBe('Enter a whole number from 0 to 9');
    expect((await save(integerQ, { ans_given: '12' })).statusCode).toBe(400);
    expect((await save(integerQ, { ans_given: '-1' })).statusCode).toBe(400);
    expect((await save(ofType(3)[0]!, { ans_given: '2.005' })).body.message).toBe(
      'Enter the value with at most 2 decimal places',
    );
    expect((await save(ofType(5)[0]!, pick(1, 2))).statusCode).toBe(400);
    expect((await save(ofType(1)[0]!, pick(1, 2))).statusCode).toBe(400);
    const bulk = await call(h.app, 'bulkSaveAnswers', {
      token: s.token,
      params: { examId },
      body: {
        examId,
        studentId: s.userId,
        updatedAnswers: [
          {
            serial_no: integerQ.serial_no,
            allotted_id: integerQ.id,
            type: 4,
            review: false,
            total_seconds: 5,
            ans_given: '10',
            options_selected: [],
            current_attempt_seconds: [5],
            seq: 1,
          },
        ],
      },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.body.message).toContain('Enter a whole number from 0 to 9');

    // The plan: [question, options chosen or the text typed, marks by the scheme's own functions].
    const [s1, s2] = ofType(1);
    const [m1, m2, m3] = ofType(2);
    const [n1, n2] = ofType(3);
    const [i1, i2] = ofType(4);
    const [l1, l2] = ofType(5);
    const plan: [AllottedQuestion, number[] | string, number][] = [
      [s1!, [2], scoreSingleCorrect(2, 2)],
      [s2!, [3], scoreSingleCorrect(1, 3)],
      [m1!, [1, 3], scoreMultipleCorrect([1, 3], [1, 3])],
      [m2!, [1, 2, 4], scoreMultipleCorrect([1, 2, 3, 4], [1, 2, 4])],
      [m3!, [1, 4], scoreMultipleCorrect([1, 2, 3], [1, 4])],
      [n1!, '2.01', scoreNumeric(parseNumericKey('2', 0.01), '2.01')],
      [n2!, '1.05', scoreNumeric(parseNumericKey('0.98..1.02'), '1.05')],
      [i1!, '2', scoreInteger(2, '2')],
      // i2 left unanswered: 0.
      [l1!, [1], scoreMatching(1, 1)],
      [l2!, [3], scoreMatching(2, 3)],
    ];
    expect(plan.map((p) => p[2])).toEqual([3, -1, 4, 3, -2, 4, 0, 4, 3, -1]);
    for (const [q, given] of plan) {
      const res = await save(q, typeof given === 'string' ? { ans_given: given } : pick(...given));
      expect([q.serial_no, res.statusCode, res.body.message]).toEqual([q.serial_no, 200, expect.any(String)]);
    }
    expect(i2).toBeDefined();
    expect(
      (await call(h.app, 'submitExam', { token: s.token, params: { examId }, body: { student_id: s.userId } }))
        .statusCode,
    ).toBe(200);
    await passResultRelease(h, examId);
    const result = endpoints.examResult.data.parse(
      (await call(h.app, 'examResult', { token: s.token, params: { examId } })).body.data,
    );
    h.clock.reset();
    expect(result.score).toBe(plan.reduce((sum, p) => sum + p[2], 0));
    // Max marks: the scheme's full marks per question, not the sections' +1.
    expect(result.max_marks).toBe(2 * 3 + 3 * 4 + 2 * 4 + 2 * 4 + 2 * 3);
    expect(result.questions.find((q) => q.allotted_id === m2!.id)).toMatchObject({
      attempted: true,
      correct: false,
      marks: 3,
    });
  }, 60_000);

  it('the importer refuses a matching option that is not a full pairing, and an integer key outside the range', async () => {
    const s = await signIn(h.app, 'enrolled');
    const bad = jeeAdvancedDemoPaper(window()) as { sections: { questions: Record<string, unknown>[] }[] };
    bad.sections[4]!.questions[0]!.options = [
      'P→3, Q→4, R→2',
      'P→3, Q→2, R→4, S→1',
      'P→1, Q→4, R→2, S→3',
      'P→2, Q→4, R→3, S→1',
    ];
    bad.sections[3]!.questions[1]!.answer = '12';
    const res = await importFor(s.userId, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /sections\.4\.questions\.0\.options\.0: a combination pairs every List-I item with a List-II number: S not paired/,
    );
    expect(res.json().message).toMatch(/sections\.3\.questions\.1\.answer: outside exam\.integerRange 0\.\.9/);
  });
});
