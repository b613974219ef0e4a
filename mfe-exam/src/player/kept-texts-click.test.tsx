/**
 * Decision 0029 (amended 2026-11-27): what a palette click does to the question panel's kept texts (the question's text
 * and its four options, each its own text as in a real paper). The texts queue their idle work, so the click asks the
 * browser for one idle callback for the whole panel, not one per text with a cancel of the last — native calls inside
 * the click's processing; each text's update still runs in an idle callback of its own, and the next question's texts
 * are kept, hidden, as before. The swap of the shown text renders the two kept texts' holders, not the typeset texts
 * inside them (counted with the fiber census).
 */
import '../testing/fiber-census';
import { act, fireEvent, screen } from '@testing-library/react';
import { call } from '@classroom/shared/api';
import type { StudentData } from '@classroom/shared/contract';
import { takeCommits } from '../testing/fiber-census';
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

/** The player on question 1 of a 10-question section, settled, and a palette click on question 4 (not kept yet). */
async function clickToFour() {
  servePalette(mockedCall, {
    statusList: statuses(1, 10, 11),
    loaded: Array.from({ length: 10 }, (_, i) => ownOptions(i + 1)),
  });
  renderPlayerPage(student);
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();
  requestIdle.mockClear();
  cancelIdle.mockClear();
  takeCommits();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });
  return takeCommits();
}

test('decision 0029: a palette click asks for one idle callback for the panel’s texts; the next question’s texts are kept, hidden', async () => {
  await clickToFour();

  expect(screen.getByRole('heading', { name: /Question 4/ })).toBeTruthy();
  expect(requestIdle.mock.calls.length).toBeLessThanOrEqual(1); // none when the panel's queue is still being worked
  expect(cancelIdle).not.toHaveBeenCalled();

  await settle();
  // Question 5 (next in serial order) is in the panel, hidden: its text and each of its options.
  for (const text of ['Question text 5', 'Option A of 5', 'Option D of 5'])
    expect(screen.getByText(new RegExp(text)).closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.getByText('Option A of 4').closest('[aria-hidden="true"]')).toBeNull();
});

test('decision 0029: a move to the next question (kept) renders the typeset elements of the question’s text alone (its id moves from one to the other), not the options’', async () => {
  await clickToFour();
  await settle(); // question 5's texts are kept, hidden
  takeCommits();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 5, not visited' }));
  });
  const click = takeCommits();

  expect(screen.getByRole('heading', { name: /Question 5/ })).toBeTruthy();
  expect(screen.getByText('Option A of 5').closest('[aria-hidden="true"]')).toBeNull();
  expect(screen.getByText('Option A of 4').closest('[aria-hidden="true"]')).not.toBeNull();
  const renders = (name: string) => click.reduce((sum, c) => sum + (c.rendered.get(name) ?? 0), 0);
  expect(renders('KeptText')).toBe(10); // five places: the text hidden and the text shown
  expect(renders('RichText')).toBe(2);
  await settle();
});
