/**
 * Attempts left open past the end are closed by the server itself (ARCHITECTURE §6): every 60 s (and
 * once at start) the API submits each started, unsubmitted attempt whose end (min of start + duration and the exam
 * end) plus the 60 s save grace has passed — submitted_at = that end, attending_status 'AutoSubmitted', scored as a
 * normal submit. Result, answer key and the given-exams list then see them as submitted.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exams, scheduledExams } from '../db/schema';
import { submitAttempt } from './attempts';
import { attemptDeadline, isPastGrace, SAVE_GRACE_SECONDS } from './rules';

/** How often the closer runs, in milliseconds. */
export const CLOSE_INTERVAL_MS = 60_000;

/** An open attempt as the closer sees it. Times are instants; `durationMinutes` in minutes. */
export interface OpenAttempt {
  examId: number;
  studentId: number;
  startedAt: Date | null;
  submittedAt: Date | null;
  durationMinutes: number;
  examEndAt: Date;
  /** A practice attempt (status 7) ends at its start + duration, whatever the window. */
  practice?: boolean;
}

/**
 * Pure: the attempts that are overdue at `now` — started, not submitted, and `now` later than the attempt's end plus
 * `graceSeconds` (default 60 s).
 */
export function overdueAttempts<A extends OpenAttempt>(
  attempts: readonly A[],
  now: Date,
  graceSeconds = SAVE_GRACE_SECONDS,
): A[] {
  return attempts.filter(
    (a) =>
      a.startedAt !== null &&
      a.submittedAt === null &&
      isPastGrace(attemptDeadline(a.startedAt, a.durationMinutes, a.examEndAt, a.practice), now, graceSeconds),
  );
}

/** Submits every overdue attempt (see above); returns how many it closed. Each one in its own transaction. */
export async function closeOverdueAttempts(db: Db, now: Date): Promise<number> {
  const open = await db
    .select({
      examId: scheduledExams.examId,
      studentId: scheduledExams.studentId,
      startedAt: scheduledExams.startedAt,
      submittedAt: scheduledExams.submittedAt,
      durationMinutes: exams.durationMinutes,
      examEndAt: exams.endAt,
      practice: scheduledExams.practice,
    })
    .from(scheduledExams)
    .innerJoin(exams, eq(exams.id, scheduledExams.examId))
    .where(and(isNotNull(scheduledExams.startedAt), isNull(scheduledExams.submittedAt)));
  let closed = 0;
  for (const a of overdueAttempts(open, now)) {
    const { applied } = await submitAttempt(db, a.examId, a.studentId, now, { auto: true });
    if (applied) closed += 1;
  }
  return closed;
}

/**
 * Starts the closer in the API process: once now, then every `intervalMs` (default 60 s) on an unref'd timer, so it
 * never keeps the process alive. Errors are reported to `onError` and the next run tries again. Returns stop().
 */
export function startAttemptCloser(options: {
  db: Db;
  now?: () => Date;
  intervalMs?: number;
  onClosed?: (n: number) => void;
  onError?: (err: unknown) => void;
}): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const n = await closeOverdueAttempts(options.db, now());
      if (n > 0) options.onClosed?.(n);
    } catch (err) {
      options.onError?.(err);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? CLOSE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
