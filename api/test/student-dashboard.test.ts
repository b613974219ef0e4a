/**
 * student-dashboard (000 §7 address list, payload defined by the contract; decision 0027:
 * the dashboard asks for its data in one call): the dashboard's rows, banner and attendance in one reply, decided by the server from the TOKEN's
 * student. Each part equals what its own call answers (student-dpps, exams-list with exam type 1, the first 10 of
 * get-scheduled-live-classes2, banner-details, get-student-attendance2 of the current batch); a free student gets no
 * lists (000 §2: sample content); school 40059 and a student without a current batch get no attendance (000 §6).
 */
import { endpoints, ERROR_CODE } from '@classroom/shared/contract';
import { eq } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

type Session = { token: string; userId: number };

async function dashboardOf(s: Session) {
  const res = await call(h.app, 'studentDashboard', { token: s.token });
  expect(res.statusCode).toBe(200);
  return endpoints.studentDashboard.data.parse(res.body.data);
}

/** What the separate calls answer for the same student (the dashboard's arguments: skip 0, limit 10, exam type 1). */
async function separately(s: Session, studentCourseId: number | null) {
  const data = async (name: Parameters<typeof call>[1], input: Parameters<typeof call>[2]) => {
    const res = await call(h.app, name, { token: s.token, ...input });
    expect(res.statusCode).toBe(200);
    return res.body.data;
  };
  return {
    mpps: endpoints.studentMpps.data.parse(await data('studentMpps', { body: { skip: 0, limit: 10 } })).dpps,
    exams: endpoints.examsList.data.parse(
      await data('examsList', { params: { studentId: s.userId }, query: { exam_type_id: 1, skip: 0, limit: 10 } }),
    ),
    classes: endpoints.dashboardClasses.data.parse(await data('dashboardClasses', {})),
    banner: endpoints.bannerDetails.data.parse(await data('bannerDetails', {})),
    attendance:
      studentCourseId === null
        ? null
        : endpoints.attendance.data.parse(
            await data('attendance', { query: { student_section_course_id: studentCourseId } }),
          ),
  };
}

const currentBatchOf = async (userId: number) =>
  (await h.handle.db.select({ id: students.studentCourseId }).from(students).where(eq(students.id, userId)))[0]!.id;

describe('student-dashboard (000 §2, §6, §7)', () => {
  test("an enrolled student: every part equals its own call — the rows' first 10 (classes in their order), banner, attendance of the current batch", async () => {
    const s = await signIn(h.app, 'enrolled');
    const batch = await currentBatchOf(s.userId);
    expect(batch).not.toBeNull();
    const alone = await separately(s, batch);
    const one = await dashboardOf(s);
    expect(alone.classes.length).toBeGreaterThan(10);
    expect(one).toEqual({ ...alone, classes: alone.classes.slice(0, 10) });
    expect(one.mpps!.length).toBeGreaterThan(0);
    expect(one.exams!.length).toBeGreaterThan(0);
    expect(one.banner).not.toBeNull();
    expect(one.attendance!.total_classes).toBeGreaterThan(0);
  });

  test("001 §2.2: a card's exam_schedule_id is the test list's id of the same exam — one ExamScheduleId for the question paper", async () => {
    const s = await signIn(h.app, 'enrolled');
    const one = await dashboardOf(s);
    const listed = async (name: 'scheduledExams' | 'givenExams') =>
      endpoints[name].data.parse(
        (await call(h.app, name, { token: s.token, query: { student: s.userId, type: 1 } })).body.data,
      );
    const rows = [...(await listed('scheduledExams')), ...(await listed('givenExams'))];
    const compared = one.exams!.filter((card) => rows.some((r) => r.exam_assoc.id === card.id));
    expect(compared.length).toBeGreaterThan(0);
    for (const card of compared) expect(card.exam_schedule_id).toBe(rows.find((r) => r.exam_assoc.id === card.id)!.id);
    expect(compared.some((card) => card.exam_schedule_id !== card.id)).toBe(true);
  });

  test("each student gets their own dashboard, from the token (another's query or body is not read)", async () => {
    const aarav = await signIn(h.app, 'enrolled');
    const diya = await signIn(h.app, 'enrolled-2');
    const diyaAlone = await separately(diya, await currentBatchOf(diya.userId));
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/student/v1/student-dashboard/?student_id=${aarav.userId}`,
      headers: { authorization: `Token ${diya.token}` },
    });
    expect(res.statusCode).toBe(200);
    const data = endpoints.studentDashboard.data.parse(res.json().data);
    expect(data).toEqual({ ...diyaAlone, classes: diyaAlone.classes.slice(0, 10) });
  });

  test("000 §2: a free student gets no lists (the rows show sample content) and no attendance; the free students' banner", async () => {
    const s = await signIn(h.app, 'free');
    const one = await dashboardOf(s);
    const banner = endpoints.bannerDetails.data.parse(
      (await call(h.app, 'bannerDetails', { token: s.token })).body.data,
    );
    expect(one).toEqual({ mpps: null, exams: null, classes: null, banner, attendance: null });
    expect(banner?.post_enrollment).toBe(false);
  });

  test('000 §6: school 40059 gets its Tests row and no attendance', async () => {
    const s = await signIn(h.app, 'school-40059');
    const one = await dashboardOf(s);
    const alone = await separately(s, null);
    expect(one.attendance).toBeNull();
    expect(one.exams).toEqual(alone.exams);
  });

  test("a student without a current batch: the home section's rows, no attendance", async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const kept = await currentBatchOf(s.userId);
    await h.handle.db.update(students).set({ studentCourseId: null }).where(eq(students.id, s.userId));
    try {
      const one = await dashboardOf(s);
      const alone = await separately(s, null);
      expect(one).toEqual({ ...alone, classes: alone.classes.slice(0, 10) });
      expect(one.attendance).toBeNull();
    } finally {
      await h.handle.db.update(students).set({ studentCourseId: kept }).where(eq(students.id, s.userId));
    }
  });

  test('000 §8: no token → 401; a superseded token (signed in on another device) → 401', async () => {
    expect((await call(h.app, 'studentDashboard', {})).statusCode).toBe(401);
    const first = await signIn(h.app, 'doubts');
    await signIn(h.app, 'doubts');
    const res = await call(h.app, 'studentDashboard', { token: first.token });
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe(false);
  });

  test('000 §4: a profile locked for fees → 403 with error code 1007, like the other student calls', async () => {
    const s = await signIn(h.app, 'fees-due');
    const res = await call(h.app, 'studentDashboard', { token: s.token });
    expect(res.statusCode).toBe(403);
    expect(res.body.error_code).toBe(ERROR_CODE.profileLocked);
    expect((await call(h.app, 'bannerDetails', { token: s.token })).body.error_code).toBe(ERROR_CODE.profileLocked);
  });
});
