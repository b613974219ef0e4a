/**
 * Result analysis (001 §2.1 objectiveresult/…) on the seeded cohort of the weekly test: Aarav and Diya
 * plus 40 generated students (api/seed/cohort.ts) — score and percentile, marks by difficulty level and chapter, time
 * per question against the cohort's median; released like the result.
 */
import { endpoints } from '@classroom/shared/contract';
import { cohortAnswers, cohortSeconds } from '../seed/cohort';
import { groupScores, median, scoreDistribution, type MarkedQuestion } from '../src/exam/analysis';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

/** Marks of cohort student i by the published +4/−1 scheme (keys: 2, 3, 4, 30). */
function cohortMarks(i: number): number[] {
  const [a, b, c, d] = cohortAnswers(i);
  const choice = (ans: typeof a, key: string) =>
    ans === null ? 0 : (ans as Record<string, unknown>)[`is_option${key}_selected`] ? 4 : -1;
  const numeric = (ans: typeof a, key: string) =>
    ans === null ? 0 : (ans as { ans_given?: string }).ans_given === key ? 4 : -1;
  return [choice(a, '2'), choice(b, '3'), numeric(c, '4'), numeric(d, '30')];
}

describe('pure parts', () => {
  test('median: odd, even, none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
  test("score bands from min(0, lowest) to the maximum marks; the caller's band marked", () => {
    const bands = scoreDistribution([-2, 0, 8, 16, 16], 8, 16, 4);
    expect(bands.map((b) => [b.from, b.to, b.students])).toEqual([
      [-2, 2.5, 2],
      [2.5, 7, 0],
      [7, 11.5, 1],
      [11.5, 16, 2],
    ]);
    expect(bands.map((b) => b.mine)).toEqual([false, false, true, false]);
  });
  test('group marks with the cohort mean on the same questions', () => {
    const q = (id: number, difficulty: 0 | 1 | 2 | 3, marks: number): MarkedQuestion => ({
      questionId: id,
      serialNo: id,
      difficulty,
      chapterId: null,
      seconds: 10,
      attempted: marks !== 0,
      correct: marks > 0,
      marks,
      maxMarks: 4,
    });
    const mine = [q(1, 1, 4), q(2, 2, -1)];
    const groups = groupScores(mine, [mine, [q(1, 1, -1), q(2, 2, 4)]], (x) => x.difficulty);
    expect(groups.get(1)).toEqual({
      questions: 1,
      attempted: 1,
      correct: 1,
      marks: 4,
      max_marks: 4,
      cohort_average: 1.5,
    });
    expect(groups.get(2)).toEqual({
      questions: 1,
      attempted: 1,
      correct: 0,
      marks: -1,
      max_marks: 4,
      cohort_average: 1.5,
    });
  });
});

test("the seeded cohort's figures: score, rank and percentile, difficulty levels, chapters, time against the median", async () => {
  const s = await signIn(h.app, 'enrolled');
  const res = await call(h.app, 'resultAnalysis', { token: s.token, params: { examId: h.seeded.exams.given } });
  expect(res.statusCode).toBe(200);
  const a = endpoints.resultAnalysis.data.parse(res.body.data);

  // Aarav and Diya: +4 +4 +4 −1 = 11; the 40 generated students by cohortAnswers.
  const generated = Array.from({ length: 40 }, (_, i) => cohortMarks(i));
  const scores = [11, 11, ...generated.map((m) => m.reduce((x, y) => x + y, 0))];
  expect(a).toMatchObject({ practice: false, score: 11, max_marks: 16, total_students: 42 });
  expect(a.rank).toBe(1 + scores.filter((x) => x > 11).length);
  expect(a.percentile).toBe(Math.round((10_000 * scores.filter((x) => x <= 11).length) / 42) / 100);
  expect(a.cohort.average).toBe(Math.round((100 * scores.reduce((x, y) => x + y, 0)) / 42) / 100);
  expect(a.cohort.highest).toBe(Math.max(...scores));
  expect(a.cohort.lowest).toBe(Math.min(...scores));
  expect(a.cohort.distribution.reduce((n, b) => n + b.students, 0)).toBe(42);
  expect(a.cohort.distribution.filter((b) => b.mine)).toHaveLength(1);

  // Difficulty (api/seed/content.ts DIFFICULTY): Easy = phy-ke, phy-accel (serials 2, 3); Medium = phy-height, phy-work (1, 4).
  const mean = (pick: (m: number[]) => number) =>
    Math.round((100 * [8, 8, ...generated.map(pick)].reduce((x, y) => x + y, 0)) / 42) / 100;
  const meanMedium =
    Math.round((100 * [3, 3, ...generated.map((m) => m[0]! + m[3]!)].reduce((x, y) => x + y, 0)) / 42) / 100;
  expect(a.difficulty).toEqual([
    {
      level: 1,
      label: 'Easy',
      questions: 2,
      attempted: 2,
      correct: 2,
      marks: 8,
      max_marks: 8,
      cohort_average: mean((m) => m[1]! + m[2]!),
    },
    {
      level: 2,
      label: 'Medium',
      questions: 2,
      attempted: 2,
      correct: 1,
      marks: 3,
      max_marks: 8,
      cohort_average: meanMedium,
    },
  ]);
  // Chapters: Motion in a Straight Line (height, accel: 8), Work, Energy and Power (ke, work: 3).
  const byName = new Map(a.chapters.map((c) => [c.chapter_name, c]));
  expect(byName.get('Motion in a Straight Line')).toMatchObject({
    subject_name: 'Physics',
    questions: 2,
    marks: 8,
    max_marks: 8,
    cohort_average: mean((m) => m[0]! + m[2]!),
  });
  expect(byName.get('Work, Energy and Power')).toMatchObject({
    subject_name: 'Physics',
    questions: 2,
    marks: 3,
    max_marks: 8,
    cohort_average:
      Math.round((100 * [3, 3, ...generated.map((m) => m[1]! + m[3]!)].reduce((x, y) => x + y, 0)) / 42) / 100,
  });

  // Time: Aarav spent 60, 90, 120, 150 s (seed); the median over all 42 of each question.
  const seeded = [60, 90, 120, 150];
  expect(a.time.map((t) => t.seconds)).toEqual(seeded);
  for (const t of a.time) {
    expect(t.cohort_median_seconds).toBe(
      median([
        seeded[t.serial_no - 1]!,
        seeded[t.serial_no - 1]!,
        ...Array.from({ length: 40 }, (_, i) => cohortSeconds(i, t.serial_no)),
      ]),
    );
  }
});

test('released like the result: before the declaration the caller gets its date; not submitted → 400', async () => {
  const s = await signIn(h.app, 'enrolled');
  const mock = await call(h.app, 'resultAnalysis', { token: s.token, params: { examId: h.seeded.exams.mock } });
  expect(mock.statusCode).toBe(400);
  expect(mock.body.message).toBe('Exam not submitted yet');
});
