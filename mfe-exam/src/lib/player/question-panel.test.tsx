/**
 * Decision 0029: the question panel is kept from one question to the next (no remount per click), so what a
 * remount used to reset is checked here — each question shows its own answer, never the one left on the screen, in
 * its own kind of control; a question's text starts scrolled to its start; the panel's own elements (card,
 * heading, options) stay while the typeset texts change; and the next question's texts are kept laid out, hidden.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call } from '@classroom/shared/api';
import { examInfo, question, startReply, status } from '../../testing/factories';
import { renderPlayerPage } from '../../testing/render-player';
import { testStudent } from '../../testing/sign-in';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;

/**
 * One section (11): 1 single choice, 2 multiple choice, 3 single choice saved with option C, 4 numeric saved '7.5',
 * 5 numeric unanswered.
 */
function setup() {
  const statusList = [1, 2, 3, 4, 5].map((s) => status(s, 11));
  mockedCall.mockImplementation((async (name: string) => {
    switch (name) {
      case 'examInfo':
        return examInfo();
      case 'startExam':
        return startReply(statusList, [
          question(1, 11),
          question(2, 11, 2),
          question(3, 11, 1, { is_option3_selected: true, is_attempted: true }),
          question(4, 11, 3, { ans_given: '7.5', is_attempted: true }),
          question(5, 11, 3),
        ]);
      case 'saveAnswer':
        return { num_seconds: 3590, question_status_list: statusList };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  }) as unknown as typeof call);
  return renderPlayerPage(testStudent);
}

const tile = (serial: number) => screen.getByRole('button', { name: new RegExp(`^Question ${serial},`) });
const shows = (serial: number) => screen.findByRole('heading', { name: new RegExp(`^Question ${serial}\\b`) });
const checkedOptions = () =>
  [...screen.queryAllByRole('radio'), ...screen.queryAllByRole('checkbox')]
    .filter((input) => (input as HTMLInputElement).checked)
    .map((input) => input.getAttribute('type'));

/** What the student sees of `element`: its text without the kept, hidden texts (`aria-hidden`, decision 0029). */
function shownText(element: Element | null | undefined): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy?.textContent ?? '';
}

/** The text `element`'s `aria-describedby` points to (the options' description: the question's shown text). */
const description = (element: Element) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

afterEach(() => {
  mockedCall.mockReset();
  localStorage.clear();
});

test('001 §4.3, §5: each question shows its own answer in its own control — an unsaved choice, a typed number, stays behind', async () => {
  const user = userEvent.setup();
  setup();
  await shows(1);
  await user.click(screen.getByRole('radio', { name: /Option B/ }));
  expect(checkedOptions()).toEqual(['radio']);

  // Single choice → multiple choice: four unticked checkboxes, no radio left.
  await user.click(tile(2));
  await shows(2);
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  expect(checkedOptions()).toEqual([]);
  await user.click(screen.getByRole('checkbox', { name: /Option A/ }));

  // → a saved single choice: its own option C, as a radio.
  await user.click(tile(3));
  await shows(3);
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  expect(checkedOptions()).toEqual(['radio']);
  expect((screen.getByRole('radio', { name: /Option C/ }) as HTMLInputElement).checked).toBe(true);

  // → numeric: its saved answer; a number typed and left unsaved does not follow to the next numeric question.
  await user.click(tile(4));
  await shows(4);
  const field = screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement;
  expect(field.value).toBe('7.5');
  await user.type(field, '1');
  expect(field.value).toBe('7.51');
  await user.click(tile(5));
  await shows(5);
  expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement).value).toBe('');

  // → back to single choice: the options again, none chosen (question 1's choice was never saved).
  await user.click(tile(1));
  await shows(1);
  expect(screen.getAllByRole('radio')).toHaveLength(4);
  expect(checkedOptions()).toEqual([]);
});

test("a question's text scrolled sideways (a wide formula) leaves the next question's text at its start", async () => {
  const user = userEvent.setup();
  setup();
  await shows(1);
  const textOf = () =>
    screen
      .getByRole('heading', { name: /^Question \d+/ })
      .closest('section')
      ?.querySelector('[id$="-text"]') as HTMLElement;
  textOf().scrollLeft = 120;
  await user.click(tile(3));
  await shows(3);
  expect(textOf().textContent).toContain('Question text 3');
  expect(textOf().scrollLeft).toBe(0);
});

test('decision 0029: a palette click keeps the question card, its heading and its options, and changes what they show', async () => {
  const user = userEvent.setup();
  setup();
  const heading = await shows(1);
  const card = heading.closest('section');
  const optionB = screen.getByRole('radio', { name: /Option B/ });
  await user.click(tile(3));
  await shows(3);
  expect(screen.getByRole('heading', { name: /^Question 3\b/ })).toBe(heading);
  expect(heading.closest('section')).toBe(card);
  expect(screen.getByRole('radio', { name: /Option B/ })).toBe(optionB);
  expect(shownText(card)).toContain('Question text 3');
  expect(shownText(card)).not.toContain('Question text 1');
});

test('decision 0029 (kept texts): the next question’s text is laid out ahead, hidden, and a click shows that same element', async () => {
  const user = userEvent.setup();
  setup();
  await shows(1);
  // Idle-time work: wait for it (up to 5 s on a loaded machine) rather than for a fixed time.
  const ahead = await screen.findByText('Question text 2', {}, { timeout: 5000 });
  expect(ahead.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(description(screen.getByRole('group', { name: 'Choose one option' }))).toMatch(/^Question text 1/);

  await user.click(tile(2));
  await shows(2);
  expect(screen.getByText('Question text 2')).toBe(ahead);
  expect(ahead.closest('[aria-hidden="true"]')).toBeNull();
  // The question's text read as the options' description is the shown one alone.
  expect(description(screen.getByRole('group', { name: 'Choose all correct options' }))).toMatch(/^Question text 2/);
  expect(shownText(ahead.closest('section'))).not.toContain('Question text 1');
});
