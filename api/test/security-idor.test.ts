/**
 * IDOR (SECURITY.md "The student comes from the token"): with student A's token nothing of student B's — every call
 * that names a student, school, attempt question, batch or order of another, the DPP calls, exam info v2, analytics
 * and the admin import — is refused and changes nothing.
 */
import { endpoints, type EndpointName } from '@classroom/shared/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { issueToken } from '../src/auth/tokens';
import { mpps, orders, pageViews, studentCourses, students } from '../src/db/schema';
import { paymentSignature } from '../src/payments/signature';
import { account, call, signIn, useHarness } from './helpers';
import { ADMIN_URL, PAPER, SECURITY_HARNESS, fingerprint } from './security-helpers';

const h = useHarness(SECURITY_HARNESS);

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
    const before = await fingerprint(h);
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
    expect(await fingerprint(h)).toBe(before);
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
    const before = await fingerprint(h);
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
    expect(await fingerprint(h)).toBe(before);
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
