/**
 * The calls 000 §7 names only in its address list (routes/address-list.ts): each serves the token's student only and
 * refuses another student's subject, chapter, class or batch with 404.
 */
import { endpoints } from '@classroom/shared/contract';
import { and, eq, like, notInArray } from 'drizzle-orm';
import {
  chapters,
  classes,
  feedback,
  npsRatings,
  orders,
  reportRequests,
  studentCourses,
  studentSubjects,
} from '../src/db/schema';
import {
  PAYMENT_SUPPORT_LIMIT_TEXT,
  PAYMENT_SUPPORT_PER_DAY,
  paymentReasonMismatchText,
} from '../src/routes/address-list';
import { call, passResultRelease, signIn, useHarness } from './helpers';

const h = useHarness();

async function ownSubjectIds(studentId: number): Promise<number[]> {
  const rows = await h.handle.db.select().from(studentSubjects).where(eq(studentSubjects.studentId, studentId));
  return rows.map((r) => r.subjectId).sort();
}

test("get-subjects, get-chapters and get-books-info answer the caller's subjects only; another subject is 404", async () => {
  const s = await signIn(h.app, 'enrolled');
  const own = await ownSubjectIds(s.userId);
  const subjects = endpoints.supportSubjects.data.parse(
    (await call(h.app, 'supportSubjects', { token: s.token })).body.data,
  );
  expect(subjects.map((x) => x.subject_id).sort()).toEqual(own);

  const chaptersOfFirst = endpoints.supportChapters.data.parse(
    (await call(h.app, 'supportChapters', { token: s.token, query: { subject_id: own[0]! } })).body.data,
  );
  const seeded = await h.handle.db.select().from(chapters).where(eq(chapters.subjectId, own[0]!));
  expect(chaptersOfFirst.map((c) => c.chapter_id).sort()).toEqual(seeded.map((c) => c.id).sort());

  const [foreign] = await h.handle.db
    .select({ subjectId: chapters.subjectId, id: chapters.id })
    .from(chapters)
    .where(notInArray(chapters.subjectId, own))
    .limit(1);
  expect(foreign).toBeDefined();
  const refused = await call(h.app, 'supportChapters', { token: s.token, query: { subject_id: foreign!.subjectId } });
  expect(refused.statusCode).toBe(404);
  expect((await call(h.app, 'teacherNotes', { token: s.token, query: { chapter_id: foreign!.id } })).statusCode).toBe(
    404,
  );

  const books = endpoints.booksInfo.data.parse((await call(h.app, 'booksInfo', { token: s.token })).body.data);
  expect(books.length).toBeGreaterThan(0);
  expect(new Set(books.map((b) => b.subject_id))).toEqual(new Set(own));
});

