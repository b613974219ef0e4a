import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import type { QuestionStatus } from '@classroom/shared/contract';
import { examInfo, question, status } from '../../testing/factories';
import { renderPlayerPage } from '../../testing/render-player';
import { testStudent } from '../../testing/sign-in';

jest.mock('@classroom/shared/api', () => jest.requireActual('../../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;

// Section 11: serials 1–2 (single choice); section 12: serials 3–4 (numeric), at most 1 attempted.
const CHROME_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
let userAgent = CHROME_UA;
beforeAll(() => Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => userAgent }));

let statusList: QuestionStatus[];
let info = examInfo();
let startSeconds = 3600;
function setup(initial: QuestionStatus[] = [status(1, 11), status(2, 11), status(3, 12), status(4, 12)]) {
  statusList = initial;
  mockedCall.mockImplementation((async (name: string, args: { body?: Record<string, unknown> }) => {
    switch (name) {
      case 'examInfo':
        return info;
      case 'startExam':
        return {
          num_seconds: startSeconds,
          current_time: '',
          exam_end_on: '',
          question_status_list: statusList,
          section_questions: [question(1, 11), question(2, 11)],
        };
      case 'fetchQuestions':
        return {
          num_seconds: 3590,
          question_status_list: statusList,
          section_questions: [question(3, 12, 3, { ans_given: '2', is_attempted: true }), question(4, 12, 3)],
        };
      case 'saveAnswer': {
        const body = args.body as {
          ques_id: number;
          review_status: boolean;
          ans_given?: string;
          is_option1_selected?: boolean;
          is_option2_selected?: boolean;
        };
        const answered =
          Boolean(body.ans_given) || Boolean(body.is_option1_selected) || Boolean(body.is_option2_selected);
        const code = body.review_status ? (answered ? 3 : 2) : answered ? 1 : 4;
        statusList = statusList.map((e) => (e.question_id === body.ques_id ? { ...e, color_id: code } : e));
        return { num_seconds: 3500, question_status_list: statusList };
      }
      case 'submitExam':
        return { submitted_at: new Date().toISOString() };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  }) as unknown as typeof call);
  return renderPlayerPage(testStudent, <Route path="/student/SubmitSuccessfully" element={<h1>Exam Submitted</h1>} />);
}

const callsOf = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name);

afterEach(() => {
  mockedCall.mockReset();
  localStorage.clear();
  userAgent = CHROME_UA;
  info = examInfo();
  startSeconds = 3600;
});

