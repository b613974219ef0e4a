/**
 * Paper import: the real JEE Advanced questions in ../shared/data/jeebench/ go through the JEEBench
 * adapter and the importer into an in-memory PGlite; answering every question with its imported key gives full
 * marks and a wrong answer gives the marking scheme's negative (or zero) marks. Where ../shared is absent the test
 * says so and runs the same checks on a small JEEBench-shaped fixture of ours (api/import/fixtures/).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { type OpenDb } from '../src/db/client';
import { openTestDb } from '../seed/test-db';
import {
  examQuestions,
  exams,
  examSections,
  questions,
  scheduledExams,
  schools,
  sections,
  students,
} from '../src/db/schema';
import { saveAnswer, startAttempt, submitAttempt } from '../src/exam/attempts';
import { allottedQuestions } from '../src/db/schema';
import { importPaper, importPaperFile, parseScheduleFor } from '../import/import-paper';
import { jeebenchToPapers, lettersToKey, parseOptions, JEEBENCH_MARKING } from '../import/jeebench';

const REAL_FILE = path.resolve(__dirname, '../../../shared/data/jeebench/jee-advanced-2016-2020.json');
const FIXTURE = path.resolve(__dirname, '../import/fixtures/jeebench-sample.json');
const SAMPLE_PAPER = path.resolve(__dirname, '../import/fixtures/sample-paper.json');
const haveReal = existsSync(REAL_FILE);
/** At most this share of the choice questions may be left out for unparseable options (the real file: 0 of 185). */
const MAX_UNPARSED_SHARE = 0.02;

const NOW = new Date('2026-06-01T06:00:00Z');
let handle: OpenDb;
let right: number;
let wrong: number;

async function addStudent(name: string, mobile: string): Promise<number> {
  const [row] = await handle.db
    .insert(students)
    .values({
      name,
      email: `${mobile}@example.com`,
      mobile,
      passwordHash: 'x',
      schoolId: 1,
      sectionId: 1,
      dateJoined: NOW,
    })
    .returning({ id: students.id });
  return row!.id;
}

beforeAll(async () => {
  handle = await openTestDb();
  await handle.migrate();
  await handle.db.insert(schools).values({ id: 1, schoolName: 'Test school' });
  await handle.db.insert(sections).values({ id: 1, sectionName: 'JEE 2027', className: '12' });
  right = await addStudent('Answers with the key', '9000000001');
  wrong = await addStudent('Answers wrongly', '9000000002');
}, 60_000); // a database opened and migrated: as in health.test.ts and seed-institute.test.ts
afterAll(async () => {
  await handle?.close();
});

type QuestionRow = typeof questions.$inferSelect;

/** The key as a save-answer body, or a wrong answer. */
function answerFor(q: QuestionRow, correct: boolean) {
  if (q.questionTypeId === 3) {
    return { ans_given: correct ? q.answerKey : String(Number(q.answerKey) + 1 + q.tolerance * 10) };
  }
  const keyed = new Set(q.answerKey.split(',').map(Number));
  let chosen: Set<number>;
  if (correct) chosen = keyed;
  else if (q.questionTypeId === 1) chosen = new Set([keyed.has(1) ? 2 : 1]);
  else chosen = keyed.size === 4 ? new Set([1]) : new Set([1, 2, 3, 4].filter((n) => !keyed.has(n)));
  return Object.fromEntries([1, 2, 3, 4].map((n) => [`is_option${n}_selected`, chosen.has(n)]));
}

/** Starts, answers every allotted question (with its key or wrongly) through saveAnswer, submits; returns the score. */
async function takeExam(examId: number, studentId: number, correct: boolean): Promise<number> {
  const { sched } = await startAttempt(handle.db, examId, studentId, NOW);
  const allotted = await handle.db
    .select({ a: allottedQuestions, q: questions })
    .from(allottedQuestions)
    .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
    .where(eq(allottedQuestions.scheduledExamId, sched.id))
    .orderBy(allottedQuestions.serialNo);
  for (const { a, q } of allotted) {
    await saveAnswer(
      handle.db,
      examId,
      studentId,
      { student_id: studentId, ques_id: a.id, total_seconds: 30, review_status: false, ...answerFor(q, correct) },
      NOW,
    );
  }
  await submitAttempt(handle.db, examId, studentId, NOW);
  const [row] = await handle.db
    .select({ score: scheduledExams.score })
    .from(scheduledExams)
    .where(sql`${scheduledExams.examId} = ${examId} AND ${scheduledExams.studentId} = ${studentId}`);
  return row!.score!;
}

