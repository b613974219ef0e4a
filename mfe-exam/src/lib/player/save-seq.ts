import type { SaveAnswerBody } from '@classroom/shared/contract';
import { nextSeq } from '@classroom/shared/exam-rules';

/** Last sequence number written per exam and question on this page ('examId:quesId' → seq). */
const lastSeq = new Map<string, number>();

/**
 * Gives a single save its per-question sequence number (ARCHITECTURE §6), on the same clock as the offline queue: a
 * newer online answer outranks an older queued one, and a retried request (same body, same number) is applied once.
 * A body that already carries `seq` keeps it.
 */
export function withSeq(examId: number, body: SaveAnswerBody, nowMs = Date.now()): SaveAnswerBody & { seq: number } {
  if (body.seq !== undefined) return { ...body, seq: body.seq };
  const key = `${examId}:${body.ques_id}`;
  const seq = nextSeq(lastSeq.get(key) ?? 0, nowMs);
  lastSeq.set(key, seq);
  return { ...body, seq };
}
