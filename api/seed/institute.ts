/**
 * The institute at scale, added after the demo accounts' content by `seed()`: 200+ generated students,
 * a full JEE Main paper and a NEET paper with generated questions, DPPs per chapter, and 60 days of classes.
 * Deterministic: its own fixed-seed PRNG (so the demo content before it does not move), dates relative to `now`.
 * Multi-row inserts throughout; one scrypt hash shared by every generated student (BULK_STUDENT_PASSWORD).
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/client';
import {
  examQuestions,
  exams,
  examSections,
  questions,
  scheduledExams,
  sections,
  studentCourses,
  students,
  studentSubjects,
} from '../src/db/schema';
import type { SubjectKey } from './content';
import { numeric, singleChoice, type GeneratedQuestion } from './generate';
import { biologyChoice } from './generate-biology';
import { seedClasses, seedDpps } from './institute-schedule';
import { createPrng } from './prng';
import { questionRow } from './question-row';

/** The password of every generated student (mobile numbers 70000 00001 …); demo data only. */
export const BULK_STUDENT_PASSWORD = 'Student@2027';
export const BULK_STUDENT_COUNT = 216;
/** Hidden sections added here (names with JCF_ / M.A.T_ are hidden from lists, 000 §5). */
export const EXTRA_SECTIONS = [
  { id: 309, sectionName: 'JCF_Weekend_2027', className: '11' },
  { id: 310, sectionName: 'M.A.T_Olympiad_2027', className: '11' },
] as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Shaurya',
  'Atharv',
  'Kabir',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Myra',
  'Anika',
  'Navya',
  'Kiara',
  'Pari',
  'Riya',
  'Ira',
  'Meera',
  'Sneha',
  'Tanvi',
  'Pooja',
  'Rahul',
  'Rohit',
  'Karan',
  'Nikhil',
  'Harsh',
  'Yash',
  'Dev',
  'Aryan',
  'Lakshmi',
  'Divya',
  'Kavya',
  'Shreya',
  'Nandini',
  'Priya',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Patel',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Singh',
  'Kumar',
  'Joshi',
  'Mehta',
  'Chauhan',
  'Yadav',
  'Das',
  'Banerjee',
  'Mukherjee',
  'Pillai',
  'Menon',
  'Kulkarni',
  'Deshmukh',
  'Agarwal',
  'Jain',
  'Mishra',
  'Pandey',
  'Saxena',
  'Bhat',
];

type Kind = 'enrolled' | 'free' | 'school-40059' | 'section-303' | 'fees-due';

export interface InstituteIds {
  subjectIds: Record<SubjectKey, number>;
  chapterId(subject: SubjectKey, name: string): number;
  teacherIds: number[];
  tagIds: number[];
  /** Demo students to add to the papers' schedules: JEE takers and NEET takers. */
  demoJee: number[];
  demoNeet: number[];
}

export interface InstituteResult {
  studentIds: number[];
  jeeMainFull: number;
  neetFull: number;
}

