/**
 * Decision 0029 (amended 2026-11-27): what a palette click renders of the question panel's kept texts (the question's
 * text and its four options, each its own text as in a real paper), counted with the fiber census: the swap of the
 * shown text renders the two kept texts' holders per place, not the typeset texts inside them.
 */
import '../../testing/fiber-census';
import { act, fireEvent, screen } from '@testing-library/react';
import { call } from '@classroom/shared/api';
import { takeCommits } from '../../testing/fiber-census';
import { question, statuses } from '../../testing/factories';
import { servePalette } from '../../testing/mock-api';
import { renderPlayerPage } from '../../testing/render-player';
import { testStudent } from '../../testing/sign-in';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
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
  renderPlayerPage(testStudent);
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });
}

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
