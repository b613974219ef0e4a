/**
 * The status-7 Practice attempt (000 §4, 001 §4.7): after the window, an exam the student never started
 * can be taken as a practice attempt — a real attempt with the full duration, scored, released at once, with the note
 * 'Rank is not available because you are taking it outside the test window', excluded from rank and percentile, its
 * answers kept apart from the scheduled attempt.
 */
import { endpoints } from '@classroom/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import { allottedQuestions, exams, questions, scheduledExams } from '../src/db/schema';
import { canPractice, PRACTICE_NOTE } from '../src/exam/rules';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();
afterEach(() => h.clock.reset());

const MIN = 60_000;

/** The caller's attempt rows of `examId` (scheduled and practice) as stored. */
async function rowsOf(examId: number, studentId: number) {
  return h.handle.db
    .select()
    .from(scheduledExams)
    .where(and(eq(scheduledExams.examId, examId), eq(scheduledExams.studentId, studentId)))
    .orderBy(asc(scheduledExams.practice));
}

/** Answers every allotted question of the caller's running attempt: correctly, or (wrong) with another option. */
async function answerAll(token: string, userId: number, examId: number, schedId: number, how: 'right' | 'wrong') {
  const rows = await h.handle.db
    .select({ id: allottedQuestions.id, key: questions.answerKey })
    .from(allottedQuestions)
    .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
    .where(eq(allottedQuestions.scheduledExamId, schedId))
    .orderBy(asc(allottedQuestions.serialNo));
  for (const row of rows) {
    const keyed = Number(row.key);
    const option = how === 'right' ? keyed : (keyed % 4) + 1;
    const res = await call(h.app, 'saveAnswer', {
      token,
      params: { examId },
      body: {
        student_id: userId,
        ques_id: row.id,
        total_seconds: 30,
        review_status: false,
        [`is_option${option}_selected`]: true,
      },
    });
    expect(res.statusCode).toBe(200);
  }
  return rows.length;
}

test('canPractice: only after the window, and only when the scheduled attempt was never started', () => {
  const exam = { endAt: new Date('2026-03-01T10:00:00Z') };
  expect(canPractice(exam, { startedAt: null }, new Date('2026-03-01T09:59:00Z'))).toBe(false);
  expect(canPractice(exam, { startedAt: null }, new Date('2026-03-01T10:00:01Z'))).toBe(true);
  expect(canPractice(exam, { startedAt: new Date('2026-03-01T09:00:00Z') }, new Date('2026-03-02T00:00:00Z'))).toBe(
    false,
  );
});

