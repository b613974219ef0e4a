/**
 * The exam countdown (001 §4.4): counts down from the server's remaining seconds on a monotonic clock
 * (performance.now() by default, injectable for tests), turns red below 1800 s and opens the summary at 0.
 * Plain TypeScript, no React.
 */

/** 001 §4.4, §9: the timer turns red below this many seconds. */
export const LOW_TIME_SECONDS = 1800;

/** A monotonic clock in milliseconds. */
export type Clock = () => number;

const defaultClock: Clock = () => performance.now();

export interface Countdown {
  /** Whole seconds left now, never below 0. */
  remaining(): number;
  /** Restarts from `seconds` left (e.g. num_seconds from a save reply). */
  reset(seconds: number): void;
}

/** Starts a countdown from `seconds` (remaining seconds from the server) on `clock` (milliseconds). */
export function createCountdown(seconds: number, clock: Clock = defaultClock): Countdown {
  let startSeconds = Math.max(0, seconds);
  let startedAt = clock();
  return {
    remaining() {
      const elapsed = Math.floor((clock() - startedAt) / 1000);
      return Math.max(0, startSeconds - elapsed);
    },
    reset(next: number) {
      startSeconds = Math.max(0, next);
      startedAt = clock();
    },
  };
}

/** 001 §4.4: red below 1800 seconds. */
export function isLowTime(seconds: number): boolean {
  return seconds < LOW_TIME_SECONDS;
}

/** 001 §4.4: at zero the summary opens. */
export function isTimeUp(seconds: number): boolean {
  return seconds <= 0;
}

/** Readable remaining time for assistive technology: 3725 → '1 hour 2 minutes 5 seconds left'. Input in seconds. */
export function spokenTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts = [h > 0 ? part(h, 'hour') : null, h > 0 || m > 0 ? part(m, 'minute') : null, part(sec, 'second')].filter(
    Boolean,
  );
  return `${parts.join(' ')} left`;
}
