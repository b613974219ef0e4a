/**
 * The online answer store (decision 0024): every save and the submit go to the API through one send queue, in the
 * order asked (send-order.ts); the palette is replaced by the status list each reply returns (001 §4.1, §7). The
 * question to resume at is remembered in the browser (resume.ts; not in a DPP, whose start names the question).
 *
 * A save that fails for a network reason (errors.ts `isNetworkFailure`) is kept on the device with its sequence
 * number (kept-answers.ts; decisions 0004, 0005) and sent again, as it was, after the next successful call, on
 * 'online', every 10 s or so, after a reload (the open) and before the submit; the server applies it only if no newer
 * answer reached it. The engine is told which questions are kept (`StoreEvents.kept`).
 */
import { isHandledByHost, ApiError, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import type { AllottedQuestion, QuestionStatus } from '@classroom/shared/contract';
import { deleteDB } from 'idb';
import { attachSyncTriggers, windowTriggers, type TriggerEnv } from '../offline/sync-queue';
import type { AnswerStore, OpenedExam, StoreEvents, Visit } from './answer-store';
import { isNetworkFailure } from './errors';
import { keptName, openKeptAnswers, type KeptAnswer, type KeptAnswers } from './kept-answers';
import { NORMAL_PLAYER_API, type PlayerApi } from './player-api';
import { browserStorage, rememberVisit, resumeKey, resumeSerial, type ResumeStorage } from './resume';
import { withSeq } from './save-seq';
import { createSendQueue } from './send-order';

/** How often kept answers are tried again while any are kept (jittered ±20 %, sync-queue.ts). */
export const KEPT_RETRY_MS = 10_000;

export interface OnlineStoreOptions {
  examId: number;
  studentId: number;
  /** The calls (NORMAL_PLAYER_API, or the DPP's own start and save: DPP_PLAYER_API). */
  api?: PlayerApi;
  dpp?: boolean;
  storage?: ResumeStorage;
  /** Resolves after the next paint (send-order.ts); a leave's save is sent then. */
  waitForPaint?: () => Promise<void>;
  /** When kept answers are sent again (the window's 'online' event and timers by default). */
  triggers?: TriggerEnv;
}

const bySeq = (a: KeptAnswer, b: KeptAnswer) => a.body.seq - b.body.seq;

export function createOnlineStore(options: OnlineStoreOptions): AnswerStore {
  const { examId, studentId, dpp = false } = options;
  const api = options.api ?? NORMAL_PLAYER_API;
  const storage = options.storage ?? browserStorage();
  const key = resumeKey(studentId, examId);
  const send = createSendQueue(options.waitForPaint);
  // The kept answers by question id; the database holds the same (none when IndexedDB is unavailable).
  const kept = new Map<number, KeptAnswer>();
  const db: Promise<KeptAnswers | null> = openKeptAnswers(examId, studentId).catch(() => null);
  const inFlight = new Set<Promise<unknown>>();
  let events: StoreEvents | null = null;
  let flushing: Promise<void> | null = null;
  let detach: (() => void) | null = null;
  let closed = false;

  const tell = () => {
    events?.queued(kept.size);
    events?.kept([...kept.values()].map((k) => k.question.serial_no).sort((a, b) => a - b));
  };

  async function keep(answer: KeptAnswer) {
    const seen = kept.get(answer.body.ques_id);
    if (!seen || seen.body.seq < answer.body.seq) kept.set(answer.body.ques_id, answer);
    await (await db)?.put(answer).catch(() => undefined);
    tell();
  }

  async function forget(quesId: number, seq: number) {
    const seen = kept.get(quesId);
    if (!seen || seen.body.seq > seq) return;
    kept.delete(quesId);
    await (await db)?.drop(quesId, seq).catch(() => undefined);
    tell();
  }

  /** Sends every kept answer again, oldest first; stops at the first network failure (the rest stay kept). */
  async function sendKept() {
    for (const answer of [...kept.values()].sort(bySeq)) {
      if (closed) return;
      try {
        await send(() => api.save(examId, answer.body));
      } catch (err) {
        // Unreachable again, or the host's 401/1007: kept for later (the next sign-in).
        if (isNetworkFailure(err) || isHandledByHost(err)) return;
        // The server refused it (time over, the attempt limit): sending it again would not change that.
        events?.failed(err);
      }
      await forget(answer.body.ques_id, answer.body.seq);
    }
  }

  /** One resend at a time: a trigger while one runs joins it. */
  function flush(): Promise<void> {
    flushing ??= sendKept().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** A visit's save, sent in order; kept on the device when the network fails ('kept'). */
  function sendVisit(visit: Visit, afterPaint: boolean) {
    const body = withSeq(examId, { student_id: studentId, ...visit.body });
    const sent = send(() => api.save(examId, body), { afterPaint }).then(
      async (reply) => {
        await forget(body.ques_id, body.seq);
        void flush();
        return reply;
      },
      async (err: unknown) => {
        if (!isNetworkFailure(err)) throw err;
        const code = visit.statusList.find((e) => e.serial_no === visit.question.serial_no)?.color_id ?? 0;
        await keep({ body, question: visit.question, code });
        return 'kept' as const;
      },
    );
    inFlight.add(sent);
    void sent.catch(() => undefined).finally(() => inFlight.delete(sent));
    return sent;
  }

  /** The screen shows kept answers as kept, over what the server's reply says (its answer is older). */
  const withKept = (questions: AllottedQuestion[]) =>
    questions.map((q) => (kept.has(q.id) ? { ...kept.get(q.id)!.question, total_seconds: q.total_seconds } : q));
  const codesWithKept = (list: QuestionStatus[]) =>
    list.map((e) => (kept.has(e.question_id) ? { ...e, color_id: kept.get(e.question_id)!.code } : e));

  return {
    waitsForServer: true,
    async open(ev): Promise<OpenedExam> {
      events = ev;
      const [info, start] = await api.start(examId, studentId);
      for (const answer of (await (await db)?.list().catch(() => [])) ?? []) kept.set(answer.body.ques_id, answer);
      const questions = new Map(withKept(start.section_questions).map((q) => [q.serial_no, q]));
      const first = [...questions.keys()].sort((a, b) => a - b)[0] ?? start.question_status_list[0]?.serial_no ?? 0;
      if (!closed) detach = attachSyncTriggers(() => void flush(), options.triggers ?? windowTriggers(), KEPT_RETRY_MS);
      tell();
      void flush();
      return {
        info,
        sections: info.exam_subjects.flatMap((s) => s.exam_section_subject_list),
        statusList: codesWithKept(start.question_status_list),
        questions,
        loadedSections: new Set(start.section_questions.map((q) => q.section_id)),
        secondsLeft: start.num_seconds,
        first,
        resumeAt: dpp ? null : resumeSerial(storage, key, start.question_status_list),
      };
    },
    async loadSection(section) {
      const reply = await api.sectionQuestions(examId, studentId, section.subject_id, section.id);
      void flush();
      return {
        questions: withKept(reply.section_questions),
        reply: { ...reply, question_status_list: codesWithKept(reply.question_status_list) },
      };
    },
    leave: (visit) => sendVisit(visit, true),
    save: (visit) => sendVisit(visit, false),
    visited(serial) {
      if (!dpp && serial > 0) rememberVisit(storage, key, serial);
    },
    async submit() {
      // 001 §4.6: every save asked before, and every kept answer, reaches the server before the submit.
      await Promise.allSettled([...inFlight]);
      await flushing;
      await flush();
      if (kept.size > 0) throw new ApiError(NETWORK_UNSTABLE_TEXT, 'network');
      await send(() => api.submit(examId, studentId));
      const opened = await db;
      if (opened) {
        opened.close();
        await deleteDB(keptName(examId, studentId)).catch(() => undefined);
      }
    },
    close() {
      closed = true;
      detach?.();
      void db.then((d) => d?.close());
    },
  };
}
