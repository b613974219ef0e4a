/**
 * Practice sessions (001 §2.1 adaptive, practice-session, session-report/{session_id}; 000 §2 'Practice
 * (New)' only with enable_learning_module): the difficulty rule as pure functions, and a whole session over the API.
 */
import { endpoints } from '@classroom/shared/contract';
import { eq } from 'drizzle-orm';
import { practiceQuestions } from '../src/db/schema';
import {
  accuracyPercent,
  isRight,
  nextDifficulty,
  pickQuestion,
  reportFigures,
  START_DIFFICULTY,
} from '../src/practice/rules';
import { PRACTICE_NOT_ENABLED } from '../src/routes/practice';
import { call, signIn, useHarness } from './helpers';

// Whole flows over the API (several calls each); the default 5 s is short on a loaded CI machine.
jest.setTimeout(30_000);

describe('difficulty rule (pure, practice/rules.ts)', () => {
  it('starts at medium', () => {
    expect(START_DIFFICULTY).toBe(2);
    expect(nextDifficulty([])).toBe(2);
  });
  it('one right answer keeps the level; two right in a row at the level move one up; the count starts again after the move', () => {
    expect(nextDifficulty([{ difficulty: 2, correct: true }])).toBe(2);
    expect(
      nextDifficulty([
        { difficulty: 2, correct: true },
        { difficulty: 2, correct: true },
      ]),
    ).toBe(3);
    expect(
      nextDifficulty([
        { difficulty: 2, correct: true },
        { difficulty: 2, correct: true },
        { difficulty: 3, correct: true },
      ]),
    ).toBe(3);
    expect(
      nextDifficulty([
        { difficulty: 1, correct: false },
        { difficulty: 1, correct: true },
        { difficulty: 1, correct: true },
      ]),
    ).toBe(2);
  });
  it('a wrong answer moves one down; never below easy nor above hard', () => {
    expect(nextDifficulty([{ difficulty: 3, correct: false }])).toBe(2);
    expect(nextDifficulty([{ difficulty: 1, correct: false }])).toBe(1);
    expect(
      nextDifficulty([
        { difficulty: 3, correct: true },
        { difficulty: 3, correct: true },
      ]),
    ).toBe(3);
  });
  it('a right answer after a wrong one at the same level does not move up yet', () => {
    expect(
      nextDifficulty([
        { difficulty: 2, correct: false },
        { difficulty: 2, correct: true },
      ]),
    ).toBe(2);
  });
  it('picks the target level, else the nearest (easier first on a tie), lowest id within a level; null when none', () => {
    const c = [
      { id: 9, difficulty: 1 as const },
      { id: 4, difficulty: 3 as const },
      { id: 7, difficulty: 2 as const },
      { id: 5, difficulty: 2 as const },
    ];
    expect(pickQuestion(c, 2)?.id).toBe(5);
    expect(
      pickQuestion(
        c.filter((x) => x.difficulty !== 2),
        2,
      )?.id,
    ).toBe(9);
    expect(pickQuestion([{ id: 4, difficulty: 3 }], 1)?.id).toBe(4);
    expect(pickQuestion([], 2)).toBeNull();
  });
  it('marks single choice by option number and numeric answers within the tolerance', () => {
    expect(isRight(1, '2', ' 2 ', 0)).toBe(true);
    expect(isRight(1, '2', '3', 0)).toBe(false);
    expect(isRight(3, '0.2', '0.2005', 0.001)).toBe(true);
    expect(isRight(3, '0.2', '0.21', 0.001)).toBe(false);
    expect(isRight(3, '20', 'twenty', 0)).toBe(false);
  });
  it('report: accuracy in whole per cent, average time, by difficulty, chapters to revise below 60 % weakest first', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
    const r = reportFigures([
      { chapterName: 'Sets', difficulty: 2, correct: true, seconds: 30 },
      { chapterName: 'Sets', difficulty: 3, correct: false, seconds: 50 },
      { chapterName: 'Laws of Motion', difficulty: 2, correct: false, seconds: 40 },
      { chapterName: 'Sets', difficulty: 2, correct: true, seconds: 21 },
    ]);
    expect(r).toMatchObject({ answered: 4, correct: 2, accuracy_percent: 50, total_seconds: 141, average_seconds: 35 });
    expect(r.by_difficulty).toEqual([
      { difficulty: 1, answered: 0, correct: 0 },
      { difficulty: 2, answered: 3, correct: 2 },
      { difficulty: 3, answered: 1, correct: 0 },
    ]);
    expect(r.chapters_to_revise).toEqual(['Laws of Motion']);
  });
});

