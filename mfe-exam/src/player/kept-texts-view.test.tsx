/**
 * Decision 0029 (amended: kept texts, their idle work in pieces): each place of the question panel adds and lays out
 * the next question's text within its own idle callback, so the idle work is one small task per place that a click can
 * come between, not one render of every place in a task of React's after the callbacks.
 */
import { render } from '@testing-library/react';
import { KeptTexts } from './kept-texts-view';

type IdleTask = (deadline: { timeRemaining(): number }) => void;
const idle: IdleTask[] = [];
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Runs an idle callback as the browser does: a task of its own, outside the test's act() batching. */
function runIdle(task: IdleTask) {
  reactTest.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    task({ timeRemaining: () => 20 });
  } finally {
    reactTest.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

beforeEach(() => {
  idle.length = 0;
  Object.assign(globalThis, {
    requestIdleCallback: (task: IdleTask) => idle.push(task),
    cancelIdleCallback: () => undefined,
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
});

test("an idle callback adds its own place's next text, laid out and hidden, before it returns; the other places wait for theirs", () => {
  const { container } = render(
    <>
      <KeptTexts html="Question 1" ahead="Question 2" />
      <KeptTexts html="Option A of 1" ahead="Option A of 2" />
    </>,
  );
  expect(idle).toHaveLength(2);
  // The hidden texts, each with its look: laid out once out of sight, then kept with `content-visibility: hidden`.
  const hidden = () =>
    [...container.querySelectorAll('[aria-hidden="true"]')].map((e) => `${e.textContent} ${e.className}`);
  runIdle(idle[0]!);
  expect(hidden()).toEqual(['Question 2 textKept']);
  runIdle(idle[1]!);
  expect(hidden()).toEqual(['Question 2 textKept', 'Option A of 2 textKept']);
});
