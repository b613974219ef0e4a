/** The server closes attempts left open past their end + 60 s grace: the pure rule and the closer on the database. */
import { endpoints } from '@classroom/shared/contract';
import { and, eq } from 'drizzle-orm';
import { scheduledExams } from '../src/db/schema';
import { closeOverdueAttempts, overdueAttempts, startAttemptCloser, type OpenAttempt } from '../src/exam/closer';
import { call, signIn, passResultRelease, useHarness } from './helpers';

const T0 = new Date('2026-03-01T04:30:00Z');
const MIN = 60_000;

describe('overdueAttempts (pure)', () => {
  const attempt = (over: Partial<OpenAttempt>): OpenAttempt => ({
    examId: 1,
    studentId: 1,
    startedAt: T0,
    submittedAt: null,
    durationMinutes: 60,
    examEndAt: new Date(T0.getTime() + 24 * 60 * MIN),
    ...over,
  });
  test('overdue only once the end + 60 s grace has passed', () => {
    const a = attempt({});
    expect(overdueAttempts([a], new Date(T0.getTime() + 60 * MIN))).toEqual([]);
    expect(overdueAttempts([a], new Date(T0.getTime() + 61 * MIN))).toEqual([]);
    expect(overdueAttempts([a], new Date(T0.getTime() + 61 * MIN + 1))).toEqual([a]);
  });
  test('the exam end cuts the attempt short; not started or submitted attempts are never overdue', () => {
    const cut = attempt({ examEndAt: new Date(T0.getTime() + 10 * MIN) });
    expect(overdueAttempts([cut], new Date(T0.getTime() + 12 * MIN))).toEqual([cut]);
    const late = new Date(T0.getTime() + 1000 * MIN);
    expect(overdueAttempts([attempt({ startedAt: null }), attempt({ submittedAt: T0 })], late)).toEqual([]);
  });
  test('a custom grace (seconds)', () => {
    expect(overdueAttempts([attempt({})], new Date(T0.getTime() + 60 * MIN + 1), 0)).toHaveLength(1);
  });
});

describe('closing on the database (injected clock)', () => {
  const h = useHarness();
  afterEach(() => h.clock.reset());

  const schedOf = async (studentId: number) =>
    (
      await h.handle.db
        .select()
        .from(scheduledExams)
        .where(and(eq(scheduledExams.examId, h.seeded.exams.mock), eq(scheduledExams.studentId, studentId)))
    )[0]!;

  test('an attempt left open is submitted at its end as AutoSubmitted; given, result and answer key see it; a later submit keeps it', async () => {
    const s = await signIn(h.app, 'enrolled');
    const start = new Date();
    h.clock.set(start);
    const started = endpoints.startExam.data.parse(
      (
        await call(h.app, 'startExam', {
          token: s.token,
          params: { examId: h.seeded.exams.mock },
          body: { student_id: s.userId },
        })
      ).body.data,
    );
    await call(h.app, 'saveAnswer', {
      token: s.token,
      params: { examId: h.seeded.exams.mock },
      body: {
        student_id: s.userId,
        ques_id: started.section_questions[0]!.id,
        total_seconds: 5,
        review_status: false,
        is_option1_selected: true,
      },
    });
    const end = new Date(started.exam_end_on);

    await closeOverdueAttempts(h.handle.db, new Date(end.getTime() + 60_000)); // other (seeded DPP) attempts may close
    expect((await schedOf(s.userId)).submittedAt).toBeNull();

    h.clock.set(new Date(end.getTime() + 61_000));
    expect(await closeOverdueAttempts(h.handle.db, h.clock.now())).toBeGreaterThanOrEqual(1);
    const sched = await schedOf(s.userId);
    expect(sched.submittedAt?.toISOString()).toBe(end.toISOString());
    expect(sched.attendingStatus).toBe('AutoSubmitted');
    expect(await closeOverdueAttempts(h.handle.db, h.clock.now())).toBe(0);

    const given = endpoints.givenExams.data.parse(
      (await call(h.app, 'givenExams', { token: s.token, query: { student: s.userId, type: 1 } })).body.data,
    );
    expect(given.find((g) => g.exam_assoc.id === h.seeded.exams.mock)?.attending_status).toBe('AutoSubmitted');
    await passResultRelease(h, h.seeded.exams.mock); // 001 §2.2: released at the exam's end
    expect(
      (await call(h.app, 'examResult', { token: s.token, params: { examId: h.seeded.exams.mock } })).statusCode,
    ).toBe(200);
    expect(
      (await call(h.app, 'answerKey', { token: s.token, params: { examId: h.seeded.exams.mock } })).statusCode,
    ).toBe(200);
    const again = await call(h.app, 'submitExam', {
      token: s.token,
      params: { examId: h.seeded.exams.mock },
      body: { student_id: s.userId },
    });
    expect(again.body.data).toEqual({ submitted_at: end.toISOString() });
  });

  test('result and answer key close an overdue attempt themselves when the closer has not run yet', async () => {
    const s = await signIn(h.app, 'section-303');
    h.clock.set(new Date());
    const started = endpoints.startExam.data.parse(
      (
        await call(h.app, 'startExam', {
          token: s.token,
          params: { examId: h.seeded.exams.mock },
          body: { student_id: s.userId },
        })
      ).body.data,
    );
    const end = new Date(started.exam_end_on);
    h.clock.set(new Date(end.getTime() + 30_000));
    expect(
      (await call(h.app, 'examResult', { token: s.token, params: { examId: h.seeded.exams.mock } })).body.message,
    ).toBe('Exam not submitted yet');
    h.clock.set(new Date(end.getTime() + 5 * MIN));
    // Closed by the call itself; the key itself waits for the declaration, then is served.
    expect(
      (await call(h.app, 'answerKey', { token: s.token, params: { examId: h.seeded.exams.mock } })).statusCode,
    ).toBe(403);
    expect((await schedOf(s.userId)).attendingStatus).toBe('AutoSubmitted');
    await passResultRelease(h, h.seeded.exams.mock);
    expect(
      (await call(h.app, 'answerKey', { token: s.token, params: { examId: h.seeded.exams.mock } })).statusCode,
    ).toBe(200);
  });

  test("startAttemptCloser runs once at start (unref'd timer) with the injected clock", async () => {
    const s = await signIn(h.app, 'enrolled-2');
    h.clock.set(new Date());
    const started = endpoints.startExam.data.parse(
      (
        await call(h.app, 'startExam', {
          token: s.token,
          params: { examId: h.seeded.exams.mock },
          body: { student_id: s.userId },
        })
      ).body.data,
    );
    h.clock.set(new Date(new Date(started.exam_end_on).getTime() + 2 * MIN));
    const closed = new Promise<number>((resolve, reject) => {
      const stop = startAttemptCloser({
        db: h.handle.db,
        now: h.clock.now,
        onClosed: (n) => {
          stop();
          resolve(n);
        },
        onError: (e) => {
          stop();
          reject(e);
        },
      });
    });
    expect(await closed).toBeGreaterThanOrEqual(1);
    expect((await schedOf(s.userId)).attendingStatus).toBe('AutoSubmitted');
  });
});
