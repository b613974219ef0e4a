/**
 * Seed of assignments and practice questions. Assignments go to batch 301 (JEE 2027): two open,
 * one due tomorrow, one past (Aarav's is submitted and graded, so marks and remarks show at once). Practice questions
 * cover four chapters at three difficulty levels (1 easy, 2 medium, 3 hard), with solutions in TeX.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { assignments, assignmentSubmissions, chapters, practiceQuestions, subjects, teachers } from '../src/db/schema';
import { SUBJECTS, type SubjectKey } from './content';

const DAY = 86_400_000;

/** Ids by name for the seed (subject key + chapter name). */
async function idsOf(db: Db, key: SubjectKey, chapterName: string) {
  const [s] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.subjectName, SUBJECTS[key].name))
    .limit(1);
  if (!s) throw new Error(`Seed: no subject ${key}`);
  const [c] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.subjectId, s.id), eq(chapters.chapterName, chapterName)))
    .limit(1);
  if (!c) throw new Error(`Seed: no chapter ${key}:${chapterName}`);
  return { subjectId: s.id, chapterId: c.id };
}

/** The seeded assignments by role (e2e and API tests use these titles). */
export const SEEDED_ASSIGNMENTS = {
  open: 'Projectile motion: worksheet 1',
  open2: "Newton's laws: free-body diagrams",
  dueSoon: 'Sets: Venn diagram problems',
  past: 'Mole concept: numericals',
} as const;

export async function seedAssignments(
  db: Db,
  { now, studentIds }: { now: Date; studentIds: Record<string, number> },
): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const [teacher] = await db.select({ id: teachers.id }).from(teachers).limit(1);
  const rows = [
    {
      ...(await idsOf(db, 'phy', 'Motion in a Plane')),
      title: SEEDED_ASSIGNMENTS.open,
      assignedAt: at(-2 * DAY),
      dueAt: at(5 * DAY),
      maxMarks: 20,
      description:
        '<p>Solve questions 1–8 of the worksheet on paper and upload clear photos of every page.</p><p>Take $g = 10\\,\\mathrm{m\\,s^{-2}}$. Show the range formula $R = \\frac{u^2 \\sin 2\\theta}{g}$ where you use it.</p>',
    },
    {
      ...(await idsOf(db, 'phy', 'Laws of Motion')),
      title: SEEDED_ASSIGNMENTS.open2,
      assignedAt: at(-1 * DAY),
      dueAt: at(7 * DAY),
      maxMarks: 10,
      description:
        '<p>Draw the free-body diagram of each block in the three figures and write $\\sum F = ma$ for each.</p>',
    },
    {
      ...(await idsOf(db, 'math', 'Sets')),
      title: SEEDED_ASSIGNMENTS.dueSoon,
      assignedAt: at(-3 * DAY),
      dueAt: at(1 * DAY),
      maxMarks: 15,
      description: '<p>Exercise 1.5, questions 1–6: shade each set in a Venn diagram. One PDF or photos.</p>',
    },
    {
      ...(await idsOf(db, 'chem', 'Some Basic Concepts of Chemistry')),
      title: SEEDED_ASSIGNMENTS.past,
      assignedAt: at(-9 * DAY),
      dueAt: at(-2 * DAY),
      maxMarks: 20,
      description: '<p>Ten numericals on moles, molarity and limiting reagent (worksheet handed out in class).</p>',
    },
  ];
  const inserted = await db
    .insert(assignments)
    .values(rows.map((r) => ({ ...r, sectionId: 301, teacherId: teacher!.id })))
    .returning({ id: assignments.id });
  // Aarav handed in the past one and it is graded.
  await db.insert(assignmentSubmissions).values({
    assignmentId: inserted[3]!.id,
    studentId: studentIds.enrolled!,
    submittedAt: at(-3 * DAY),
    updatedAt: at(-3 * DAY),
    marks: 17,
    remarks: 'Good work. Check significant figures in Q7.',
    gradedAt: at(-1 * DAY),
  });
}

type Q = { d: 1 | 2 | 3; q: string; o?: [string, string, string, string]; a: string; tol?: number; s: string };

