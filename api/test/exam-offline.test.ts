/**
 * The offline-tolerant exam calls (001 §4.5, §7; ARCHITECTURE §6): start v2, fetch all, bulk save with per-question
 * seq (idempotent, replay- and reorder-safe), and the result and answer key after submission (001 §2.1).
 * One file on purpose: the result test submits the attempts the start and bulk-save tests answered.
 */
import { endpoints, type AllottedQuestion, type BulkAnswer } from '@classroom/shared/contract';
import { inArray } from 'drizzle-orm';
import { questions } from '../src/db/schema';
import { rankAndPercentile } from '../src/exam/results';
import { scoreAnswer } from '../src/exam/rules';
import { answer, queueFor, shuffled, stateBySerial } from './bulk-answers';
import { call, passResultRelease, signIn, useHarness } from './helpers';

const h = useHarness();
afterEach(() => h.clock.reset());

type Session = { token: string; userId: number };
const examId = () => h.seeded.exams.mock;

const startV2 = (s: Session) =>
  call(h.app, 'startExamV2', { token: s.token, params: { examId: examId() }, body: { student_id: s.userId } });
const fetchAll = (s: Session) => call(h.app, 'fetchAllQuestions', { token: s.token, params: { examId: examId() } });
const bulk = (s: Session, answers: BulkAnswer[], extra: Record<string, unknown> = {}) =>
  call(h.app, 'bulkSaveAnswers', {
    token: s.token,
    params: { examId: examId() },
    body: { studentId: s.userId, examId: examId(), updatedAnswers: answers, ...extra },
  });
const submit = (s: Session) =>
  call(h.app, 'submitExam', { token: s.token, params: { examId: examId() }, body: { student_id: s.userId } });

async function allQuestions(s: Session): Promise<AllottedQuestion[]> {
  const res = await fetchAll(s);
  expect(res.statusCode).toBe(200);
  return endpoints.fetchAllQuestions.data.parse(res.body.data).section_questions;
}

