/**
 * Save-answer (001 §7 Save answer) checks the session's token inside its one SQL statement.
 * Every refusal must be the one the register gave when the token was looked up first (000 §6: 'Invalid token',
 * 'User logged into another device'; 000 §4 profile lock, error code 1007; ARCHITECTURE §5 'Not allowed'), followed by
 * the save's own (001 §5, §7: not started, submitted, time over, wrong question, single choice, attempt limit), and
 * nothing may be written by a refused save. The reference below is the register's path written out: studentForToken,
 * the profile lock, the ownership check, then saveAnswer.
 */
import { type SaveAnswerBody } from '@classroom/shared/contract';
import { nextSeq } from '@classroom/shared/exam-rules';
import { sql } from 'drizzle-orm';
import { Client, Pool } from 'pg';
import { isProfileLocked, studentForToken } from '../src/auth/tokens';
import { saveAnswer } from '../src/exam/attempts';
import { ApiError, profileLocked } from '../src/http/errors';
import { checkOwnership } from '../src/http/register';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

type Outcome = { status: number; message: string; error_code?: number; data?: unknown };

/** save-answer through the API (the one statement). */
async function viaApi(token: string | undefined, examId: number, body: unknown): Promise<Outcome> {
  const res = await call(h.app, 'saveAnswer', { token, params: { examId }, body });
  return {
    status: res.statusCode,
    message: res.body.message,
    ...(res.body.error_code !== undefined ? { error_code: res.body.error_code } : {}),
    ...(res.statusCode === 200 ? { data: res.body.data } : {}),
  };
}

/** The register's order with a token looked up first, then saveAnswer (the order before the token moved into the statement). */
async function viaRegister(token: string, examId: number, body: SaveAnswerBody): Promise<Outcome> {
  try {
    const { student } = await studentForToken(h.handle.db, token, h.clock.now());
    if (isProfileLocked(student, h.clock.now())) throw profileLocked();
    checkOwnership('saveAnswer', student, [{ examId }, body]);
    return {
      status: 200,
      message: 'Success',
      data: await saveAnswer(h.handle.db, examId, student.id, body, h.clock.now()),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: error.statusCode,
      message: error.message,
      ...(error.errorCode !== undefined ? { error_code: error.errorCode } : {}),
    };
  }
}

/** Every student's stored answers of the mock test (nothing may change on a refusal). */
async function storedAnswers(): Promise<unknown[]> {
  const result = await h.handle.db.execute(
    sql.raw(
      'SELECT a.id, a.ans_given, a.is_option1_selected, a.is_option2_selected, a.is_option3_selected, a.is_option4_selected, a.review_status, a.total_seconds, a.client_seq FROM allotted_questions a ORDER BY a.id',
    ),
  );
  return (result as unknown as { rows: unknown[] }).rows;
}

async function questionsOf(
  token: string,
  examId: number,
): Promise<{ id: number; serial_no: number; question_type_id: number; section_id: number }[]> {
  const res = await call(h.app, 'fetchAllQuestions', { token, params: { examId } });
  expect(res.statusCode).toBe(200);
  return (
    res.body.data as {
      section_questions: { id: number; serial_no: number; question_type_id: number; section_id: number }[];
    }
  ).section_questions;
}

/**
 * Counts the statements sent to the database (each a round trip): on PostgreSQL every pg Client.query (BEGIN and
 * COMMIT of a transaction included), on PGlite every query, exec and transaction of the client.
 */
function countDriverCalls(): { count: () => number; restore: () => void } {
  const client = (h.handle.db as unknown as { $client: unknown }).$client;
  const target = (client instanceof Pool ? Client.prototype : client) as unknown as Record<
    string,
    (...a: unknown[]) => unknown
  >;
  const methods = client instanceof Pool ? ['query'] : ['query', 'exec', 'transaction'];
  let n = 0;
  const originals = new Map<string, (...a: unknown[]) => unknown>();
  for (const method of methods) {
    const original = target[method]!;
    originals.set(method, original);
    target[method] = function counted(this: unknown, ...args: unknown[]) {
      n += 1;
      return original.apply(this, args);
    };
  }
  return {
    count: () => n,
    restore: () => {
      for (const [method, original] of originals) target[method] = original;
    },
  };
}

