/**
 * Worked solutions (solutions; 001 §2.1 answer/{examId}): questions carry a solution (HTML with TeX),
 * the paper import takes it (optional), the seed gives every bank question one, and the answer-key call serves it
 * beside the key — only once the result is released (001 §2.2: now ≥ max(exam end, exam_result_on)), exactly like
 * the key; never in the calls that serve a running attempt.
 */
import { endpoints } from '@classroom/shared/contract';
import { eq, inArray } from 'drizzle-orm';
import { importPaper } from '../import/import-paper';
import { parsePaper } from '../import/paper-format';
import { examQuestions, examSections, exams, questions } from '../src/db/schema';
import { QUESTIONS, SOLUTIONS } from '../seed/demo-questions';
import { dppQuestions } from '../seed/dpp';
import { call, passResultRelease, signIn, useHarness } from './helpers';

const h = useHarness();

const answerKey = (token: string, examId: number) => call(h.app, 'answerKey', { token, params: { examId } });

test('every seeded bank question and DPP question has a worked solution with math', () => {
  for (const q of QUESTIONS) {
    expect(SOLUTIONS[q.key]).toMatch(/\$[^$]+\$/);
  }
  expect(Object.keys(SOLUTIONS).sort()).toEqual(QUESTIONS.map((q) => q.key).sort());
  for (const item of dppQuestions('Laws of Motion', 3)) expect(item.s).toMatch(/\$[^$]+\$/);
  // The numeric DPP solution ends on its key (k = 3 % 7 + 2 = 5: 5 × 5 = 25).
  expect(dppQuestions('Laws of Motion', 3)[3].s).toContain('= 25$');
});

test('every question of the seeded full-length papers (JEE Main, NEET) has a solution ending on its key', async () => {
  const { jeeMainFull, neetFull } = h.seeded.exams;
  const rows = await h.handle.db
    .select({ type: questions.questionTypeId, key: questions.answerKey, solution: questions.solution })
    .from(examQuestions)
    .innerJoin(examSections, eq(examSections.id, examQuestions.examSectionId))
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(inArray(examSections.examId, [jeeMainFull, neetFull]));
  expect(rows.length).toBe(90 + 180);
  for (const r of rows) {
    expect(r.solution).toBeTruthy();
    // Single choice ends on the keyed option's letter; numeric states the keyed value.
    if (r.type === 1) expect(r.solution).toMatch(new RegExp(`Answer: option ${'ABCD'[Number(r.key) - 1]}\\.</p>$`));
    else expect(r.solution).toContain(`= ${r.key}`);
  }
});

test('the released weekly test serves each question with its solution beside the key', async () => {
  const s = await signIn(h.app, 'enrolled');
  const res = await answerKey(s.token, h.seeded.exams.given);
  expect(res.statusCode).toBe(200);
  const key = endpoints.answerKey.data.parse(res.body.data);
  const bank = new Map(
    (
      await h.handle.db
        .select()
        .from(questions)
        .where(
          inArray(
            questions.id,
            key.questions.map((q) => q.question_id),
          ),
        )
    ).map((q) => [q.id, q]),
  );
  expect(key.questions.length).toBeGreaterThan(0);
  for (const q of key.questions) {
    expect(q.solution).toBe(bank.get(q.question_id)!.solution);
    expect(q.solution).toMatch(/\$[^$]+\$/);
  }
  // phy-height (u = 20 m/s, g = 10): the solution works it out to the keyed 20 m.
  expect(key.questions.map((q) => q.solution).join('\n')).toContain('= 20\\,\\mathrm{m}$ (option B)');
});

test('a solution is not served before exam_result_on; after it, it is (001 §2.2)', async () => {
  const s = await signIn(h.app, 'enrolled');
  const examId = h.seeded.exams.given; // submitted by the seed; ended 6 days ago
  const [before] = await h.handle.db.select().from(exams).where(eq(exams.id, examId));
  const resultOn = new Date(h.clock.now().getTime() + 2 * 86_400_000);
  await h.handle.db.update(exams).set({ resultOn }).where(eq(exams.id, examId));
  try {
    const early = await answerKey(s.token, examId);
    expect(early.statusCode).toBe(403);
    expect(early.body).toEqual({
      status: false,
      message: `Result will be declared on ${resultOn.toISOString()}`,
      data: { result_declared_on: resultOn.toISOString() },
    });
    expect(JSON.stringify(early.body)).not.toMatch(/solution|mathrm/);

    await passResultRelease(h, examId);
    const late = endpoints.answerKey.data.parse((await answerKey(s.token, examId)).body.data);
    expect(late.questions.every((q) => q.solution !== null && q.solution.length > 0)).toBe(true);
  } finally {
    await h.handle.db.update(exams).set({ resultOn: before!.resultOn }).where(eq(exams.id, examId));
    h.clock.reset();
  }
});

test('a running attempt never receives solutions', async () => {
  const s = await signIn(h.app, 'enrolled-2');
  const examId = h.seeded.exams.mock;
  expect(
    (await call(h.app, 'startExamV2', { token: s.token, params: { examId }, body: { student_id: s.userId } }))
      .statusCode,
  ).toBe(200);
  const all = await call(h.app, 'fetchAllQuestions', { token: s.token, params: { examId } });
  expect(all.statusCode).toBe(200);
  expect(JSON.stringify(all.body)).not.toContain('solution');
  expect((await answerKey(s.token, examId)).statusCode).toBe(400); // 'Exam not submitted yet'
});

test('the paper import stores an optional solution; an empty one is refused', async () => {
  const base = {
    format: 'classroom-paper/1',
    exam: {
      name: 'Solutions import',
      durationMinutes: 10,
      startAt: '2026-01-01T04:30:00Z',
      endAt: '2026-01-01T06:30:00Z',
    },
    sections: [
      {
        name: 'Physics',
        subject: 'Physics',
        questions: [
          { type: 3, question: '$2 + 2$?', answer: '4', solution: '<p>$2 + 2 = 4$.</p>' },
          { type: 3, question: '$3 + 3$?', answer: '6' },
        ],
      },
    ],
  };
  const { examId } = await importPaper(h.handle.db, parsePaper(base), { scheduleFor: 'none' });
  const stored = await h.handle.db
    .select({ question: questions.question, solution: questions.solution })
    .from(questions)
    .where(inArray(questions.question, ['$2 + 2$?', '$3 + 3$?']));
  expect(examId).toBeGreaterThan(0);
  expect(new Map(stored.map((r) => [r.question, r.solution]))).toEqual(
    new Map([
      ['$2 + 2$?', '<p>$2 + 2 = 4$.</p>'],
      ['$3 + 3$?', null],
    ]),
  );
  const empty = structuredClone(base);
  (empty.sections[0]!.questions[1] as Record<string, unknown>).solution = '   ';
  expect(() => parsePaper(empty)).toThrow(/sections\.0\.questions\.1\.solution/);
});
