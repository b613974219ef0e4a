/**
 * Minimal rows for the portal tables (attendance, holidays, notifications, course offers and banners, NCERT
 * exercises, doubts, sibling parent numbers), called once from seed/seed.ts after the classes and corners exist.
 * Deterministic: no randomness, dates placed around `now`.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from './client';
import { istDayOf } from '../ist-day';
import { DEMO_BANNER } from '../../seed/content';
import {
  attendance,
  banners,
  classes,
  cornerChapters,
  cornerClasses,
  courseOffers,
  doubts,
  holidays,
  ncertExercises,
  ncertQuestions,
  notifications,
  sections,
  studentCourses,
  students,
  subjects,
} from './schema';

const DAY = 86_400_000;

/** Indian holidays (national and festival) for 2026–2027; school_id null = every school. */
const HOLIDAYS: [string, string][] = [
  ['2026-01-26', 'Republic Day'],
  ['2026-03-04', 'Holi'],
  ['2026-03-21', 'Id-ul-Fitr'],
  ['2026-04-03', 'Good Friday'],
  ['2026-08-15', 'Independence Day'],
  ['2026-09-04', 'Janmashtami'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-08', 'Diwali'],
  ['2026-12-25', 'Christmas'],
  ['2027-01-26', 'Republic Day'],
  ['2027-03-22', 'Holi'],
];

export interface PortalFixtureInput {
  now: Date;
  /** The demo students by kind (seed/demo-accounts.json). */
  studentIds: Record<string, number>;
}

/**
 * The portal's demo rows beyond the seeded domains, in order: parents, timetables and holidays, attendance at past
 * classes, notifications, course offers with their banners, NCERT exercises, and the enrolled student's doubts.
 */
export async function seedPortalFixtures(db: Db, { now, studentIds }: PortalFixtureInput): Promise<void> {
  const enrolled = studentIds.enrolled;
  await seedParentsTimetablesHolidays(db, studentIds);
  await seedAttendance(db, now, studentIds);
  await seedNotifications(db, now, enrolled);
  await seedBanners(db, now);
  await seedNcertExercises(db);
  if (enrolled !== undefined) await seedDoubts(db, now, enrolled);
}

/** The demo siblings' shared parent, each running batch's timetable PDF and the holidays. */
async function seedParentsTimetablesHolidays(db: Db, studentIds: Record<string, number>): Promise<void> {
  const enrolled = studentIds.enrolled;
  const enrolled2 = studentIds['enrolled-2'];
  // Siblings: enrolled and enrolled-2 share a parent (switch-user between them is allowed).
  for (const id of [enrolled, enrolled2]) {
    if (id !== undefined)
      await db
        .update(students)
        .set({ parentName: 'Sunita Sharma', parentMobile: '9812345670' })
        .where(eq(students.id, id));
  }

  // Each running batch's timetable (000 §7 get-timetable-pdf): JEE 2027, NEET 2027, Class 11 Foundation.
  for (const [id, file] of [
    [301, 'jee-2027'],
    [305, 'neet-2027'],
    [302, 'foundation-11'],
  ] as const) {
    await db
      .update(sections)
      .set({ timetablePdf: `/api/static/timetables/${file}.pdf` })
      .where(eq(sections.id, id));
  }

  await db
    .insert(holidays)
    .values([
      ...HOLIDAYS.map(([holidayDate, holidayName]) => ({ schoolId: null, holidayDate, holidayName })),
      { schoolId: 40059, holidayDate: '2026-11-14', holidayName: "Children's Day (school)" },
    ]);
}

/** Attendance of the demo students at the past classes of their batches: present unless the class id is a multiple of 3. */
async function seedAttendance(db: Db, now: Date, studentIds: Record<string, number>): Promise<void> {
  const demoIds = Object.values(studentIds);
  const courses = await db
    .select({ studentId: studentCourses.studentId, sectionId: studentCourses.sectionId })
    .from(studentCourses)
    .where(inArray(studentCourses.studentId, demoIds));
  const home = await db
    .select({ id: students.id, sectionId: students.sectionId })
    .from(students)
    .where(inArray(students.id, demoIds));
  const sectionsOf = new Map<number, Set<number>>();
  for (const r of [...courses.map((c) => ({ id: c.studentId, sectionId: c.sectionId })), ...home]) {
    sectionsOf.set(r.id, (sectionsOf.get(r.id) ?? new Set()).add(r.sectionId));
  }
  const past = await db
    .select({ id: classes.id, sectionId: classes.sectionId, classType: classes.classType })
    .from(classes)
    .where(lte(classes.endAt, now))
    .orderBy(asc(classes.id));
  const rows = [...sectionsOf.entries()].flatMap(([studentId, secs]) =>
    past
      .filter((c) => secs.has(c.sectionId))
      .map((c) => ({
        studentId,
        classId: c.id,
        present: c.id % 3 !== 0,
        mode: c.classType === 'offline' ? 'offline' : 'online',
      })),
  );
  if (rows.length > 0) await db.insert(attendance).values(rows).onConflictDoNothing();
}

/** Notifications for a batch, for everyone, and one for the enrolled demo student. */
async function seedNotifications(db: Db, now: Date, enrolled: number | undefined): Promise<void> {
  await db.insert(notifications).values([
    {
      title: 'Welcome to the JEE 2027 batch',
      body: 'Your timetable for the month is on the Schedule page.',
      sectionId: 301,
      createdAt: new Date(now.getTime() - 5 * DAY),
    },
    {
      title: 'JEE Main Mock Test 1 is open',
      body: 'Attempt it before the window closes. Duration 180 minutes.',
      createdAt: new Date(now.getTime() - 1 * DAY),
      link: '/student/objectivetest',
    },
    {
      title: 'Diwali break',
      body: 'The institute is closed from 7 to 9 November.',
      createdAt: new Date(now.getTime() - 10 * DAY),
    },
    ...(enrolled !== undefined
      ? [
          {
            studentId: enrolled,
            title: 'Doubt answered',
            body: 'Your doubt on Laws of Motion has an answer.',
            createdAt: new Date(now.getTime() - 2 * 3_600_000),
          },
        ]
      : []),
  ]);
}

/** Two course offers and their banners: one for free students, one for enrolled ones. */
async function seedBanners(db: Db, now: Date): Promise<void> {
  const offers = await db
    .insert(courseOffers)
    .values([
      {
        binding: 'JEE2027-ONLINE',
        courseName: 'JEE 2027 Online Classroom',
        sectionId: 301,
        priceRupees: 45_000,
        startDate: istDayOf(new Date(now.getTime() + 20 * DAY)),
      },
      {
        binding: 'NEET2027-ONLINE',
        courseName: 'NEET 2027 Online Classroom',
        sectionId: 305,
        priceRupees: 40_000,
        startDate: istDayOf(new Date(now.getTime() + 25 * DAY)),
      },
    ])
    .returning({ id: courseOffers.id });
  await db.insert(banners).values([
    {
      courseOfferId: offers[0]!.id,
      forFreeStudents: true,
      header: 'JEE 2027 Online Classroom — admissions open',
      description: 'Live classes, DPPs after every lecture and full-length JEE Main mocks.',
      features: [
        { snapshot: '600+ hours', details: 'of live classes' },
        { snapshot: '40 mocks', details: 'JEE Main pattern, +4/−1' },
        { snapshot: 'Doubts', details: 'answered within 24 hours' },
      ],
      imgMobile: DEMO_BANNER,
      imgWeb: DEMO_BANNER,
      bottomNav: 'Enrol now for ₹45,000',
    },
    {
      courseOfferId: offers[1]!.id,
      forFreeStudents: false,
      header: 'Add the NEET 2027 test series',
      description: 'Full-length NEET mocks with all-India rank.',
      features: [{ snapshot: '20 mocks', details: '180 questions, 200 minutes' }],
      imgMobile: null,
      imgWeb: null,
      bottomNav: '',
    },
  ]);
}

/** NCERT exercises for the first chapter of each subject in the NCERT corner. */
async function seedNcertExercises(db: Db): Promise<void> {
  const chapters = await db
    .select({
      id: cornerChapters.id,
      name: cornerChapters.chapterName,
      subject: subjects.subjectName,
      sortOrder: cornerChapters.sortOrder,
    })
    .from(cornerChapters)
    .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
    .innerJoin(subjects, eq(subjects.id, cornerChapters.subjectId))
    .where(and(eq(cornerClasses.cornerType, 'ncert'), eq(cornerChapters.sortOrder, 1)))
    .orderBy(asc(cornerChapters.id));
  for (const chapter of chapters) {
    for (let e = 1; e <= 2; e++) {
      const [exercise] = await db
        .insert(ncertExercises)
        .values({ cornerChapterId: chapter.id, exerciseName: `Exercise ${e}`, sortOrder: e })
        .returning({ id: ncertExercises.id });
      await db.insert(ncertQuestions).values(
        [1, 2, 3].map((n) => ({
          exerciseId: exercise!.id,
          questionSno: n,
          question: `${chapter.name} — ${e}.${n}: find $x$ if $2x + ${n} = ${n + 2 * e}$.`,
          solution: `<p>$2x = ${2 * e}$, so $x = ${e}$.</p>`,
        })),
      );
    }
  }
}

/** An answered and a pending Physics doubt of the enrolled demo student. */
async function seedDoubts(db: Db, now: Date, enrolled: number): Promise<void> {
  const [physics] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.subjectName, 'Physics'))
    .limit(1);
  if (physics) {
    await db.insert(doubts).values([
      {
        studentId: enrolled,
        subjectId: physics.id,
        question: 'Why is friction independent of the area of contact?',
        answer: 'Because the real contact area scales with the normal force, not the apparent area.',
        status: 'answered',
        createdAt: new Date(now.getTime() - 3 * DAY),
      },
      {
        studentId: enrolled,
        subjectId: physics.id,
        question: 'How do I choose the axes on an inclined plane?',
        status: 'pending',
        createdAt: new Date(now.getTime() - DAY),
      },
    ]);
  }
}
