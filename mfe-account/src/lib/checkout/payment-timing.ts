/** Payment timing constants (000 §4, §9). */

/** The page reloads this many seconds after a successful payment ('Hurrey' countdown). */
export const SUCCESS_RELOAD_SECONDS = 5;
/** The 'Oops' popup closes after this many milliseconds. */
export const FAILURE_POPUP_MS = 3500;

/** 'Redirecting in 5 seconds' … 'Redirecting in 1 second' (the spec shows a countdown, not its words; ours). */
export function countdownText(seconds: number): string {
  return `Redirecting in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
