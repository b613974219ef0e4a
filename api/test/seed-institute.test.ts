/**
 * The seeded institute: deterministic, 200+ students of every kind, batches with hidden sections, NCERT
 * chapters, a full JEE Main and a NEET paper whose generated keys score full marks, DPPs per chapter, 60 days of
 * classes, corner chapters with 5+ videos. Prints the seeding time (asserts nothing about it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type OpenDb } from '../src/db/client';
import { openTestDb } from '../seed/test-db';
import {
  chapters,
  classes,
  cornerVideos,
  examQuestions,
  exams,
  examSections,
  mpps,
  questions,
  scheduledExams,
  sections,
  studentCourses,
  students,
  allottedQuestions,
} from '../src/db/schema';
import { saveAnswer, startAttempt, submitAttempt } from '../src/exam/attempts';
import { CHAPTERS } from '../seed/content';
import { BULK_STUDENT_COUNT } from '../seed/institute';
import { seed, type SeedResult } from '../seed/seed';

const NOW = new Date('2026-03-10T06:30:00Z');
let handle: OpenDb;
let seeded: SeedResult;

beforeAll(async () => {
  handle = await openTestDb();
  await handle.migrate();
  const t0 = performance.now();
  seeded = await seed(handle.db, { now: NOW });
  console.log(`seed: ${Math.round(performance.now() - t0)} ms (${handle.kind})`);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

const count = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
const n = sql<number>`count(*)::int`;

test('200+ students: enrolled in 1–3 batches, free, school 40059, section 303, fees due', async () => {
  const db = handle.db;
  expect(seeded.bulkStudentIds).toHaveLength(BULK_STUDENT_COUNT);
  expect(await count(db.select({ n }).from(students))).toBeGreaterThanOrEqual(200);
  expect(await count(db.select({ n }).from(students).where(eq(students.isFree, true)))).toBeGreaterThan(10);
  expect(await count(db.select({ n }).from(students).where(eq(students.schoolId, 40059)))).toBeGreaterThan(10);
  expect(await count(db.select({ n }).from(students).where(eq(students.sectionId, 303)))).toBeGreaterThan(10);
  expect(
    await count(
      db
        .select({ n })
        .from(students)
        .where(sql`${students.feePending} > 0`),
    ),
  ).toBeGreaterThan(10);
  const perStudent = await db
    .select({ k: sql<number>`count(*)::int` })
    .from(studentCourses)
    .groupBy(studentCourses.studentId);
  expect(new Set(perStudent.map((r) => r.k))).toEqual(new Set([1, 2, 3]));
  expect(
    await count(
      db
        .select({ n })
        .from(students)
        .where(sql`${students.studentCourseId} IS NULL`),
    ),
  ).toBe(0);
  const mobiles = await db.select({ m: students.mobile }).from(students);
  expect(new Set(mobiles.map((r) => r.m)).size).toBe(mobiles.length);
});

test('batches JEE 2027, NEET 2027, Class 11 Foundation and hidden JCF_ / M.A.T_ sections', async () => {
  const names = (await handle.db.select({ name: sections.sectionName }).from(sections)).map((r) => r.name);
  expect(names).toEqual(expect.arrayContaining(['JEE 2027', 'NEET 2027', 'Class 11 Foundation']));
  expect(names.filter((s) => s.includes('JCF_')).length).toBeGreaterThanOrEqual(2);
  expect(names.filter((s) => s.includes('M.A.T_')).length).toBeGreaterThanOrEqual(2);
});

test('NCERT chapters of Physics, Chemistry, Mathematics and Biology, classes 11 and 12; a DPP per chapter', async () => {
  const rows = await handle.db.select().from(chapters);
  const total = Object.values(CHAPTERS).reduce((s, c) => s + c['11'].length + c['12'].length, 0);
  expect(rows).toHaveLength(total);
  expect(rows.map((r) => r.chapterName)).toEqual(
    expect.arrayContaining(['Electromagnetic Induction', 'Hydrocarbons', 'Conic Sections', 'Human Reproduction']),
  );
  const neetDpps = await handle.db.select({ chapterId: mpps.chapterId }).from(mpps).where(eq(mpps.sectionId, 305));
  const bioChapters = rows.filter(
    (r) => r.subjectId === rows.find((c) => c.chapterName === 'The Living World')!.subjectId,
  );
  for (const c of bioChapters) expect(neetDpps.map((d) => d.chapterId)).toContain(c.id);
});

test('the JEE Main paper: 3 subjects × (A: 20 single choice, B: 10 numeric of which 5 count), 180 min, +4/−1, 300 marks', async () => {
  const [exam] = await handle.db.select().from(exams).where(eq(exams.id, seeded.exams.jeeMainFull));
  expect(exam).toMatchObject({ durationMinutes: 180, maxMarks: 300 });
  const secs = await handle.db
    .select({
      name: examSections.sectionName,
      compulsory: examSections.numCompulsoryQuestions,
      pos: examSections.positiveMarks,
      neg: examSections.negativeMarks,
      types: sql<number[]>`array_agg(${questions.questionTypeId} ORDER BY ${examQuestions.sortOrder})`,
    })
    .from(examSections)
    .innerJoin(examQuestions, eq(examQuestions.examSectionId, examSections.id))
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examSections.examId, exam!.id))
    .groupBy(examSections.id)
    .orderBy(examSections.sortOrder);
  expect(secs.map((s) => [s.name, s.compulsory, s.pos, s.neg, s.types.length, [...new Set(s.types)]])).toEqual([
    ['Physics Section A', 0, 4, 1, 20, [1]],
    ['Physics Section B', 5, 4, 1, 10, [3]],
    ['Chemistry Section A', 0, 4, 1, 20, [1]],
    ['Chemistry Section B', 5, 4, 1, 10, [3]],
    ['Mathematics Section A', 0, 4, 1, 20, [1]],
    ['Mathematics Section B', 5, 4, 1, 10, [3]],
  ]);
  const scheduled = await count(
    handle.db.select({ n }).from(scheduledExams).where(eq(scheduledExams.examId, exam!.id)),
  );
  expect(scheduled).toBeGreaterThan(50);
});

test('the NEET paper: 180 single choice, 200 minutes, 720 marks', async () => {
  const [exam] = await handle.db.select().from(exams).where(eq(exams.id, seeded.exams.neetFull));
  expect(exam).toMatchObject({ durationMinutes: 200, maxMarks: 720 });
  const types = await handle.db
    .select({ t: questions.questionTypeId })
    .from(examQuestions)
    .innerJoin(examSections, eq(examSections.id, examQuestions.examSectionId))
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examSections.examId, exam!.id));
  expect(types).toHaveLength(180);
  expect(new Set(types.map((r) => r.t))).toEqual(new Set([1]));
});

test('generated questions carry LaTeX and HTML, and answering the JEE Main paper with the keys scores 300', async () => {
  const examId = seeded.exams.jeeMainFull;
  const texts = (await handle.db.select({ q: questions.question }).from(questions)).map((r) => r.q);
  expect(texts.some((t) => /\$[^$]*\\frac/.test(t))).toBe(true);
  expect(texts.some((t) => /<b>|<sup>|<i>/.test(t))).toBe(true);
  const [taker] = await handle.db
    .select({ id: scheduledExams.studentId })
    .from(scheduledExams)
    .where(and(eq(scheduledExams.examId, examId), inArray(scheduledExams.studentId, seeded.bulkStudentIds)))
    .limit(1);
  const studentId = taker!.id;
  const now = new Date(NOW.getTime() + 60_000);
  const { sched } = await startAttempt(handle.db, examId, studentId, now);
  const rows = await handle.db
    .select({ a: allottedQuestions, q: questions, s: examSections })
    .from(allottedQuestions)
    .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
    .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
    .where(eq(allottedQuestions.scheduledExamId, sched.id))
    .orderBy(allottedQuestions.serialNo);
  const answeredInSection = new Map<number, number>();
  for (const { a, q, s } of rows) {
    const done = answeredInSection.get(s.id) ?? 0;
    if (s.numCompulsoryQuestions > 0 && done >= s.numCompulsoryQuestions) continue;
    answeredInSection.set(s.id, done + 1);
    const answer = q.questionTypeId === 3 ? { ans_given: q.answerKey } : { [`is_option${q.answerKey}_selected`]: true };
    await saveAnswer(
      handle.db,
      examId,
      studentId,
      { student_id: studentId, ques_id: a.id, total_seconds: 20, review_status: false, ...answer },
      now,
    );
  }
  await submitAttempt(handle.db, examId, studentId, now);
  const [after] = await handle.db
    .select({ score: scheduledExams.score })
    .from(scheduledExams)
    .where(eq(scheduledExams.id, sched.id));
  expect(after!.score).toBe(300);
}, 60_000);

test('classes over the last 60 days, live and past; corner chapters with 5+ videos', async () => {
  const rows = await handle.db.select().from(classes);
  const oldest = Math.min(...rows.map((c) => c.startAt.getTime()));
  expect(NOW.getTime() - oldest).toBeGreaterThanOrEqual(59 * 86_400_000);
  // Replays are the chapters' local lecture clips (study-material/): a chapter without a clip has no replay.
  const replays = rows.filter((c) => c.endAt < NOW && c.replayUrl).map((c) => c.replayUrl!);
  expect(replays.length).toBeGreaterThan(40);
  expect(replays.filter((url) => !/^\/api\/static\/videos\/[a-z0-9-]+\.mp4$/.test(url))).toEqual([]);
  expect(rows.some((c) => c.startAt <= NOW && c.endAt > NOW)).toBe(true);
  const videos = await handle.db
    .select({ k: sql<number>`count(*)::int` })
    .from(cornerVideos)
    .groupBy(cornerVideos.cornerChapterId);
  expect(videos.filter((v) => v.k >= 5).length).toBeGreaterThanOrEqual(3);
});

test('deterministic: a second seed at the same clock gives the same content', async () => {
  const other = await openTestDb();
  try {
    await other.migrate();
    await seed(other.db, { now: NOW });
    const snapshot = async (h: OpenDb) => ({
      students: await h.db
        .select({ name: students.name, mobile: students.mobile, fee: students.feePending, section: students.sectionId })
        .from(students)
        .orderBy(students.id),
      questions: await h.db
        .select({ q: questions.question, o: questions.option1, k: questions.answerKey })
        .from(questions)
        .orderBy(questions.id),
      classes: await h.db.select({ s: classes.startAt, l: classes.lecture }).from(classes).orderBy(classes.id),
      mpps: await h.db.select({ n: mpps.name, s: mpps.startAt }).from(mpps).orderBy(mpps.id),
    });
    expect(await snapshot(other)).toEqual(await snapshot(handle));
  } finally {
    await other.close();
  }
}, 60_000);
