/**
 * Decision 0029: what a palette click renders of the question panel's kept texts (the question's text and its four
 * options, each its own text as in a real paper): the swap of the shown text is one commit (the page's
 * `<Profiler onRender>`) that re-renders the kept texts' holders, not the typeset texts inside them (a spy on
 * `RichText`).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { call } from '@classroom/shared/api';
import { RichText } from '@classroom/shared/math';
import { question, statuses } from '../../testing/factories';
import { servePalette } from '../../testing/mock-api';
import { renderPlayerPage } from '../../testing/render-player';
import { testStudent } from '../../testing/sign-in';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
jest.mock('@classroom/shared/math', () => {
  const math = jest.requireActual('@classroom/shared/math');
  return { ...math, RichText: jest.fn(math.RichText) };
});
const richTextRenders = RichText as unknown as jest.Mock;
let commits = 0;
const mockedCall = call as jest.MockedFunction<typeof call>;

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
  renderPlayerPage(testStudent, undefined, () => (commits += 1));
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });
}

test('decision 0029: a move to the next question (kept) renders the typeset elements of the question’s text alone (its id moves from one to the other), not the options’', async () => {
  await clickToFour();
  await settle(); // question 5's texts are kept, hidden
  commits = 0;
  richTextRenders.mockClear();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 5, not visited' }));
  });

  expect(screen.getByRole('heading', { name: /Question 5/ })).toBeTruthy();
  expect(screen.getByText('Option A of 5').closest('[aria-hidden="true"]')).toBeNull();
  expect(screen.getByText('Option A of 4').closest('[aria-hidden="true"]')).not.toBeNull();
  expect(commits).toBe(1);
  // The question's text: the element that loses the place's id and the one that gains it. The options keep theirs.
  expect(richTextRenders).toHaveBeenCalledTimes(2);
  await settle();
});
