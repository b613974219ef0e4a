import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, call, timedCall, type PrefetchCall } from '@classroom/shared/api';
import type { DppStartReply } from '@classroom/shared/contract';
import { DPP_PLAYER_FIRST_CALLS, routeCallPlan } from '@classroom/shared/links';
import { sessionStore } from '@classroom/shared/session';
import { examInfo, question, startReply, status } from '../testing/factories';
import { signInForTest, testStudent } from '../testing/sign-in';
import { DPP_PLAYER_API } from './dpp-api';
import { DppPlayerPage } from './dpp-player-page';

jest.mock('@classroom/shared/api', () => jest.requireActual('../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;

/**
 * A DPP player opened cold (001 §2.1 /student/InstructionsGenericDpp/{examId}/exam) gets its first
 * calls from the host's entry (DPP_PLAYER_FIRST_CALLS in @classroom/shared/links), which the player's `call`s take only
 * when they ask for the same name with the same arguments. These tests hold the plan equal to what the DPP player asks
 * (001 §7: the student's data, DPP start, then exam info), in its order, so no prefetched call goes unused and none is
 * sent twice.
 */
const describeCall = (name: string, args: { params?: unknown; query?: unknown; body?: unknown } | undefined) =>
  JSON.stringify([name, args?.params ?? null, args?.query ?? null, args?.body ?? null]);

const DPP_PATH = '/student/InstructionsGenericDpp/7/exam';
const details = describeCall('studentDetails', { query: { username: '9876543210' } });
const dppStart = describeCall('dppStart', { params: { studentId: 42 }, body: { exam_id: 7 } });
const info = describeCall('examInfo', { params: { examId: 7 }, query: { student_id: 42 } });

/** DPP start's reply (001 §7) for the factories' paper: question 1 of section 11 first. */
const dppReply = (): DppStartReply => ({
  ...startReply([status(1, 11)], [question(1, 11)]),
  live_classes: { tags: [] },
  curr_question_assoc_id: 101,
  exam_section_assoc_id: 11,
});

afterEach(() => mockedCall.mockReset());

/**
 * Renders the DPP player at DPP_PATH as opened cold — Aarav signed in, his student data not yet read (the player's
 * useStudent asks get-student-details2) — with `call` answering as the server, DPP start refused with `refusal` when
 * one is given. Returns the calls the page asked for, in order.
 */
function renderDppPlayer(refusal?: ApiError): string[] {
  const asked: string[] = [];
  mockedCall.mockImplementation((async (name: string, args: { params?: unknown; query?: unknown; body?: unknown }) => {
    asked.push(describeCall(name, args));
    if (name === 'studentDetails') return { student_data: testStudent };
    if (name === 'dppStart') {
      if (refusal) throw refusal;
      return dppReply();
    }
    if (name === 'examInfo') return examInfo();
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof call);
  signInForTest(testStudent);
  sessionStore.setState({ student: null });
  render(
    <MemoryRouter initialEntries={[DPP_PATH]}>
      <Routes>
        <Route path="/student/InstructionsGenericDpp/:examId/exam" element={<DppPlayerPage />} />
        <Route path="/student/dpp-list/all" element={<p>The DPP list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return asked;
}

/**
 * What DPP_PLAYER_FIRST_CALLS sends on `pathname`, in order, when the student's data answers `studentData` (undefined:
 * refused) and DPP start answers its reply (nothing when `startRefused`); every other call answers nothing.
 */
async function planSends(pathname: string, studentData: unknown, { startRefused = false } = {}): Promise<string[]> {
  const started = startRefused ? undefined : dppReply();
  const sends: string[] = [];
  DPP_PLAYER_FIRST_CALLS.start(
    (c: PrefetchCall) => {
      sends.push(describeCall(c.name, c.args));
      return Promise.resolve(c.name === 'studentDetails' ? studentData : c.name === 'dppStart' ? started : undefined);
    },
    { username: '9876543210' },
    pathname,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sends;
}

describe("the host's early DPP player calls are the player's own, in its order (001 §7)", () => {
  it("the student's details, then DPP start of the path's DPP with the student's id, then exam info — what the DPP player asks", async () => {
    const asked = renderDppPlayer();
    await screen.findByRole('heading', { name: /Question 1/ });
    expect(asked).toEqual([details, dppStart, info]);
    expect(await planSends(DPP_PATH, { student_data: testStudent })).toEqual(asked);
    expect(routeCallPlan(DPP_PATH)).toBe(DPP_PLAYER_FIRST_CALLS);
    expect(routeCallPlan('/student/InstructionsGenericDpp')).toBeNull();
  });

  it('no exam info after a refused DPP start: the player shows the refusal and asks for nothing more', async () => {
    const asked = renderDppPlayer(new ApiError('Exam not found', 'refused', 404));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Exam not found')).toBeTruthy();
    expect(asked).toEqual([details, dppStart]);
    expect(await planSends(DPP_PATH, { student_data: testStudent }, { startRefused: true })).toEqual(asked);
  });

  it("nothing past the student's details when they are refused (a locked profile, an expired session), nothing at all for an exam id that is not one", async () => {
    expect(await planSends(DPP_PATH, undefined)).toEqual([details]);
    for (const id of ['abc', '0', '-3', '1.5'])
      expect(await planSends(`/student/InstructionsGenericDpp/${id}/exam`, { student_data: testStudent })).toEqual([]);
  });
});

describe('a DPP start reply that waited (001 §4.2 remaining seconds)', () => {
  it('counts its remaining seconds from when it came: 3.5 s of waiting show 3 s less', async () => {
    jest
      .mocked(timedCall)
      .mockResolvedValueOnce({ data: { ...dppReply(), num_seconds: 600 }, arrivedAt: performance.now() - 3500 });
    mockedCall.mockResolvedValue(examInfo() as never);
    const [, start] = await DPP_PLAYER_API.start(7, 42);
    expect(start.num_seconds).toBe(597);
  });
});
