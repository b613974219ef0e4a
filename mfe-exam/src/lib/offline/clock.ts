/**
 * Time of the offline-tolerant exam (001 §4.5; ARCHITECTURE §6). The device clock is not trusted: the
 * server-clock offset is estimated from each start reply's `current_time` (against the request's
 * round-trip midpoint), and the countdown runs on performance.now(), which never jumps.
 */

/** Wall-clock milliseconds from the monotonic clock (performance.timeOrigin + performance.now()). */
export function monotonicEpochMs(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * Server minus device milliseconds, from a reply's server time and the local send and receive instants:
 * the server read its clock somewhere in the round trip, best guessed as its middle.
 */
export function estimateOffset(serverTimeIso: string, sentAtMs: number, receivedAtMs: number): number {
  const server = Date.parse(serverTimeIso);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAtMs + receivedAtMs) / 2);
}

/** Whole seconds left until `endIso` on the server's clock (device time + offset); may be ≤ 0. */
export function secondsLeft(endIso: string, offsetMs: number, nowMs: number): number {
  return Math.floor((Date.parse(endIso) - (nowMs + offsetMs)) / 1000);
}

/** The per-question sequence number (ARCHITECTURE §6), shared with the online player and the server. */
export { nextSeq } from '@classroom/shared/exam-rules';
