import { call } from '@classroom/shared/api';
import type { StartExamReply } from '@classroom/shared/contract';
import { examInfo, status } from '../../testing/factories';
import { MAX_AGE_MS, startAhead, takeStartAhead } from './start-ahead';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;

const reply = (seconds: number): StartExamReply => ({
  num_seconds: seconds,
  current_time: '',
  exam_end_on: '',
  question_status_list: [status(1, 11)],
  section_questions: [],
});

afterEach(() => mockedCall.mockReset());

describe('start → first question: PROCEED begins the start, the player takes it', () => {
  test('PROCEED sends the start call once, and the player takes its reply with the info the page showed, once', async () => {
    mockedCall.mockResolvedValue(reply(3600) as never);
    const info = examInfo();
    let now = 1000;
    startAhead(7, 42, info, () => now);
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(mockedCall).toHaveBeenCalledWith('startExam', { params: { examId: 7 }, body: { student_id: 42 } });

    now = 1200;
    const taken = takeStartAhead(7, 42, () => now);
    await expect(taken).resolves.toEqual([info, reply(3600)]);
    // A reload of the player (or a second mount) starts afresh.
    expect(takeStartAhead(7, 42, () => now)).toBeNull();
    expect(mockedCall).toHaveBeenCalledTimes(1);
  });

  test('another exam or student, or a start begun too long ago, is not taken', () => {
    mockedCall.mockResolvedValue(reply(3600) as never);
    startAhead(7, 42, examInfo(), () => 0);
    expect(takeStartAhead(8, 42, () => 0)).toBeNull();
    expect(takeStartAhead(7, 43, () => 0)).toBeNull();
    expect(takeStartAhead(7, 42, () => MAX_AGE_MS + 1)).toBeNull();
  });

  test('001 §4.4: the remaining seconds count from the reply — whole seconds passed before the player takes it are taken off', async () => {
    let resolve!: (r: StartExamReply) => void;
    mockedCall.mockReturnValue(new Promise<StartExamReply>((r) => (resolve = r)) as never);
    let now = 0;
    startAhead(7, 42, examInfo(), () => now);
    now = 500;
    resolve(reply(3600));
    await Promise.resolve();
    await Promise.resolve();
    now = 3_100; // the reply waited 2.6 s for the player
    const [, start] = (await takeStartAhead(7, 42, () => now))!;
    expect(start.num_seconds).toBe(3598);
  });

  test('001 §8: a refused start reaches the player (which shows it), and is never an unhandled rejection here', async () => {
    mockedCall.mockRejectedValue(new Error('Exam time over') as never);
    startAhead(7, 42, examInfo());
    await expect(takeStartAhead(7, 42)).rejects.toThrow('Exam time over');
  });
});
