import { closeSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

export interface LockOptions {
  /** Give up after this long (ms). */
  timeoutMs?: number;
  /** A lock file older than this (ms) is taken to be left by a crashed process and removed. */
  staleMs?: number;
}

/**
 * Runs `fn` while holding `lockFile`, an O_EXCL lock file: `open(…, 'wx')` succeeds for exactly one
 * process at a time, on one machine or over NFSv3+. Waiters retry with a short randomised back-off.
 * A lock older than `staleMs` (a crashed holder) is broken. Released in `finally`.
 */
export async function withLock<T>(lockFile: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const staleMs = options.staleMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  let fd: number | null = null;
  for (let attempt = 0; fd === null; attempt++) {
    try {
      fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockFile).mtimeMs > staleMs) {
          unlinkSync(lockFile);
          continue;
        }
      } catch {
        continue; // released between open and stat: try again at once
      }
      if (Date.now() > deadline)
        throw new Error(
          `Could not take the lock ${lockFile} within ${timeoutMs} ms (another release command is running; remove the file if none is)`,
        );
      await delay(Math.min(25 + attempt * 10, 200) + Math.random() * 25);
    }
  }
  try {
    return await fn();
  } finally {
    closeSync(fd);
    try {
      unlinkSync(lockFile);
    } catch {
      // already broken as stale by someone else; nothing to release
    }
  }
}
