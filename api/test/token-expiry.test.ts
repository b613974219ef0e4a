/**
 * Sessions end (docs/decisions/0010-production-profile.md): a token is refused with 401 from its expiry on — the
 * screens answer a 401 with the session-expiry flow (000 §8) — and an exam's save made after expiry is not lost: the
 * player keeps it and syncs it after the student signs in again (001 §4.5), which the server then accepts.
 */
import { nextSeq } from '@classroom/shared/exam-rules';
import { configFromEnv } from '../src/app';
import { DEFAULT_TOKEN_TTL_MS } from '../src/auth/tokens';
import { call, signIn, useHarness } from './helpers';

const TTL_MS = 10 * 60_000;
const h = useHarness({ config: { tokenTtlMs: TTL_MS } });

test('the lifetime is TOKEN_TTL_HOURS hours, 36 by default (a 3-hour exam plus a day of study)', () => {
  const saved = process.env.TOKEN_TTL_HOURS;
  try {
    delete process.env.TOKEN_TTL_HOURS;
    expect(configFromEnv().tokenTtlMs).toBe(DEFAULT_TOKEN_TTL_MS);
    expect(DEFAULT_TOKEN_TTL_MS).toBe(36 * 3_600_000);
    process.env.TOKEN_TTL_HOURS = '8';
    expect(configFromEnv().tokenTtlMs).toBe(8 * 3_600_000);
  } finally {
    if (saved === undefined) delete process.env.TOKEN_TTL_HOURS;
    else process.env.TOKEN_TTL_HOURS = saved;
  }
});

test('a token works until its expiry, then every call and the exam save answer 401; after a new sign-in the kept save is accepted', async () => {
  h.clock.reset();
  const a = await signIn(h.app, 'enrolled');
  const mock = h.seeded.exams.mock;
  expect(
    (await call(h.app, 'startExamV2', { token: a.token, params: { examId: mock }, body: { student_id: a.userId } }))
      .statusCode,
  ).toBe(200);
  const questions = await call(h.app, 'fetchAllQuestions', { token: a.token, params: { examId: mock } });
  const single = (
    questions.body.data as { section_questions: { id: number; question_type_id: number }[] }
  ).section_questions.find((q) => q.question_type_id === 1)!;

  h.clock.advance(TTL_MS - 60_000);
  expect((await call(h.app, 'fetchAllQuestions', { token: a.token, params: { examId: mock } })).statusCode).toBe(200);

  h.clock.advance(2 * 60_000);
  const expired = await call(h.app, 'fetchAllQuestions', { token: a.token, params: { examId: mock } });
  expect(expired).toEqual({
    statusCode: 401,
    body: { status: false, message: 'Session expired, please sign in again' },
  });
  // The save made after expiry (offline or in flight): refused with the same 401, nothing written.
  const save = {
    student_id: a.userId,
    ques_id: single.id,
    total_seconds: 9,
    review_status: false,
    is_option3_selected: true,
    seq: nextSeq(0, h.clock.now().getTime()),
  };
  const refused = await call(h.app, 'saveAnswer', { token: a.token, params: { examId: mock }, body: save });
  expect(refused).toEqual({
    statusCode: 401,
    body: { status: false, message: 'Session expired, please sign in again' },
  });
  const colourOf = async (token: string) => {
    const res = await call(h.app, 'fetchAllQuestions', { token, params: { examId: mock } });
    return (
      res.body.data as { section_questions: { id: number; color_id?: number; is_option3_selected?: boolean }[] }
    ).section_questions.find((q) => q.id === single.id);
  };

  // The student signs in again; the kept save is synced and accepted.
  const again = await signIn(h.app, 'enrolled');
  const before = await colourOf(again.token);
  const synced = await call(h.app, 'saveAnswer', { token: again.token, params: { examId: mock }, body: save });
  expect(synced.statusCode).toBe(200);
  expect(await colourOf(again.token)).not.toEqual(before);
});
