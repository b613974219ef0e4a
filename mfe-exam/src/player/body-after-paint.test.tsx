/**
 * Decision 0029: a palette click's frame shows the new current tile and question number; the new question's typeset
 * body replaces the old one after that frame is painted. Until then nothing of the old body can be used: no answer can
 * land on the question whose number is shown, and the buttons act on that question.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call } from '@classroom/shared/api';
import type { QuestionStatus, StudentData } from '@classroom/shared/contract';
import { examInfo, question, status } from '../testing/factories';
import { renderPlayerPage } from '../testing/render-player';

jest.mock('@classroom/shared/api', () => jest.requireActual('../testing/mock-api').mockedApi());
// The frame after the click is painted when the test says so; the saves' own paint wait (createSendQueue's default)
// stays the real one.
const paints: (() => void)[] = [];
jest.mock('./send-order', () => ({
  ...jest.requireActual('./send-order'),
  afterNextPaint: () => new Promise<void>((resolve) => paints.push(resolve)),
}));
const paint = () => act(() => paints.splice(0).forEach((resolve) => resolve()));

const mockedCall = call as jest.MockedFunction<typeof call>;
const student = { id: 42, name: 'Aarav Sharma', school_assoc: { id: 1, school_name: 'X' } } as unknown as StudentData;

/** Section 11: serials 1–4, single choice, all loaded at start. Returns the bodies of the saves sent. */
function setup() {
  let statusList: QuestionStatus[] = [1, 2, 3, 4].map((s) => status(s, 11));
  const saves: Record<string, unknown>[] = [];
  mockedCall.mockImplementation((async (name: string, args: { body?: Record<string, unknown> }) => {
    switch (name) {
      case 'examInfo':
        return examInfo();
      case 'startExam':
        return {
          num_seconds: 3600,
          current_time: '',
          exam_end_on: '',
          question_status_list: statusList,
          section_questions: [1, 2, 3, 4].map((s) => question(s, 11)),
        };
      case 'saveAnswer': {
        const body = args.body as { ques_id: number; review_status: boolean };
        saves.push(body);
        statusList = statusList.map((e) =>
          e.question_id === body.ques_id ? { ...e, color_id: body.review_status ? 2 : 4 } : e,
        );
        return { num_seconds: 3590, question_status_list: statusList };
      }
      default:
        throw new Error(`unexpected call ${name}`);
    }
  }) as unknown as typeof call);
  renderPlayerPage(student);
  return saves;
}

const questionSection = () => screen.getByRole('heading', { name: /^Question \d/ }).closest('section')!;

afterEach(() => {
  mockedCall.mockReset();
  localStorage.clear();
  paints.length = 0;
});

test('the first question shows its body at once: nothing waits for a paint', async () => {
  setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  expect(screen.getByText(/Question text 1/)).toBeTruthy();
  expect(screen.getAllByRole('radio')).toHaveLength(4);
  expect(questionSection().getAttribute('aria-busy')).toBeNull();
});

test('a palette click shows the new number and current tile first; the old options are hidden, inert and disabled, and choosing one answers nothing', async () => {
  const user = userEvent.setup();
  const saves = setup();
  await screen.findByRole('heading', { name: /Question 1/ });

  await user.click(screen.getByRole('button', { name: 'Question 4, not visited' }));

  // The click's frame: question 4's number and tile; question 1's body still in place, out of reach.
  expect(screen.getByRole('heading', { name: /Question 4/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: /^Question 4,/ }).getAttribute('aria-current')).toBe('step');
  expect(questionSection().getAttribute('aria-busy')).toBe('true');
  const oldText = screen.getByText(/Question text 1/);
  const oldBody = oldText.closest('[inert]')!;
  expect(oldBody).toBeTruthy();
  expect(oldBody.getAttribute('aria-hidden')).toBe('true');
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  const oldOptions = [...oldBody.querySelectorAll('input')];
  expect(oldOptions).toHaveLength(4);
  expect(oldOptions.every((input) => input.disabled)).toBe(true);
  // Even an event that reaches an old option (a browser without `inert`) changes no answer.
  fireEvent.click(oldOptions[1]!);

  paint();
  expect(await screen.findByText(/Question text 4/)).toBeTruthy();
  expect(screen.queryByText(/Question text 1/)).toBeNull();
  expect(questionSection().getAttribute('aria-busy')).toBeNull();
  const options = screen.getAllByRole('radio') as HTMLInputElement[];
  expect(options.map((o) => o.checked)).toEqual([false, false, false, false]);
  expect(options.every((o) => !o.disabled)).toBe(true);

  // Question 4 has no answer: SAVE & Mark For Review saves it as marked and unanswered.
  await user.click(screen.getByRole('button', { name: 'Mark For Review & Next' }));
  await waitFor(() => expect(saves.some((s) => s.ques_id === 104)).toBe(true));
  expect(saves.find((s) => s.ques_id === 104)).toMatchObject({
    review_status: true,
    is_option1_selected: false,
    is_option2_selected: false,
  });
});

test('a button pressed before the new body is painted acts on the question whose number is shown', async () => {
  const user = userEvent.setup();
  const saves = setup();
  await screen.findByRole('heading', { name: /Question 1/ });
  await user.click(screen.getByRole('radio', { name: /Option B/ }));

  await user.click(screen.getByRole('button', { name: 'Question 3, not visited' }));
  expect(questionSection().getAttribute('aria-busy')).toBe('true');
  await user.click(screen.getByRole('button', { name: 'Mark For Review & Next' }));

  paint();
  await screen.findByRole('heading', { name: /Question 4/ });
  await waitFor(() => expect(saves.some((s) => s.ques_id === 103)).toBe(true));
  // Question 3 saved as marked and unanswered, question 1's option B not carried over to it.
  expect(saves.find((s) => s.ques_id === 103)).toMatchObject({ review_status: true, is_option2_selected: false });
  paint();
  expect(await screen.findByText(/Question text 4/)).toBeTruthy();
});
