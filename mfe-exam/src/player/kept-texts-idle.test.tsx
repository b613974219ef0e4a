/**
 * Decision 0029 (amended 2026-11-27): the question panel's kept texts queue their idle work, so a palette click asks
 * the browser for one idle callback for the whole panel (the question's text and its four options), not one per text
 * with a cancel of the last — native calls inside the click's processing. Each text's update still runs in an idle
 * callback of its own, and the next question's texts are kept, hidden, as before.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { call } from '@classroom/shared/api';
import type { StudentData } from '@classroom/shared/contract';
import { question, statuses } from '../testing/factories';
import { servePalette } from '../testing/mock-api';
import { renderPlayerPage } from '../testing/render-player';

jest.mock('@classroom/shared/api', () => jest.requireActual('../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;
const student = { id: 42, name: 'Aarav Sharma', school_assoc: { id: 1, school_name: 'X' } } as unknown as StudentData;

/** The browser's idle callbacks, one task each (jsdom has none). */
const requestIdle = jest.fn((task: IdleRequestCallback) =>
  Number(setTimeout(() => task({ didTimeout: false, timeRemaining: () => 8 }), 20)),
);
const cancelIdle = jest.fn((id: number) => clearTimeout(id));

beforeAll(() => {
  Object.assign(globalThis, { requestIdleCallback: requestIdle, cancelIdleCallback: cancelIdle });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
});
afterEach(() => {
  mockedCall.mockReset();
  localStorage.clear(); // the player resumes at the question last shown
});

/** A question whose four options are its own texts ('Option A of 4'), as in a real paper. */
function ownOptions(serial: number) {
  const q = question(serial, 11);
  for (const [key, letter] of [
    ['option1', 'A'],
    ['option2', 'B'],
    ['option3', 'C'],
    ['option4', 'D'],
  ] as const)
    q.question_bank_assoc[key] = `Option ${letter} of ${serial}`;
  return q;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

test('decision 0029: a palette click asks for one idle callback for the panel’s texts; the next question’s texts are kept, hidden', async () => {
  servePalette(mockedCall, {
    statusList: statuses(1, 10, 11),
    loaded: Array.from({ length: 10 }, (_, i) => ownOptions(i + 1)),
  });
  renderPlayerPage(student);
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();
  requestIdle.mockClear();
  cancelIdle.mockClear();

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });

  expect(screen.getByRole('heading', { name: /Question 4/ })).toBeTruthy();
  expect(requestIdle).toHaveBeenCalledTimes(1);
  expect(cancelIdle).not.toHaveBeenCalled();

  await settle();
  // Question 5 (next in serial order) is in the panel, hidden: its text and each of its options.
  for (const text of ['Question text 5', 'Option A of 5', 'Option D of 5'])
    expect(screen.getByText(new RegExp(text)).closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.getByText('Option A of 4').closest('[aria-hidden="true"]')).toBeNull();
});
