import { screen } from '@testing-library/react';
import { call, timedCall, type PrefetchCall } from '@classroom/shared/api';
import { PLAYER_FIRST_CALLS, routeCallPlan } from '@classroom/shared/links';
import { examInfo, question, startReply, status } from '../../testing/factories';
import { renderPlayerPage } from '../../testing/render-player';
import { getExamAndStart } from './player-api';
import { testStudent } from '../../testing/sign-in';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;

/**
 * A player opened cold gets its first calls from the host's entry (PLAYER_FIRST_CALLS in
 * @classroom/shared/links), which the player's `call`s take only when they ask for the same name with the same
 * arguments. These tests hold the plan equal to what the player asks (001 §4.2), so no prefetched call goes unused
 * and none is sent twice.
 */
const describeCall = (name: string, args: { params?: unknown; query?: unknown; body?: unknown } | undefined) =>
  JSON.stringify([name, args?.params ?? null, args?.query ?? null, args?.body ?? null]);

afterEach(() => mockedCall.mockReset());

async function playerAsks(): Promise<string[]> {
  const asked: string[] = [];
  mockedCall.mockImplementation((async (name: string, args: { params?: unknown; query?: unknown; body?: unknown }) => {
    asked.push(describeCall(name, args));
    if (name === 'examInfo') return examInfo();
    if (name === 'startExam') return startReply([status(1, 11)], [question(1, 11)]);
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof call);
  // The path renderPlayerPage opens: /student/JeeExamScreen/7.
  renderPlayerPage(testStudent);
  await screen.findByRole('heading', { name: /Question 1/ });
  return asked.sort();
}

async function planSends(pathname: string, details: unknown): Promise<string[]> {
  const sends: string[] = [];
  PLAYER_FIRST_CALLS.start(
    (c: PrefetchCall) => {
      sends.push(describeCall(c.name, c.args));
      return Promise.resolve(c.name === 'studentDetails' ? details : undefined);
    },
    { username: '9876543210' },
    pathname,
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return sends;
}

describe("the host's early player calls are the player's own (001 §4.2)", () => {
  it("exam info and the start of the path's exam, with the id from the student's details — what the player asks", async () => {
    const asked = await playerAsks();
    expect(asked).toEqual(
      [
        describeCall('examInfo', { params: { examId: 7 }, query: { student_id: 42 } }),
        describeCall('startExam', { params: { examId: 7 }, body: { student_id: 42 } }),
      ].sort(),
    );
    const sends = await planSends('/student/JeeExamScreen/7', { student_data: testStudent });
    // get-student-details2 is the player's useStudent (studentQuery), sent first; the rest waits for the student's id.
    expect(sends[0]).toBe(describeCall('studentDetails', { query: { username: '9876543210' } }));
    expect(sends.slice(1).sort()).toEqual(asked);
    // JEE Advanced's route shows the same player (jee-advanced/routes.tsx): the same plan.
    const advanced = routeCallPlan('/student/JeeAdvanceExamScreen/7');
    expect(advanced?.start).toBe(PLAYER_FIRST_CALLS.start);
    expect(routeCallPlan('/student/JeeExamScreen/7')).toBe(PLAYER_FIRST_CALLS);
  });

  it("nothing past the student's details when they are refused (a locked profile, an expired session), nothing at all for an exam id that is not one", async () => {
    expect(await planSends('/student/JeeExamScreen/7', undefined)).toEqual([
      describeCall('studentDetails', { query: { username: '9876543210' } }),
    ]);
    expect(await planSends('/student/JeeExamScreen/abc', { student_data: testStudent })).toEqual([]);
    expect(await planSends('/student/JeeExamScreen/0', { student_data: testStudent })).toEqual([]);
  });
});

describe('a start reply that waited (001 §4.2 remaining seconds)', () => {
  it('counts its remaining seconds from when it came: 3.5 s of waiting show 3 s less', async () => {
    jest.mocked(timedCall).mockResolvedValueOnce({
      data: { num_seconds: 600, current_time: '', exam_end_on: '', question_status_list: [], section_questions: [] },
      arrivedAt: performance.now() - 3500,
    });
    mockedCall.mockResolvedValue(examInfo() as never);
    const [, start] = await getExamAndStart(7, 42);
    expect(start.num_seconds).toBe(597);
  });
});