/** Practice questions by chapter (subject key, chapter name). Numeric answers (no options) allow a tolerance. */
const PRACTICE: { key: SubjectKey; chapter: string; questions: Q[] }[] = [
  {
    key: 'phy',
    chapter: 'Motion in a Straight Line',
    questions: [
      {
        d: 1,
        q: 'A car covers 100 m in 5 s at constant speed. Its speed is',
        o: ['10 m/s', '20 m/s', '25 m/s', '50 m/s'],
        a: '2',
        s: 'Speed $= \\frac{d}{t} = \\frac{100}{5} = 20\\,\\mathrm{m\\,s^{-1}}$.',
      },
      {
        d: 1,
        q: 'The slope of a position–time graph gives the',
        o: ['acceleration', 'velocity', 'displacement', 'jerk'],
        a: '2',
        s: 'Velocity is $v = \\frac{dx}{dt}$, the slope of $x(t)$.',
      },
      {
        d: 1,
        q: 'A body starts from rest with acceleration $2\\,\\mathrm{m\\,s^{-2}}$. Its speed after 3 s, in m/s, is',
        a: '6',
        s: '$v = u + at = 0 + 2 \\times 3 = 6\\,\\mathrm{m\\,s^{-1}}$.',
      },
      {
        d: 2,
        q: 'A ball is dropped from rest. Taking $g = 10\\,\\mathrm{m\\,s^{-2}}$, the distance it falls in the first 2 s, in m, is',
        a: '20',
        s: '$s = \\frac{1}{2}gt^2 = \\frac{1}{2} \\times 10 \\times 2^2 = 20\\,\\mathrm{m}$.',
      },
      {
        d: 2,
        q: 'A train slows uniformly from $20\\,\\mathrm{m\\,s^{-1}}$ to rest in 10 s. The distance covered while braking is',
        o: ['50 m', '100 m', '150 m', '200 m'],
        a: '2',
        s: '$s = \\frac{u + v}{2}\\,t = \\frac{20 + 0}{2} \\times 10 = 100\\,\\mathrm{m}$.',
      },
      {
        d: 2,
        q: 'Which graph is a straight line for uniformly accelerated motion starting from rest?',
        o: ['$x$ against $t$', '$v$ against $t$', '$a$ against $x$', '$x$ against $v$'],
        a: '2',
        s: 'With constant $a$, $v = at$ is linear in $t$; $x = \\frac{1}{2}at^2$ is a parabola.',
      },
      {
        d: 3,
        q: 'A stone thrown up returns after 4 s. Taking $g = 10\\,\\mathrm{m\\,s^{-2}}$, its maximum height, in m, is',
        a: '20',
        s: 'Time up $= 2\\,\\mathrm{s}$, so $u = g t = 20\\,\\mathrm{m\\,s^{-1}}$ and $H = \\frac{u^2}{2g} = \\frac{400}{20} = 20\\,\\mathrm{m}$.',
      },
      {
        d: 3,
        q: 'A body covers 10 m in the 3rd second and 14 m in the 5th second of uniformly accelerated motion. Its acceleration, in $\\mathrm{m\\,s^{-2}}$, is',
        a: '2',
        s: '$s_n = u + \\frac{a}{2}(2n - 1)$: $s_5 - s_3 = \\frac{a}{2}(9 - 5) = 2a = 4$, so $a = 2\\,\\mathrm{m\\,s^{-2}}$.',
      },
      {
        d: 3,
        q: 'Two cars start together from rest with accelerations $a$ and $2a$. When the faster one has gone 100 m, the slower one has gone',
        o: ['25 m', '50 m', '70.7 m', '100 m'],
        a: '2',
        s: 'Same time $t$: $x \\propto a$, so the slower car has gone $\\frac{100}{2} = 50\\,\\mathrm{m}$.',
      },
    ],
  },
  {
    key: 'phy',
    chapter: 'Laws of Motion',
    questions: [
      {
        d: 1,
        q: 'A net force of 10 N acts on a 2 kg mass. Its acceleration, in $\\mathrm{m\\,s^{-2}}$, is',
        a: '5',
        s: '$a = \\frac{F}{m} = \\frac{10}{2} = 5\\,\\mathrm{m\\,s^{-2}}$.',
      },
      {
        d: 1,
        q: 'The tendency of a body to keep its state of rest or motion is called',
        o: ['momentum', 'inertia', 'impulse', 'friction'],
        a: '2',
        s: "Newton's first law: inertia.",
      },
      {
        d: 2,
        q: 'A 5 kg block rests on a rough floor ($\\mu_s = 0.4$, $g = 10\\,\\mathrm{m\\,s^{-2}}$). The least horizontal force to start it moving, in N, is',
        a: '20',
        s: '$F = \\mu_s m g = 0.4 \\times 5 \\times 10 = 20\\,\\mathrm{N}$.',
      },
      {
        d: 2,
        q: 'A 60 kg person stands in a lift accelerating upward at $2\\,\\mathrm{m\\,s^{-2}}$ ($g = 10$). The floor pushes with',
        o: ['480 N', '600 N', '720 N', '840 N'],
        a: '3',
        s: '$N = m(g + a) = 60 \\times 12 = 720\\,\\mathrm{N}$.',
      },
      {
        d: 3,
        q: 'Blocks of 2 kg and 3 kg hang over a smooth pulley (Atwood machine, $g = 10\\,\\mathrm{m\\,s^{-2}}$). Their acceleration, in $\\mathrm{m\\,s^{-2}}$, is',
        a: '2',
        s: '$a = \\frac{(m_2 - m_1)g}{m_1 + m_2} = \\frac{1 \\times 10}{5} = 2\\,\\mathrm{m\\,s^{-2}}$.',
      },
      {
        d: 3,
        q: 'A 0.1 kg ball hits a wall at $10\\,\\mathrm{m\\,s^{-1}}$ and rebounds at the same speed in 0.01 s. The average force on the wall is',
        o: ['100 N', '200 N', '50 N', '20 N'],
        a: '2',
        s: '$F = \\frac{\\Delta p}{\\Delta t} = \\frac{0.1 \\times 20}{0.01} = 200\\,\\mathrm{N}$.',
      },
    ],
  },
  {
    key: 'chem',
    chapter: 'Some Basic Concepts of Chemistry',
    questions: [
      {
        d: 1,
        q: 'The number of moles in 36 g of water ($M = 18\\,\\mathrm{g\\,mol^{-1}}$) is',
        a: '2',
        s: '$n = \\frac{36}{18} = 2$.',
      },
      {
        d: 1,
        q: 'One mole of any substance contains',
        o: [
          '$6.022 \\times 10^{22}$ particles',
          '$6.022 \\times 10^{23}$ particles',
          '$3.011 \\times 10^{23}$ particles',
          '22.4 particles',
        ],
        a: '2',
        s: 'Avogadro constant $N_A = 6.022 \\times 10^{23}\\,\\mathrm{mol^{-1}}$.',
      },
      {
        d: 2,
        q: '4 g of NaOH ($M = 40$) dissolved to make 500 mL of solution. The molarity, in $\\mathrm{mol\\,L^{-1}}$, is',
        a: '0.2',
        tol: 0.001,
        s: '$n = 0.1\\,\\mathrm{mol}$; $M = \\frac{0.1}{0.5} = 0.2\\,\\mathrm{mol\\,L^{-1}}$.',
      },
      {
        d: 2,
        q: 'The empirical formula of a compound with C 40 %, H 6.7 %, O 53.3 % by mass is',
        o: ['CHO', '$\\mathrm{CH_2O}$', '$\\mathrm{C_2H_4O}$', '$\\mathrm{CH_3O}$'],
        a: '2',
        s: 'Mole ratio C : H : O $= 3.33 : 6.7 : 3.33 = 1 : 2 : 1$.',
      },
      {
        d: 3,
        q: '2 mol $\\mathrm{H_2}$ react with 2 mol $\\mathrm{O_2}$ to give water. The moles of water formed are',
        a: '2',
        s: '$2\\mathrm{H_2} + \\mathrm{O_2} \\to 2\\mathrm{H_2O}$: $\\mathrm{H_2}$ limits, giving 2 mol water.',
      },
      {
        d: 3,
        q: 'The mass of $\\mathrm{CO_2}$ from burning 6 g of carbon completely, in g, is',
        a: '22',
        s: '$\\mathrm{C} + \\mathrm{O_2} \\to \\mathrm{CO_2}$: 0.5 mol C gives 0.5 mol $\\mathrm{CO_2}$ = $0.5 \\times 44 = 22\\,\\mathrm{g}$.',
      },
    ],
  },
  {
    key: 'math',
    chapter: 'Sets',
    questions: [
      {
        d: 1,
        q: 'If $A = \\{1, 2, 3\\}$, the number of subsets of $A$ is',
        a: '8',
        s: 'A set with $n$ elements has $2^n = 2^3 = 8$ subsets.',
      },
      {
        d: 1,
        q: '$A \\cap \\varnothing$ equals',
        o: ['$A$', '$\\varnothing$', '$U$', "$A'$"],
        a: '2',
        s: 'Nothing is common with the empty set.',
      },
      {
        d: 2,
        q: 'If $n(A) = 20$, $n(B) = 15$ and $n(A \\cap B) = 5$, then $n(A \\cup B)$ is',
        a: '30',
        s: '$n(A \\cup B) = 20 + 15 - 5 = 30$.',
      },
      {
        d: 2,
        q: "In a universe $U$, $(A \\cup B)'$ equals",
        o: ["$A' \\cup B'$", "$A' \\cap B'$", "$A \\cap B'$", "$A' \\cap B$"],
        a: '2',
        s: "De Morgan's law: $(A \\cup B)' = A' \\cap B'$.",
      },
      {
        d: 3,
        q: 'Of 100 students, 60 take Physics, 50 Chemistry and 30 both. How many take neither?',
        a: '20',
        s: '$n(P \\cup C) = 60 + 50 - 30 = 80$, so $100 - 80 = 20$ take neither.',
      },
      {
        d: 3,
        q: 'The number of proper subsets of a set with 5 elements is',
        o: ['31', '32', '25', '30'],
        a: '1',
        s: '$2^5 - 1 = 31$ (every subset but the set itself).',
      },
    ],
  },
];

export async function seedPractice(db: Db): Promise<void> {
  for (const block of PRACTICE) {
    const ids = await idsOf(db, block.key, block.chapter);
    await db.insert(practiceQuestions).values(
      block.questions.map((q) => ({
        ...ids,
        difficulty: q.d,
        questionTypeId: q.o ? 1 : 3,
        question: q.q,
        options: q.o ?? [],
        answerKey: q.a,
        tolerance: q.tol ?? 0,
        solution: q.s,
      })),
    );
  }
}
