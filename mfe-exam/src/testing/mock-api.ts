import type { AllottedQuestion, QuestionStatus } from '@classroom/shared/contract';
import { examInfo, startReply } from './factories';

/**
 * Test-only: @classroom/shared/api with `call` a jest mock, for `jest.mock('@classroom/shared/api', () =>
 * jest.requireActual('../testing/mock-api').mockedApi())`. `timedCall` goes through that same mock (its reply
 * "arrives" as the mock resolves), so a test sets and counts every call in one place; a test may still give
 * `timedCall` a reply of its own (`mockResolvedValueOnce`).
 */
export function mockedApi() {
  const actual = jest.requireActual('@classroom/shared/api') as typeof import('@classroom/shared/api');
  const call = jest.fn();
  const timedCall = jest.fn(async (name: string, args: unknown) => ({
    data: (await call(name, args)) as unknown,
    arrivedAt: performance.now(),
  }));
  return { ...actual, call, timedCall };
}

/**
 * Test-only: the mocked `call` answers as the player's server for one palette (001 §4.2, §4.1): exam info
 * (`examInfo()`), start-exam with `statusList` and the first section's `loaded` questions, and each save with the
 * server's palette, where the saved question — left without an answer by these tests — is 'not answered' (4). A save's
 * reply waits for `gate` when one is given (the call in flight). Any other call throws.
 */
export function servePalette(
  call: jest.MockedFunction<typeof import('@classroom/shared/api').call>,
  { statusList, loaded, gate }: { statusList: QuestionStatus[]; loaded: AllottedQuestion[]; gate?: Promise<void> },
): void {
  let palette = statusList;
  call.mockImplementation((async (name: string, args: { body?: { ques_id: number } }) => {
    switch (name) {
      case 'examInfo':
        return examInfo();
      case 'startExam':
        return startReply(palette, loaded);
      case 'saveAnswer':
        if (gate) await gate;
        palette = palette.map((e) => (e.question_id === args.body?.ques_id ? { ...e, color_id: 4 } : e));
        return { num_seconds: 3590, question_status_list: palette };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  }) as unknown as typeof call);
}
