/**
 * Security and robustness across every route: random input never gives a 5xx and a refused request leaves
 * the database unchanged (fast-check); student A's token reaches nothing of student B's (IDOR); the portal calls'
 * error cases; the OpenAPI document and docs page.
 */
import { endpoints, type EndpointName } from '@classroom/shared/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { issueToken } from '../src/auth/tokens';
import { mpps, orders, pageViews, studentCourses, students } from '../src/db/schema';
import { paymentSignature } from '../src/payments/signature';
import { account, call, signIn, useHarness } from './helpers';

/** The admin import route is outside the contract table; the suite runs with an admin token so it can be reached. */
const ADMIN = 'security-test-admin-token-0123456789';
const ADMIN_URL = '/api/admin/v1/import-paper/';
const PAPER = JSON.parse(
  readFileSync(path.resolve(__dirname, '../import/fixtures/sample-paper.json'), 'utf8'),
) as Record<string, unknown>;

const h = useHarness({ config: { adminToken: ADMIN } });

/** Row counts of every table plus a hash of the answer tables. */
async function fingerprint(): Promise<string> {
  const tables = (await h.handle.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as { rows: unknown[] };
  const names = (tables.rows as { tablename: string }[])
    .map((r) => r.tablename)
    .filter((n) => n !== 'tokens' && n !== 'rate_limit_counts'); // a refused call may count against a limit
  const counts = (await h.handle.db.execute(
    sql.raw(`SELECT ${names.map((n) => `(SELECT count(*) FROM "${n}") AS "${n}"`).join(', ')},
    (SELECT md5(coalesce(string_agg(a::text, ',' ORDER BY a.id), '')) FROM allotted_questions a) AS answers,
    (SELECT md5(coalesce(string_agg(s::text, ',' ORDER BY s.id), '')) FROM scheduled_exams s) AS attempts,
    (SELECT md5(coalesce(string_agg(o::text, ',' ORDER BY o.id), '')) FROM orders o) AS orders_hash,
    (SELECT md5(coalesce(string_agg(st.student_course_id::text, ',' ORDER BY st.id), '')) FROM students st) AS current_batches`),
  )) as unknown as { rows: unknown[] };
  return JSON.stringify(counts.rows[0]);
}

const NAMES = Object.keys(endpoints) as EndpointName[];
const anyValue = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const record = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'student_id',
      'studentId',
      'student',
      'school_id',
      'ques_id',
      'examId',
      'skip',
      'limit',
      'type',
      'updatedAnswers',
      'MobileNumber',
      'order_id',
      'corner_type',
      'chapter_id',
    ),
    fc.string({ maxLength: 8 }),
  ),
  anyValue,
  { maxKeys: 5 },
);
const pathValue = fc.oneof(
  fc.integer({ min: -3, max: 1_000_000 }).map(String),
  fc.string({ minLength: 1, maxLength: 10 }).map((s) => s.replace(/[/?#%]/g, 'x') || 'x'),
);

describe('fast-check: random input to every route', () => {
  test('never a 5xx; a refused request changes nothing (every call of the contract table is reached)', async () => {
    const s = await signIn(h.app, 'free');
    const SKIPPED: EndpointName[] = ['logout', 'switchUser', 'login']; // they change tokens only / rate limits
    const reached = new Set<EndpointName>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NAMES), record, record, pathValue, async (name, body, query, p) => {
        if (SKIPPED.includes(name)) return;
        reached.add(name);
        const def = endpoints[name];
        const params = Object.fromEntries([...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, p]));
        const before = await fingerprint();
        const res = await h.app.inject({
          method: def.method,
          url: `/api/${def.path.replace(/:([A-Za-z]+)/g, (_m, k: string) => encodeURIComponent(params[k]!))}`,
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
          ...(def.method === 'POST' ? { payload: body } : {}),
          headers: { authorization: `Token ${s.token}` },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
          expect(await fingerprint()).toBe(before);
        }
      }),
      {
        // Every call once with empty input (so a longer call table never leaves one out), then random input; ~300 runs in all.
        examples: NAMES.map((n): [EndpointName, Record<string, unknown>, Record<string, unknown>, string] => [
          n,
          {},
          {},
          '1',
        ]),
        numRuns: Math.max(150, 300 - NAMES.length),
        seed: 20270101,
      },
    );
    // Every route of the table (DPP calls, exam info v2, analytics included) got random input at least once.
    expect(NAMES.filter((n) => !SKIPPED.includes(n) && !reached.has(n))).toEqual([]);
    expect([...reached]).toEqual(expect.arrayContaining(['dppStart', 'dppSaveAnswer', 'examInfoV2', 'postAnalytics']));
  }, 60_000);

  test('the admin import route: random files, schedule_for and credentials — never a 5xx; a refused import changes nothing', async () => {
    const s = await signIn(h.app, 'free');
    const auth = fc.constantFrom(undefined, `Bearer ${ADMIN}`, `Token ${s.token}`, `Bearer ${s.token}`, 'Bearer wrong');
    const file = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      // The sample paper with one top-level field replaced, removed or added.
      fc
        .tuple(
          fc.constantFrom(...Object.keys(PAPER), 'extra'),
          fc.option(fc.oneof(anyValue, fc.jsonValue({ maxDepth: 2 })), { nil: undefined }),
        )
        .map(([key, value]) => {
          const copy: Record<string, unknown> = { ...PAPER };
          if (value === undefined) delete copy[key];
          else copy[key] = value;
          return copy;
        }),
    );
    const scheduleFor = fc.option(
      fc.oneof(
        fc.constantFrom('none', 'all', 'section:301', 'section:abc', 'student:999999', 'student:', 'section:'),
        fc.string({ maxLength: 12 }),
      ),
      { nil: undefined },
    );
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(file, scheduleFor, auth, async (payload, schedule, authorization) => {
        const before = await fingerprint();
        const res = await h.app.inject({
          method: 'POST',
          url: ADMIN_URL,
          query: schedule === undefined ? undefined : { schedule_for: schedule },
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          refused += 1;
          expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
          expect(await fingerprint()).toBe(before);
        }
        if (authorization !== `Bearer ${ADMIN}`) expect(res.statusCode).toBe(403);
      }),
      { numRuns: 80, seed: 20270102 },
    );
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});

describe("IDOR: with A's token nothing of B's", () => {
  test('every call that names a student, school, attempt question, batch or order of B is refused and changes nothing', async () => {
    const a = await signIn(h.app, 'enrolled');
    const b = await signIn(h.app, 'enrolled-2');
    const mock = h.seeded.exams.mock;
    await call(h.app, 'startExam', { token: b.token, params: { examId: mock }, body: { student_id: b.userId } });
    await call(h.app, 'startExam', { token: a.token, params: { examId: mock }, body: { student_id: a.userId } });
    const bQuestion = endpoints.fetchAllQuestions.data.parse(
      (await call(h.app, 'fetchAllQuestions', { token: b.token, params: { examId: mock } })).body.data,
    ).section_questions[0]!;
    const bCourse = endpoints.studentCourses.data.parse(
      (await call(h.app, 'studentCourses', { token: b.token, query: { student_id: b.userId } })).body.data,
    )[0]!;
    const bOrder = endpoints.enrollCourse.data.parse(
      (await call(h.app, 'enrollCourse', { token: b.token, params: { courseBinding: 'JEE2027-ONLINE' } })).body.data,
    ).order_id;
    const bAnswer = {
      serial_no: 1,
      allotted_id: bQuestion.id,
      type: bQuestion.question_type_id,
      review: false,
      total_seconds: 5,
      ans_given: '',
      options_selected: [1],
      current_attempt_seconds: [5],
      seq: 99,
    };
    const before = await fingerprint();
    const attempts: [EndpointName, Parameters<typeof call>[2], number[]][] = [
      ['studentDetails', { query: { username: account('enrolled-2').username } }, [403]],
      ['studentCourses', { query: { student_id: b.userId } }, [403]],
      ['studentSubjects', { query: { student_id: b.userId } }, [403]],
      ['examsList', { params: { studentId: b.userId } }, [403]],
      ['scheduledExams', { query: { student: b.userId, type: 1 } }, [403]],
      ['givenExams', { query: { student: b.userId, type: 1 } }, [403]],
      ['examInfo', { params: { examId: mock }, query: { student_id: b.userId } }, [403]],
      ['startExam', { params: { examId: mock }, body: { student_id: b.userId } }, [403]],
      ['startExamV2', { params: { examId: mock }, body: { student_id: b.userId } }, [403]],
      [
        'fetchQuestions',
        {
          params: { examId: mock },
          query: { student_id: b.userId, subject_id: bQuestion.subject_id, section_id: bQuestion.section_id },
        },
        [403],
      ],
      [
        'saveAnswer',
        {
          params: { examId: mock },
          body: {
            student_id: b.userId,
            ques_id: bQuestion.id,
            total_seconds: 3,
            review_status: false,
            is_option1_selected: true,
          },
        },
        [403],
      ],
      [
        'saveAnswer',
        {
          params: { examId: mock },
          body: {
            student_id: a.userId,
            ques_id: bQuestion.id,
            total_seconds: 3,
            review_status: false,
            is_option1_selected: true,
          },
        },
        [404],
      ],
      [
        'bulkSaveAnswers',
        { params: { examId: mock }, body: { studentId: b.userId, examId: mock, updatedAnswers: [bAnswer] } },
        [403],
      ],
      [
        'bulkSaveAnswers',
        { params: { examId: mock }, body: { studentId: a.userId, examId: mock, updatedAnswers: [bAnswer] } },
        [404],
      ],
      ['resetQuestion', { params: { examId: mock }, body: { student_id: a.userId, ques_id: bQuestion.id } }, [404]],
      ['resetQuestion', { params: { examId: mock }, body: { student_id: b.userId, ques_id: bQuestion.id } }, [403]],
      ['submitExam', { params: { examId: mock }, body: { student_id: b.userId } }, [403]],
      ['switchCourse', { body: { student_id: a.userId, student_course_id: bCourse.student_course_id } }, [404]],
      ['switchCourse', { body: { student_id: b.userId, student_course_id: bCourse.student_course_id } }, [403]],
      ['attendance', { query: { student_section_course_id: bCourse.student_course_id } }, [404]],
      ['attendanceDates', { query: { student_section_course_id: bCourse.student_course_id } }, [404]],
      ['holidays', { query: { school_id: 40059 } }, [403]],
      [
        'postFeedback',
        { params: { studentId: b.userId }, multipart: { fields: { issue_type: 'x', description: 'y' } } },
        [403],
      ],
      [
        'completeCoursePayment',
        {
          params: { paymentId: 'pay_1' },
          body: {
            order_id: bOrder,
            signature: paymentSignature('embedded-development-payment-secret', bOrder, 'pay_1'),
          },
        },
        [404],
      ],
      ['failedCoursePayment', { params: { orderId: bOrder } }, [404]],
    ];
    for (const [name, input, codes] of attempts) {
      const res = await call(h.app, name, { token: a.token, ...input });
      expect({ name, status: codes.includes(res.statusCode) ? 'refused' : res.statusCode }).toEqual({
        name,
        status: 'refused',
      });
    }
    expect(await fingerprint()).toBe(before);
    // B's answers, result and order never appear in A's replies.
    const mine = endpoints.examAnswers.data.parse(
      (await call(h.app, 'examAnswers', { token: a.token, params: { examId: mock } })).body.data,
    );
    expect(mine.questions.map((q) => q.id)).not.toContain(bQuestion.id);
    const [order] = await h.handle.db
      .select()
      .from(orders)
      .where(sql`${orders.orderId} = ${bOrder}`);
    expect(order?.status).toBe('created');
  });
});

describe('IDOR: the DPP calls, exam info v2, analytics and the admin import', () => {
  test("B's DPP attempt (same batch) and C's DPP (another batch): A's token gets 403/404 and the database is unchanged", async () => {
    const a = await signIn(h.app, 'enrolled');
    const b = await signIn(h.app, 'enrolled-2');
    // C: an unlocked student of a batch A is not in (NEET 2027), with a DPP attempt of C's own.
    const aSections = (
      await h.handle.db
        .select({ id: studentCourses.sectionId })
        .from(studentCourses)
        .where(eq(studentCourses.studentId, a.userId))
    ).map((r) => r.id);
    const [cDpp] = await h.handle.db
      .select({ examId: mpps.examId, sectionId: mpps.sectionId })
      .from(mpps)
      .where(and(notInArray(mpps.sectionId, aSections), sql`${mpps.examId} IS NOT NULL`))
      .limit(1);
    const [cRow] = await h.handle.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(studentCourses, eq(studentCourses.studentId, students.id))
      .where(
        and(
          eq(studentCourses.sectionId, cDpp!.sectionId),
          eq(students.feePending, 0),
          notInArray(students.id, [a.userId, b.userId]),
        ),
      )
      .limit(1);
    const c = { token: await issueToken(h.handle.db, cRow!.id, new Date()), userId: cRow!.id };
    const cExam = cDpp!.examId!;
    const cStart = await call(h.app, 'dppStart', {
      token: c.token,
      params: { studentId: c.userId },
      body: { exam_id: cExam },
    });
    expect(cStart.statusCode).toBe(200);
    const cQuestion = endpoints.dppStart.data.parse(cStart.body.data).section_questions[0]!;
    // B's open DPP (seeded for A and B alike): B's allotted question ids differ from A's.
    const bCards = endpoints.studentMpps.data.parse(
      (await call(h.app, 'studentMpps', { token: b.token, body: { skip: 0, limit: 50 } })).body.data,
    ).dpps;
    const bExam = bCards.find((x) => x.button === 'Continue')!.id;
    const bStart = endpoints.dppStart.data.parse(
      (await call(h.app, 'dppStart', { token: b.token, params: { studentId: b.userId }, body: { exam_id: bExam } }))
        .body.data,
    );
    const aStart = endpoints.dppStart.data.parse(
      (await call(h.app, 'dppStart', { token: a.token, params: { studentId: a.userId }, body: { exam_id: bExam } }))
        .body.data,
    );
    const bQuestion = bStart.section_questions[0]!;
    expect(aStart.section_questions.map((q) => q.id)).not.toContain(bQuestion.id);
    const save = (student_id: number, allotted_question_id: number) => ({
      student_id,
      allotted_question_id,
      total_seconds: 4,
      review_status: true,
      is_option1_selected: true,
    });
    const before = await fingerprint();
    const attempts: [EndpointName, Parameters<typeof call>[2], number[]][] = [
      ['dppStart', { params: { studentId: b.userId }, body: { exam_id: bExam } }, [403]],
      ['dppStart', { params: { studentId: c.userId }, body: { exam_id: cExam } }, [403]],
      ['dppStart', { params: { studentId: a.userId }, body: { exam_id: cExam } }, [404]],
      ['dppSaveAnswer', { params: { examId: bExam }, body: save(b.userId, bQuestion.id) }, [403]],
      ['dppSaveAnswer', { params: { examId: bExam }, body: save(a.userId, bQuestion.id) }, [404]],
      ['dppSaveAnswer', { params: { examId: cExam }, body: save(c.userId, cQuestion.id) }, [403]],
      ['dppSaveAnswer', { params: { examId: cExam }, body: save(a.userId, cQuestion.id) }, [404]],
      [
        'saveAnswer',
        {
          params: { examId: bExam },
          body: {
            student_id: a.userId,
            ques_id: bQuestion.id,
            total_seconds: 3,
            review_status: false,
            is_option1_selected: true,
          },
        },
        [404],
      ],
      ['resetQuestion', { params: { examId: bExam }, body: { student_id: a.userId, ques_id: bQuestion.id } }, [404]],
      ['examInfoV2', { params: { examId: cExam } }, [404]],
      ['examInfoV2', { params: { examId: h.seeded.exams.neetFull } }, [404]],
      ['fetchAllQuestions', { params: { examId: cExam } }, [404]],
      ['examAnswers', { params: { examId: cExam } }, [404]],
      ['examResult', { params: { examId: cExam } }, [404]],
      ['answerKey', { params: { examId: cExam } }, [404]],
      ['submitExam', { params: { examId: cExam }, body: { student_id: a.userId } }, [404]],
      ['submitExam', { params: { examId: cExam }, body: { student_id: c.userId } }, [403]],
      ['postAnalytics', { body: { page_name: 'Error Page', student_id: b.userId } }, [403]],
    ];
    for (const [name, input, codes] of attempts) {
      const res = await call(h.app, name, { token: a.token, ...input });
      expect({ name, input, status: codes.includes(res.statusCode) ? 'refused' : res.statusCode }).toEqual({
        name,
        input,
        status: 'refused',
      });
      expect(JSON.stringify(res.body)).not.toContain('answer_key');
    }
    // The admin import with A's token (as Token or Bearer) → 403.
    for (const authorization of [`Token ${a.token}`, `Bearer ${a.token}`]) {
      const res = await h.app.inject({ method: 'POST', url: ADMIN_URL, payload: PAPER, headers: { authorization } });
      expect(res.statusCode).toBe(403);
    }
    expect(await fingerprint()).toBe(before);
    // B's and C's answers are untouched and A's replies never show their question ids.
    const bAfter = endpoints.dppStart.data.parse(
      (await call(h.app, 'dppStart', { token: b.token, params: { studentId: b.userId }, body: { exam_id: bExam } }))
        .body.data,
    );
    expect(bAfter.question_status_list).toEqual(bStart.question_status_list);
    const aAfter = endpoints.dppStart.data.parse(
      (await call(h.app, 'dppStart', { token: a.token, params: { studentId: a.userId }, body: { exam_id: bExam } }))
        .body.data,
    );
    expect(aAfter.section_questions.map((q) => q.id)).not.toEqual(expect.arrayContaining([bQuestion.id]));
    expect(
      await h.handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pageViews)
        .where(inArray(pageViews.studentId, [b.userId, c.userId])),
    ).toEqual([{ n: 0 }]);
  });
});