test('a save is one round trip to the database, the token checked in it; a retried seq changes nothing', async () => {
  const a = await signIn(h.app, 'enrolled');
  h.clock.reset();
  const mock = h.seeded.exams.mock;
  expect(
    (await call(h.app, 'startExamV2', { token: a.token, params: { examId: mock }, body: { student_id: a.userId } }))
      .statusCode,
  ).toBe(200);
  const single = (await questionsOf(a.token, mock)).find((q) => q.question_type_id === 1)!;
  const seq = nextSeq(0, h.clock.now().getTime() + 60_000);
  const body = {
    student_id: a.userId,
    ques_id: single.id,
    total_seconds: 7,
    review_status: false,
    is_option2_selected: true,
    seq,
  };
  const counter = countDriverCalls();
  const first = await viaApi(a.token, mock, body);
  counter.restore();
  expect(first.status).toBe(200);
  expect(counter.count()).toBe(1);
  const list = (first.data as { question_status_list: { question_id: number; color_id: number }[] })
    .question_status_list;
  expect(list.find((q) => q.question_id === single.id)!.color_id).toBe(1);
  const before = await storedAnswers();
  // The same write again (a retry): answered, nothing counted twice (ARCHITECTURE §6).
  const again = await viaApi(a.token, mock, body);
  expect(again.status).toBe(200);
  expect((again.data as { question_status_list: unknown }).question_status_list).toEqual(list);
  expect(await storedAnswers()).toEqual(before);
  // An older write (lower seq) is overtaken: nothing changes either.
  expect(
    (await viaApi(a.token, mock, { ...body, is_option2_selected: false, is_option4_selected: true, seq: seq - 4 }))
      .status,
  ).toBe(200);
  expect(await storedAnswers()).toEqual(before);
});

