/**
 * The demo institute (ARCHITECTURE §5): deterministic (fixed-seed PRNG, dates relative to the seed clock), run at
 * start when the students table is empty. Demo passwords come from demo-accounts.json.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { students } from '../src/db/schema';
import { seedPortalFixtures } from '../src/db/fixtures-portal';
import { seedSupportBooks } from './support-books';
import { importPaper } from '../import/import-paper';
import { seedAssignments, seedPractice } from './assignments-practice';
import { seedWeeklyCohort } from './cohort';
import { seedCorners } from './corners';
import { seedDppExams, seedDppProgress } from './dpp';
import { seedExams, seedQuestionBank } from './exams';
import { DEMO_PLANS, seedFeePlan } from './fees';
import { seedInstitute } from './institute';
import { seedIzest } from './izest';
import { jeeAdvancedDemoPaper } from './jee-advanced-demo';
import { seedLearning } from './learning';
import { createPrng } from './prng';
import { syncSequences } from './reset';
import { seedClasses, seedMpps } from './schedule';
import { seedStudents, loadDemoAccounts, type AccountKind, type DemoAccount } from './students';
import { writeStudyNotes } from './study-material';
import { seedSchoolsAndSections, seedSyllabus } from './syllabus';

export { ACCOUNT_KINDS, SEED_IDS, loadDemoAccounts, type AccountKind, type DemoAccount } from './students';
export { resetDatabase } from './reset';

const DAY = 86_400_000;

export interface SeedOptions {
  /** The seed clock: exam windows and classes are placed around it. */
  now?: Date;
  accounts?: DemoAccount[];
}

/** The seeded exams, by role (ids from the database). */
export interface SeedResult {
  studentIds: Record<AccountKind, number>;
  exams: {
    mock: number;
    expired: number;
    upcoming: number;
    given: number;
    quiz: number;
    jeeMainFull: number;
    neetFull: number;
    jeeAdvanced: number;
  };
  /** The generated students (seed/institute.ts), all with BULK_STUDENT_PASSWORD. */
  bulkStudentIds: number[];
}

/** Seeds the demo institute into an empty database. Use seedIfEmpty at start, resetDatabase + seed to start over. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const accounts = options.accounts ?? loadDemoAccounts();
  const rng = createPrng(20270101);
  await writeStudyNotes();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  await seedSchoolsAndSections(db);
  const syllabus = await seedSyllabus(db);
  const { subjectIds, chapterId, teacherIds, tagIds } = syllabus;
  const studentIds = await seedStudents(db, accounts, subjectIds);
  // The order of the parts below is the order of the PRNG's draws: keep it, or the seeded data changes.
  const mppIds = await seedMpps(db, { at, rng, syllabus, studentIds });
  await seedClasses(db, { at, rng, syllabus });
  const qid = await seedQuestionBank(db, syllabus);
  const { mock, expired, given, upcoming, quiz, givenStart } = await seedExams(db, { at, subjectIds, qid, studentIds });

  await seedCorners(db, rng, subjectIds);
  const institute = await seedInstitute(db, now, {
    subjectIds,
    chapterId,
    teacherIds,
    tagIds,
    demoJee: [studentIds.enrolled, studentIds['enrolled-2']],
    demoNeet: [studentIds['fees-due']],
  });
  // A cohort for the result analysis — 40 generated students gave the weekly test too.
  await seedWeeklyCohort(db, { examId: given, studentIds: institute.studentIds.slice(0, 40), start: givenStart });
  await seedPortalFixtures(db, { now, studentIds });
  // Fee plans, after the course offers they pay for: Aarav's paid in full, Riya's with one installment due (seed/fees.ts).
  for (const kind of ['enrolled', 'payer-plan'] as const)
    await seedFeePlan(db, studentIds[kind], DEMO_PLANS[kind], now);
  await seedLearning(db, { now, studentIds });
  const dppExams = await seedDppExams(db);
  await seedDppProgress(db, now, { done: dppExams.get(mppIds[0]!)!, open: dppExams.get(mppIds[1]!)! }, [
    studentIds.enrolled,
    studentIds['enrolled-2'],
  ]);
  await seedAssignments(db, { now, studentIds });
  await seedPractice(db);
  await seedIzest(db, now);
  await seedSupportBooks(db, subjectIds);
  await syncSequences(db);
  // The JEE Advanced demo paper (every question type), through the importer, for the section-303 student.
  const { examId: jeeAdvanced } = await importPaper(
    db,
    jeeAdvancedDemoPaper({ startAt: at(-DAY).toISOString(), endAt: at(30 * DAY).toISOString() }),
    {
      scheduleFor: { studentIds: [studentIds['section-303']] },
    },
  );
  return {
    studentIds,
    exams: {
      mock,
      expired,
      upcoming,
      given,
      quiz,
      jeeMainFull: institute.jeeMainFull,
      neetFull: institute.neetFull,
      jeeAdvanced,
    },
    bulkStudentIds: institute.studentIds,
  };
}

/** Seeds when the students table is empty (server start). Returns true when it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(students);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}
