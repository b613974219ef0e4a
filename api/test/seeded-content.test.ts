/**
 * The demo institute the seed writes (ARCHITECTURE §5; 000 §2–§6), read through the contract's calls: its batches and
 * special students, its MPPs, classes and corners, every demo account; and the seed is idempotent and deterministic.
 */
import { endpoints } from '@classroom/shared/contract';
import { asc } from 'drizzle-orm';
import { cornerChapters, cornerVideos, mpps, students } from '../src/db/schema';
import { ACCOUNT_KINDS, resetDatabase, seed, seedIfEmpty } from '../seed/seed';
import { account, call, signIn, useHarness } from './helpers';

const h = useHarness();

describe('seeded content (000 §2–§6)', () => {
  test('batches include the hidden JCF_ section (the client hides it, 000 §5) and keep a current batch', async () => {
    const s = await signIn(h.app, 'enrolled');
    const courses = endpoints.studentCourses.data.parse(
      (await call(h.app, 'studentCourses', { token: s.token, query: { student_id: s.userId } })).body.data,
    );
    expect(courses.map((c) => c.section_name)).toEqual(['JEE 2027', 'Class 11 Foundation', 'JCF_Crash_2026']);
    const details = endpoints.studentDetails.data.parse(
      (await call(h.app, 'studentDetails', { token: s.token, query: { username: account('enrolled').username } })).body
        .data,
    );
    expect(details.student_data.student_course_id).toBe(courses[0]!.student_course_id);
  });

  test('the special students: free, school 40059, section 303', async () => {
    const details = async (kind: 'free' | 'school-40059' | 'section-303') => {
      const s = await signIn(h.app, kind);
      return endpoints.studentDetails.data.parse(
        (await call(h.app, 'studentDetails', { token: s.token, query: { username: account(kind).username } })).body
          .data,
      ).student_data;
    };
    expect((await details('free')).is_free).toBe(true);
    expect((await details('school-40059')).school_assoc.id).toBe(40059);
    expect((await details('section-303')).section_assoc.id).toBe(303);
  });

  test('MPPs carry buttons Result / Continue / Start (001 §4.7); classes are live and past; the corner has ≥ 5 videos in a chapter', async () => {
    h.clock.reset();
    const s = await signIn(h.app, 'enrolled-2');
    const { dpps } = endpoints.studentMpps.data.parse(
      (await call(h.app, 'studentMpps', { token: s.token, body: {} })).body.data,
    );
    // The current batch's MPPs only (JEE 2027: 8, api/src/routes/dashboard.ts): the defaults skip 0, limit 10.
    expect(dpps).toHaveLength(8);
    const rest = endpoints.studentMpps.data.parse(
      (await call(h.app, 'studentMpps', { token: s.token, body: { skip: 5, limit: 10 } })).body.data,
    );
    expect(rest.dpps.map((d) => d.id)).toEqual(dpps.slice(5).map((d) => d.id));
    expect(new Set(dpps.map((d) => d.button))).toEqual(new Set(['Result', 'Continue', 'Start']));
    const classes = endpoints.dashboardClasses.data.parse(
      (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
    );
    expect(new Set(classes.map((c) => c.type))).toEqual(new Set(['live', 'past', 'offline']));
    const filters = endpoints.cornerFilters.data.parse(
      (await call(h.app, 'cornerFilters', { token: s.token, query: { corner_type: 'neet' } })).body.data,
    );
    expect(filters.classes.map((c) => c.class_name)).toEqual(['Class 11', 'Class 12']);
    const corner = endpoints.dashboardCorner.data.parse(
      (
        await call(h.app, 'dashboardCorner', {
          token: s.token,
          query: { corner_type: 'neet', class_assoc: filters.classes[0]!.id },
        })
      ).body.data,
    );
    expect(corner.subjects.map((x) => x.subject_name)).toEqual(['Physics', 'Chemistry', 'Biology']);
    expect(corner.subjects[0]!.chapters[0]!.videos.length).toBeGreaterThanOrEqual(5);
  });

  test('every demo account signs in', async () => {
    const signedIn = await Promise.all(ACCOUNT_KINDS.map((kind) => signIn(h.app, kind)));
    expect(signedIn.map((s) => s.userId)).toEqual(ACCOUNT_KINDS.map((kind) => h.seeded.studentIds[kind]));
  }, 30_000); // one scrypt hash per account (api/src/auth/passwords.ts), ~50 ms of CPU each: seconds on a loaded machine

  test('seedIfEmpty does nothing on a seeded database; reset + seed gives the same content again (fixed-seed PRNG)', async () => {
    const db = h.handle.db;
    const snapshot = async () => ({
      mpps: (await db.select().from(mpps).orderBy(asc(mpps.id))).map(({ startAt: _s, ...rest }) => rest),
      chapters: await db.select().from(cornerChapters).orderBy(asc(cornerChapters.id)),
      videos: await db.select().from(cornerVideos).orderBy(asc(cornerVideos.id)),
      students: (await db.select().from(students).orderBy(asc(students.id))).map(
        ({ passwordHash: _p, ...rest }) => rest,
      ),
    });
    expect(await seedIfEmpty(db)).toBe(false);
    const before = await snapshot();
    await resetDatabase(db);
    expect(await db.select().from(students)).toEqual([]);
    await seed(db);
    expect(await snapshot()).toEqual(before);
  }, 60_000); // two full seeds of the institute (learning bank included): seconds, more on a loaded machine
});
