/**
 * Pure rules of the class lists (000 §2 Past Classes, Live Classes; 000 §9 replays): which classes each
 * list holds, the subject and chapter filters, paging, and how a replay plays.
 */
import type { ClassItem } from '@classroom/shared/contract';

/** Classes per page of the lists. */
export const CLASS_PAGE_SIZE = 10;

/** Past classes (recorded), newest first. */
export function pastClasses(items: readonly ClassItem[]): ClassItem[] {
  return items
    .filter((c) => c.type === 'past')
    .sort((a, b) => Date.parse(b.start_date) - Date.parse(a.start_date) || b.liveclass_id - a.liveclass_id);
}

/** Upcoming and running classes (live and offline, not yet ended at `now`), soonest first. */
export function upcomingClasses(items: readonly ClassItem[], now: Date): ClassItem[] {
  return items
    .filter((c) => c.type !== 'past' && Date.parse(c.end_date) >= now.getTime())
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.liveclass_id - b.liveclass_id);
}

export interface ClassFilter {
  /** A subject name, or '' for every subject. */
  subject: string;
  /** A chapter name, or '' for every chapter. */
  chapter: string;
}

/** The subjects of a list, sorted; and the chapters of the chosen subject (all chapters when none is chosen). */
export function filterOptions(
  items: readonly ClassItem[],
  subject: string,
): { subjects: string[]; chapters: string[] } {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    subjects: sorted(items.map((c) => c.subject_name)),
    chapters: sorted(items.filter((c) => !subject || c.subject_name === subject).map((c) => c.chapter_name)),
  };
}

/** The classes matching the subject and chapter filters. */
export function applyFilter(items: readonly ClassItem[], filter: ClassFilter): ClassItem[] {
  return items.filter(
    (c) =>
      (!filter.subject || c.subject_name === filter.subject) && (!filter.chapter || c.chapter_name === filter.chapter),
  );
}

/** Page `page` (1-based, clamped into range) of `items`, with the page count (at least 1). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = CLASS_PAGE_SIZE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(1, Math.floor(page)), pages);
  return { items: items.slice((p - 1) * size, p * size), page: p, pages };
}

export type ReplaySource = { kind: 'mp4'; src: string } | { kind: 'embed'; src: string } | { kind: 'missing' };

/**
 * How a replay plays (000 §9): an .mp4 link in a <video> element; any other absolute https link (a video hosting
 * service's player) as an embed; anything else (empty, relative non-mp4, javascript:, http embeds) is not playable.
 */
export function replaySource(url: string | null | undefined): ReplaySource {
  const raw = (url ?? '').trim();
  if (!raw) return { kind: 'missing' };
  let parsed: URL;
  try {
    parsed = new URL(raw, 'https://portal.invalid');
  } catch {
    return { kind: 'missing' };
  }
  if (parsed.pathname.toLowerCase().endsWith('.mp4'))
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'mp4', src: raw }
      : { kind: 'missing' };
  if (/^https:\/\//i.test(raw)) return { kind: 'embed', src: raw };
  return { kind: 'missing' };
}

/** The embed's sandbox and permissions: only what a player needs. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
export const EMBED_ALLOW = 'fullscreen; picture-in-picture; encrypted-media';
