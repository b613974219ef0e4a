/**
 * The demo accounts' schedule: MPPs / DPPs (000 §3) and classes (live, later today, past with replays and notes,
 * offline), placed around the seed clock and drawn from the seed's PRNG in a fixed order.
 */
import type { Db } from '../src/db/client';
import { classes, mpps, studentMpps } from '../src/db/schema';
import { TAGS, type SubjectKey } from './content';
import type { Prng } from './prng';
import { lectureUrl, notesUrl } from './study-material';
import type { AccountKind } from './students';
import type { Syllabus } from './syllabus';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** What the dated parts of the seed share: the clock around the seed's `now`, the PRNG and the syllabus. */
export interface DatedPart {
  at: (offsetMs: number) => Date;
  rng: Prng;
  syllabus: Syllabus;
}

/** MPPs (000 §3) on real NCERT chapters, two of them started by the enrolled students; returns their ids in order. */
export async function seedMpps(
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
export async function seedClasses(
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
      notesFile: c.notes ? notesUrl(c.subject, c.chapter) : null,
      replayUrl: c.replay ? lectureUrl(c.subject, c.chapter) : null,
      liveClassLink: c.link ? `https://meet.example.com/classroom-${c.section}-${i + 1}` : null,
    });
  }
}