test("get-teacher-notes lists notes of the chapter's classes in the caller's current batch, each with a file", async () => {
  const s = await signIn(h.app, 'enrolled');
  const list = endpoints.dashboardClasses.data.parse(
    (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
  );
  const withNotes = list.find((c) => c.notes_file);
  expect(withNotes).toBeDefined();
  const [row] = await h.handle.db.select().from(classes).where(eq(classes.id, withNotes!.liveclass_id));
  const notes = endpoints.teacherNotes.data.parse(
    (await call(h.app, 'teacherNotes', { token: s.token, query: { chapter_id: row!.chapterId } })).body.data,
  );
  expect(notes.map((n) => n.liveclass_id)).toContain(withNotes!.liveclass_id);
  const sameChapter = list.filter((c) => c.notes_file && notes.some((n) => n.liveclass_id === c.liveclass_id));
  expect(sameChapter.length).toBe(notes.length);
  expect(notes.every((n) => n.notes_file.length > 0)).toBe(true);
});

test('submit-nps-rating keeps one rating per student, the latest; out-of-scale ratings are refused', async () => {
  const s = await signIn(h.app, 'enrolled-2');
  expect((await call(h.app, 'submitNpsRating', { token: s.token, body: { rating: 11 } })).statusCode).toBe(400);
  expect((await call(h.app, 'submitNpsRating', { token: s.token, body: { rating: 7.5 } })).statusCode).toBe(400);
  await call(h.app, 'submitNpsRating', { token: s.token, body: { rating: 8, comment: 'Good notes' } });
  // A student id in the body is not a field of the call: the rating is the token's student's.
  const last = await call(h.app, 'submitNpsRating', { token: s.token, body: { rating: 3, student_id: 1 } });
  expect(last.statusCode).toBe(200);
  expect(last.body.data).toMatchObject({ rating: 3, comment: null });
  const rows = await h.handle.db.select().from(npsRatings).where(eq(npsRatings.studentId, s.userId));
  expect(rows.map((r) => r.rating)).toEqual([3]);
});

test('post-student-report-request: one pending request per batch; another student’s batch is 404', async () => {
  const s = await signIn(h.app, 'enrolled');
  const other = await signIn(h.app, 'enrolled-2');
  const [theirs] = await h.handle.db
    .select()
    .from(studentCourses)
    .where(eq(studentCourses.studentId, other.userId))
    .limit(1);
  const refused = await call(h.app, 'studentReportRequest', {
    token: s.token,
    body: { student_section_course_id: theirs!.id },
  });
  expect(refused.statusCode).toBe(404);

  const [mine] = await h.handle.db.select().from(studentCourses).where(eq(studentCourses.studentId, s.userId)).limit(1);
  const first = endpoints.studentReportRequest.data.parse(
    (await call(h.app, 'studentReportRequest', { token: s.token, body: { student_section_course_id: mine!.id } })).body
      .data,
  );
  const second = endpoints.studentReportRequest.data.parse(
    (await call(h.app, 'studentReportRequest', { token: s.token, body: { student_section_course_id: mine!.id } })).body
      .data,
  );
  expect(first).toMatchObject({ status: 'pending', already_requested: false });
  expect(second).toMatchObject({ request_id: first.request_id, already_requested: true });
  const rows = await h.handle.db
    .select()
    .from(reportRequests)
    .where(and(eq(reportRequests.studentId, s.userId), eq(reportRequests.status, 'pending')));
  expect(rows).toHaveLength(1);

  // Two asks at the same moment for another batch still make one pending request.
  const [, second2] = await h.handle.db.select().from(studentCourses).where(eq(studentCourses.studentId, s.userId));
  const both = await Promise.all(
    [0, 1].map(() =>
      call(h.app, 'studentReportRequest', { token: s.token, body: { student_section_course_id: second2!.id } }),
    ),
  );
  expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
  const pendingNow = await h.handle.db
    .select()
    .from(reportRequests)
    .where(and(eq(reportRequests.studentId, s.userId), eq(reportRequests.status, 'pending')));
  expect(pendingNow).toHaveLength(2);
});

test('get-student-percentile and get-objective-exam-result are released like the result and agree with it', async () => {
  const s = await signIn(h.app, 'enrolled');
  const examId = h.seeded.exams.given;
  h.clock.reset();
  const early = await call(h.app, 'examResult', { token: s.token, params: { examId } });
  const earlyPercentile = await call(h.app, 'studentPercentile', { token: s.token, params: { examId } });
  expect(earlyPercentile.statusCode).toBe(early.statusCode);
  await passResultRelease(h, examId);
  const result = endpoints.examResult.data.parse(
    (await call(h.app, 'examResult', { token: s.token, params: { examId } })).body.data,
  );
  const percentile = endpoints.studentPercentile.data.parse(
    (await call(h.app, 'studentPercentile', { token: s.token, params: { examId } })).body.data,
  );
  expect(percentile).toEqual({
    exam_id: examId,
    percentile: result.percentile,
    rank: result.rank,
    total_students: result.total_students,
    note: result.note,
  });
  expect(result.percentile).not.toBeNull();
  const objective = await call(h.app, 'objectiveExamResult', { token: s.token, params: { examId } });
  expect(objective.body.data).toEqual(result);
  h.clock.reset();
});

test("live-class-assignments lists the MPPs of the class's chapter; another batch's class is 404", async () => {
  const s = await signIn(h.app, 'enrolled');
  const list = endpoints.dashboardClasses.data.parse(
    (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
  );
  const mpps = endpoints.studentMpps.data.parse(
    (await call(h.app, 'studentMpps', { token: s.token, body: { skip: 0, limit: 100 } })).body.data,
  ).dpps;
  const rows = await h.handle.db.select().from(classes);
  const chapterOf = new Map(rows.map((r) => [r.id, r.chapterId]));
  const cls = list.find((c) => mpps.some((m) => m.chapter_id === chapterOf.get(c.liveclass_id)));
  expect(cls).toBeDefined();
  const reply = endpoints.liveClassAssignments.data.parse(
    (await call(h.app, 'liveClassAssignments', { token: s.token, query: { liveclass_id: cls!.liveclass_id } })).body
      .data,
  );
  const chapterId = chapterOf.get(cls!.liveclass_id);
  expect(reply.dpps.map((m) => m.id).sort()).toEqual(
    mpps
      .filter((m) => m.chapter_id === chapterId)
      .map((m) => m.id)
      .sort(),
  );
  const foreign = rows.find((r) => !list.some((c) => c.liveclass_id === r.id));
  expect(foreign).toBeDefined();
  expect(
    (await call(h.app, 'liveClassAssignments', { token: s.token, query: { liveclass_id: foreign!.id } })).statusCode,
  ).toBe(404);
});

test("get-order-details answers the caller's own order only", async () => {
  const s = await signIn(h.app, 'enrolled');
  const other = await signIn(h.app, 'enrolled-2');
  const order = endpoints.enrollCourse.data.parse(
    (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'JEE2027-ONLINE' } })).body.data,
  );
  const details = endpoints.orderDetails.data.parse(
    (await call(h.app, 'orderDetails', { token: s.token, params: { orderId: order.order_id } })).body.data,
  );
  expect(details).toMatchObject({ order_id: order.order_id, kind: 'course', status: 'created', payment_id: null });
  expect(details.amount_paise).toBe(details.amount_rupees * 100);
  expect(details.course_name).toBe('JEE 2027 Online Classroom');
  const refused = await call(h.app, 'orderDetails', { token: other.token, params: { orderId: order.order_id } });
  expect(refused.statusCode).toBe(404);
});

