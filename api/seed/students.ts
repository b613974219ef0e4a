/**
 * The demo accounts (api/seed/demo-accounts.json): one student of every kind the spec and the e2e suite name
 * (000 §1, §6), with their batches (student_courses) and subjects. Passwords come from the JSON file, never from code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/client';
import { studentCourses, students, studentSubjects } from '../src/db/schema';
import type { SubjectKey } from './content';

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

/** The demo accounts (demo-accounts.json), one student of every kind (000 §1, §6), with their batches and subjects. */
export async function seedStudents(
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