test("refusals: the register's (401, 403) then the save's, the same as with the token looked up first, and nothing written", async () => {
  const a = await signIn(h.app, 'enrolled');
  const b = await signIn(h.app, 'enrolled-2');
  const locked = await signIn(h.app, 'fees-due');
  h.clock.reset();
  const { mock, quiz } = h.seeded.exams;
  for (const s of [a, b])
    expect(
      (await call(h.app, 'startExamV2', { token: s.token, params: { examId: mock }, body: { student_id: s.userId } }))
        .statusCode,
    ).toBe(200);
  const mine = await questionsOf(a.token, mock);
  const theirs = await questionsOf(b.token, mock);
  const single = mine.find((q) => q.question_type_id === 1)!;
  const body = (over: Partial<SaveAnswerBody> = {}): SaveAnswerBody => ({
    student_id: a.userId,
    ques_id: single.id,
    total_seconds: 5,
    review_status: false,
    is_option1_selected: true,
    ...over,
  });

  // A superseded token (the student signed in again elsewhere) and a signed-out one.
  const old = await signIn(h.app, 'enrolled-2');
  const bNow = await signIn(h.app, 'enrolled-2');
  const out = await signIn(h.app, 'free');
  expect((await call(h.app, 'logout', { token: out.token })).statusCode).toBe(200);

  const cases: {
    name: string;
    token: string;
    examId: number;
    body: SaveAnswerBody;
    expected: Omit<Outcome, 'data'>;
  }[] = [
    {
      name: 'unknown token',
      token: 'f'.repeat(64),
      examId: mock,
      body: body(),
      expected: { status: 401, message: 'Invalid token' },
    },
    {
      name: 'superseded token',
      token: old.token,
      examId: mock,
      body: body({ student_id: b.userId, ques_id: theirs[0]!.id }),
      expected: { status: 401, message: 'User logged into another device' },
    },
    {
      name: 'signed-out token',
      token: out.token,
      examId: mock,
      body: body({ student_id: out.userId }),
      expected: { status: 401, message: 'Invalid token' },
    },
    {
      name: 'fees due (000 §4)',
      token: locked.token,
      examId: mock,
      body: body({ student_id: locked.userId }),
      expected: { status: 403, message: 'Profile locked: fees are due', error_code: 1007 },
    },
    {
      name: 'the body names another student',
      token: a.token,
      examId: mock,
      body: body({ student_id: b.userId }),
      expected: { status: 403, message: 'Not allowed' },
    },
    {
      name: "another student's question",
      token: a.token,
      examId: mock,
      body: body({ ques_id: theirs[0]!.id }),
      expected: { status: 404, message: 'Question not found' },
    },
    {
      name: 'an exam not scheduled',
      token: a.token,
      examId: 999_999,
      body: body(),
      expected: { status: 404, message: 'Exam not found' },
    },
    {
      name: 'an attempt not started',
      token: a.token,
      examId: quiz,
      body: body(),
      expected: { status: 400, message: 'Exam not started' },
    },
    {
      name: 'two options on a single choice',
      token: a.token,
      examId: mock,
      body: body({ is_option3_selected: true }),
      expected: { status: 400, message: 'Only one option may be chosen for a single-choice question' },
    },
  ];
  const before = await storedAnswers();
  for (const c of cases) {
    const api = await viaApi(c.token, c.examId, c.body);
    expect({ name: c.name, ...api }).toEqual({ name: c.name, ...c.expected });
    expect({ name: c.name, ...(await viaRegister(c.token, c.examId, c.body)) }).toEqual({
      name: c.name,
      ...c.expected,
    });
  }
  expect(await storedAnswers()).toEqual(before);

  // Invalid input keeps the register's order: no token 401, a bad token before a bad body 401, then the 400 naming the field.
  expect(await viaApi(undefined, mock, body())).toEqual({
    status: 401,
    message: 'Authentication credentials were not provided',
  });
  expect(await viaApi('f'.repeat(64), mock, { ...body(), total_seconds: 0 })).toEqual({
    status: 401,
    message: 'Invalid token',
  });
  expect((await viaApi(a.token, mock, { ...body(), total_seconds: 0 })).status).toBe(400);

  // Submitted (001 §4.6), then after the end + 60 s grace.
  expect(
    (await call(h.app, 'submitExam', { token: bNow.token, params: { examId: mock }, body: { student_id: b.userId } }))
      .statusCode,
  ).toBe(200);
  const submitted = body({ student_id: b.userId, ques_id: theirs.find((q) => q.question_type_id === 1)!.id });
  expect(await viaApi(bNow.token, mock, submitted)).toEqual({ status: 400, message: 'Exam already submitted' });
  expect(await viaRegister(bNow.token, mock, submitted)).toEqual({ status: 400, message: 'Exam already submitted' });
  h.clock.set(new Date(Date.now() + 181 * 60_000 + 1_000));
  expect(await viaApi(a.token, mock, body())).toEqual({ status: 400, message: 'Exam time over' });
  expect(await viaRegister(a.token, mock, body())).toEqual({ status: 400, message: 'Exam time over' });
  expect(await storedAnswers()).toEqual(before);
  h.clock.reset();
});

test("a first numeric answer in a section with an attempt limit goes the locked way for the token's student (001 §5)", async () => {
  const s = await signIn(h.app, 'section-303');
  h.clock.reset();
  const mock = h.seeded.exams.mock;
  expect(
    (await call(h.app, 'startExamV2', { token: s.token, params: { examId: mock }, body: { student_id: s.userId } }))
      .statusCode,
  ).toBe(200);
  const all = await questionsOf(s.token, mock);
  const numeric = all.filter(
    (q) => q.question_type_id === 3 && q.section_id === all.find((x) => x.question_type_id === 3)!.section_id,
  );
  const save = (id: number, ans: string) =>
    viaApi(s.token, mock, {
      student_id: s.userId,
      ques_id: id,
      total_seconds: 5,
      review_status: false,
      ans_given: ans,
    });
  expect((await save(numeric[0]!.id, '42')).status).toBe(200);
  expect((await save(numeric[1]!.id, '7')).status).toBe(200);
  expect(await save(numeric[2]!.id, '1')).toEqual({
    status: 400,
    message:
      'You can attempt only 2 out of 3 questions in this section. You have already attempted 2 question(s). Please deselect any marked question to continue.',
  });
});