describe('portal calls: error cases', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
  const GIF = Buffer.from('GIF89a....');
  test('feedback: images checked by magic bytes, at most 10, within the size limit; stored with random names', async () => {
    const s = await signIn(h.app, 'section-303');
    const send = (
      files: { data: Buffer; name?: string; type?: string }[],
      fields = { issue_type: 'App', description: 'Broken' },
    ) =>
      call(h.app, 'postFeedback', {
        token: s.token,
        params: { studentId: s.userId },
        multipart: {
          fields,
          files: files.map((f, i) => ({
            field: 'images',
            name: f.name ?? `f${i}.png`,
            type: f.type ?? 'image/png',
            data: f.data,
          })),
        },
      });
    const ok = await send([{ data: PNG }, { data: JPEG, type: 'image/jpeg' }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({ images: 2 });
    const before = await fingerprint();
    const gif = await send([{ data: PNG }, { data: GIF, name: 'x.png', type: 'image/png' }]);
    expect(gif.statusCode).toBe(400);
    expect(gif.body.message).toBe('images.1: only jpeg or png images are accepted');
    expect((await send(Array.from({ length: 11 }, () => ({ data: PNG })))).statusCode).toBeGreaterThanOrEqual(400);
    const big = await send([{ data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]) }]);
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
    expect((await send([], { issue_type: '', description: 'x' })).body.message).toMatch(/^issue_type: /);
    const json = await call(h.app, 'postFeedback', {
      token: s.token,
      params: { studentId: s.userId },
      body: { issue_type: 'a', description: 'b' },
    });
    expect(json.statusCode).toBe(400);
    expect(await fingerprint()).toBe(before);
  });

  test('payments: paise = rupees × 100; a bad signature is refused; a failed order cannot be completed', async () => {
    const s = await signIn(h.app, 'free');
    const order = endpoints.enrollCourse.data.parse(
      (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'JEE2027-ONLINE' } })).body.data,
    );
    expect(order).toMatchObject({ amount: 45_000, amount_paise: 4_500_000, currency: 'INR' });
    expect((await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'NOPE' } })).statusCode).toBe(
      404,
    );
    const bad = await call(h.app, 'completeCoursePayment', {
      token: s.token,
      params: { paymentId: 'pay_9' },
      body: { order_id: order.order_id, signature: '0'.repeat(64) },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await call(h.app, 'failedCoursePayment', {
          token: s.token,
          params: { orderId: order.order_id },
          body: { reason: 'dismissed' },
        })
      ).body.data,
    ).toMatchObject({ status: 'failed' });
    const late = await call(h.app, 'completeCoursePayment', {
      token: s.token,
      params: { paymentId: 'pay_9' },
      body: {
        order_id: order.order_id,
        signature: paymentSignature('embedded-development-payment-secret', order.order_id, 'pay_9'),
      },
    });
    expect(late.body).toEqual({ status: false, message: 'Order has failed; enrol again' });
  });

  test('switch user only to a sibling; switch course not for free students; bad request_type; version; fees-due gets 1007', async () => {
    const s = await signIn(h.app, 'section-303');
    expect(
      (await call(h.app, 'switchUser', { token: s.token, body: { MobileNumber: account('enrolled').username } }))
        .statusCode,
    ).toBe(403);
    const free = await signIn(h.app, 'free');
    expect(
      (
        await call(h.app, 'switchCourse', {
          token: free.token,
          body: { student_id: free.userId, student_course_id: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(h.app, 'requestCall', { token: s.token, body: { request_type: '' } })).body.message).toMatch(
      /^request_type: /,
    );
    expect((await call(h.app, 'getVersion', { query: { platform: 'web' } })).body.data).toEqual({
      platform: 'web',
      current_version: '1.0.3',
    });
    const locked = await signIn(h.app, 'fees-due');
    for (const name of ['attendance', 'notifications', 'bannerDetails', 'holidays'] as const) {
      const res = await call(h.app, name, {
        token: locked.token,
        query: { student_section_course_id: 1, school_id: 1 },
      });
      expect(res.body.error_code).toBe(1007);
    }
  });

  test("analytics: a page view is stored with the token's student and the time; 400 naming page_name; 401 without a token", async () => {
    const s = await signIn(h.app, 'school-40059');
    const at = new Date('2027-01-05T10:00:00.000Z');
    h.clock.set(at);
    try {
      const ok = await call(h.app, 'postAnalytics', { token: s.token, body: { page_name: '  Error Page ' } });
      expect([ok.statusCode, ok.body]).toEqual([200, { status: true, message: 'Success', data: null }]);
    } finally {
      h.clock.reset();
    }
    const rows = await h.handle.db
      .select()
      .from(pageViews)
      .where(sql`${pageViews.studentId} = ${s.userId}`);
    expect(rows.map((r) => [r.pageName, r.createdAt.toISOString()])).toEqual([['Error Page', at.toISOString()]]);
    const before = await fingerprint();
    for (const body of [
      {},
      { page_name: '' },
      { page_name: '   ' },
      { page_name: 'x'.repeat(101) },
      { page_name: 7 },
    ]) {
      const res = await call(h.app, 'postAnalytics', { token: s.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: expect.stringMatching(/^page_name: /) });
    }
    const anon = await call(h.app, 'postAnalytics', { body: { page_name: 'Error Page' } });
    expect([anon.statusCode, anon.body.status]).toEqual([401, false]);
    const forged = await call(h.app, 'postAnalytics', { token: 'not-a-token', body: { page_name: 'Error Page' } });
    expect(forged.statusCode).toBe(401);
    expect(await fingerprint()).toBe(before);
  });

  test("live class: only a running online class of the caller's batches; joining records attendance", async () => {
    const s = await signIn(h.app, 'section-303');
    const classes = endpoints.dashboardClasses.data.parse(
      (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
    );
    const past = classes.find((c) => c.type === 'past')!;
    expect(
      (await call(h.app, 'startLiveClass', { token: s.token, body: { live_class_id: past.liveclass_id } })).body
        .message,
    ).toBe('The class has ended');
    expect((await call(h.app, 'startLiveClass', { token: s.token, body: { live_class_id: 999_999 } })).statusCode).toBe(
      404,
    );
  });
});

describe('docs', () => {
  test('/api/docs/openapi.json is OpenAPI 3.1 with every call; /api/docs is a self-contained page', async () => {
    const doc = (await h.app.inject({ url: '/api/docs/openapi.json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths)
      .flatMap((p) => Object.values(p).map((o) => o.operationId))
      .sort();
    expect(ops).toEqual([...NAMES].sort());
    const page = await h.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('openapi.json');
    expect(page.body).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
  });
});
