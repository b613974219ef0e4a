/**
 * The calls 000 §7 names only in its address list (routes/address-list.ts): each serves the token's student only and
 * refuses another student's subject, chapter, class or batch with 404.
 */
import { endpoints } from '@classroom/shared/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { chapters, classes, npsRatings, reportRequests, studentCourses, studentSubjects } from '../src/db/schema';
import { call, createHarness, passResultRelease, signIn, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => {
  await h.close();
});

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

test("get-order-details answers the caller's own order only; get-section-installment-plans splits the batch's price", async () => {
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

  const plans = endpoints.sectionInstallmentPlans.data.parse(
    (await call(h.app, 'sectionInstallmentPlans', { token: s.token })).body.data,
  );
  expect(plans.total_rupees).not.toBeNull();
  expect(plans.plans.map((p) => p.installments)).toEqual([1, 2, 3]);
  for (const plan of plans.plans) {
    expect(plan.amounts_rupees).toHaveLength(plan.installments);
    expect(plan.amounts_rupees.reduce((a, b) => a + b, 0)).toBe(plans.total_rupees);
  }
});
