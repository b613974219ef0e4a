/**
 * Pure rules of the practice screens. The difficulty rule itself is the server's
 * (api/src/practice/rules.ts); these only read the URL, time an answer and word the figures.
 */
import { DIFFICULTY_NAMES, type PracticeDifficulty } from '@classroom/shared/contract';

/** The session id from `?session_id=` of /student/practice-session, or null (then the picker shows). */
export function sessionIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('session_id');
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Whole seconds between two instants in ms, never negative, capped at 3600 (the server's limit per answer). */
export function secondsBetween(startMs: number, endMs: number): number {
  return Math.min(3600, Math.max(0, Math.round((endMs - startMs) / 1000)));
}

/** 'Option A'… for option numbers 1–4 (the answer sent is the number as text). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** How the next question's level compares with this one's, in words for the feedback. */
export function nextLevelText(current: PracticeDifficulty, next: PracticeDifficulty): string {
  if (next > current) return `Next question: ${DIFFICULTY_NAMES[next]} (harder)`;
  if (next < current) return `Next question: ${DIFFICULTY_NAMES[next]} (easier)`;
  return `Next question: ${DIFFICULTY_NAMES[next]}`;
}

/** Seconds as '1m 05s' or '45s' for the report. */
export function shortDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}m ${String(s).padStart(2, '0')}s` : `${s}s`;
}
