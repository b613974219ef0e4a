/**
 * When the release-health beacon's chunk may load (decision 0014: after the first screen, never on its path): once the
 * page has loaded and its Largest Contentful Paint has settled — no new LCP candidate for {@link LCP_QUIET_MS} — or at
 * the student's first key or pointer press (the browser stops reporting LCP there), and then in idle time.
 * On a phone the dashboard's LCP comes after the `load` event (the remote and its data paint later), so `load` and
 * idle alone fetched the chunk before LCP (bench:web).
 */
import { whenIdle } from '@classroom/shared/ui';

/** How long without a new LCP candidate, after `load`, counts as the first screen being done (ms). */
export const LCP_QUIET_MS = 3000;

/** What the schedule needs from the page; the browser's by default (tests pass their own). */
export interface FirstScreenPage {
  /** Whether the `load` event has fired. */
  loaded(): boolean;
  /** Adds a listener for `load`, `keydown` or `pointerdown` on the window. */
  on(event: 'load' | 'keydown' | 'pointerdown', listener: () => void): void;
  off(event: 'load' | 'keydown' | 'pointerdown', listener: () => void): void;
  /** Calls `onCandidate` for each LCP candidate (buffered ones too); returns a stop function, or null if unsupported. */
  observeLcp(onCandidate: () => void): (() => void) | null;
  idle(task: () => void): void;
}

function browserPage(): FirstScreenPage {
  return {
    loaded: () => document.readyState === 'complete',
    on: (event, listener) => addEventListener(event, listener, { capture: true, passive: true }),
    off: (event, listener) => removeEventListener(event, listener, { capture: true }),
    observeLcp(onCandidate) {
      if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return null;
      const observer = new PerformanceObserver(onCandidate);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      return () => observer.disconnect();
    },
    idle: (task) => void whenIdle(task),
  };
}

/** Runs `start` once, after the first screen (see the module's comment). */
export function afterFirstScreen(start: () => void, page: FirstScreenPage = browserPage()): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    stopObserving?.();
    page.off('load', rearm);
    page.off('keydown', run);
    page.off('pointerdown', run);
    page.idle(start);
  };
  /** (Re)starts the quiet period, once the page has loaded. */
  function rearm() {
    if (done || !page.loaded()) return;
    clearTimeout(timer);
    timer = setTimeout(run, LCP_QUIET_MS);
  }
  const stopObserving = page.observeLcp(rearm);
  page.on('load', rearm);
  page.on('keydown', run);
  page.on('pointerdown', run);
  rearm();
}
