/**
 * Learning content of the demo institute, run after the corners and portal fixtures exist:
 * - every corner chapter has at least one .mp4 lecture served from /api/static/videos and one embed, and a real notes PDF;
 * - every NCERT chapter has exercises of 3–10 questions with worked LaTeX solutions;
 * - the doubt module's solution bank: 8 templates × up to 12 questions per subject (Physics, Chemistry, Mathematics, Biology);
 * - pending and answered doubts for the demo students (the 'doubts' account is kept for the e2e test that asks one).
 * Deterministic: its own PRNG stream.
 */
import { asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  chapters,
  cornerChapters,
  cornerClasses,
  cornerNotes,
  cornerVideos,
  doubts,
  ncertExercises,
  ncertQuestions,
  solutionBank,
  subjects,
} from '../src/db/schema';
import { DEMO_CHAPTER_NOTES, DEMO_CLASS_NOTES, SUBJECTS, type SubjectKey } from './content';
import { BANK_TEMPLATES, makeQuestions } from './learning-bank';
import { createPrng } from './prng';

/** The demo lecture clips (4 s, 128×72 H.264, about 9 KB each) in api/seed/static/videos. */
export const DEMO_LECTURES = ['/api/static/videos/lecture-1.mp4', '/api/static/videos/lecture-2.mp4'] as const;
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

  // Videos: the placeholder .mp4 links become the served demo clips; every chapter gets an mp4 and an embed.
  await db
    .update(cornerVideos)
    .set({ videoUrl: DEMO_LECTURES[0] })
    .where(like(cornerVideos.videoUrl, 'https://cdn.example.com/%'));
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
  const videos = await db.select().from(cornerVideos).orderBy(asc(cornerVideos.sortOrder), asc(cornerVideos.id));
  const notes = await db.select({ chapterId: cornerNotes.cornerChapterId }).from(cornerNotes);
  for (const [n, chapter] of allChapters.entries()) {
    const own = videos.filter((v) => v.cornerChapterId === chapter.id);
    const clip = DEMO_LECTURES[n % 2]!;
    const first = own[0];
    if (first && !own.some((v) => v.videoUrl.endsWith('.mp4'))) {
      await db.update(cornerVideos).set({ videoUrl: clip }).where(eq(cornerVideos.id, first.id));
      first.videoUrl = clip;
    }
    if (!own.some((v) => !v.videoUrl.endsWith('.mp4'))) {
      await db.insert(cornerVideos).values({
        cornerChapterId: chapter.id,
        videoName: `${chapter.name}: Part ${own.length + 1}`,
        videoIconUrl: `/api/static/corner/thumb-${(own.length % 4) + 1}.svg`,
        videoUrl: `https://player.vimeo.com/video/${900000000 + chapter.id * 10 + own.length}`,
        sortOrder: own.length + 1,
      });
    }
    if (!notes.some((x) => x.chapterId === chapter.id)) {
      await db.insert(cornerNotes).values([
        {
          cornerChapterId: chapter.id,
          noteName: `${chapter.name}: chapter notes`,
          questionId: null,
          notesPdfUrl: DEMO_CHAPTER_NOTES,
          sortOrder: 1,
        },
        {
          cornerChapterId: chapter.id,
          noteName: `${chapter.name}: revision sheet`,
          questionId: null,
          notesPdfUrl: DEMO_CLASS_NOTES,
          sortOrder: 2,
        },
      ]);
    }
  }

  // NCERT exercises: every NCERT chapter gets two of 3–10 questions; the fixtures' placeholder questions (chapter 1 of
  // each subject) are rewritten as real ones. A chapter with its own template uses it; otherwise the subject's mix.
  const keyOf = new Map([...subjectIds].map(([k, v]) => [v, k]));
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
