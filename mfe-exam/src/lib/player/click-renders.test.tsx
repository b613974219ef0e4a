/**
 * What a palette click renders (decision 0029) on a 30-question section — behaviour, not time: the commits come from
 * the page's `<Profiler onRender>`, each part's renders from a spy on the component its module exports (tiles by
 * `tileLabel`, called once per tile render). The click is one commit; the legend renders only the entries whose count
 * changed; the save's reply that changes no tile renders nothing after the click.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { call } from '@classroom/shared/api';
import { question, statuses } from '../../testing/factories';
import { servePalette } from '../../testing/mock-api';
import { renderPlayerPage } from '../../testing/render-player';
import { testStudent } from '../../testing/sign-in';
import { ActionBar } from './action-bar';
import { tileLabel } from './palette';
import { PalettePanel } from './palette-panel';
import { PaletteTileLook } from './palette-tile-look';
import { PlayerHeader } from './player-header';
import { QuestionView } from './question-view';
import { SectionBar } from './section-bar';
import { SummaryDialog } from './summary-dialog';
import { TimerView } from './timer-view';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
// Each part counted where it renders; the page memoises the parts it imports, so a part not counted was skipped.
jest.mock('./action-bar', () => ({ ActionBar: jest.fn(jest.requireActual('./action-bar').ActionBar) }));
jest.mock('./palette-panel', () => ({ PalettePanel: jest.fn(jest.requireActual('./palette-panel').PalettePanel) }));
jest.mock('./palette-tile-look', () => ({
  PaletteTileLook: jest.fn(jest.requireActual('./palette-tile-look').PaletteTileLook),
}));
jest.mock('./player-header', () => ({ PlayerHeader: jest.fn(jest.requireActual('./player-header').PlayerHeader) }));
jest.mock('./question-view', () => ({ QuestionView: jest.fn(jest.requireActual('./question-view').QuestionView) }));
jest.mock('./section-bar', () => ({ SectionBar: jest.fn(jest.requireActual('./section-bar').SectionBar) }));
jest.mock('./summary-dialog', () => ({ SummaryDialog: jest.fn(jest.requireActual('./summary-dialog').SummaryDialog) }));
jest.mock('./timer-view', () => ({ TimerView: jest.fn(jest.requireActual('./timer-view').TimerView) }));
jest.mock('./palette', () => ({
  ...jest.requireActual('./palette'),
  tileLabel: jest.fn(jest.requireActual('./palette').tileLabel),
}));

const mockedCall = call as jest.MockedFunction<typeof call>;
const spies = {
  ActionBar,
  PalettePanel,
  PaletteTileLook,
  PlayerHeader,
  QuestionView,
  SectionBar,
  SummaryDialog,
  TimerView,
  tileLabel,
} as unknown as Record<string, jest.Mock>;
/** How often each part rendered since the last call, and a fresh start. */
function takeRenders(): Record<string, number> {
  const counts = Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));
  Object.values(spies).forEach((spy) => spy.mockClear());
  return counts;
}

let commits = 0;
/** Section 11: serials 1–30, loaded at start; section 12: serials 31–60. A save answers the server's palette. */
function setup() {
  servePalette(mockedCall, {
    statusList: statuses(1, 30, 11).concat(statuses(31, 30, 12)),
    loaded: Array.from({ length: 30 }, (_, i) => question(i + 1, 11)),
  });
  renderPlayerPage(testStudent, undefined, () => (commits += 1));
}

afterEach(() => {
  mockedCall.mockReset();
  localStorage.clear(); // the player resumes at the question last shown
});

/** Long enough for the save after the paint, its reply and the idle work (jsdom: no requestIdleCallback, 50 ms). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

/**
 * The player on question 1, moved once to question 2 (BACK becomes possible) and settled; then a palette click on
 * question 4. Returns the click's commits and what each part rendered in them.
 */
async function clickAfterFirstMove() {
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Question 2, not visited' }));
  await settle();
  takeRenders();
  commits = 0;
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });
  return { commits, renders: takeRenders() };
}

test('a palette click is one commit; the legend renders only the counts that changed', async () => {
  const click = await clickAfterFirstMove();

  expect(screen.getByRole('heading', { name: /Question 4/ })).toBeTruthy();
  expect(click.commits).toBe(1);
  expect(click.renders.tileLabel).toBe(2);
  // Question 2 turned not answered, question 4 counts as not answered while shown: 'Not Visited' and 'Not Answered'
  // change, the other three entries do not.
  expect(click.renders.PaletteTileLook).toBe(2);
  await settle(); // the save of question 2 is sent after the paint
});

test('decision 0029: a palette click renders the palette and the question, not the header, the tabs, the buttons, the timer or the dialogs', async () => {
  const { renders } = await clickAfterFirstMove();

  expect(screen.getByRole('heading', { name: /Question 4/ })).toBeTruthy();
  for (const part of ['PlayerHeader', 'SectionBar', 'ActionBar', 'SummaryDialog', 'TimerView'])
    expect([part, renders[part]]).toEqual([part, 0]);
  expect(renders.PalettePanel).toBeGreaterThan(0);
  expect(renders.QuestionView).toBeGreaterThan(0);
  await settle();
});

test('001 §4.1: the save after a palette click whose reply changes no tile renders nothing', async () => {
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  await settle();

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  });
  takeRenders();
  await settle();
  const after = takeRenders();

  expect(mockedCall.mock.calls.filter(([name]) => name === 'saveAnswer')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  // What renders after the click is the kept texts' idle work (decision 0029) alone: no part of the page (the
  // countdown ticks on its own clock, whatever the save does).
  const { TimerView: _tick, ...parts } = after;
  expect(parts).toEqual(Object.fromEntries(Object.keys(parts).map((name) => [name, 0])));
});