/** Seeds the institute at scale; `now` is the seed clock. */
export async function seedInstitute(db: Db, now: Date, ids: InstituteIds): Promise<InstituteResult> {
  const rng = createPrng(20270202);
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  await db.insert(sections).values([...EXTRA_SECTIONS]);

  // Students: enrolled in 1–3 batches (mostly), free, school 40059, section 303, fees due.
  const hash = await hashPassword(BULK_STUDENT_PASSWORD);
  const kindOf = (i: number): Kind =>
    i % 12 === 0
      ? 'free'
      : i % 12 === 1
        ? 'fees-due'
        : i % 12 === 2
          ? 'school-40059'
          : i % 12 === 3
            ? 'section-303'
            : 'enrolled';
  const plans = Array.from({ length: BULK_STUDENT_COUNT }, (_, i) => {
    const kind = kindOf(i);
    const neet = kind === 'enrolled' ? rng.next() < 0.35 : kind === 'fees-due';
    let batches: number[];
    if (kind === 'free') batches = [307];
    else if (kind === 'school-40059') batches = [308];
    else if (kind === 'section-303') batches = [303, 301];
    else {
      const main = neet ? 305 : 301;
      const extras = rng.sample(neet ? [302, 306] : [302, 304, 309, 310], rng.int(0, 2));
      batches = [main, ...extras];
    }
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    return {
      kind,
      neet,
      batches,
      row: {
        name: `${first} ${last}`,
        email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
        mobile: String(7_000_000_001 + i),
        passwordHash: hash,
        isFree: kind === 'free',
        schoolId: kind === 'school-40059' ? 40059 : 1,
        sectionId: batches[0]!,
        feePending: kind === 'fees-due' ? rng.pick([15_000, 30_000, 45_000, 60_000]) : 0,
        // Fixed dates (not relative to the seed clock) so a reseed gives the same students; all in the past.
        feeDueDate:
          kind === 'fees-due'
            ? new Date(Date.UTC(2025, 0, 15) + rng.int(0, 90) * DAY).toISOString().slice(0, 10)
            : null,
        gender: rng.pick(['Male', 'Female']),
        enableLearningModule: rng.next() < 0.5,
        switchClass: kind !== 'free',
        dateJoined: new Date(Date.UTC(2024, 3, 1) + rng.int(0, 400) * DAY + rng.int(8, 18) * HOUR),
      },
    };
  });
  const studentIds = (
    await db
      .insert(students)
      .values(plans.map((p) => p.row))
      .returning({ id: students.id })
  ).map((r) => r.id);
  await db
    .insert(studentCourses)
    .values(plans.flatMap((p, i) => p.batches.map((sectionId) => ({ studentId: studentIds[i]!, sectionId }))));
  // Current batch: the student's first course row.
  await db.execute(
    sql`UPDATE ${students} SET student_course_id = c.min_id FROM (SELECT student_id, min(id) AS min_id FROM ${studentCourses} GROUP BY student_id) c WHERE c.student_id = ${students.id} AND ${students.studentCourseId} IS NULL`,
  );
  await db.insert(studentSubjects).values(
    plans.flatMap((p, i) =>
      (p.neet ? ['phy', 'chem', 'bio'] : ['phy', 'chem', 'math']).map((s) => ({
        studentId: studentIds[i]!,
        subjectId: ids.subjectIds[s as SubjectKey],
      })),
    ),
  );

  // Papers.
  const insertQuestions = async (list: GeneratedQuestion[]) =>
    (
      await db
        .insert(questions)
        .values(list.map((q) => questionRow(q, ids, { tolerance: 0, solution: q.solution })))
        .returning({ id: questions.id })
    ).map((r) => r.id);
  interface SectionSpec {
    subject: SubjectKey;
    name: string;
    instructions: string;
    compulsory: number;
    questions: GeneratedQuestion[];
  }
  const createPaper = async (exam: typeof exams.$inferInsert, specs: SectionSpec[]) => {
    const [row] = await db.insert(exams).values(exam).returning({ id: exams.id });
    const sectionRows = await db
      .insert(examSections)
      .values(
        specs.map((s, i) => ({
          examId: row!.id,
          subjectId: ids.subjectIds[s.subject],
          sectionName: s.name,
          sectionInstructions: s.instructions,
          numCompulsoryQuestions: s.compulsory,
          sortOrder: i + 1,
          positiveMarks: 4,
          negativeMarks: 1,
        })),
      )
      .returning({ id: examSections.id });
    const questionIds = await insertQuestions(specs.flatMap((s) => s.questions));
    let k = 0;
    await db.insert(examQuestions).values(
      specs.flatMap((s, i) =>
        s.questions.map((_, j) => ({
          examSectionId: sectionRows[i]!.id,
          questionId: questionIds[k++]!,
          sortOrder: j + 1,
        })),
      ),
    );
    return row!.id;
  };

  const jeeTags = ['JEE Main', 'Full test'];
  const single =
    '<p>Single correct: four options, exactly one correct. <b>+4</b> correct, <b>−1</b> wrong, 0 unanswered.</p>';
  const numericSection =
    '<p>Numerical value: enter an integer. <b>Attempt any 5 of the 10</b>; +4 correct, −1 wrong.</p>';
  const jeeSubjects = [
    ['phy', 'Physics'],
    ['chem', 'Chemistry'],
    ['math', 'Mathematics'],
  ] as const;
  const jeeMainFull = await createPaper(
    {
      examName: 'JEE Main Full Test 1',
      instructions:
        '<p>Three subjects: Physics, Chemistry and Mathematics. Each has <b>Section A</b> (20 single-correct questions) and <b>Section B</b> (10 numerical questions, of which any 5 are counted).</p><p>Duration: <b>180 minutes</b>. Marking: +4 / −1. Total 300 marks.</p>',
      examTypeId: 1,
      themeId: 2,
      durationMinutes: 180,
      startAt: at(-2 * DAY),
      endAt: at(14 * DAY),
      resultOn: at(15 * DAY),
      maxMarks: 300,
    },
    jeeSubjects.flatMap(([key, name]) => [
      {
        subject: key,
        name: `${name} Section A`,
        instructions: single,
        compulsory: 0,
        questions: Array.from({ length: 20 }, () => singleChoice(rng, key, jeeTags)),
      },
      {
        subject: key,
        name: `${name} Section B`,
        instructions: numericSection,
        compulsory: 5,
        questions: Array.from({ length: 10 }, () => numeric(rng, key, jeeTags)),
      },
    ]),
  );

  const neetTags = ['NEET', 'Full test'];
  const neetSingle = '<p>Single correct. <b>+4</b> correct, <b>−1</b> wrong.</p>';
  const neetFull = await createPaper(
    {
      examName: 'NEET Full Test 1',
      instructions:
        '<p>180 single-correct questions: Physics 45, Chemistry 45, Biology 90. Duration <b>200 minutes</b>. Marking +4 / −1; total 720.</p>',
      examTypeId: 1,
      themeId: 3,
      durationMinutes: 200,
      startAt: at(-1 * DAY),
      endAt: at(20 * DAY),
      resultOn: at(21 * DAY),
      maxMarks: 720,
    },
    [
      {
        subject: 'phy',
        name: 'Physics',
        instructions: neetSingle,
        compulsory: 0,
        questions: Array.from({ length: 45 }, () => singleChoice(rng, 'phy', neetTags)),
      },
      {
        subject: 'chem',
        name: 'Chemistry',
        instructions: neetSingle,
        compulsory: 0,
        questions: Array.from({ length: 45 }, () => singleChoice(rng, 'chem', neetTags)),
      },
      {
        subject: 'bio',
        name: 'Biology',
        instructions: neetSingle,
        compulsory: 0,
        questions: Array.from({ length: 90 }, () => biologyChoice(rng, neetTags)),
      },
    ],
  );

  const jeeTakers = [
    ...ids.demoJee,
    ...plans.flatMap((p, i) => (p.batches.includes(301) && p.kind === 'enrolled' ? [studentIds[i]!] : [])),
  ];
  const neetTakers = [...ids.demoNeet, ...plans.flatMap((p, i) => (p.batches.includes(305) ? [studentIds[i]!] : []))];
  await db
    .insert(scheduledExams)
    .values([
      ...jeeTakers.map((studentId) => ({ examId: jeeMainFull, studentId })),
      ...neetTakers.map((studentId) => ({ examId: neetFull, studentId })),
    ]);

  await seedDpps(db, rng, now, ids);
  await seedClasses(db, rng, now, ids);
  return { studentIds, jeeMainFull, neetFull };
}