test("get-section-installment-plans offers the student's own plan only — the installments proceed-to-pay accepts", async () => {
  const s = await signIn(h.app, 'payer-plan');
  const own = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  const ways = endpoints.sectionInstallmentPlans.data.parse(
    (await call(h.app, 'sectionInstallmentPlans', { token: s.token })).body.data,
  );
  expect(own.installments.length).toBeGreaterThan(3);
  expect(ways.total_rupees).toBe(own.total);
  expect(ways.plans).toEqual([
    {
      installments: own.installments.length,
      amounts_rupees: own.installments.map((i) => i.amount),
      due_dates: own.installments.map((i) => i.due_date),
    },
  ]);

  // Enrolled with no fee on record: nothing to pay, so no price "due now".
  const none = await signIn(h.app, 'enrolled-2');
  const noFees = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: none.token })).body.data,
  );
  expect(noFees.installments).toEqual([]);
  const noWays = endpoints.sectionInstallmentPlans.data.parse(
    (await call(h.app, 'sectionInstallmentPlans', { token: none.token })).body.data,
  );
  expect(noWays).toMatchObject({ total_rupees: null, plans: [] });
});

describe('collect-payment-support', () => {
  const report = (token: string, body: Record<string, unknown>) =>
    call(h.app, 'collectPaymentSupport', { token, body });

  test("files a report about the caller's own order, lists it under my-reports, and answers the open one again", async () => {
    const s = await signIn(h.app, 'enrolled');
    const other = await signIn(h.app, 'enrolled-2');
    const order = endpoints.enrollCourse.data.parse(
      (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'JEE2027-ONLINE' } })).body.data,
    );
    const body = {
      order_id: order.order_id,
      reason: 'Money was deducted but the payment failed',
      details: 'My bank shows the fee taken but the portal says failed.',
    };

    expect((await report(other.token, body)).statusCode).toBe(404);
    const first = endpoints.collectPaymentSupport.data.parse((await report(s.token, body)).body.data);
    expect(first).toMatchObject({
      order_id: order.order_id,
      reason: body.reason,
      status: 'open',
      already_reported: false,
    });

    const again = endpoints.collectPaymentSupport.data.parse(
      (await report(s.token, { ...body, reason: 'Something else', details: 'Reporting the same order again.' })).body
        .data,
    );
    expect(again).toMatchObject({ report_id: first.report_id, reason: body.reason, already_reported: true });

    const mine = endpoints.helpReports.data.parse((await call(h.app, 'helpReports', { token: s.token })).body.data);
    const listed = mine.filter((r) => r.order_id === order.order_id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: first.report_id,
      issue_type: `Payment: ${body.reason}`,
      description: body.details,
      status: 'open',
    });
    const theirs = endpoints.helpReports.data.parse(
      (await call(h.app, 'helpReports', { token: other.token })).body.data,
    );
    expect(theirs.some((r) => r.order_id === order.order_id)).toBe(false);
  });

  test("refuses a reason that contradicts the order's status: a paid order never 'failed'", async () => {
    const s = await signIn(h.app, 'enrolled');
    const order = endpoints.enrollCourse.data.parse(
      (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'JEE2027-ONLINE' } })).body.data,
    );
    await h.handle.db.update(orders).set({ status: 'paid' }).where(eq(orders.orderId, order.order_id));
    const details = 'The portal shows this order paid but I have questions.';
    const refused = await report(s.token, {
      order_id: order.order_id,
      reason: 'Money was deducted but the payment failed',
      details,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(paymentReasonMismatchText('paid'));
    const taken = await report(s.token, { order_id: order.order_id, reason: 'I did not get a receipt', details });
    expect(taken.statusCode).toBe(200);
    await h.handle.db.delete(feedback).where(eq(feedback.orderId, order.order_id));
  });

  test('refuses a reason outside the list and details too short', async () => {
    const s = await signIn(h.app, 'enrolled');
    const order_id = 'order_Unchecked1';
    expect((await report(s.token, { order_id, reason: 'Bad', details: 'Long enough details here' })).statusCode).toBe(
      400,
    );
    const short = await report(s.token, { order_id, reason: 'Something else', details: 'short' });
    expect(short.statusCode).toBe(400);
  });

  test(`a new report past ${PAYMENT_SUPPORT_PER_DAY} in a day is refused with 429; a day later it is taken`, async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const order = endpoints.enrollCourse.data.parse(
      (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'JEE2027-ONLINE' } })).body.data,
    );
    const earlier = (hoursAgo: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        studentId: s.userId,
        issueType: 'Payment',
        description: 'An earlier report',
        orderId: `order_Earlier${hoursAgo}x${i}`,
        paymentReason: 'Something else',
        createdAt: new Date(h.clock.now().getTime() - hoursAgo * 3_600_000),
      }));
    await h.handle.db.insert(feedback).values(earlier(1, PAYMENT_SUPPORT_PER_DAY));
    const body = {
      order_id: order.order_id,
      reason: 'The payment is still pending',
      details: 'Pending since morning.',
    };
    const refused = await report(s.token, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toBe(PAYMENT_SUPPORT_LIMIT_TEXT);

    await h.handle.db
      .update(feedback)
      .set({ createdAt: new Date(h.clock.now().getTime() - 25 * 3_600_000) })
      .where(and(eq(feedback.studentId, s.userId), like(feedback.orderId, 'order_Earlier%')));
    expect((await report(s.token, body)).statusCode).toBe(200);
  });
});
