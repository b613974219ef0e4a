/**
 * Every write path is ordered by one per-question sequence number (ARCHITECTURE §6, SECURITY.md):
 * single saves, DPP saves, bulk saves and resets. A queued offline answer with an older intent never overwrites a
 * newer online one, and a retried save adds its time once.
 */
import { endpoints, type AllottedQuestion, type BulkAnswer } from '@classroom/shared/contract';
import { nextSeq } from '@classroom/shared/exam-rules';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

const examId = () => h.seeded.exams.mock;
type Session = { token: string; userId: number };

async function questionsOf(s: Session): Promise<AllottedQuestion[]> {
  const res = await call(h.app, 'fetchAllQuestions', { token: s.token, params: { examId: examId() } });
  expect(res.statusCode).toBe(200);
  return endpoints.fetchAllQuestions.data.parse(res.body.data).section_questions;
}
const stored = async (s: Session, id: number) => (await questionsOf(s)).find((q) => q.id === id)!;

function queued(q: AllottedQuestion, seq: number, option: number): BulkAnswer {
  return {
    serial_no: q.serial_no,
    allotted_id: q.id,
    type: 1,
    review: false,
    total_seconds: 30,
    ans_given: '',
    options_selected: [option],
    current_attempt_seconds: [30],
    seq,
  };
}
const save = (s: Session, q: AllottedQuestion, option: number, extra: { seq?: number; total_seconds?: number } = {}) =>
  call(h.app, 'saveAnswer', {
    token: s.token,
    params: { examId: examId() },
    body: {
      student_id: s.userId,
      ques_id: q.id,
      total_seconds: extra.total_seconds ?? 5,
      review_status: false,
      [`is_option${option}_selected`]: true,
      ...(extra.seq ? { seq: extra.seq } : {}),
    },
  });
const bulk = (s: Session, answers: BulkAnswer[]) =>
  call(h.app, 'bulkSaveAnswers', {
    token: s.token,
    params: { examId: examId() },
    body: { studentId: s.userId, examId: examId(), updatedAnswers: answers },
  });

let s: Session;
let singles: AllottedQuestion[];
beforeAll(async () => {
  s = await signIn(h.app, 'enrolled-2');
  expect(
    (await call(h.app, 'startExamV2', { token: s.token, params: { examId: examId() }, body: { student_id: s.userId } }))
      .statusCode,
  ).toBe(200);
  singles = (await questionsOf(s)).filter((q) => q.question_type_id === 1);
});

test('the mixed case: an answer queued offline at 10:00:00 arrives after an online save made at 10:00:05 — the newer intent stays', async () => {
  const q = singles[0]!;
  const t0 = h.clock.now().getTime();
  const offlineIntent = queued(q, nextSeq(0, t0), 1); // chosen offline first, queued on the device
  const online = await save(s, q, 3, { seq: nextSeq(0, t0 + 5000) }); // then option 3 online, 5 s later
  expect(online.statusCode).toBe(200);
  const late = await bulk(s, [offlineIntent]); // the queue syncs last
  expect(late.statusCode).toBe(200);
  expect(late.body.data).toMatchObject({ applied: 0, ignored: 1 });
  const after = await stored(s, q.id);
  expect([after.is_option1_selected, after.is_option3_selected]).toEqual([false, true]);
});

test('a save without a number (an older client) is stamped on the server clock and still outranks an older queued intent', async () => {
  const q = singles[1]!;
  const queuedAt = h.clock.now().getTime() - 60_000; // queued a minute ago
  expect((await save(s, q, 2)).statusCode).toBe(200);
  expect((await bulk(s, [queued(q, nextSeq(0, queuedAt), 4)])).body.data).toMatchObject({ applied: 0 });
  expect((await stored(s, q.id)).is_option2_selected).toBe(true);
  // A newer queued intent (after the online save) is applied.
  expect((await bulk(s, [queued(q, nextSeq(0, h.clock.now().getTime() + 60_000), 4)])).body.data).toMatchObject({
    applied: 1,
  });
  expect((await stored(s, q.id)).is_option4_selected).toBe(true);
});

test('a retried save (same seq) adds its time once: total_seconds equals the acknowledged sum', async () => {
  const q = singles[2]!;
  const before = (await stored(s, q.id)).total_seconds;
  const seq = nextSeq(0, h.clock.now().getTime() + 120_000);
  const first = await save(s, q, 1, { seq, total_seconds: 9 });
  const retry = await save(s, q, 1, { seq, total_seconds: 9 });
  expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
  expect((await stored(s, q.id)).total_seconds).toBe(before + 9);
});

test('a reset older than the stored answer changes nothing; a newer one clears it', async () => {
  const q = singles[3]!;
  const t = h.clock.now().getTime() + 180_000;
  expect((await save(s, q, 2, { seq: nextSeq(0, t) })).statusCode).toBe(200);
  const reset = (seq: number) =>
    call(h.app, 'resetQuestion', {
      token: s.token,
      params: { examId: examId() },
      body: { student_id: s.userId, ques_id: q.id, seq },
    });
  expect((await reset(nextSeq(0, t - 1000))).statusCode).toBe(200);
  expect((await stored(s, q.id)).is_option2_selected).toBe(true);
  expect((await reset(nextSeq(0, t + 1000))).statusCode).toBe(200);
  expect((await stored(s, q.id)).is_option2_selected).toBe(false);
});
