/**
 * 400, never 500 (SECURITY.md): ids and sequence numbers at and beyond the database's int4 range, in a path, a query
 * or a body, and malformed multipart bodies, are refused at validation with a clear message. Every call of the
 * contract table is reached (asserted), so a call added later is covered too.
 */
import { endpoints, INT4_MAX, type EndpointName } from '@classroom/shared/contract';
import fc from 'fast-check';
import { call, multipartBody, signIn, useHarness } from './helpers';

const h = useHarness();
let token = '';
let studentId = 0;
beforeAll(async () => {
  ({ token, userId: studentId } = await signIn(h.app, 'enrolled'));
}, 60_000);

const NAMES = (Object.keys(endpoints) as EndpointName[]).filter((n) => !['logout', 'login', 'switchUser'].includes(n));
/** Numbers around and far beyond int4, as JSON numbers and as text. */
const bigNumber = fc.oneof(
  fc.constantFrom(INT4_MAX + 1, 2 ** 32, 2 ** 53 - 1, 1e20, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
);
const ID_KEYS = [
  'student_id',
  'studentId',
  'ques_id',
  'allotted_question_id',
  'exam_id',
  'examId',
  'chapter_id',
  'exercise_id',
  'class_assoc',
  'student_section_course_id',
  'school_id',
  'subject_id',
  'section_id',
  'student',
  'live_class_id',
  'student_course_id',
  'skip',
];

test('an id or offset beyond int4 in a path, a query or a body answers 400 with a message, on every call', async () => {
  const reached = new Set<EndpointName>();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...NAMES), fc.constantFrom(...ID_KEYS), bigNumber, async (name, key, value) => {
      reached.add(name);
      const def = endpoints[name];
      const pathParams = [...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const res = await h.app.inject({
        method: def.method,
        url: `/api/${def.path.replace(/:([A-Za-z]+)/g, () => String(value))}`,
        query: { [key]: String(value) },
        ...(def.method === 'POST' ? { payload: { [key]: value, student_id: studentId } } : {}),
        headers: { authorization: `Token ${token}` },
      });
      expect(res.statusCode).toBeLessThan(500);
      // A path id beyond int4 can never name a row: always a clear 400.
      if (pathParams.some((p) => !/Binding|paymentId|orderId|linkId/.test(p))) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/2147483647/);
      }
    }),
    {
      // Every call once with a value just beyond int4 (a longer call table never leaves one out), then random input.
      examples: NAMES.map((n): [EndpointName, string, number] => [n, 'student_id', INT4_MAX + 1]),
      numRuns: Math.max(200, 400 - NAMES.length),
      seed: 13,
    },
  );
  expect(NAMES.filter((n) => !reached.has(n))).toEqual([]);
}, 120_000);

test("save-exam's documented probe (POST /api/exam/v1/save-exam/2147483648/) and a body ques_id beyond int4 answer 400", async () => {
  const path = await call(h.app, 'saveAnswer', {
    token,
    params: { examId: INT4_MAX + 1 },
    body: { student_id: studentId, ques_id: 1, total_seconds: 1, review_status: false },
  });
  expect(path.statusCode).toBe(400);
  const body = await call(h.app, 'saveAnswer', {
    token,
    params: { examId: 1 },
    body: { student_id: studentId, ques_id: INT4_MAX + 1, total_seconds: 1, review_status: false },
  });
  expect(body.statusCode).toBe(400);
  expect(body.body.message).toMatch(/ques_id/);
  // The boundary itself is a valid id (no such question: refused, but not as bad input of range).
  const edge = await call(h.app, 'chapterVideos', { token, query: { corner_type: 'jee', chapter_id: INT4_MAX } });
  expect(edge.statusCode).toBeLessThan(500);
});

test('a bulk save whose seq is beyond int4 answers 400 naming seq', async () => {
  const res = await call(h.app, 'bulkSaveAnswers', {
    token,
    params: { examId: 1 },
    body: {
      studentId,
      examId: 1,
      updatedAnswers: [
        {
          serial_no: 1,
          allotted_id: 1,
          type: 1,
          review: false,
          total_seconds: 1,
          ans_given: '',
          options_selected: [1],
          current_attempt_seconds: [1],
          seq: INT4_MAX + 1,
        },
      ],
    },
  });
  expect(res.statusCode).toBe(400);
  expect(res.body.message).toMatch(/seq/);
});

describe('malformed multipart (help form upload) answers 400, not 500', () => {
  const url = () => `/api/support/v1/post-feedback/${studentId}/`;

  test('multipart/form-data without a boundary', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: url(),
      payload: 'issue_type=Tests',
      headers: { authorization: `Token ${token}`, 'content-type': 'multipart/form-data' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
  });

  test('a body cut off in the middle of a file part', async () => {
    const { payload, contentType } = multipartBody({
      fields: { issue_type: 'Tests', description: 'cut' },
      files: [{ field: 'images', name: 'a.png', type: 'image/png', data: Buffer.alloc(4096, 1) }],
    });
    const res = await h.app.inject({
      method: 'POST',
      url: url(),
      payload: payload.subarray(0, payload.length - 1200),
      headers: { authorization: `Token ${token}`, 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
  });
});
