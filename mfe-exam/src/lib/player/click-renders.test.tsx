/**
 * docs/PERFORMANCE.md ("what a palette click renders"): the React work of a palette click, counted with the fiber census
 * (../testing/fiber-census.ts) on a 30-question section — behaviour, not time. The click is one commit; the legend
 * renders only the entries whose count changed; the save's reply that changes no tile renders nothing after the click
 * (it used to render the page, the palette and its legend again, a task of its own after every click).
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

/** Section 11: serials 1–30, loaded at start; section 12: serials 31–60. A save answers the server's palette. */
function setup() {
  servePalette(mockedCall, {
    statusList: statuses(1, 30, 11).concat(statuses(31, 30, 12)),
    loaded: Array.from({ length: 30 }, (_, i) => question(i + 1, 11)),
  });
  renderPlayerPage(testStudent);
}

afterEach(() => {
  mockedCall.mockReset();
  localStorage.clear(); // the player resumes at the question last shown
});

/** Long enough for the save after the paint, its reply and the idle work (jsdom: no requestIdleCallback, 50 ms). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));
const renders = (commits: ReturnType<typeof takeCommits>, name: string) =>
  commits.reduce((sum, c) => sum + (c.rendered.get(name) ?? 0), 0);

/**
 * The player on question 1, moved once to question 2 (BACK becomes possible) and settled; then a palette click on
 * question 4. Returns the commits of that click alone.
 */
async function clickAfterFirstMove() {
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Question 2, not visited' }));
  await settle();
  takeCommits();
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });
  return takeCommits();
}

test('docs/PERFORMANCE.md: a palette click is one commit; the legend renders only the counts that changed', async () => {
  const click = await clickAfterFirstMove();

  expect(screen.getByRole('heading', { name: /Question 4/ })).toBeTruthy();
  expect(click).toHaveLength(1);
  expect(renders(click, 'PaletteTile')).toBe(2);
  // Question 2 turned not answered, question 4 counts as not answered while shown: 'Not Visited' and 'Not Answered'
  // change, the other three entries do not.
  expect(renders(click, 'PaletteTileLook')).toBe(2);
  await settle(); // the save of question 2 is sent after the paint
});

test('decision 0029: a palette click renders the palette and the question, not the page above them, the header, the tabs, the buttons or the dialogs', async () => {
  const click = await clickAfterFirstMove();

  expect(screen.getByRole('heading', { name: /Question 4/ })).toBeTruthy();
  const rendered = new Set(click.flatMap((c) => [...c.rendered.keys()]));
  for (const part of ['PlayerPage', 'PlayerView', 'PlayerScreen', 'PlayerHeader', 'SectionBar', 'ActionBar'])
    expect(rendered).not.toContain(part);
  for (const part of ['SummaryDialog', 'PlayerDialogs', 'TimerView']) expect(rendered).not.toContain(part);
  expect(rendered).toContain('PalettePanel');
  expect(rendered).toContain('QuestionView');
  await settle();
});

test('docs/PERFORMANCE.md, 001 §4.1: the save after a palette click whose reply changes no tile renders nothing', async () => {
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();
  takeCommits();

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });
  takeCommits();
  await settle();
  const after = takeCommits();

  expect(mockedCall.mock.calls.filter(([name]) => name === 'saveAnswer')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  // What renders after the click is the kept texts' idle work (decision 0029, amended) alone.
  expect(renders(after, 'PlayerScreen')).toBe(0);
  expect(renders(after, 'PalettePanel')).toBe(0);
});
