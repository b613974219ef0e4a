/**
 * The beacon's chunk waits for the first screen (decision 0014): it is not fetched while the page is still loading or
 * while new LCP candidates keep coming, so it never competes with the screen a student is waiting for.
 */
import { afterFirstScreen, LCP_QUIET_MS, type FirstScreenPage } from './after-first-screen';

type Event = 'load' | 'keydown' | 'pointerdown';

function fakePage({ loaded = false, lcp = true } = {}) {
  const listeners = new Map<Event, Set<() => void>>();
  let candidate: (() => void) | undefined;
  const state = { loaded, stopped: false, idleTasks: 0 };
  const page: FirstScreenPage = {
    loaded: () => state.loaded,
    on: (event, listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener),
    off: (event, listener) => void listeners.get(event)?.delete(listener),
    observeLcp: (onCandidate) => {
      if (!lcp) return null;
      candidate = onCandidate;
      return () => (state.stopped = true);
    },
    idle: (task) => {
      state.idleTasks += 1;
      task();
    },
  };
  const fire = (event: Event) => {
    if (event === 'load') state.loaded = true;
    for (const listener of [...(listeners.get(event) ?? [])]) listener();
  };
  return { page, state, fire, lcpCandidate: () => candidate?.(), listeners };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('nothing loads before the page has loaded, however long the wait', () => {
  const { page, lcpCandidate } = fakePage();
  const start = jest.fn();
  afterFirstScreen(start, page);
  lcpCandidate();
  jest.advanceTimersByTime(60_000);
  expect(start).not.toHaveBeenCalled();
});

test('after load, each new LCP candidate (data painting late on a phone) pushes the start back', () => {
  const { page, fire, lcpCandidate } = fakePage();
  const start = jest.fn();
  afterFirstScreen(start, page);
  fire('load');
  jest.advanceTimersByTime(LCP_QUIET_MS - 100);
  lcpCandidate();
  jest.advanceTimersByTime(LCP_QUIET_MS - 100);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(start).toHaveBeenCalledTimes(1);
});

test('the first key or pointer press starts it at once (LCP ends there), and only once', () => {
  const { page, state, fire } = fakePage({ loaded: true });
  const start = jest.fn();
  afterFirstScreen(start, page);
  fire('pointerdown');
  fire('keydown');
  jest.advanceTimersByTime(LCP_QUIET_MS * 2);
  expect(start).toHaveBeenCalledTimes(1);
  expect(state.stopped).toBe(true);
});

test('a page already loaded, in a browser without LCP entries, starts after the quiet period, in idle time', () => {
  const { page, state } = fakePage({ loaded: true, lcp: false });
  const start = jest.fn();
  afterFirstScreen(start, page);
  jest.advanceTimersByTime(LCP_QUIET_MS);
  expect(start).toHaveBeenCalledTimes(1);
  expect(state.idleTasks).toBe(1);
});
