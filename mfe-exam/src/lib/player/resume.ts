/**
 * Resume at the last visited question (the offline flow keeps its position in its store, 001 §3): the
 * online player remembers, per student and exam, the serial number shown last in localStorage and opens there again
 * after a reload or a return from the list. Plain TypeScript; storage is passed in (undefined where there is none).
 */
import type { QuestionStatus } from '@classroom/shared/contract';

/** Minimal storage shape (window.localStorage in the browser). */
export type ResumeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage key of one student's attempt at one exam. */
export function resumeKey(studentId: number, examId: number): string {
  return `cp-exam-resume:${studentId}:${examId}`;
}

/**
 * The serial number to resume at: the remembered one when it is still in the attempt's status list, else null (open
 * the first question). Unreadable storage (private mode, quota) counts as nothing remembered.
 */
export function resumeSerial(
  storage: ResumeStorage | undefined,
  key: string,
  statusList: readonly QuestionStatus[],
): number | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  const serial = Number(raw);
  if (raw === null || !Number.isInteger(serial)) return null;
  return statusList.some((e) => e.serial_no === serial) ? serial : null;
}

/** Remembers `serial` as the last visited question; a storage failure is ignored (resume is a convenience). */
export function rememberVisit(storage: ResumeStorage | undefined, key: string, serial: number): void {
  try {
    storage?.setItem(key, String(serial));
  } catch {
    // Nothing to do: the player then opens at the first question next time.
  }
}

/** window.localStorage when the page has one. */
export function browserStorage(): ResumeStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
