/**
 * The answer-sync queue of the offline-tolerant exam (001 §4.5; ARCHITECTURE §6). Plain TypeScript, no React,
 * no IndexedDB: the caller persists queued answers before calling `enqueue`, and deletes them in `onAcked`.
 *
 * - Queued answers are kept per question; a newer answer (higher seq) replaces an older one.
 * - A sync sends every queued answer in one bulk request (001 §4.5 "A sync sends the queued questions in bulk").
 * - The queue is cleared only if the response status is true (001 §4.5); an answer queued while the request
 *   was in flight stays queued (its seq is higher than the one sent).
 * - An in-flight sync is aborted when a new one starts (001 §4.5).
 */
import type { BulkAnswer } from '@classroom/shared/contract';

export type SyncOutcome = 'empty' | 'synced' | 'failed' | 'aborted';

export interface SyncQueueOptions {
  /** Sends one bulk request; resolves with the reply's status (true = applied), rejects on failure. */
  send(answers: BulkAnswer[], signal: AbortSignal): Promise<boolean>;
  /** Called after a successful sync with the answers it cleared (delete them from the store). */
  onAcked?(answers: BulkAnswer[]): Promise<void> | void;
  /** Called with the error of a failed (not aborted) sync. */
  onError?(error: unknown): void;
}

export interface SyncQueue {
  enqueue(answer: BulkAnswer): void;
  size(): number;
  entries(): BulkAnswer[];
  sync(): Promise<SyncOutcome>;
  /** Whether a sync is in flight. */
  busy(): boolean;
}

export function createSyncQueue(options: SyncQueueOptions): SyncQueue {
  const pending = new Map<number, BulkAnswer>();
  let inFlight: AbortController | null = null;

  return {
    enqueue(answer) {
      const seen = pending.get(answer.allotted_id);
      if (!seen || answer.seq > seen.seq) pending.set(answer.allotted_id, answer);
    },
    size: () => pending.size,
    entries: () => [...pending.values()],
    busy: () => inFlight !== null,
    async sync() {
      inFlight?.abort();
      if (pending.size === 0) {
        inFlight = null;
        return 'empty';
      }
      const controller = new AbortController();
      inFlight = controller;
      const batch = [...pending.values()].sort((a, b) => a.serial_no - b.serial_no);
      try {
        const status = await options.send(batch, controller.signal);
        if (controller.signal.aborted) return 'aborted';
        if (!status) return 'failed';
        const cleared = batch.filter((a) => pending.get(a.allotted_id)?.seq === a.seq);
        for (const a of cleared) pending.delete(a.allotted_id);
        await options.onAcked?.(cleared);
        return 'synced';
      } catch (error) {
        if (controller.signal.aborted) return 'aborted';
        options.onError?.(error);
        return 'failed';
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    },
  };
}

/** 001 §9 offline sync interval: 60 s, spread ±20 % so a classroom of phones does not sync in the same second. */
export const SYNC_INTERVAL_MS = 60_000;
export function syncDelay(random: () => number = Math.random, base = SYNC_INTERVAL_MS, spread = 0.2): number {
  return Math.round(base * (1 - spread + 2 * spread * random()));
}

export interface TriggerEnv {
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  random?: () => number;
}

/**
 * When the queue is sent (001 §4.5, ARCHITECTURE §6): every `intervalMs` (60 s by default) with jitter, on the
 * 'online' event and when the page is hidden (a phone may kill a background tab). Before submit the caller syncs
 * itself. Returns detach.
 */
export function attachSyncTriggers(sync: () => void, env: TriggerEnv, intervalMs = SYNC_INTERVAL_MS): () => void {
  let handle: unknown = null;
  const schedule = () => {
    handle = env.setTimer(
      () => {
        sync();
        schedule();
      },
      syncDelay(env.random, intervalMs),
    );
  };
  const onOnline = () => sync();
  const onVisibility = () => {
    if (env.doc.visibilityState === 'hidden') sync();
  };
  env.win.addEventListener('online', onOnline);
  env.doc.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    env.clearTimer(handle);
    env.win.removeEventListener('online', onOnline);
    env.doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The page's window, document and timers, for attachSyncTriggers. */
export function windowTriggers(): TriggerEnv {
  return {
    win: window,
    doc: document,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
}
