/**
 * Start → first question: the instructions page's PROCEED starts the attempt itself (001 §2.3, §4.2 — the
 * start call, which starts the timer server-side, is never made before PROCEED), so the start's round trip runs while
 * the player's code loads and its route renders; the player then takes that reply instead of asking again. The exam
 * info the instructions page shows is reused (the same call, moments old). Plain TypeScript, no React.
 */
import { call } from '@classroom/shared/api';
import type { ExamInfo, StartExamReply } from '@classroom/shared/contract';

/** A start begun by PROCEED, by 'examId:studentId'; taken once by the player. */
interface Ahead {
  info: ExamInfo;
  /** The start's reply and when it arrived (ms, `now()`). */
  reply: Promise<{ start: StartExamReply; arrived: number }>;
  /** When it was begun (ms, `now()`): an entry older than MAX_AGE_MS is not taken. */
  begun: number;
}

const ahead = new Map<string, Ahead>();
/** A start not taken within this long (ms) is dropped: the player, if it opens later, starts afresh. */
export const MAX_AGE_MS = 30_000;

const keyOf = (examId: number, studentId: number) => `${examId}:${studentId}`;

/**
 * Begins the start of `examId` for `studentId` (PROCEED, 001 §2.3), with the exam `info` already shown. The reply's
 * remaining seconds are counted from when it arrives: `num_seconds` shrinks by the whole seconds that pass before the
 * player takes it. A failure is kept for the player to show (001 §8), never thrown here.
 */
export function startAhead(
  examId: number,
  studentId: number,
  info: ExamInfo,
  now: () => number = () => performance.now(),
): void {
  const reply = call('startExam', { params: { examId }, body: { student_id: studentId } }).then((start) => ({
    start,
    arrived: now(),
  }));
  reply.catch(() => undefined);
  ahead.set(keyOf(examId, studentId), { info, begun: now(), reply });
}

/**
 * The start PROCEED began for `examId` and `studentId`, once (a second call, or a reload, gets null and the player
 * starts afresh); null when there is none or it is older than MAX_AGE_MS.
 */
export function takeStartAhead(
  examId: number,
  studentId: number,
  now: () => number = () => performance.now(),
): Promise<readonly [ExamInfo, StartExamReply]> | null {
  const key = keyOf(examId, studentId);
  const entry = ahead.get(key);
  ahead.delete(key);
  if (!entry || now() - entry.begun > MAX_AGE_MS) return null;
  return entry.reply.then(({ start, arrived }) => [entry.info, countedFromArrival(start, arrived, now())] as const);
}

/**
 * A start reply as of `now` (ms, the clock of `arrived`): its `num_seconds` (001 §4.2: remaining seconds when the server
 * answered) less the whole seconds since the reply arrived at `arrived`, never below 0 — so a reply that waited (begun by
 * PROCEED, or prefetched by the host while the player's code loaded) does not show more time than is left.
 */
export function countedFromArrival(start: StartExamReply, arrived: number, now: number): StartExamReply {
  const late = Math.floor((now - arrived) / 1000);
  return late > 0 ? { ...start, num_seconds: Math.max(0, start.num_seconds - late) } : start;
}
