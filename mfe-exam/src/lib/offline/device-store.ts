/**
 * The device answer store of the offline-tolerant exam (001 §4.5; ARCHITECTURE §6; decision 0024): every answer is
 * written to IndexedDB first (one strict transaction, ./store.ts), then queued for the bulk save (./sync-queue.ts),
 * which runs every 60 s, on 'online', when the page is hidden, after each save and before the submit. The screen
 * never waits for the network. A 401 or 1007 while syncing is the host's (000 §4, §8: its dialog and redirect): the
 * answers stay on the device and are synced when the student signs in again and reopens the exam.
 */
import { ApiError, call, isHandledByHost, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import type { BulkAnswer } from '@classroom/shared/contract';
import { afterNextPaint } from '@classroom/shared/ui';
import type { AnswerStore, OpenedExam, StoreEvents } from '../player/answer-store';
import { inSerialOrder } from '../player/navigation';
import { estimateOffset, monotonicEpochMs, nextSeq, secondsLeft } from './clock';
import { askPersistence, ExamStore, type StartData } from './store';
import { attachSyncTriggers, createSyncQueue, windowTriggers, type SyncQueue, type TriggerEnv } from './sync-queue';
import { toBulkAnswer } from './to-bulk';

/** The device store's calls (001 §7 start v2, bulk save, submit); the shared client's by default. */
export interface DeviceTransport {
  startV2(examId: number, studentId: number): Promise<{ current_time: string; exam_end_on: string }>;
  bulkSave(examId: number, studentId: number, answers: BulkAnswer[], signal: AbortSignal): Promise<unknown>;
  submit(examId: number, studentId: number): Promise<unknown>;
}

const API_TRANSPORT: DeviceTransport = {
  startV2: (examId, studentId) => call('startExamV2', { params: { examId }, body: { student_id: studentId } }),
  bulkSave: (examId, studentId, answers, signal) =>
    call('bulkSaveAnswers', { params: { examId }, body: { studentId, examId, updatedAnswers: answers }, signal }),
  submit: (examId, studentId) => call('submitExam', { params: { examId }, body: { student_id: studentId } }),
};

export interface DeviceStoreOptions {
  examId: number;
  userId: number;
  transport?: DeviceTransport;
  /** When the queue is sent (sync-queue.ts attachSyncTriggers); the window's events and timers by default. */
  triggers?: TriggerEnv;
  /** Resolves after the next paint: a move's write waits for it. */
  waitForPaint?: () => Promise<void>;
  /** Epoch milliseconds on a clock that never jumps (clock.ts). */
  now?: () => number;
  /** Whether the browser thinks it is online (submit's failure text). */
  online?: () => boolean;
}

const isNetwork = (err: unknown) => err instanceof ApiError && err.kind === 'network';

export function createDeviceStore(options: DeviceStoreOptions): AnswerStore {
  const { examId, userId } = options;
  const transport = options.transport ?? API_TRANSPORT;
  const waitForPaint = options.waitForPaint ?? afterNextPaint;
  const now = options.now ?? monotonicEpochMs;
  let db: ExamStore | null = null;
  // The per-question sequence numbers given so far (ARCHITECTURE §6) and the student the download was for.
  let seqs: Record<number, number> = {};
  let studentId = 0;
  let queue: SyncQueue | null = null;
  let events: StoreEvents | null = null;
  let detach: (() => void) | null = null;
  let closed = false;
  // Writes are chained so two quick taps are stored in the order made.
  let writes: Promise<unknown> = Promise.resolve();

  const sync = async () => {
    if (!queue) return 'empty' as const;
    const outcome = await queue.sync();
    events?.queued(queue.size());
    return outcome;
  };

  /** Writes a visit (after the next paint for a move), then queues it; resolves once on the device. */
  function record(visit: Parameters<AnswerStore['save']>[0], afterPaint: boolean): Promise<null> {
    if (!db) return Promise.resolve(null);
    const store = db;
    const q = visit.question;
    const seq = nextSeq(seqs[q.id] ?? 0, Date.now());
    seqs = { ...seqs, [q.id]: seq };
    const written = seqs;
    const queued = toBulkAnswer(q, seq);
    const write = writes
      .then(() => (afterPaint ? waitForPaint() : undefined))
      .then(() =>
        store.saveAnswer({ question: q, statusList: visit.statusList, queued, position: visit.position }, written),
      );
    writes = write.catch(() => undefined);
    return write.then(() => {
      queue?.enqueue(queued);
      events?.queued(queue?.size() ?? 0);
      return null;
    });
  }

  return {
    waitsForServer: false,
    async open(ev): Promise<OpenedExam | 'no-data' | 'load-failed'> {
      events = ev;
      db = await ExamStore.open(examId, userId);
      if (closed) db.close();
      const stored = closed ? null : await db.load();
      if (!stored) return 'no-data';
      void askPersistence();
      let start: StartData | null = stored.start;
      try {
        const sentAt = now();
        const reply = await transport.startV2(examId, stored.studentId);
        start = { examEndOn: reply.exam_end_on, offsetMs: estimateOffset(reply.current_time, sentAt, now()) };
        await db.saveStart(start);
      } catch (err) {
        // 001 §4.5: a network-type start failure shows the load-failure screen — unless this device already
        // started the attempt, whose end time and clock offset are stored: then the exam goes on offline.
        if (!isNetwork(err)) throw err;
        if (!start) return 'load-failed';
      }
      seqs = stored.seqs;
      studentId = stored.studentId;
      const left = secondsLeft(start.examEndOn, start.offsetMs, now());
      queue = createSyncQueue({
        send: async (answers, signal) => {
          await transport.bulkSave(examId, stored.studentId, answers, signal);
          return true;
        },
        onAcked: (answers) => db?.ack(answers),
        // A network failure leaves the answers queued; a 401 or 1007 is the host's.
        onError: (err) => {
          if (!isNetwork(err) && !isHandledByHost(err)) events?.failed(err);
        },
      });
      for (const a of stored.queue) queue.enqueue(a);
      ev.queued(queue.size());
      if (left > 0 && !closed) {
        detach = attachSyncTriggers(() => void sync(), options.triggers ?? windowTriggers());
        void sync();
      }
      return {
        info: stored.info,
        sections: stored.sections,
        statusList: stored.statusList,
        questions: stored.questions,
        loadedSections: new Set(stored.sections.map((s) => s.id)),
        secondsLeft: Math.max(0, left),
        first: stored.position ?? inSerialOrder(stored.statusList)[0]?.serial_no ?? 0,
        resumeAt: null,
      };
    },
    loadSection: () => Promise.reject(new Error('every section is on the device')),
    leave: (visit) => record(visit, true),
    async save(visit) {
      await record(visit, false);
      // 001 §4.5: the save goes out now; if the network fails it stays queued and counts as saved here.
      void sync();
      return null;
    },
    visited() {},
    async submit() {
      await writes;
      const outcome = await sync();
      const online = options.online ?? (() => navigator.onLine);
      // 001 §8: the connection text when offline, else 'Couldn't submit exam, please try again' (errors.ts).
      const offline = new ApiError(NETWORK_UNSTABLE_TEXT, 'refused');
      if (outcome === 'failed' || (queue?.size() ?? 0) > 0) throw online() ? new Error('') : offline;
      await transport.submit(examId, studentId).catch((err: unknown) => {
        throw isNetwork(err) ? offline : err;
      });
      await db?.destroy().catch(() => undefined);
      db = null;
    },
    close() {
      closed = true;
      detach?.();
      db?.close();
    },
  };
}