describe(`JEEBench import (${haveReal ? 'the real file' : 'fixture: ../shared absent'})`, () => {
  const source = haveReal ? REAL_FILE : FIXTURE;
  const items = JSON.parse(readFileSync(source, 'utf8')) as { type: string }[];
  const conversion = jeebenchToPapers(items, {
    startAt: new Date(NOW.getTime() - 3_600_000),
    endAt: new Date(NOW.getTime() + 30 * 86_400_000),
  });
  const examIds: number[] = [];

  beforeAll(async () => {
    if (!haveReal) {
      console.warn(
        `${REAL_FILE} is absent (../shared, outside the project, holds the real JEE Advanced questions), so this test imports api/import/fixtures/jeebench-sample.json instead.`,
      );
    }
    if (conversion.problems.length > 0) {
      console.log(
        `JEEBench: ${conversion.problems.length} question(s) left out:\n${conversion.problems.map((p) => `  ${p.description} Q${p.index} (${p.type}): ${p.reason}`).join('\n')}`,
      );
    }
    for (const paper of conversion.papers) {
      examIds.push((await importPaper(handle.db, paper, { scheduleFor: { studentIds: [right, wrong] } })).examId);
    }
  }, 120_000);

  test('every item is imported or reported; choice questions get their options parsed out of the text', async () => {
    const choice = items.filter((i) => i.type.startsWith('MCQ')).length;
    const unparsed = conversion.problems.length;
    if (haveReal) {
      expect(items).toHaveLength(312);
      expect(unparsed).toBeLessThanOrEqual(Math.floor(choice * MAX_UNPARSED_SHARE));
    } else {
      expect(conversion.problems).toEqual([
        expect.objectContaining({ index: 6, reason: 'no option marker for A, B, C, D' }),
      ]);
    }
    expect(conversion.imported + unparsed).toBe(items.length);
    expect(conversion.optionsParsed).toBe(choice - unparsed);

    const imported = await handle.db
      .select()
      .from(questions)
      .where(
        inArray(
          questions.id,
          handle.db
            .select({ id: examQuestions.questionId })
            .from(examQuestions)
            .innerJoin(examSections, eq(examSections.id, examQuestions.examSectionId))
            .where(inArray(examSections.examId, examIds)),
        ),
      );
    expect(imported).toHaveLength(conversion.imported);
    for (const q of imported) {
      const opts = [q.option1, q.option2, q.option3, q.option4];
      if (q.questionTypeId === 3) expect(opts).toEqual([null, null, null, null]);
      else for (const o of opts) expect(o?.replace(/[\s$]/g, '').length).toBeGreaterThan(0);
      // Options are cut out of the stem: no "(A)"/"[A]" line is left at its end.
      if (q.questionTypeId !== 3) expect(q.question).not.toMatch(/(^|\n)\s*\$?[([]\s*(\\mathrm\{)?D\}?\s*[)\]][^\n]*$/);
    }
  });

  test('answering with the imported keys gives full marks; wrong answers give the negative (or zero) marks', async () => {
    for (const examId of examIds) {
      const [exam] = await handle.db.select().from(exams).where(eq(exams.id, examId));
      const rows = await handle.db
        .select({ section: examSections })
        .from(examQuestions)
        .innerJoin(examSections, eq(examSections.id, examQuestions.examSectionId))
        .where(eq(examSections.examId, examId));
      const full = rows.reduce((s, r) => s + r.section.positiveMarks, 0);
      const penalty = rows.reduce((s, r) => s + r.section.negativeMarks, 0);
      expect(exam!.maxMarks).toBe(full);
      await expect(takeExam(examId, right, true)).resolves.toBe(full);
      await expect(takeExam(examId, wrong, false)).resolves.toBe(-penalty);
    }
  }, 300_000);
});

describe('paper file format', () => {
  test('imports the sample paper with its sections, attempt limit and marks, scheduled for chosen students', async () => {
    const result = await importPaperFile(handle.db, SAMPLE_PAPER, {
      scheduleFor: parseScheduleFor(`student:${right}`),
    });
    expect(result).toMatchObject({ sections: 3, questions: 5, maxMarks: 4 * 2 + 4 + 4 * 1, scheduled: 1 });
    const secs = await handle.db
      .select()
      .from(examSections)
      .where(eq(examSections.examId, result.examId))
      .orderBy(examSections.sortOrder);
    expect(secs.map((s) => [s.sectionName, s.numCompulsoryQuestions, s.positiveMarks, s.negativeMarks])).toEqual([
      ['Physics Section A', 0, 4, 1],
      ['Mathematics Section B', 0, 4, 2],
      ['Physics Section C', 1, 4, 1],
    ]);
  });

  test('a bad file is refused naming the field, and nothing is written', async () => {
    const before = await handle.db.select({ n: sql<number>`count(*)::int` }).from(exams);
    const bad = JSON.parse(readFileSync(SAMPLE_PAPER, 'utf8'));
    bad.sections[1].questions.push({ type: 1, question: 'Two keys?', options: ['a', 'b', 'c', 'd'], answer: '1,2' });
    await expect(importPaper(handle.db, bad)).rejects.toThrow(
      'sections.1.questions.1.answer: a single-choice answer is one option number',
    );
    const good = JSON.parse(readFileSync(SAMPLE_PAPER, 'utf8'));
    await expect(importPaper(handle.db, good, { scheduleFor: { studentIds: [999_999] } })).rejects.toThrow(
      'Unknown student id(s): 999999',
    );
    const after = await handle.db.select({ n: sql<number>`count(*)::int` }).from(exams);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  test('option parsing handles the markers the real file uses', () => {
    expect(parseOptions('Q?\n\n(A) one\n\n(B) $2$\n\n(C) three\n\n(D) four')).toEqual({
      ok: true,
      stem: 'Q?',
      options: ['one', '$2$', 'three', 'four'],
    });
    expect(
      parseOptions('Q $x$\n\n$[\\mathrm{A}] \\quad \\lambda$\n\n$[\\mathrm{B}] \\mu$\n\n[C] $\\nu$\n\n[D] 4'),
    ).toEqual({ ok: true, stem: 'Q $x$', options: ['$\\lambda$', '$\\mu$', '$\\nu$', '4'] });
    expect(parseOptions('See (A) below.\n\n(A) a\n(B) b\n(C) c\n(D) d')).toMatchObject({
      ok: true,
      stem: 'See (A) below.',
      options: ['a', 'b', 'c', 'd'],
    });
    expect(parseOptions('No options here')).toEqual({ ok: false, reason: 'no option marker for A, B, C, D' });
    expect(lettersToKey('DBA')).toBe('1,2,4');
    expect(lettersToKey('E')).toBeNull();
    expect(JEEBENCH_MARKING.Numeric.tolerance).toBe(0.01);
  });
});
