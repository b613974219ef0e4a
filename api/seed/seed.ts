/**
 * The demo institute (ARCHITECTURE §5): deterministic (fixed-seed PRNG, dates relative to the seed clock), run at
 * start when the students table is empty. Demo passwords come from demo-accounts.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedPortalFixtures } from '../src/db/fixtures-portal';
import { seedIzest } from './izest';
import { seedSupportBooks } from './support-books';
import { saveAnswer, startAttempt, submitAttempt } from '../src/exam/attempts';
import {
  CHAPTERS,
  DEMO_CHAPTER_NOTES,
  DEMO_CLASS_NOTES,
  DIFFICULTY,
  QUESTIONS,
  SOLUTIONS,
  SUBJECTS,
  TAGS,
  TEACHERS,
  type SubjectKey,
} from './content';
import { seedWeeklyCohort } from './cohort';
import { seedDppExams, seedDppProgress } from './dpp';
import { seedFeePlan, DEMO_PLANS } from './fees';
import { seedInstitute } from './institute';
import { seedLearning } from './learning';
import { seedAssignments, seedPractice } from './assignments-practice';
import { importPaper } from '../import/import-paper';
import { jeeAdvancedDemoPaper } from './jee-advanced-demo';
import { createPrng, type Prng } from './prng';

const {
  schools,
  sections,
  students,
  studentCourses,
  subjects,
  studentSubjects,
  chapters,
  teachers,
  tags,
  mpps,
  studentMpps,
  classes,
  exams,
  examSections,
  questions,
  examQuestions,
  scheduledExams,
  cornerClasses,
  cornerChapters,
  cornerVideos,
  cornerNotes,
} = schema;

export const ACCOUNT_KINDS = [
  'enrolled',
  'enrolled-2',
  'free',
  'fees-due',
  'school-40059',
  'section-303',
  'doubts',
  'payer-free',
  'payer-fees',
  'payer-plan',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

const demoAccountSchema = z.array(
  z.object({
    kind: z.enum(ACCOUNT_KINDS),
    username: z.string().regex(/^[6-9]\d{9}$/),
    password: z.string().min(6),
    name: z.string().min(1),
  }),
);
export type DemoAccount = z.infer<typeof demoAccountSchema>[number];

/** api/seed/demo-accounts.json: `[{ kind, username (10-digit mobile), password, name }]`. */
export function loadDemoAccounts(file = path.resolve(__dirname, 'demo-accounts.json')): DemoAccount[] {
  return demoAccountSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Ids the seed gives on purpose (000 §6: school 40059, section 303). */
export const SEED_IDS = {
  mainSchool: 1,
  school40059: 40059,
  sectionJee2027: 301,
  sectionFoundation: 302,
  section303: 303,
} as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

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
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  await seedSchoolsAndSections(db);
  const syllabus = await seedSyllabus(db);
  const { subjectIds, chapterId, teacherIds, tagIds } = syllabus;
  const studentIds = await seedStudents(db, accounts, subjectIds);
  // Fee plans: Aarav's paid in full, Riya's with one installment due (seed/fees.ts).
  for (const kind of ['enrolled', 'payer-plan'] as const)
    await seedFeePlan(db, studentIds[kind], DEMO_PLANS[kind], now);
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

/** The institute's schools and batches (sections), with the fixed ids the demo accounts and tests name (SEED_IDS). */
async function seedSchoolsAndSections(db: Db): Promise<void> {
  await db.insert(schools).values([
    { id: SEED_IDS.mainSchool, schoolName: 'Classroom Institute, Kota' },
    { id: SEED_IDS.school40059, schoolName: 'Sunrise Public School (partner)' },
  ]);
  await db.insert(sections).values([
    { id: 301, sectionName: 'JEE 2027', className: '11' },
    { id: 302, sectionName: 'Class 11 Foundation', className: '11' },
    { id: 303, sectionName: 'JEE Advanced 2026', className: '12' },
    { id: 304, sectionName: 'JCF_Crash_2026', className: '11' },
    { id: 305, sectionName: 'NEET 2027', className: '11' },
    { id: 306, sectionName: 'M.A.T_Practice', className: '11' },
    { id: 307, sectionName: 'Free Trial 11', className: '11' },
    { id: 308, sectionName: 'Sunrise JEE Tests', className: '11' },
  ]);
}

/** The syllabus the rest of the seed refers to: subject ids, a chapter's id by subject and NCERT name, teachers, tags. */
interface Syllabus {
  subjectIds: Record<SubjectKey, number>;
  chapterId: (key: SubjectKey, name: string) => number;
  teacherIds: number[];
  tagIds: number[];
}

/** Subjects, chapters (NCERT names), teachers and tags. */
async function seedSyllabus(db: Db): Promise<Syllabus> {
  const subjectIds = {} as Record<SubjectKey, number>;
  for (const key of Object.keys(SUBJECTS) as SubjectKey[]) {
    const s = SUBJECTS[key];
    const [row] = await db
      .insert(subjects)
      .values({
        subjectName: s.name,
        primaryColor: s.primary,
        secondaryColor: s.secondary,
        logo: s.logo,
        isMainSubject: true,
      })
      .returning({ id: subjects.id });
    subjectIds[key] = row!.id;
  }
  const chapterIds = new Map<string, number>();
  const chapterRows = (Object.keys(CHAPTERS) as SubjectKey[]).flatMap((key) =>
    (['11', '12'] as const).flatMap((cls) =>
      CHAPTERS[key][cls].map((name) => ({ key, subjectId: subjectIds[key], chapterName: name, className: cls })),
    ),
  );
  const insertedChapters = await db
    .insert(chapters)
    .values(chapterRows.map(({ key: _key, ...row }) => row))
    .returning({ id: chapters.id });
  // A name in both classes (Mathematics: Relations and Functions, Probability) resolves to the class 11 chapter.
  chapterRows.forEach((row, i) => {
    if (!chapterIds.has(`${row.key}:${row.chapterName}`))
      chapterIds.set(`${row.key}:${row.chapterName}`, insertedChapters[i]!.id);
  });
  const chapterId = (key: SubjectKey, name: string) => {
    const found = chapterIds.get(`${key}:${name}`);
    if (found === undefined) throw new Error(`Seed: unknown chapter ${key}:${name}`);
    return found;
  };
  const teacherIds = (
    await db
      .insert(teachers)
      .values(TEACHERS.map((t) => ({ name: t.name, thumbnail: t.thumbnail })))
      .returning({ id: teachers.id })
  ).map((r) => r.id);
  const tagIds = (
    await db
      .insert(tags)
      .values(TAGS.map((tagName) => ({ tagName })))
      .returning({ id: tags.id })
  ).map((r) => r.id);
  return { subjectIds, chapterId, teacherIds, tagIds };
}

/** The demo accounts (demo-accounts.json), one student of every kind (000 §1, §6), with their batches and subjects. */
async function seedStudents(
  db: Db,
  accounts: DemoAccount[],
  subjectIds: Record<SubjectKey, number>,
): Promise<Record<AccountKind, number>> {
  const profile: Record<
    AccountKind,
    {
      school: number;
      section: number;
      courses: number[];
      subjects: SubjectKey[];
      isFree?: boolean;
      feePending?: number;
      feeDueDate?: string;
      gender: string;
      email: string;
    }
  > = {
    enrolled: {
      school: 1,
      section: 301,
      courses: [301, 302, 304],
      subjects: ['phy', 'chem', 'math'],
      gender: 'Male',
      email: 'aarav.sharma@example.com',
    },
    'enrolled-2': {
      school: 1,
      section: 301,
      courses: [301, 302, 304],
      subjects: ['phy', 'chem', 'math'],
      gender: 'Female',
      email: 'diya.patel@example.com',
    },
    free: {
      school: 1,
      section: 307,
      courses: [307],
      subjects: ['phy', 'chem', 'math'],
      isFree: true,
      gender: 'Male',
      email: 'rohan.verma@example.com',
    },
    'fees-due': {
      school: 1,
      section: 305,
      courses: [305, 306],
      subjects: ['phy', 'chem', 'bio'],
      feePending: 45_000,
      feeDueDate: '2025-01-15',
      gender: 'Female',
      email: 'kavya.iyer@example.com',
    },
    'school-40059': {
      school: SEED_IDS.school40059,
      section: 308,
      courses: [308],
      subjects: ['phy', 'chem', 'math'],
      gender: 'Male',
      email: 'ishaan.gupta@example.com',
    },
    'section-303': {
      school: 1,
      section: 303,
      courses: [303, 301],
      subjects: ['phy', 'chem', 'math'],
      gender: 'Female',
      email: 'meera.nair@example.com',
    },
    doubts: {
      school: 1,
      section: 301,
      courses: [301],
      subjects: ['phy', 'chem', 'math'],
      gender: 'Male',
      email: 'kabir.menon@example.com',
    },
    // Kept for the e2e payment tests: paying changes them (enrolled, unlocked).
    'payer-free': {
      school: 1,
      section: 307,
      courses: [307],
      subjects: ['phy', 'chem', 'math'],
      isFree: true,
      gender: 'Female',
      email: 'anaya.rao@example.com',
    },
    'payer-fees': {
      school: 1,
      section: 305,
      courses: [305, 306],
      subjects: ['phy', 'chem', 'bio'],
      feePending: 45_000,
      feeDueDate: '2025-01-15',
      gender: 'Male',
      email: 'vivaan.das@example.com',
    },
    // Kept for the e2e installment-plan and parent-link tests: a 5-installment plan (seed/fees.ts).
    'payer-plan': {
      school: 1,
      section: 301,
      courses: [301],
      subjects: ['phy', 'chem', 'math'],
      gender: 'Female',
      email: 'riya.kapoor@example.com',
    },
  };
  const studentIds = {} as Record<AccountKind, number>;
  for (const kind of ACCOUNT_KINDS) {
    const account = accounts.find((a) => a.kind === kind);
    if (!account) throw new Error(`Seed: demo-accounts.json has no '${kind}' account`);
    const p = profile[kind];
    const [row] = await db
      .insert(students)
      .values({
        name: account.name,
        email: p.email,
        mobile: account.username,
        passwordHash: await hashPassword(account.password),
        isFree: p.isFree ?? false,
        schoolId: p.school,
        sectionId: p.section,
        feePending: p.feePending ?? 0,
        feeDueDate: p.feeDueDate ?? null,
        gender: p.gender,
        enableLearningModule: kind === 'enrolled',
        switchClass: !p.isFree,
        dateJoined: new Date(Date.UTC(2025, 3, 1 + ACCOUNT_KINDS.indexOf(kind))),
      })
      .returning({ id: students.id });
    const id = row!.id;
    studentIds[kind] = id;
    const courseRows = await db
      .insert(studentCourses)
      .values(p.courses.map((sectionId) => ({ studentId: id, sectionId })))
      .returning({ id: studentCourses.id });
    await db
      .update(students)
      .set({ studentCourseId: courseRows[0]!.id })
      .where(sql`${students.id} = ${id}`);
    await db.insert(studentSubjects).values(p.subjects.map((s) => ({ studentId: id, subjectId: subjectIds[s] })));
  }
  return studentIds;
}

/** What the dated parts of the seed share: the clock around the seed's `now`, the PRNG and the syllabus. */
interface DatedPart {
  at: (offsetMs: number) => Date;
  rng: Prng;
  syllabus: Syllabus;
}

/** MPPs (000 §3) on real NCERT chapters, two of them started by the enrolled students; returns their ids in order. */
async function seedMpps(
  db: Db,
  {
    at,
    rng,
    syllabus: { subjectIds, chapterId, teacherIds, tagIds },
    studentIds,
  }: DatedPart & { studentIds: Record<AccountKind, number> },
): Promise<number[]> {
  const mppPlan: { section: number; subject: SubjectKey; chapter: string }[] = [
    { section: 301, subject: 'phy', chapter: 'Units and Measurements' },
    { section: 301, subject: 'phy', chapter: 'Motion in a Straight Line' },
    { section: 301, subject: 'chem', chapter: 'Some Basic Concepts of Chemistry' },
    { section: 301, subject: 'math', chapter: 'Sets' },
    { section: 302, subject: 'math', chapter: 'Trigonometric Functions' },
    { section: 301, subject: 'chem', chapter: 'Structure of Atom' },
    { section: 302, subject: 'phy', chapter: 'Laws of Motion' },
    { section: 301, subject: 'math', chapter: 'Sequences and Series' },
    { section: 301, subject: 'phy', chapter: 'Gravitation' },
    { section: 302, subject: 'chem', chapter: 'Chemical Bonding and Molecular Structure' },
    { section: 301, subject: 'math', chapter: 'Complex Numbers and Quadratic Equations' },
    { section: 302, subject: 'phy', chapter: 'Oscillations' },
    { section: 305, subject: 'bio', chapter: 'Cell: The Unit of Life' },
    { section: 305, subject: 'chem', chapter: 'Equilibrium' },
    { section: 303, subject: 'phy', chapter: 'Current Electricity' },
    { section: 303, subject: 'math', chapter: 'Integrals' },
    { section: 307, subject: 'phy', chapter: 'Motion in a Plane' },
    { section: 308, subject: 'math', chapter: 'Relations and Functions' },
  ];
  const mppIds: number[] = [];
  for (const [i, plan] of mppPlan.entries()) {
    const total = rng.pick([10, 15, 20]);
    const [row] = await db
      .insert(mpps)
      .values({
        name: `DPP ${String(i + 1).padStart(2, '0')}: ${plan.chapter}`,
        sectionId: plan.section,
        subjectId: subjectIds[plan.subject],
        chapterId: chapterId(plan.subject, plan.chapter),
        teacherId: rng.pick(teacherIds),
        tagIds: rng.sample(tagIds, rng.int(1, 4)),
        totalQuestions: total,
        maxExamMarks: total * 4,
        startAt: at(-(i + 1) * DAY - rng.int(0, 8) * HOUR),
      })
      .returning({ id: mpps.id });
    mppIds.push(row!.id);
  }
  for (const kind of ['enrolled', 'enrolled-2'] as const) {
    await db.insert(studentMpps).values([
      {
        mppId: mppIds[0]!,
        studentId: studentIds[kind],
        numAttempted: 12,
        startedAt: at(-20 * HOUR),
        completedAt: at(-19 * HOUR),
      },
      { mppId: mppIds[1]!, studentId: studentIds[kind], numAttempted: 4, startedAt: at(-2 * HOUR) },
    ]);
  }
  return mppIds;
}

/** Classes (000 §3): live (one running now, one later today), past with replays and notes, offline. */
async function seedClasses(
  db: Db,
  { at, rng, syllabus: { subjectIds, chapterId, teacherIds } }: DatedPart,
): Promise<void> {
  const classPlan: {
    section: number;
    subject: SubjectKey;
    chapter: string;
    startH: number;
    type?: 'offline';
    replay?: boolean;
    notes?: boolean;
    link?: boolean;
  }[] = [
    { section: 301, subject: 'phy', chapter: 'Laws of Motion', startH: -0.5, link: true },
    { section: 301, subject: 'math', chapter: 'Limits and Derivatives', startH: 5, link: false },
    { section: 301, subject: 'chem', chapter: 'Chemical Bonding and Molecular Structure', startH: 26, link: true },
    { section: 301, subject: 'phy', chapter: 'Motion in a Plane', startH: -26, replay: true, notes: true },
    { section: 301, subject: 'math', chapter: 'Sequences and Series', startH: -50, replay: true, notes: false },
    { section: 301, subject: 'chem', chapter: 'Structure of Atom', startH: -74, replay: false, notes: true },
    { section: 302, subject: 'math', chapter: 'Trigonometric Functions', startH: -98, replay: true, notes: true },
    { section: 301, subject: 'phy', chapter: 'Work, Energy and Power', startH: -122, type: 'offline' },
    { section: 305, subject: 'bio', chapter: 'The Living World', startH: 3, link: true },
    { section: 305, subject: 'chem', chapter: 'Thermodynamics', startH: -30, replay: true, notes: true },
    { section: 303, subject: 'phy', chapter: 'Electric Charges and Fields', startH: 2, link: true },
    { section: 303, subject: 'math', chapter: 'Matrices', startH: -28, replay: true, notes: true },
    { section: 307, subject: 'phy', chapter: 'Units and Measurements', startH: -48, replay: true, notes: false },
  ];
  for (const [i, c] of classPlan.entries()) {
    const start = at(c.startH * HOUR);
    await db.insert(classes).values({
      sectionId: c.section,
      subjectId: subjectIds[c.subject],
      chapterId: chapterId(c.subject, c.chapter),
      teacherId: rng.pick(teacherIds),
      lecture: `Lecture ${rng.int(1, 12)}: ${c.chapter}`,
      classType: c.type ?? 'online',
      scheduleType: c.type === 'offline' ? 'offline' : 'regular',
      startAt: start,
      endAt: new Date(start.getTime() + 90 * 60_000),
      tags: rng.sample(TAGS, rng.int(1, 3)),
      notesFile: c.notes ? DEMO_CLASS_NOTES : null,
      replayUrl: c.replay ? `https://player.vimeo.com/video/${800000000 + i * 1111}` : null,
      liveClassLink: c.link ? `https://meet.example.com/classroom-${c.section}-${i + 1}` : null,
    });
  }
}

/** The question bank (seed/content.ts); returns a question's id by its key (an unknown key throws). */
async function seedQuestionBank(db: Db, { subjectIds, chapterId }: Syllabus): Promise<(key: string) => number> {
  const questionIds = new Map<string, number>();
  for (const q of QUESTIONS) {
    const [row] = await db
      .insert(questions)
      .values({
        questionTypeId: q.type,
        question: q.question,
        option1: q.options?.[0] ?? null,
        option2: q.options?.[1] ?? null,
        option3: q.options?.[2] ?? null,
        option4: q.options?.[3] ?? null,
        answerKey: q.answer,
        tolerance: q.type === 3 ? 0.01 : 0,
        subjectId: subjectIds[q.subject],
        chapterId: chapterId(q.subject, q.chapter),
        tags: q.tags,
        difficulty: q.difficulty ?? DIFFICULTY[q.key] ?? null,
        solution: SOLUTIONS[q.key] ?? null,
      })
      .returning({ id: questions.id });
    questionIds.set(q.key, row!.id);
  }
  const qid = (key: string) => {
    const found = questionIds.get(key);
    if (found === undefined) throw new Error(`Seed: unknown question ${key}`);
    return found;
  };
  return qid;
}

/**
 * The demo exams (mock tests, a unit test, the weekly test, a quiz, a one-batch test), scheduled for every demo student;
 * the enrolled students' attempts at the weekly test, handed in.
 */
async function seedExams(
  db: Db,
  {
    at,
    subjectIds,
    qid,
    studentIds,
  }: {
    at: DatedPart['at'];
    subjectIds: Record<SubjectKey, number>;
    qid: (key: string) => number;
    studentIds: Record<AccountKind, number>;
  },
) {
  interface SectionPlan {
    subject: SubjectKey;
    name: string;
    instructions: string;
    compulsory?: number;
    questions: string[];
  }
  const createExam = async (exam: typeof exams.$inferInsert, sectionPlans: SectionPlan[]) => {
    const [row] = await db.insert(exams).values(exam).returning({ id: exams.id });
    const examId = row!.id;
    for (const [order, plan] of sectionPlans.entries()) {
      const [section] = await db
        .insert(examSections)
        .values({
          examId,
          subjectId: subjectIds[plan.subject],
          sectionName: plan.name,
          sectionInstructions: plan.instructions,
          numCompulsoryQuestions: plan.compulsory ?? 0,
          sortOrder: order + 1,
        })
        .returning({ id: examSections.id });
      await db
        .insert(examQuestions)
        .values(
          plan.questions.map((key, i) => ({ examSectionId: section!.id, questionId: qid(key), sortOrder: i + 1 })),
        );
    }
    return examId;
  };
  const single =
    'Single correct: each question has four options of which exactly one is correct. +4 for a correct answer, −1 for a wrong one.';
  const multiple =
    'One or more correct: choose every correct option. +4 only when all correct options and no wrong one are chosen, −1 otherwise.';
  const numeric = (n: number, total: number) =>
    `Numerical value: type the answer (up to two decimals). Attempt any ${n} of the ${total} questions. +4 / −1.`;
  const jeeInstructions = [
    '<p>The clock is set at the server. The countdown timer at the top right shows the time left; when it reaches zero the exam ends by itself.</p>',
    '<ol><li>The paper has <b>2 subjects</b>, Physics and Mathematics, each with three sections: A (single correct), B (one or more correct) and C (numerical value).</li>',
    '<li>In section C attempt only the number of questions shown; clear an answer to free a slot.</li>',
    '<li>The palette shows each question as not visited, not answered, answered, marked for review, or answered and marked for review.</li></ol>',
  ].join('');
  const mainSections: SectionPlan[] = [
    {
      subject: 'phy',
      name: 'Physics Section A',
      instructions: single,
      questions: ['phy-ke', 'phy-dim', 'phy-height', 'phy-newton2'],
    },
    { subject: 'phy', name: 'Physics Section B', instructions: multiple, questions: ['phy-vectors', 'phy-circular'] },
    {
      subject: 'phy',
      name: 'Physics Section C',
      instructions: numeric(2, 3),
      compulsory: 2,
      questions: ['phy-accel', 'phy-work', 'phy-spring'],
    },
    {
      subject: 'math',
      name: 'Mathematics Section A',
      instructions: single,
      questions: ['math-deriv', 'math-trig', 'math-sum', 'math-quad'],
    },
    {
      subject: 'math',
      name: 'Mathematics Section B',
      instructions: multiple,
      questions: ['math-irrational', 'math-matrix'],
    },
    {
      subject: 'math',
      name: 'Mathematics Section C',
      instructions: numeric(2, 3),
      compulsory: 2,
      questions: ['math-limit', 'math-ap', 'math-complex'],
    },
  ];
  const mock = await createExam(
    {
      examName: 'JEE Main Mock Test 1',
      instructions: jeeInstructions,
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 180,
      startAt: at(-DAY),
      endAt: at(30 * DAY),
      resultOn: null,
      maxMarks: 2 * (4 * 4 + 2 * 4 + 2 * 4),
    },
    mainSections,
  );
  const expired = await createExam(
    {
      examName: 'Unit Test: Laws of Motion',
      instructions: '<p>One section, single correct. +4 / −1.</p>',
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 60,
      startAt: at(-20 * DAY),
      endAt: at(-10 * DAY),
      resultOn: at(-9 * DAY),
      maxMarks: 12,
    },
    [{ subject: 'phy', name: 'Physics', instructions: single, questions: ['phy-newton2', 'phy-dim', 'phy-height'] }],
  );
  const given = await createExam(
    {
      examName: 'Weekly Test: Kinematics',
      instructions: '<p>Single correct and numerical questions.</p>',
      examTypeId: 1,
      themeId: 3,
      durationMinutes: 45,
      startAt: at(-8 * DAY),
      endAt: at(-6 * DAY),
      resultOn: at(-5 * DAY),
      maxMarks: 16,
    },
    [
      { subject: 'phy', name: 'Physics Section A', instructions: single, questions: ['phy-height', 'phy-ke'] },
      { subject: 'phy', name: 'Physics Section C', instructions: numeric(2, 2), questions: ['phy-accel', 'phy-work'] },
    ],
  );
  const upcoming = await createExam(
    {
      examName: 'JEE Main Mock Test 2',
      instructions: jeeInstructions,
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 180,
      startAt: at(5 * DAY),
      endAt: at(6 * DAY),
      resultOn: at(7 * DAY),
      maxMarks: 2 * (4 * 4 + 2 * 4 + 2 * 4),
    },
    mainSections,
  );
  const quiz = await createExam(
    {
      examName: 'Quick Quiz: Units and Measurements',
      instructions: '<p>Two quick questions.</p>',
      examTypeId: 3,
      themeId: 3,
      durationMinutes: 10,
      startAt: at(-2 * DAY),
      endAt: at(10 * DAY),
      resultOn: null,
      maxMarks: 8,
    },
    [{ subject: 'phy', name: 'Quiz', instructions: single, questions: ['phy-dim', 'phy-ke'] }],
  );

  const everyone = ACCOUNT_KINDS.map((k) => studentIds[k]);
  for (const examId of [mock, expired, given, upcoming, quiz]) {
    await db.insert(scheduledExams).values(everyone.map((studentId) => ({ examId, studentId })));
  }
  // A test of one batch (exams.section_id, migration 0018): the two-batch demo students see it on the dashboard only
  // while Class 11 Foundation (302) is their current batch (000 §4 Switching batch: the other batch's content).
  const foundationTest = await createExam(
    {
      examName: 'Foundation Test: Trigonometric Functions',
      instructions: '<p>One section, single correct. +4 / −1.</p>',
      examTypeId: 1,
      themeId: 1,
      durationMinutes: 30,
      startAt: at(-2 * DAY),
      endAt: at(20 * DAY),
      resultOn: null,
      maxMarks: 8,
      sectionId: 302,
    },
    [{ subject: 'math', name: 'Mathematics', instructions: single, questions: ['math-trig', 'math-sum'] }],
  );
  await db
    .insert(scheduledExams)
    .values(
      [studentIds.enrolled, studentIds['enrolled-2']].map((studentId) => ({ examId: foundationTest, studentId })),
    );

  // The enrolled students already gave the weekly test (Attempted tab, exam_status 4). Diya handed it in after the
  // 45 minutes and the 60 s grace, so her attempt is a 'LateSubmission' (001 §2.2: the list shows the late flag).
  const givenStart = at(-7 * DAY);
  const handedIn = { enrolled: 20 * 60_000, 'enrolled-2': 47 * 60_000 } as const;
  for (const kind of ['enrolled', 'enrolled-2'] as const) {
    const { sched } = await startAttempt(db, given, studentIds[kind], givenStart);
    const allotted = await db
      .select()
      .from(schema.allottedQuestions)
      .where(sql`${schema.allottedQuestions.scheduledExamId} = ${sched.id}`)
      .orderBy(schema.allottedQuestions.serialNo);
    const answers = [
      { is_option2_selected: true },
      { is_option3_selected: true },
      { ans_given: '4' },
      { ans_given: '25' },
    ];
    for (const [i, a] of allotted.entries()) {
      await saveAnswer(
        db,
        given,
        studentIds[kind],
        {
          student_id: studentIds[kind],
          ques_id: a.id,
          total_seconds: 60 + i * 30,
          review_status: false,
          ...answers[i],
        },
        new Date(givenStart.getTime() + (i + 1) * 120_000),
      );
    }
    await submitAttempt(db, given, studentIds[kind], new Date(givenStart.getTime() + handedIn[kind]));
  }
  return { mock, expired, given, upcoming, quiz, givenStart };
}

/** Corner content (000 §2 Corner cards): ncert, jee, neet × classes 11 and 12; the first chapter of each subject has ≥ 5 videos. */
async function seedCorners(db: Db, rng: Prng, subjectIds: Record<SubjectKey, number>): Promise<void> {
  const corners: { type: 'ncert' | 'jee' | 'neet'; subjects: SubjectKey[] }[] = [
    { type: 'ncert', subjects: ['phy', 'chem', 'math', 'bio'] },
    { type: 'jee', subjects: ['phy', 'chem', 'math'] },
    { type: 'neet', subjects: ['phy', 'chem', 'bio'] },
  ];
  for (const corner of corners) {
    for (const cls of ['11', '12'] as const) {
      const [classRow] = await db
        .insert(cornerClasses)
        .values({ cornerType: corner.type, className: `Class ${cls}` })
        .returning({ id: cornerClasses.id });
      for (const subject of corner.subjects) {
        const names = CHAPTERS[subject][cls].slice(0, 3);
        for (const [order, name] of names.entries()) {
          const [chapter] = await db
            .insert(cornerChapters)
            .values({
              cornerClassId: classRow!.id,
              subjectId: subjectIds[subject],
              chapterName: name,
              sortOrder: order + 1,
            })
            .returning({ id: cornerChapters.id });
          const videoCount = order === 0 ? rng.int(5, 7) : rng.int(1, 4);
          await db.insert(cornerVideos).values(
            Array.from({ length: videoCount }, (_, i) => ({
              cornerChapterId: chapter!.id,
              videoName: `${name}: Part ${i + 1}`,
              videoIconUrl: `/api/static/corner/thumb-${(i % 4) + 1}.svg`,
              videoUrl:
                i % 3 === 2
                  ? `https://cdn.example.com/${corner.type}/${chapter!.id}-${i + 1}.mp4`
                  : `https://player.vimeo.com/video/${900000000 + chapter!.id * 10 + i}`,
              sortOrder: i + 1,
            })),
          );
          const noteCount = order === 0 ? 4 : rng.int(0, 3);
          if (noteCount > 0) {
            await db.insert(cornerNotes).values(
              Array.from({ length: noteCount }, (_, i) => ({
                cornerChapterId: chapter!.id,
                noteName:
                  corner.type === 'ncert' ? `Exercise ${order + 1}.${i + 1} solutions` : `${name}: notes ${i + 1}`,
                questionId: corner.type === 'ncert' ? chapter!.id * 100 + i + 1 : null,
                notesPdfUrl: DEMO_CHAPTER_NOTES,
                sortOrder: i + 1,
              })),
            );
          }
        }
      }
    }
  }
}

/** Every table of the schema, for reset and sequence sync. */
const ALL_TABLES = Object.values(schema).filter(
  (v): v is typeof schema.students => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
);

/** After inserts with explicit ids (schools, sections), moves each serial sequence past the largest id. */
async function syncSequences(db: Db): Promise<void> {
  for (const table of [schools, sections]) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${name}"), 1))`,
      ),
    );
  }
}

/** Empties every table and restarts the ids (seed-cli --reset). */
export async function resetDatabase(db: Db): Promise<void> {
  const names = ALL_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

/** Seeds when the students table is empty (server start). Returns true when it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(students);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}
