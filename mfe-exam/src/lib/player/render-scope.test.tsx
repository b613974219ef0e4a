/**
 * What a palette click and a timer tick render — behaviour, not time. A palette
 * click renders the question panel for the new question and the two palette tiles whose state changed (the old
 * current, now 'not answered' (001 §4.1), and the new current), never the header, the section tabs or the other
 * tiles; a timer tick (001 §4.4) renders the countdown alone, never the question or the palette.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call } from '@classroom/shared/api';
import { question, status } from '../../testing/factories';
import { servePalette } from '../../testing/mock-api';
import { renderPlayerPage } from '../../testing/render-player';
import { tileLabel } from './palette';
import { PlayerHeader } from './player-header';
import { QuestionView } from './question-view';
import { SectionBar } from './section-bar';
import { TimerView } from './timer-view';
import { testStudent } from '../../testing/sign-in';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
// Each part counted where it renders: the page memoises the parts it imports, so a counted part is a skipped one when
// its count does not move. tileLabel names a tile, once per tile render.
jest.mock('./question-view', () => ({ QuestionView: jest.fn(jest.requireActual('./question-view').QuestionView) }));
jest.mock('./player-header', () => ({ PlayerHeader: jest.fn(jest.requireActual('./player-header').PlayerHeader) }));
jest.mock('./section-bar', () => ({ SectionBar: jest.fn(jest.requireActual('./section-bar').SectionBar) }));
jest.mock('./timer-view', () => ({ TimerView: jest.fn(jest.requireActual('./timer-view').TimerView) }));
jest.mock('./palette', () => ({
  ...jest.requireActual('./palette'),
  tileLabel: jest.fn(jest.requireActual('./palette').tileLabel),
}));

const mockedCall = call as jest.MockedFunction<typeof call>;
const questionRenders = QuestionView as jest.MockedFunction<typeof QuestionView>;
const headerRenders = PlayerHeader as jest.MockedFunction<typeof PlayerHeader>;
const tabRenders = SectionBar as jest.MockedFunction<typeof SectionBar>;
const timerRenders = TimerView as jest.MockedFunction<typeof TimerView>;
const tileRenders = tileLabel as jest.MockedFunction<typeof tileLabel>;
const allCounted = [questionRenders, headerRenders, tabRenders, timerRenders, tileRenders];

/**
 * Section 11: serials 1–6 (single choice, all loaded at start); section 12: serials 7–8. A save's reply waits for
 * `gate` when one is given (the call in flight).
 */
function setup(gate?: Promise<void>) {
  servePalette(mockedCall, {
    statusList: [1, 2, 3, 4, 5, 6].map((s) => status(s, 11)).concat([status(7, 12), status(8, 12)]),
    loaded: [1, 2, 3, 4, 5, 6].map((s) => question(s, 11)),
    gate,
  });
  return renderPlayerPage(testStudent);
}

const serialsOfTileRenders = () => [...new Set(tileRenders.mock.calls.map(([serial]) => serial))].sort((a, b) => a - b);
const serialsOfQuestionRenders = () => [
  ...new Set(questionRenders.mock.calls.map(([props]) => props.question.serial_no)),
];

afterEach(() => {
  mockedCall.mockReset();
  localStorage.clear();
  jest.useRealTimers();
});

test('a palette click renders the new question and the two tiles whose state changed — not the header, the tabs or the other tiles — also once the save is answered', async () => {
  const user = userEvent.setup();
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  // The first render shows every tile; from here on only what a click changes may render.
  expect(serialsOfTileRenders()).toEqual([1, 2, 3, 4, 5, 6]);
  for (const counted of allCounted) counted.mockClear();

  await user.click(screen.getByRole('button', { name: 'Question 4, not visited' }));
  await screen.findByRole('heading', { name: /Question 4/ });
  // Paint first, persist after: the save of question 1 leaves after the paint; its reply repaints nothing more.
  await waitFor(() => expect(mockedCall.mock.calls.filter(([n]) => n === 'saveAnswer')).toHaveLength(1));
  await act(async () => undefined);

  expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Question 4, not visited' }).getAttribute('aria-current')).toBe('step');
  expect(serialsOfTileRenders()).toEqual([1, 4]);
  expect(serialsOfQuestionRenders()).toEqual([4]);
  expect(headerRenders).not.toHaveBeenCalled();
  expect(tabRenders).not.toHaveBeenCalled();
});

test('decision 0023: SAVE & NEXT marks every tile busy while the save is in flight, yet renders only the two tiles whose state changed', async () => {
  const user = userEvent.setup();
  let answer!: () => void;
  setup(new Promise<void>((resolve) => (answer = resolve)));
  await screen.findByRole('heading', { name: /Question 1/ });
  await user.click(screen.getByRole('radio', { name: /Option B/ }));
  for (const counted of allCounted) counted.mockClear();

  await user.click(screen.getByRole('button', { name: 'SAVE & NEXT' }));
  // In flight: every tile is aria-disabled and busy (decision 0023: focusable, announced, a click does nothing).
  for (const tile of screen.getAllByRole('button', { name: /^Question \d+,/ })) {
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    expect(tile.getAttribute('aria-busy')).toBe('true');
  }
  await user.click(screen.getByRole('button', { name: 'Question 5, not visited' }));
  act(() => answer());
  await screen.findByRole('heading', { name: /Question 2/ });
  await act(async () => undefined);

  for (const tile of screen.getAllByRole('button', { name: /^Question \d+,/ })) {
    expect(tile.getAttribute('aria-disabled')).toBeNull();
    expect(tile.getAttribute('aria-busy')).toBeNull();
  }
  expect(screen.getByRole('button', { name: /^Question 2,/ }).getAttribute('aria-current')).toBe('step');
  // The busy flag turned on and off: neither flip renders a tile; the saved one and the new current do.
  expect(serialsOfTileRenders()).toEqual([1, 2]);
});

test('choosing an option renders the question panel, not the palette tiles or the header', async () => {
  const user = userEvent.setup();
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  for (const counted of allCounted) counted.mockClear();

  await user.click(screen.getByRole('radio', { name: /Option B/ }));

  expect((screen.getByRole('radio', { name: /Option B/ }) as HTMLInputElement).checked).toBe(true);
  expect(serialsOfQuestionRenders()).toEqual([1]);
  expect(tileRenders).not.toHaveBeenCalled();
  expect(headerRenders).not.toHaveBeenCalled();
});

test('001 §4.4: a timer tick renders the countdown alone — not the question, the palette or the header', async () => {
  jest.useFakeTimers();
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  const timer = screen.getByRole('timer');
  const before = timer.textContent;
  for (const counted of allCounted) counted.mockClear();

  act(() => jest.advanceTimersByTime(3000));

  expect(timer.textContent).not.toBe(before);
  expect(timerRenders).toHaveBeenCalled();
  expect(questionRenders).not.toHaveBeenCalled();
  expect(tileRenders).not.toHaveBeenCalled();
  expect(headerRenders).not.toHaveBeenCalled();
  expect(tabRenders).not.toHaveBeenCalled();
});
