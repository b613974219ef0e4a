/**
 * Paint first, persist after: a palette click or NEXT repaints the player at once; the save that records
 * the time spent on the question left is sent once that frame is on screen. Saves still leave in the order they were
 * asked for — each is sent only after the one before it was sent — so their per-question sequence numbers, given when
 * a save is sent (save-seq.ts, ARCHITECTURE §6), rise in click order.
 */
import { afterNextPaint } from '@classroom/shared/ui';

/**
 * A queue of sends. `send(request, { afterPaint })` calls `request()` once every earlier request was called (and, with
 * `afterPaint`, after the next paint), and returns what `request()` returns (the reply). A request that throws or
 * rejects does not hold back the ones after it.
 */
export function createSendQueue(waitForPaint: () => Promise<void> = afterNextPaint) {
  let last: Promise<void> = Promise.resolve();
  return function send<T>(request: () => Promise<T>, options: { afterPaint?: boolean } = {}): Promise<T> {
    let markSent!: () => void;
    const sent = new Promise<void>((resolve) => (markSent = resolve));
    const reply = last
      .then(() => (options.afterPaint ? waitForPaint() : undefined))
      .then(() => {
        try {
          return request();
        } finally {
          markSent();
        }
      });
    last = sent;
    return reply;
  };
}