test("a closed exam's Practice attempt is taken, scored with its full duration, kept apart, and absent from the rank list", async () => {
  const examId = h.seeded.exams.expired; // 'Unit Test: Laws of Motion', 60 minutes, closed 10 days ago, 3 single-choice questions
  const [exam] = await h.handle.db.select().from(exams).where(eq(exams.id, examId));
  const aarav = await signIn(h.app, 'enrolled');
  const diya = await signIn(h.app, 'enrolled-2');

  // Diya takes the exam inside its window and gets every answer wrong (3 × −1).
  h.clock.set(new Date(exam!.startAt.getTime() + 60 * MIN));
  expect(
    (await call(h.app, 'startExam', { token: diya.token, params: { examId }, body: { student_id: diya.userId } }))
      .statusCode,
  ).toBe(200);
  const [diyaSched] = await rowsOf(examId, diya.userId);
  await answerAll(diya.token, diya.userId, examId, diyaSched!.id, 'wrong');
  expect(
    (await call(h.app, 'submitExam', { token: diya.token, params: { examId }, body: { student_id: diya.userId } }))
      .statusCode,
  ).toBe(200);

  // After the window (the real clock: closed 10 days ago), Aarav, who never started it, sees Practice.
  h.clock.reset();
  const pending = endpoints.scheduledExams.data.parse(
    (await call(h.app, 'scheduledExams', { token: aarav.token, query: { student: aarav.userId, type: 1 } })).body.data,
  );
  expect(pending.find((e) => e.exam_assoc.id === examId)?.exam_assoc).toMatchObject({
    can_start: false,
    is_expired: true,
    exam_given: false,
    practice: 'available',
  });
  const info = endpoints.examInfo.data.parse(
    (await call(h.app, 'examInfo', { token: aarav.token, params: { examId }, query: { student_id: aarav.userId } }))
      .body.data,
  );
  expect(info.practice).toBe(true);

  const start = await call(h.app, 'startExam', {
    token: aarav.token,
    params: { examId },
    body: { student_id: aarav.userId },
  });
  expect(start.statusCode).toBe(200);
  const started = endpoints.startExam.data.parse(start.body.data);
  expect(started.practice).toBe(true);
  // The full 60 minutes from now, although the window closed days ago.
  expect(started.num_seconds).toBeGreaterThan(59 * 60);
  expect(started.question_status_list).toHaveLength(3);

  // Kept apart: a practice row of its own; the scheduled attempt stays unstarted with no answers.
  const [scheduledRow, practiceRow] = await rowsOf(examId, aarav.userId);
  expect(scheduledRow).toMatchObject({ practice: false, startedAt: null, submittedAt: null });
  expect(practiceRow).toMatchObject({ practice: true, attendingStatus: 'Attending' });
  expect(
    await h.handle.db.select().from(allottedQuestions).where(eq(allottedQuestions.scheduledExamId, scheduledRow!.id)),
  ).toHaveLength(0);

  const running = endpoints.scheduledExams.data.parse(
    (await call(h.app, 'scheduledExams', { token: aarav.token, query: { student: aarav.userId, type: 1 } })).body.data,
  );
  expect(running.filter((e) => e.exam_assoc.id === examId)).toHaveLength(1);
  expect(running.find((e) => e.exam_assoc.id === examId)?.exam_assoc.practice).toBe('running');

  expect(await answerAll(aarav.token, aarav.userId, examId, practiceRow!.id, 'right')).toBe(3);
  expect(
    (await call(h.app, 'submitExam', { token: aarav.token, params: { examId }, body: { student_id: aarav.userId } }))
      .statusCode,
  ).toBe(200);

  // Scored (3 × +4), released at once, no rank or percentile, with the note.
  const mine = endpoints.examResult.data.parse(
    (await call(h.app, 'examResult', { token: aarav.token, params: { examId } })).body.data,
  );
  expect(mine).toMatchObject({
    score: 12,
    practice: true,
    rank: null,
    percentile: null,
    note: PRACTICE_NOTE,
    total_students: 1,
  });
  const key = await call(h.app, 'answerKey', { token: aarav.token, params: { examId } });
  expect(key.statusCode).toBe(200);

  // Absent from the rank list: Diya (−3) is still first of one, as if the practice attempt (12) did not exist.
  const hers = endpoints.examResult.data.parse(
    (await call(h.app, 'examResult', { token: diya.token, params: { examId } })).body.data,
  );
  expect(hers).toMatchObject({ score: -3, rank: 1, percentile: 100, total_students: 1, practice: false, note: null });

  // The list: still not given (the scheduled attempt was not taken), the practice submitted; no second start.
  const after = endpoints.scheduledExams.data.parse(
    (await call(h.app, 'scheduledExams', { token: aarav.token, query: { student: aarav.userId, type: 1 } })).body.data,
  );
  expect(after.find((e) => e.exam_assoc.id === examId)?.exam_assoc).toMatchObject({
    exam_given: false,
    practice: 'submitted',
  });
  const again = await call(h.app, 'startExam', {
    token: aarav.token,
    params: { examId },
    body: { student_id: aarav.userId },
  });
  expect(again.statusCode).toBe(400);
  expect(again.body.message).toBe('Exam already submitted');

  // The dashboard keeps one card; once the practice attempt is submitted it shows its result (status 4, 001 §4.7),
  // never Practice again: the server refuses a second practice attempt.
  const cards = endpoints.examsList.data.parse(
    (
      await call(h.app, 'examsList', {
        token: aarav.token,
        params: { studentId: aarav.userId },
        query: { exam_type_id: 1, skip: 0, limit: 10 },
      })
    ).body.data,
  );
  expect(cards.filter((c) => c.id === examId).map((c) => c.exam_status)).toEqual([4]);
});

test('a student who started the exam inside the window gets no practice attempt', async () => {
  const examId = h.seeded.exams.given; // given by the enrolled students in the seed, closed since
  const aarav = await signIn(h.app, 'enrolled');
  const given = endpoints.givenExams.data.parse(
    (await call(h.app, 'givenExams', { token: aarav.token, query: { student: aarav.userId, type: 1 } })).body.data,
  );
  expect(given.find((e) => e.exam_assoc.id === examId)?.exam_assoc.practice).toBeNull();
  const start = await call(h.app, 'startExam', {
    token: aarav.token,
    params: { examId },
    body: { student_id: aarav.userId },
  });
  expect(start.statusCode).toBe(400);
  expect((await rowsOf(examId, aarav.userId)).filter((r) => r.practice)).toHaveLength(0);
});