describe('practice session over the API', () => {
  const h = useHarness();

  it('000 §2: a student without enable_learning_module is refused (403)', async () => {
    const diya = await signIn(h.app, 'enrolled-2');
    const res = await call(h.app, 'practiceSubjects', { token: diya.token });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(PRACTICE_NOT_ENABLED);
  });

  it('a session: medium first, immediate feedback with the solution, harder after two right, easier after a wrong one, a report', async () => {
    const s = await signIn(h.app, 'enrolled');
    const subjects = endpoints.practiceSubjects.data.parse(
      (await call(h.app, 'practiceSubjects', { token: s.token })).body.data,
    );
    const physics = subjects.find((x) => x.subject_name === 'Physics')!;
    const chapter = physics.chapters.find((c) => c.chapter_name === 'Motion in a Straight Line')!;
    expect(chapter.num_questions).toBe(9);
    const started = endpoints.startPractice.data.parse(
      (
        await call(h.app, 'startPractice', {
          token: s.token,
          body: { subject_id: physics.subject_id, chapter_id: chapter.chapter_id },
        })
      ).body.data,
    );
    expect(started.question).toMatchObject({ number: 1, difficulty: 2 });
    expect(started.question).not.toHaveProperty('answer_key');
    const keyOf = async (id: number) =>
      (await h.handle.db.select().from(practiceQuestions).where(eq(practiceQuestions.id, id)))[0]!.answerKey;
    const answer = async (questionId: number, right: boolean) => {
      const key = await keyOf(questionId);
      const given = right ? key : String(Number(key) + 1);
      const res = await call(h.app, 'practiceAnswer', {
        token: s.token,
        params: { sessionId: started.session_id },
        body: { question_id: questionId, answer: given, seconds: 20 },
      });
      expect(res.statusCode).toBe(200);
      return endpoints.practiceAnswer.data.parse(res.body.data);
    };
    const a1 = await answer(started.question.question_id, true);
    expect(a1).toMatchObject({ correct: true, next_difficulty: 2 });
    expect(a1.solution).toMatch(/\$/);
    expect(a1.next).toMatchObject({ number: 2, difficulty: 2 });
    // Answering an old question again is refused.
    const stale = await call(h.app, 'practiceAnswer', {
      token: s.token,
      params: { sessionId: started.session_id },
      body: { question_id: started.question.question_id, answer: '1', seconds: 1 },
    });
    expect(stale.statusCode).toBe(400);
    const a2 = await answer(a1.next!.question_id, true);
    expect(a2.next).toMatchObject({ number: 3, difficulty: 3 });
    const a3 = await answer(a2.next!.question_id, false);
    expect(a3.correct).toBe(false);
    expect(a3.answer_key).toBe(await keyOf(a2.next!.question_id));
    expect(a3.next).toMatchObject({ number: 4, difficulty: 2 });
    // Resume after a reload: the waiting question.
    const resumed = endpoints.practiceSession.data.parse(
      (await call(h.app, 'practiceSession', { token: s.token, params: { sessionId: started.session_id } })).body.data,
    );
    expect(resumed).toMatchObject({
      answered: 3,
      correct: 2,
      ended: false,
      question: { question_id: a3.next!.question_id },
    });
    // Another student cannot read it (Kabir is refused outright: no learning module).
    const kabir = await signIn(h.app, 'doubts');
    expect(
      (await call(h.app, 'sessionReport', { token: kabir.token, params: { sessionId: started.session_id } }))
        .statusCode,
    ).toBe(403);

    expect(
      (await call(h.app, 'endPractice', { token: s.token, params: { sessionId: started.session_id } })).statusCode,
    ).toBe(200);
    const report = endpoints.sessionReport.data.parse(
      (await call(h.app, 'sessionReport', { token: s.token, params: { sessionId: started.session_id } })).body.data,
    );
    expect(report).toMatchObject({
      answered: 3,
      correct: 2,
      accuracy_percent: 67,
      total_seconds: 60,
      average_seconds: 20,
      chapter_name: 'Motion in a Straight Line',
      chapters_to_revise: [],
    });
    expect(report.ended_at).not.toBeNull();
    expect(report.by_difficulty).toEqual([
      { difficulty: 1, answered: 0, correct: 0 },
      { difficulty: 2, answered: 2, correct: 2 },
      { difficulty: 3, answered: 1, correct: 0 },
    ]);
    const after = await call(h.app, 'practiceAnswer', {
      token: s.token,
      params: { sessionId: started.session_id },
      body: { question_id: a3.next!.question_id, answer: '1', seconds: 1 },
    });
    expect(after.statusCode).toBe(400);
  });

  it('a session over every chapter of a subject ends when no question is left, listing weak chapters to revise', async () => {
    const s = await signIn(h.app, 'enrolled');
    const subjects = endpoints.practiceSubjects.data.parse(
      (await call(h.app, 'practiceSubjects', { token: s.token })).body.data,
    );
    const maths = subjects.find((x) => x.subject_name === 'Mathematics')!;
    const total = maths.chapters.reduce((n, c) => n + c.num_questions, 0);
    const started = endpoints.startPractice.data.parse(
      (await call(h.app, 'startPractice', { token: s.token, body: { subject_id: maths.subject_id } })).body.data,
    );
    expect(started.chapter_name).toBeNull();
    let q: { question_id: number } | null = started.question;
    let n = 0;
    while (q) {
      const res = await call(h.app, 'practiceAnswer', {
        token: s.token,
        params: { sessionId: started.session_id },
        body: { question_id: q.question_id, answer: '999', seconds: 5 },
      });
      q = endpoints.practiceAnswer.data.parse(res.body.data).next;
      n += 1;
    }
    expect(n).toBe(total);
    const report = endpoints.sessionReport.data.parse(
      (await call(h.app, 'sessionReport', { token: s.token, params: { sessionId: started.session_id } })).body.data,
    );
    expect(report).toMatchObject({ answered: total, correct: 0, accuracy_percent: 0, chapters_to_revise: ['Sets'] });
    expect(report.ended_at).not.toBeNull();
  });
});
