/**
 * Learning content of the demo institute, run after the corners and portal fixtures exist:
 * - every corner chapter has notes (its lectures and notes come from corners.ts and study-material/);
 * - every NCERT chapter has exercises of 3–10 questions with worked LaTeX solutions;
 * - the doubt module's solution bank: 8 templates × up to 12 questions per subject (Physics, Chemistry, Mathematics, Biology);
 * - pending and answered doubts for the demo students (the 'doubts' account is kept for the e2e test that asks one).
 * Deterministic: its own PRNG stream.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  chapters,
  cornerChapters,
  cornerClasses,
  cornerNotes,
  doubts,
  ncertExercises,
  ncertQuestions,
  solutionBank,
  subjects,
} from '../src/db/schema';
import { SUBJECTS, type SubjectKey } from './content';
import { BANK_TEMPLATES, makeQuestions } from './learning-bank';
import { createPrng } from './prng';
import { notesUrl } from './study-material';

/** Questions per template in the solution bank (8 templates per subject; a template with fewer distinct variants gives fewer: about 350 in all). */
export const BANK_PER_TEMPLATE = 12;
const DAY = 86_400_000;

export async function seedLearning(
  db: Db,
  { now, studentIds }: { now: Date; studentIds: Record<string, number> },
): Promise<void> {
  const rng = createPrng(0x1e4a2710);
  const subjectIds = new Map<SubjectKey, number>();
  for (const key of Object.keys(SUBJECTS) as SubjectKey[]) {
    const [row] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.subjectName, SUBJECTS[key].name))
      .limit(1);
    if (row) subjectIds.set(key, row.id);
  }

  // Notes: a chapter the corners left without any gets its chapter notes (study-material/).
  const allChapters = await db
    .select({
      id: cornerChapters.id,
      name: cornerChapters.chapterName,
      subjectId: cornerChapters.subjectId,
      cornerType: cornerClasses.cornerType,
      sortOrder: cornerChapters.sortOrder,
    })
    .from(cornerChapters)
    .innerJoin(cornerClasses, eq(cornerClasses.id, cornerChapters.cornerClassId))
    .orderBy(asc(cornerChapters.id));
  const keyOf = new Map([...subjectIds].map(([k, v]) => [v, k]));
  const notes = await db.select({ chapterId: cornerNotes.cornerChapterId }).from(cornerNotes);
  for (const chapter of allChapters) {
    const url = notesUrl(keyOf.get(chapter.subjectId) ?? 'phy', chapter.name);
    if (!url || notes.some((x) => x.chapterId === chapter.id)) continue;
    await db.insert(cornerNotes).values({
      cornerChapterId: chapter.id,
      noteName: `${chapter.name}: chapter notes`,
      questionId: null,
      notesPdfUrl: url,
      sortOrder: 1,
    });
  }

  // NCERT exercises: every NCERT chapter gets two of 3–10 questions; the fixtures' placeholder questions (chapter 1 of
  // each subject) are rewritten as real ones. A chapter with its own template uses it; otherwise the subject's mix.
  const ncert = allChapters.filter((c) => c.cornerType === 'ncert');
  const existing = ncert.length
    ? await db
        .select({ id: ncertExercises.id, chapterId: ncertExercises.cornerChapterId })
        .from(ncertExercises)
        .where(
          inArray(
            ncertExercises.cornerChapterId,
            ncert.map((c) => c.id),
          ),
        )
    : [];
  for (const chapter of ncert) {
    const all = BANK_TEMPLATES[keyOf.get(chapter.subjectId) ?? 'phy'];
    const own = all.filter((t) => t.chapter === chapter.name);
    const templates = own.length > 0 ? own : all;
    const make = () => rng.pick(templates).make(rng);
    const mine = existing.filter((e) => e.chapterId === chapter.id);
    if (mine.length > 0) {
      const rows = await db
        .select({ id: ncertQuestions.id })
        .from(ncertQuestions)
        .where(
          inArray(
            ncertQuestions.exerciseId,
            mine.map((e) => e.id),
          ),
        )
        .orderBy(asc(ncertQuestions.id));
      for (const row of rows) {
        const q = make();
        await db
          .update(ncertQuestions)
          .set({ question: q.question, solution: q.solution })
          .where(eq(ncertQuestions.id, row.id));
      }
      continue;
    }
    for (let e = 1; e <= 2; e++) {
      const [exercise] = await db
        .insert(ncertExercises)
        .values({ cornerChapterId: chapter.id, exerciseName: `Exercise ${chapter.sortOrder}.${e}`, sortOrder: e })
        .returning({ id: ncertExercises.id });
      const made = Array.from({ length: rng.int(3, 10) }, make);
      await db.insert(ncertQuestions).values(
        made.map((q, i) => ({
          exerciseId: exercise!.id,
          questionSno: i + 1,
          question: q.question,
          solution: q.solution,
        })),
      );
    }
  }

  // The solution bank.
  const chapterRows = await db
    .select({ id: chapters.id, subjectId: chapters.subjectId, name: chapters.chapterName })
    .from(chapters)
    .orderBy(asc(chapters.id));
  const bank: (typeof solutionBank.$inferInsert)[] = [];
  const order = new Map<number, number>();
  for (const [key, templates] of Object.entries(BANK_TEMPLATES) as [
    SubjectKey,
    (typeof BANK_TEMPLATES)[SubjectKey],
  ][]) {
    const subjectId = subjectIds.get(key);
    if (subjectId === undefined) continue;
    for (const template of templates) {
      const chapter = chapterRows.find((c) => c.subjectId === subjectId && c.name === template.chapter);
      if (!chapter) throw new Error(`Seed: no chapter '${template.chapter}' for ${key}`);
      for (const q of makeQuestions(template, rng, BANK_PER_TEMPLATE)) {
        const sortOrder = (order.get(chapter.id) ?? 0) + 1;
        order.set(chapter.id, sortOrder);
        bank.push({ subjectId, chapterId: chapter.id, question: q.question, solution: q.solution, sortOrder });
      }
    }
  }
  for (let i = 0; i < bank.length; i += 100) await db.insert(solutionBank).values(bank.slice(i, i + 100));

  // Doubts of the demo students (the enrolled student's come from the portal fixtures).
  const phy = subjectIds.get('phy');
  const chem = subjectIds.get('chem');
  const motion = chapterRows.find((c) => c.subjectId === phy && c.name === 'Motion in a Plane');
  const kinetics = chapterRows.find((c) => c.subjectId === chem && c.name === 'Chemical Kinetics');
  const rows: (typeof doubts.$inferInsert)[] = [];
  for (const kind of ['enrolled-2', 'doubts'] as const) {
    const studentId = studentIds[kind];
    if (studentId === undefined || phy === undefined || chem === undefined) continue;
    rows.push(
      {
        studentId,
        subjectId: phy,
        chapterId: motion?.id ?? null,
        question: 'Why is the range the same for 30° and 60° launch angles?',
        answer:
          '<p>$R = \\frac{u^2\\sin 2\\theta}{g}$ and $\\sin 60^\\circ = \\sin 120^\\circ$, so complementary angles give the same range.</p>',
        status: 'answered',
        createdAt: new Date(now.getTime() - 4 * DAY),
      },
      {
        studentId,
        subjectId: chem,
        chapterId: kinetics?.id ?? null,
        question: 'Does the half-life of a first-order reaction depend on the starting concentration?',
        status: 'pending',
        createdAt: new Date(now.getTime() - 2 * DAY),
      },
    );
  }
  if (rows.length) await db.insert(doubts).values(rows);
}
