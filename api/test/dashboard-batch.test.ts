/**
 * The dashboard follows Switch Batch (000 §1 'can switch between them', §4 'Switching batch';
 * done-when 'Done → the dashboard reloads showing the other batch's content'): the MPPs, classes and Tests row come
 * from the current batch (students.student_course_id, set by switch-course); a test without a batch shows in every batch.
 */
import { endpoints } from '@classroom/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { classes, mpps, sections, studentCourses } from '../src/db/schema';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

type Session = { token: string; userId: number };

async function dashboard(s: Session) {
  const { dpps } = endpoints.studentMpps.data.parse(
    (await call(h.app, 'studentMpps', { token: s.token, body: { skip: 0, limit: 50 } })).body.data,
  );
  const cls = endpoints.dashboardClasses.data.parse(
    (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
  );
  const tests = endpoints.examsList.data.parse(
    (
      await call(h.app, 'examsList', {
        token: s.token,
        params: { studentId: s.userId },
        query: { exam_type_id: 1, skip: 0, limit: 10 },
      })
    ).body.data,
  );
  return { dpps, cls, tests };
}

/** The sections the given MPP names and class ids belong to (read from the database, not from the reply). */
async function sectionsOf(dppNames: string[], classIds: number[]) {
  const m = dppNames.length
    ? await h.handle.db.select({ s: mpps.sectionId }).from(mpps).where(inArray(mpps.name, dppNames))
    : [];
  const c = classIds.length
    ? await h.handle.db.select({ s: classes.sectionId }).from(classes).where(inArray(classes.id, classIds))
    : [];
  return { mpp: new Set(m.map((r) => r.s)), cls: new Set(c.map((r) => r.s)) };
}

async function courseOf(userId: number, sectionName: string) {
  const [row] = await h.handle.db
    .select({ id: studentCourses.id })
    .from(studentCourses)
    .innerJoin(sections, eq(sections.id, studentCourses.sectionId))
    .where(and(eq(studentCourses.studentId, userId), eq(sections.sectionName, sectionName)));
  return row!.id;
}

describe('dashboard rows follow the current batch (000 §4 Switching batch)', () => {
  test('JEE 2027 → only its MPPs and classes, no Foundation test; after switch-course to Class 11 Foundation → only that batch, with its test', async () => {
    const s = await signIn(h.app, 'enrolled');
    const jee = await dashboard(s);
    expect(jee.dpps.length).toBeGreaterThan(0);
    expect(jee.cls.length).toBeGreaterThan(0);
    const jeeSections = await sectionsOf(
      jee.dpps.map((d) => d.name),
      jee.cls.map((c) => c.liveclass_id),
    );
    expect([...jeeSections.mpp]).toEqual([301]);
    expect([...jeeSections.cls]).toEqual([301]);
    expect(jee.tests.map((t) => t.exam_name)).not.toContain('Foundation Test: Trigonometric Functions');
    expect(jee.tests.map((t) => t.exam_name)).toContain('JEE Main Mock Test 1');

    const switched = await call(h.app, 'switchCourse', {
      token: s.token,
      body: { student_id: s.userId, student_course_id: await courseOf(s.userId, 'Class 11 Foundation') },
    });
    expect(switched.statusCode).toBe(200);

    const foundation = await dashboard(s);
    expect(foundation.dpps.length).toBeGreaterThan(0);
    expect(foundation.cls.length).toBeGreaterThan(0);
    const fSections = await sectionsOf(
      foundation.dpps.map((d) => d.name),
      foundation.cls.map((c) => c.liveclass_id),
    );
    expect([...fSections.mpp]).toEqual([302]);
    expect([...fSections.cls]).toEqual([302]);
    expect(foundation.tests.map((t) => t.exam_name)).toContain('Foundation Test: Trigonometric Functions');
    // A test without a batch stays in every batch.
    expect(foundation.tests.map((t) => t.exam_name)).toContain('JEE Main Mock Test 1');

    // Back to JEE 2027: the first view again.
    await call(h.app, 'switchCourse', {
      token: s.token,
      body: { student_id: s.userId, student_course_id: await courseOf(s.userId, 'JEE 2027') },
    });
    expect((await dashboard(s)).dpps.map((d) => d.name)).toEqual(jee.dpps.map((d) => d.name));
  });

  test('another student of the same batches keeps their own current batch', async () => {
    const diya = await signIn(h.app, 'enrolled-2');
    const { tests } = await dashboard(diya);
    expect(tests.map((t) => t.exam_name)).not.toContain('Foundation Test: Trigonometric Functions');
  });
});

describe('the Classes row order (000 §3 Class)', () => {
  test('classes not yet ended come first, soonest first; then the ended ones (offline included), latest first', async () => {
    const s = await signIn(h.app, 'doubts');
    const cls = endpoints.dashboardClasses.data.parse(
      (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
    );
    const now = h.clock.now().getTime();
    const firstEnded = cls.findIndex((c) => Date.parse(c.end_date) < now);
    expect(firstEnded).toBeGreaterThan(0);
    const upcoming = cls.slice(0, firstEnded);
    const ended = cls.slice(firstEnded);
    expect(ended.every((c) => Date.parse(c.end_date) < now)).toBe(true);
    expect(ended.some((c) => c.type === 'offline')).toBe(true);
    const starts = (list: typeof cls) => list.map((c) => Date.parse(c.start_date));
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort((a, b) => a - b));
    expect(starts(ended)).toEqual([...starts(ended)].sort((a, b) => b - a));
  });
});
