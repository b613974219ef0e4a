/**
 * The demo lectures: one short clip per chapter (every chapter has a sheet, sheets.ts), shipped in api/seed/static/videos
 * (8 s, 480×270 H.264 baseline, no sound, 6–12 KB each: a title card with the chapter, subject and class and a
 * progress bar), made once with ffmpeg by make-clips.py; ffmpeg is not needed to seed or to run.
 */
import type { SubjectKey } from '../content';
import { fileSlug, hasSheet } from './sheets';

/** The URL of a chapter's lecture clip (an .mp4, so the portal plays it in <video>, 000 §9), or null without one. */
export function lectureUrl(subject: SubjectKey, chapter: string): string | null {
  return hasSheet(subject, chapter) ? `/api/static/videos/${fileSlug(subject, chapter)}.mp4` : null;
}