describe('exam player', () => {
  test('The player resumes at the last visited question (its section loaded first)', async () => {
    const user = userEvent.setup();
    const first = setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    await user.click(screen.getByRole('button', { name: 'Physics Section B' }));
    expect(await screen.findByRole('heading', { name: /Question 3/ })).toBeTruthy();
    first.unmount();

    setup();
    expect(await screen.findByRole('heading', { name: /Question 3/ })).toBeTruthy();
    expect(callsOf('fetchQuestions').length).toBeGreaterThanOrEqual(2);
  });

  test("001 §4.1: NEXT without an answer shows the 'Not answered' toast and turns the question not answered", async () => {
    const user = userEvent.setup();
    const toasts: string[] = [];
    const off = on('portal:toast', ({ message }) => toasts.push(message));
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: /Question 2/ })).toBeTruthy();
    expect(toasts).toContain('Not answered');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy());
    // The save of the question left is sent after the next one is painted: it still goes, unanswered.
    await waitFor(() => expect(callsOf('saveAnswer')).toHaveLength(1));
    expect(callsOf('saveAnswer')[0]![1]).toMatchObject({
      body: { ques_id: 101, is_option1_selected: false, is_option2_selected: false },
    });
    off();
  });

  test('001 §5, §4.1: validation, re-click deselects, SAVE & NEXT saves through the API and updates the palette', async () => {
    const user = userEvent.setup();
    setup();
    expect(await screen.findByRole('heading', { name: /Question 1/ })).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^Time left: 1 hour/);
    expect(screen.getByRole('button', { name: 'BACK' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'SAVE & NEXT' }));
    expect(await screen.findByText('Please choose an option')).toBeTruthy();
    expect(callsOf('saveAnswer')).toHaveLength(0);

    const optionB = screen.getByRole('radio', { name: /Option B/ });
    await user.click(optionB);
    expect(optionB).toHaveProperty('checked', true);
    await user.click(optionB);
    expect(optionB).toHaveProperty('checked', false);
    await user.click(optionB);

    await user.click(screen.getByRole('button', { name: 'SAVE & NEXT' }));
    expect(await screen.findByRole('heading', { name: /Question 2/ })).toBeTruthy();
    const [, args] = callsOf('saveAnswer')[0]!;
    expect(args).toMatchObject({
      params: { examId: 7 },
      body: {
        student_id: 42,
        ques_id: 101,
        review_status: false,
        is_option1_selected: false,
        is_option2_selected: true,
      },
    });
    expect((args as unknown as { body: { total_seconds: number } }).body.total_seconds).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
  });

  test('001 §4.3, §5: a tile in another section loads it; the numeric field filters input; the attempt limit refuses with Okay', async () => {
    const user = userEvent.setup();
    setup([status(1, 11), status(2, 11), status(3, 12, 1), status(4, 12)]);
    await screen.findByRole('heading', { name: /Question 1/ });
    await user.click(screen.getByRole('button', { name: 'Physics Section B' }));
    expect(await screen.findByRole('heading', { name: /Question 3/ })).toBeTruthy();
    expect(callsOf('fetchQuestions')[0]![1]).toMatchObject({
      query: { student_id: 42, subject_id: 1, section_id: 12 },
    });

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    const input = await screen.findByLabelText('Your answer');
    await user.type(input, '-1a.2.3x');
    expect(input).toHaveProperty('value', '-1.23');

    const savesBefore = callsOf('saveAnswer').length;
    await user.click(screen.getByRole('button', { name: 'SAVE & NEXT' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'You can attempt only 1 out of 2 questions in this section. You have already attempted 1 question(s). Please deselect any marked question to continue.',
      ),
    ).toBeTruthy();
    expect(callsOf('saveAnswer')).toHaveLength(savesBefore);
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('001 §2.5, §4.6: SUBMIT opens the summary; Yes submits once and goes to SubmitSuccessfully', async () => {
    const user = userEvent.setup();
    setup([status(1, 11, 1), status(2, 11, 3), status(3, 12, 2), status(4, 12, 0)]);
    await screen.findByRole('heading', { name: /Question 1/ });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exam Summary' });
    const row = (label: string) =>
      within(dialog).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(row('Questions')).toBe('4');
    expect(row('Answered')).toBe('1');
    expect(row('Marked for Review')).toBe('1');
    expect(row('Answered & Marked for Review (these will be considered for evaluation)')).toBe('1');
    expect(row('Not Visited')).toBe('1');
    expect(
      within(dialog).getByText(
        'Are you sure you want to submit for final marking? No changes will be allowed after submission.',
      ),
    ).toBeTruthy();
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    await act(async () => {
      yes.click();
      yes.click();
    });
    expect(await screen.findByRole('heading', { name: 'Exam Submitted' })).toBeTruthy();
    expect(callsOf('submitExam')).toHaveLength(1);
  });

  test('001 §8: a failed submit shows the server message and allows a retry', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    const { ApiError } = jest.requireActual('@classroom/shared/api');
    const base = mockedCall.getMockImplementation()!;
    mockedCall.mockImplementation(((name: string, args: never) =>
      name === 'submitExam'
        ? Promise.reject(new ApiError('Network Error', 'network'))
        : base(name as never, args)) as typeof call);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("Couldn't submit exam, please try again")).toBeTruthy();
  });

  test('the exam can be answered with the keyboard alone', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    screen.getByRole('radio', { name: /Option A/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: /Option A/ })).toHaveProperty('checked', true);
    for (let i = 0; i < 10 && document.activeElement?.textContent !== 'SAVE & NEXT'; i += 1) await user.tab();
    expect(document.activeElement?.textContent).toBe('SAVE & NEXT');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /Question 2/ })).toBeTruthy();
    expect(callsOf('saveAnswer')[0]![1]).toMatchObject({ body: { is_option1_selected: true } });
  });

  test("001 §2.4 Mains header: candidate, 'JEE Mains' for theme 2, subject, countdown, English only; §4.3 NEXT inactive on the last", async () => {
    const user = userEvent.setup();
    info = examInfo({ exam_theme_assoc_id: 2 });
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    expect(screen.getByRole('heading', { name: 'JEE Mains', level: 1 })).toBeTruthy();
    expect(screen.getByText('Aarav Sharma')).toBeTruthy();
    const subject = info.exam_subjects.find((s) => s.exam_section_subject_list.some((x) => x.id === 11))!.subject_name;
    expect(screen.getByText(subject)).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English']);
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('button');
    await user.click(tabs[tabs.length - 1]!);
    await screen.findByRole('heading', { name: /Question 3/ });
    await user.click(await screen.findByRole('button', { name: /^Question 4,/ }));
    await screen.findByRole('heading', { name: /Question 4/ });
    expect((screen.getByRole('button', { name: 'NEXT' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('001 §2.4: NEET for other themes; the theme-1 player keeps the exam name', async () => {
    info = examInfo({ exam_theme_assoc_id: 4 });
    const { unmount } = setup();
    expect(await screen.findByRole('heading', { name: 'NEET', level: 1 })).toBeTruthy();
    unmount();
    info = examInfo({ exam_theme_assoc_id: 1 });
    setup();
    expect(await screen.findByRole('heading', { name: info.exam_name, level: 1 })).toBeTruthy();
  });

  test('001 §2.4: in a normal exam the browser Back button is blocked and the right-click menu disabled', async () => {
    const push = jest.spyOn(window.history, 'pushState');
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    const before = push.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(push.mock.calls.length).toBe(before + 1);
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    push.mockRestore();
  });

  test("001 §2.4, 000 §5: another browser gets the Chrome-or-Safari modal with 'Update Chrome'", async () => {
    userAgent = 'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
    setup();
    const modal = await screen.findByRole('dialog', { name: 'Unsupported browser' });
    expect(within(modal).getByText(/Chrome on your Android phone/)).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Update Chrome' })).toBeTruthy();
  });

  test("001 §4.4: No on the summary resumes while time remains, else 'Exam time is over'", async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const summary = await screen.findByRole('dialog', { name: 'Exam Summary' });
    await user.click(within(summary).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exam Summary' })).toBeNull());
  });

  test("001 §4.4: at zero the summary opens; No then shows 'Exam time is over'", async () => {
    const user = userEvent.setup();
    startSeconds = 0;
    setup();
    // A start with no time left goes straight to 'Exam time is over' (001 §8).
    expect(await screen.findByRole('dialog', { name: 'Exam time is over' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Exam time is over' })).toBeTruthy();
  });

  test('001 §4.3: a tile click saves the time spent on the current question, then moves; the current tile does nothing; §4.1 left unanswered → not answered', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    await user.click(screen.getByRole('button', { name: /^Question 1,/ }));
    expect(callsOf('saveAnswer')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Question 2,/ }));
    expect(await screen.findByRole('heading', { name: /Question 2/ })).toBeTruthy();
    await waitFor(() => expect(callsOf('saveAnswer')).toHaveLength(1));
    const body = (callsOf('saveAnswer')[0]![1] as unknown as { body: { ques_id: number; total_seconds: number } }).body;
    expect(body.ques_id).toBe(101);
    expect(body.total_seconds).toBeGreaterThanOrEqual(1);
    expect(await screen.findByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  });

  test('001 §5: Mark For Review & Next needs no answer (→ not answered and marked); Clear empties the answer and all options', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    await user.click(screen.getByRole('button', { name: 'Mark For Review & Next' }));
    expect(await screen.findByRole('heading', { name: /Question 2/ })).toBeTruthy();
    expect(screen.queryByText('Please choose an option')).toBeNull();
    expect(callsOf('saveAnswer')[0]![1]).toMatchObject({
      body: { review_status: true, is_option1_selected: false, is_option2_selected: false },
    });
    expect(screen.getByRole('button', { name: 'Question 1, not answered and marked for review' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Option C/ }));
    expect(screen.getByRole('radio', { name: /Option C/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  test('keyboard focus stays on SAVE & NEXT, the section tab and Mark For Review & Next while their call is in flight', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('heading', { name: /Question 1/ });
    const held: Array<() => void> = [];
    const answer = mockedCall.getMockImplementation()!;
    // Each call now waits until the test lets it through.
    mockedCall.mockImplementation(
      ((name: string, args: unknown) =>
        new Promise((resolve) =>
          held.push(() => resolve(answer(name as never, args as never))),
        )) as unknown as typeof call,
    );
    /** Presses Enter on the focused `control`: while the call waits, focus stays and the control says it is busy (a second Enter sends nothing). */
    const pressWhileBusy = async (control: HTMLElement, heading: RegExp) => {
      control.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(control.getAttribute('aria-disabled')).toBe('true'));
      expect(document.activeElement).toBe(control);
      const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      await settle();
      const sent = held.length;
      await user.keyboard('{Enter}');
      await settle();
      expect(held).toHaveLength(sent);
      await waitFor(() => {
        held.splice(0).forEach((release) => release());
        expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
        expect(control.getAttribute('aria-disabled')).toBeNull();
      });
      expect(document.activeElement).toBe(control);
    };
    await user.click(screen.getByRole('radio', { name: /Option B/ }));
    await pressWhileBusy(screen.getByRole('button', { name: 'SAVE & NEXT' }), /Question 2/);
    await pressWhileBusy(screen.getByRole('button', { name: 'Physics Section B' }), /Question 3/);
    await pressWhileBusy(screen.getByRole('button', { name: 'Mark For Review & Next' }), /Question 4/);
  });

  test('001 §4.6: the submit leaves after every save asked before it, so no save reaches the server after the submit', async () => {
    const user = userEvent.setup();
    // Frames come only when the test says: the save of the question left waits for the next paint (send-order.ts).
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    try {
      setup();
      await screen.findByRole('heading', { name: /Question 1/ });
      await user.click(screen.getByRole('button', { name: /^Question 2,/ }));
      await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
      await act(async () => frames.splice(0).forEach((frame) => frame(performance.now())));
      expect(await screen.findByRole('heading', { name: 'Exam Submitted' })).toBeTruthy();
      const sent = mockedCall.mock.calls
        .map(([name]) => name)
        .filter((name) => name === 'saveAnswer' || name === 'submitExam');
      expect(sent).toEqual(['saveAnswer', 'submitExam']);
    } finally {
      raf.mockRestore();
    }
  });
});
