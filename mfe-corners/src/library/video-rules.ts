/**
 * Video lecture rules (000 §2, §9): an .mp4 link plays in a <video> element; any other link from a video host is an
 * embed. Embeds are limited to https and shown in a sandboxed iframe with a strict `allow` list; anything else is
 * treated as missing. The playback position is kept per video (seconds, in localStorage).
 */

export type VideoSource = { kind: 'mp4'; src: string } | { kind: 'embed'; src: string } | { kind: 'missing' };

/** 000 §9: 'Video links from a video hosting service that are not .mp4 are treated as embeds.' */
export function videoSource(url: string | null | undefined, base = 'https://portal.invalid'): VideoSource {
  const raw = (url ?? '').trim();
  if (!raw) return { kind: 'missing' };
  let parsed: URL;
  try {
    parsed = new URL(raw, base);
  } catch {
    return { kind: 'missing' };
  }
  if (parsed.pathname.toLowerCase().endsWith('.mp4')) {
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'mp4', src: raw }
      : { kind: 'missing' };
  }
  // Relative links are the portal's own files (only mp4 is served); an embed must be an absolute https page.
  if (!/^https:\/\//i.test(raw) || parsed.protocol !== 'https:') return { kind: 'missing' };
  return { kind: 'embed', src: parsed.toString() };
}

/** The iframe's sandbox: scripts and its own origin (players need both), fullscreen via `allow`; no forms, popups or top navigation. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
/** The iframe's permissions: only what a player uses. */
export const EMBED_ALLOW = 'fullscreen; picture-in-picture; encrypted-media';

const KEY = (videoId: number) => `classroom.video-position.${videoId}`;

/** The kept playback position of a video in seconds (0 when none or unreadable). */
export function loadPosition(videoId: number, storage: Pick<Storage, 'getItem'> = localStorage): number {
  const value = Number(storage.getItem(KEY(videoId)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Keeps the position (seconds) of a video. Near the end (last 2 s) the position is cleared, so the next visit starts
 * from the beginning.
 */
export function savePosition(
  videoId: number,
  seconds: number,
  duration: number,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  if (!Number.isFinite(seconds) || seconds <= 0) return;
  if (Number.isFinite(duration) && duration > 0 && seconds >= duration - 2) storage.removeItem(KEY(videoId));
  else storage.setItem(KEY(videoId), seconds.toFixed(1));
}

/** Where to resume: the kept position when it is inside the video (before its last 2 s), else 0. */
export function resumeAt(kept: number, duration: number): number {
  return kept > 0 && Number.isFinite(duration) && kept < duration - 2 ? kept : 0;
}