describe('start v2 and fetch all (001 §4.5)', () => {
  test('fetch-all-questions is refused before the start; start v2 returns server time, end time and seconds left', async () => {
    const s = await signIn(h.app, 'free');
    const before = await fetchAll(s);
    expect(before.statusCode).toBe(400);
    expect(before.body).toEqual({ status: false, message: 'Exam not started' });
    const t0 = new Date();
    h.clock.set(t0);
    const res = await startV2(s);
    expect(res.statusCode).toBe(200);
    expect(endpoints.startExamV2.data.parse(res.body.data)).toEqual({
      current_time: t0.toISOString(),
      exam_end_on: new Date(t0.getTime() + 180 * 60_000).toISOString(),
      num_seconds: 180 * 60,
    });
    const all = endpoints.fetchAllQuestions.data.parse((await fetchAll(s)).body.data);
    expect(all.student_id).toBe(s.userId);
    expect(all.section_questions).toHaveLength(18);
    expect(all.question_status_list.map((q) => q.question_id)).toEqual(all.section_questions.map((q) => q.id));
    expect(JSON.stringify(all)).not.toContain('answer_key');
    // A resume 5 minutes later keeps the end time.
    h.clock.set(new Date(t0.getTime() + 300_000));
    expect(endpoints.startExamV2.data.parse((await startV2(s)).body.data).num_seconds).toBe(180 * 60 - 300);
  });

  test('an exam not scheduled for the caller is 404 on every offline call', async () => {
    const s = await signIn(h.app, 'free');
    for (const name of ['fetchAllQuestions', 'examResult', 'answerKey'] as const) {
      expect((await call(h.app, name, { token: s.token, params: { examId: 99_999 } })).statusCode).toBe(404);
    }
    expect(
      (await call(h.app, 'startExamV2', { token: s.token, params: { examId: 99_999 }, body: { student_id: s.userId } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('bulk save (ARCHITECTURE §6: per-question seq)', () => {
  test('sent 3 times in shuffled order it leaves the same state as sent once; the replays apply nothing', async () => {
    const once = await signIn(h.app, 'school-40059');
    const thrice = await signIn(h.app, 'section-303');
    await startV2(once);
    await startV2(thrice);
    const qOnce = await allQuestions(once);
    const qThrice = await allQuestions(thrice);

    const single = await bulk(once, queueFor(qOnce));
    expect(single.statusCode).toBe(200);
    expect(endpoints.bulkSaveAnswers.data.parse(single.body.data)).toMatchObject({ applied: 6, ignored: 3 });

    const replies = [];
    for (const seed of [1, 2, 3])
      replies.push(
        endpoints.bulkSaveAnswers.data.parse((await bulk(thrice, shuffled(queueFor(qThrice), seed))).body.data),
      );
    expect(replies.map((r) => r.applied)).toEqual([6, 0, 0]);
    expect(stateBySerial(await allQuestions(thrice))).toEqual(stateBySerial(await allQuestions(once)));

    // The final state is the highest seq of each question.
    const bySerial = new Map((await allQuestions(once)).map((q) => [q.serial_no, q]));
    const s0 = qOnce.filter((q) => q.question_type_id === 1)[0]!;
    expect(bySerial.get(s0.serial_no)).toMatchObject({
      is_option3_selected: true,
      is_option1_selected: false,
      total_seconds: 20,
      current_attempt_seconds: [20],
    });
    const n0 = qOnce.filter((q) => q.question_type_id === 3)[0]!;
    expect(bySerial.get(n0.serial_no)).toMatchObject({ ans_given: '-3', is_attempted: true });
    expect(single.body.data).toMatchObject({
      question_status_list: expect.arrayContaining([
        { serial_no: s0.serial_no, section_id: s0.section_id, question_id: s0.id, color_id: 1 },
      ]),
    });
  });

  test('a stale seq is ignored; a higher one applies', async () => {
    const s = await signIn(h.app, 'enrolled');
    await startV2(s);
    const [q] = (await allQuestions(s)).filter((x) => x.question_type_id === 1);
    expect(
      endpoints.bulkSaveAnswers.data.parse((await bulk(s, [answer(q!, 5, { options_selected: [2] })])).body.data)
        .applied,
    ).toBe(1);
    const stale = endpoints.bulkSaveAnswers.data.parse(
      (await bulk(s, [answer(q!, 4, { options_selected: [4] }), answer(q!, 5, { options_selected: [1] })])).body.data,
    );
    expect(stale).toMatchObject({ applied: 0, ignored: 2 });
    expect((await allQuestions(s)).find((x) => x.id === q!.id)).toMatchObject({
      is_option2_selected: true,
      is_option4_selected: false,
      is_option1_selected: false,
    });
    expect(
      endpoints.bulkSaveAnswers.data.parse((await bulk(s, [answer(q!, 6, { options_selected: [] })])).body.data)
        .applied,
    ).toBe(1);
    expect((await allQuestions(s)).find((x) => x.id === q!.id)).toMatchObject({ is_attempted: false });
  });

  test("refusals change nothing: another student, another attempt's question, a foreign exam id, two options on single choice, the attempt limit", async () => {
    const s = await signIn(h.app, 'enrolled');
    const other = await signIn(h.app, 'school-40059');
    const mine = await allQuestions(s);
    const theirs = await allQuestions(other);
    const before = stateBySerial(mine);
    const single = mine.filter((q) => q.question_type_id === 1);
    const numeric = mine.filter((q) => q.question_type_id === 3 && q.subject_id === mine[0]!.subject_id);

    const foreignStudent = await bulk(s, [answer(single[1]!, 50, { options_selected: [1] })], {
      studentId: other.userId,
    });
    expect(foreignStudent.statusCode).toBe(403);
    expect(foreignStudent.body).toEqual({ status: false, message: 'Not allowed' });

    const foreignQuestion = await bulk(s, [
      answer(single[1]!, 50, { options_selected: [1] }),
      answer(theirs[0]!, 50, { options_selected: [1] }),
    ]);
    expect(foreignQuestion.statusCode).toBe(404);
    expect(foreignQuestion.body.message).toContain('Question not found');

    const wrongExam = await bulk(s, [answer(single[1]!, 50, { options_selected: [1] })], {
      examId: h.seeded.exams.upcoming,
    });
    expect(wrongExam.statusCode).toBe(400);
    expect(wrongExam.body.message).toMatch(/^examId: /);

    const twoOptions = await bulk(s, [
      answer(single[1]!, 50, { options_selected: [1] }),
      answer(single[2]!, 50, { options_selected: [1, 2] }),
    ]);
    expect(twoOptions.statusCode).toBe(400);

    expect(numeric).toHaveLength(3);
    const limit = await bulk(
      s,
      numeric.map((q) => answer(q, 50, { ans_given: '1' })),
    );
    expect(limit.statusCode).toBe(400);
    expect(limit.body.message).toMatch(/^You can attempt only 2 out of 3 questions in this section/);

    const badBody = await bulk(s, [answer(single[1]!, 0)]);
    expect(badBody.statusCode).toBe(400);
    expect(badBody.body.message).toMatch(/^updatedAnswers\.0\.seq: /);

    expect(stateBySerial(await allQuestions(s))).toEqual(before);
    // Two of three numeric answers are fine.
    expect(
      (
        await bulk(
          s,
          numeric.slice(0, 2).map((q) => answer(q, 50, { ans_given: '1' })),
        )
      ).statusCode,
    ).toBe(200);
  });

  test('after the end + 60 s grace: "Exam time over"; after submission: "Exam already submitted"', async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const t0 = new Date();
    h.clock.set(t0);
    await startV2(s);
    const q = (await allQuestions(s))[0]!;
    h.clock.set(new Date(t0.getTime() + 180 * 60_000 + 59_000));
    expect((await bulk(s, [answer(q, 1, { options_selected: [1] })])).statusCode).toBe(200);
    h.clock.set(new Date(t0.getTime() + 181 * 60_000 + 1_000));
    expect((await bulk(s, [answer(q, 2, { options_selected: [2] })])).body).toEqual({
      status: false,
      message: 'Exam time over',
    });
    h.clock.reset();
  });
});

describe('result and answer key (001 §2.1)', () => {
  test('refused before submission; after it: JEE +4/−1 marks, numeric tolerance, per section and subject, rank and percentile', async () => {
    const a = await signIn(h.app, 'section-303'); // answered in the bulk test; submits with those answers
    const b = await signIn(h.app, 'school-40059'); // the same answers
    const c = await signIn(h.app, 'free'); // started, nothing answered

    for (const name of ['examResult', 'answerKey'] as const) {
      const res = await call(h.app, name, { token: c.token, params: { examId: examId() } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Exam not submitted yet' });
    }

    // Answer a's remaining questions from the bank's keys: one single right, the numeric within tolerance.
    const qs = await allQuestions(a);
    const keys = new Map(
      (
        await h.handle.db
          .select()
          .from(questions)
          .where(
            inArray(
              questions.id,
              qs.map((q) => q.question_id),
            ),
          )
      ).map((q) => [q.id, q]),
    );
    const single = qs.filter((q) => q.question_type_id === 1);
    const numeric = qs.filter((q) => q.question_type_id === 3);
    const right = single[3]!;
    const numRight = numeric.find((q) => q.subject_id !== qs[0]!.subject_id)!;
    const rightKey = Number(keys.get(right.question_id)!.answerKey);
    expect(
      (
        await bulk(a, [
          answer(right, 10, { options_selected: [rightKey] }),
          answer(numRight, 10, { ans_given: String(Number(keys.get(numRight.question_id)!.answerKey) + 0.005) }),
        ])
      ).statusCode,
    ).toBe(200);

    for (const s of [a, b, c]) expect((await submit(s)).statusCode).toBe(200);
    const answered = await allQuestions(a);

    // Submitted early, the result and answer key are not released while the exam is open for others —
    // the answer is the declaration date (max(end, exam_result_on)); after it, the result.
    for (const name of ['examResult', 'answerKey'] as const) {
      const early = await call(h.app, name, { token: a.token, params: { examId: examId() } });
      expect(early.statusCode).toBe(403);
      expect(early.body.message).toMatch(/^Result will be declared on \d{4}-\d\d-\d\dT/);
      expect(early.body.data).toEqual({ result_declared_on: expect.any(String) });
    }
    const releasedAt = await passResultRelease(h, examId());
    const early = await call(h.app, 'examResult', { token: a.token, params: { examId: examId() } });
    expect(early.statusCode).toBe(200);
    expect(releasedAt.getTime()).toBeGreaterThan(0);
    const expected = answered.reduce((sum, q) => {
      const key = keys.get(q.question_id)!;
      return (
        sum +
        scoreAnswer(
          {
            questionType: q.question_type_id,
            answerKey: key.answerKey,
            tolerance: key.tolerance,
            positiveMarks: 4,
            negativeMarks: 1,
          },
          {
            ansGiven: q.ans_given,
            options: [q.is_option1_selected, q.is_option2_selected, q.is_option3_selected, q.is_option4_selected],
          },
        )
      );
    }, 0);

    const result = endpoints.examResult.data.parse(
      (await call(h.app, 'examResult', { token: a.token, params: { examId: examId() } })).body.data,
    );
    expect(result.score).toBe(expected);
    expect(result.questions.find((q) => q.allotted_id === right.id)).toMatchObject({
      attempted: true,
      correct: true,
      marks: 4,
    });
    expect(result.questions.find((q) => q.allotted_id === numRight.id)).toMatchObject({ correct: true, marks: 4 });
    // 2 subjects × (A 4 single + B 2 multiple + C 2 of 3 numeric) × 4 marks.
    expect(result.max_marks).toBe(2 * (4 + 2 + 2) * 4);
    expect(result.sections).toHaveLength(6);
    expect(result.subjects.map((x) => x.subject_name)).toEqual(['Physics', 'Mathematics']);
    expect(result.subjects.reduce((sum, x) => sum + x.score, 0)).toBe(result.score);
    expect(result.sections.reduce((sum, x) => sum + x.score, 0)).toBe(result.score);
    expect(result.questions.find((q) => q.serial_no === 1)?.total_seconds).toBeGreaterThan(0);

    const cResult = endpoints.examResult.data.parse(
      (await call(h.app, 'examResult', { token: c.token, params: { examId: examId() } })).body.data,
    );
    expect(cResult.score).toBe(0);
    expect(result.total_students).toBe(cResult.total_students);
    expect(result.rank).toBe(1);
    expect(cResult.rank).toBeGreaterThan(1);
    expect(result.percentile).toBe(100);

    const key = endpoints.answerKey.data.parse(
      (await call(h.app, 'answerKey', { token: a.token, params: { examId: examId() } })).body.data,
    );
    expect(key.questions).toHaveLength(18);
    expect(key.questions.find((q) => q.id === right.id)).toMatchObject({
      correct_answer: String(rightKey),
      correct: true,
      marks: 4,
    });
    expect(key.questions.every((q) => q.correct_answer === keys.get(q.question_id)!.answerKey)).toBe(true);
  });

  test('rank and percentile: ties share a rank; percentile = share at or below', () => {
    expect(rankAndPercentile(10, [10, 20, 10, 5])).toEqual({ rank: 2, percentile: 75 });
    expect(rankAndPercentile(20, [10, 20, 10, 5])).toEqual({ rank: 1, percentile: 100 });
    expect(rankAndPercentile(0, [])).toEqual({ rank: null, percentile: null });
  });

  test('partial marks for multiple choice only when the exam allows them', () => {
    const key = { questionType: 2, answerKey: '1,3,4', tolerance: 0, positiveMarks: 4, negativeMarks: 2 };
    const two = { ansGiven: null, options: [true, false, true, false] as const };
    const wrong = { ansGiven: null, options: [true, true, false, false] as const };
    expect(scoreAnswer(key, two)).toBe(-2);
    expect(scoreAnswer({ ...key, partialMarks: true }, two)).toBe(2);
    expect(scoreAnswer({ ...key, partialMarks: true }, wrong)).toBe(-2);
    expect(scoreAnswer({ ...key, partialMarks: true }, { ansGiven: null, options: [true, false, true, true] })).toBe(4);
  });
});
