import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, call, isHandledByHost, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import type { AllottedQuestion, QuestionStatus } from '@classroom/shared/contract';
import { emit } from '@classroom/shared/events';
import { EXAM_TOAST_MS, SAVE_TOAST_MS } from '../messages';
import {
  answerFields,
  answerOf,
  EMPTY_ANSWER,
  isAttempted,
  refusalBeforeSave,
  visitSeconds,
  type Answer,
} from '../player/answers';
import { describeFailure, submitFailureText, type Failure } from '../player/errors';
import { playerActions, type SaveMode } from '../player/actions';
import { nextToast } from '../player/next-toast';
import { inSerialOrder, isMove, nextSerial } from '../player/navigation';
import {
  countStatuses,
  saveToast,
  statusAfterSave,
  statusOnLeave,
  withCode,
  type PaletteCounts,
} from '../player/palette';
import { afterNextPaint } from '../player/send-order';
import { createCountdown, type Countdown } from '../player/timer';
import { useWarmQuestions } from '../player/warm-questions';
import type { Dialog, ExamPlayer } from '../player/use-exam-player';
import { estimateOffset, monotonicEpochMs, nextSeq, secondsLeft } from './clock';
import { askPersistence, ExamStore, type Snapshot } from './store';
import { attachSyncTriggers, createSyncQueue, type SyncQueue } from './sync-queue';
import { summaryNoOutcome } from '../player/variant';
import { toBulkAnswer } from './to-bulk';

export interface OfflineStatus {
  queued: number;
  online: boolean;
}

/**
 * The offline-tolerant player (001 §4.5; ARCHITECTURE §6). Everything the student does is written to the device
 * store first (strict durability), then shown, then queued for the bulk save; the screen never waits for the
 * network. The same ExamPlayer shape as the online hook, so the same PlayerView renders it.
 */
export function useOfflinePlayer(
  examId: number,
  userId: number | undefined,
  opts: { onSubmitted: () => void; onLeave: () => void; onNoData: () => void },
): ExamPlayer & { offline: OfflineStatus; loadFailed: boolean } {
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [current, setCurrent] = useState(0);
  const [draft, setDraftState] = useState<Answer>(EMPTY_ANSWER);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [queued, setQueued] = useState(0);
  const [online, setOnline] = useState(typeof navigator === 'undefined' ? true : navigator.onLine);
  const storeRef = useRef<ExamStore | null>(null);
  const queueRef = useRef<SyncQueue | null>(null);
  const countdownRef = useRef<Countdown | null>(null);
  const visitStartRef = useRef(0);
  const snapRef = useRef<Snapshot | null>(null);
  snapRef.current = snap;
  const writeChain = useRef<Promise<unknown>>(Promise.resolve());
  const submittingRef = useRef(false);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const refreshQueued = useCallback(() => setQueued(queueRef.current?.size() ?? 0), []);

  /**
   * A refusal from the server while syncing: time over ends the exam; other refusals are shown. A network failure
   * leaves the answers queued; a 401 or 1007 is the host's (000 §4, §8: its dialog and redirect), and the answers stay
   * on the device to be synced when the student signs in again (001 §4.5).
   */
  const onSyncError = useCallback((err: unknown) => {
    if ((err instanceof ApiError && err.kind === 'network') || isHandledByHost(err)) return;
    const failure = describeFailure(err);
    if (failure.kind === 'time-over') setDialog({ kind: 'time-over' });
    else if (failure.kind === 'attempt-limit') setDialog({ kind: 'attempt-limit', text: failure.text });
    else setNotice(failure.text);
  }, []);

  const sync = useCallback(async () => {
    const queue = queueRef.current;
    if (!queue) return 'empty' as const;
    const outcome = await queue.sync();
    refreshQueued();
    return outcome;
  }, [refreshQueued]);

  // Entry (001 §4.5): stored data or back to the instructions; start v2 for the end time and the clock offset.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let detach: (() => void) | null = null;
    (async () => {
      const store = await ExamStore.open(examId, userId);
      storeRef.current = store;
      const stored = await store.load();
      if (!live) return;
      if (!stored) {
        optsRef.current.onNoData();
        return;
      }
      void askPersistence();
      let start = stored.start;
      try {
        const sentAt = monotonicEpochMs();
        const reply = await call('startExamV2', { params: { examId }, body: { student_id: stored.studentId } });
        const offsetMs = estimateOffset(reply.current_time, sentAt, monotonicEpochMs());
        start = { examEndOn: reply.exam_end_on, offsetMs };
        await store.saveStart(start);
      } catch (err) {
        if (!live) return;
        if (err instanceof ApiError && err.kind === 'network') {
          // 001 §4.5: a network-type start failure shows the load-failure screen — unless this device already
          // started the attempt, whose end time and clock offset are stored: then the exam goes on offline.
          if (!start) {
            setLoadFailed(true);
            return;
          }
        } else {
          if (!isHandledByHost(err)) setLoadError(describeFailure(err));
          return;
        }
      }
      if (!live || !start) return;
      const left = secondsLeft(start.examEndOn, start.offsetMs, monotonicEpochMs());
      countdownRef.current = createCountdown(Math.max(0, left));
      const queue = createSyncQueue({
        send: async (answers, signal) => {
          await call('bulkSaveAnswers', {
            params: { examId },
            body: { studentId: stored.studentId, examId, updatedAnswers: answers },
            signal,
          });
          return true;
        },
        onAcked: (answers) => store.ack(answers),
        onError: onSyncError,
      });
      for (const a of stored.queue) queue.enqueue(a);
      queueRef.current = queue;
      refreshQueued();
      const order = inSerialOrder(stored.statusList);
      const first = stored.position ?? order[0]?.serial_no ?? 0;
      visitStartRef.current = performance.now();
      setSnap(stored);
      setCurrent(first);
      const q = stored.questions.get(first);
      setDraftState(q ? answerOf(q) : EMPTY_ANSWER);
      if (left <= 0) {
        setDialog({ kind: 'time-over' });
        return;
      }
      detach = attachSyncTriggers(() => void sync(), {
        win: window,
        doc: document,
        setTimer: (fn, ms) => setTimeout(fn, ms),
        clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      });
      void sync();
    })().catch((err: unknown) => {
      if (live) setLoadError(describeFailure(err));
    });
    const goOnline = () => setOnline(true);
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      live = false;
      detach?.();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      storeRef.current?.close();
    };
  }, [examId, userId, onSyncError, refreshQueued, sync]);

  // 001 §4.5: 'Exam time is over', then the test list after about 750 ms.
  useEffect(() => {
    if (dialog?.kind !== 'time-over') return;
    const timer = setTimeout(() => optsRef.current.onLeave(), 750);
    return () => clearTimeout(timer);
  }, [dialog]);

  useWarmQuestions(snap?.questions);

  const question = snap?.questions.get(current) ?? null;
  const currentCode = snap?.statusList.find((e) => e.serial_no === current)?.color_id ?? 0;

  /**
   * Records a question's new device state: store first (one strict transaction), then the screen, then the queue.
   * Writes are chained so two quick taps are stored in order. With `paintFirst` (a move: palette tile, NEXT, BACK —
   * docs/PERFORMANCE.md) the screen comes first: the snapshot is shown and `paintFirst(next)` runs at once, the store write
   * follows the next paint (still in the chain's order), and the answer joins the queue only once written, so nothing is sent before it is on the device.
   */
  const record = useCallback(
    (
      q: AllottedQuestion,
      code: QuestionStatus['color_id'],
      position: number,
      paintFirst?: (next: Snapshot) => void,
    ) => {
      const state = snapRef.current;
      const store = storeRef.current;
      if (!state || !store) return Promise.resolve(null);
      const seq = nextSeq(state.seqs[q.id] ?? 0, Date.now());
      const seqs = { ...state.seqs, [q.id]: seq };
      const statusList = withCode(state.statusList, q.serial_no, code);
      const questions = new Map(state.questions).set(q.serial_no, q);
      const next: Snapshot = { ...state, questions, statusList, seqs, position };
      snapRef.current = next;
      const queuedAnswer = toBulkAnswer(q, seq);
      if (paintFirst) {
        setSnap(next);
        paintFirst(next);
      }
      const write = writeChain.current
        .then(() => (paintFirst ? afterNextPaint() : undefined))
        .then(() => store.saveAnswer({ question: q, statusList, queued: queuedAnswer, position }, seqs));
      writeChain.current = write.catch(() => undefined);
      return write.then(() => {
        queueRef.current?.enqueue(queuedAnswer);
        if (!paintFirst) setSnap(next);
        refreshQueued();
        return next;
      });
    },
    [refreshQueued],
  );

  const show = useCallback((state: Snapshot, serial: number) => {
    const q = state.questions.get(serial);
    setCurrent(serial);
    setDraftState(q ? answerOf(q) : EMPTY_ANSWER);
    setNotice(null);
    visitStartRef.current = performance.now();
  }, []);

  /**
   * 001 §4.3: leaving records the visit's time with the saved answer; not visited turns not answered (001 §4.1). The
   * target is shown before the device write (docs/PERFORMANCE.md: the IndexedDB write does not sit between click and paint).
   */
  const goTo = useCallback(
    (target: number | null) => {
      const state = snapRef.current;
      if (!state || target === null || !isMove(current, target)) return;
      const q = state.questions.get(current);
      if (!q) return;
      const seconds = visitSeconds(performance.now() - visitStartRef.current);
      const left: AllottedQuestion = {
        ...q,
        total_seconds: q.total_seconds + seconds,
        current_attempt_seconds: [...q.current_attempt_seconds, seconds],
      };
      const code = state.statusList.find((e) => e.serial_no === current)?.color_id ?? 0;
      void record(left, statusOnLeave(code), target, (next) => show(next, target));
    },
    [current, record, show],
  );

  const save = useCallback(
    async (mode: SaveMode, answer: Answer = draft) => {
      const state = snapRef.current;
      if (!state || !question) return;
      // 001 §5 attempt limit, checked on the device too: a refused bulk would block the whole queue.
      const refusal = refusalBeforeSave({
        question,
        answer,
        requireAnswer: mode.requireAnswer,
        sections: state.sections,
        statusList: state.statusList,
        current,
        currentCode,
      });
      if (refusal?.kind === 'prompt') {
        setNotice(refusal.text);
        emit('portal:toast', { message: refusal.text, kind: 'error', durationMs: EXAM_TOAST_MS });
        return;
      }
      if (refusal) {
        setDialog({ kind: 'attempt-limit', text: refusal.text });
        return;
      }
      const fields = answerFields(question.question_type_id, answer);
      const seconds = visitSeconds(performance.now() - visitStartRef.current);
      const saved: AllottedQuestion = {
        ...question,
        review_status: mode.review,
        ans_given: fields.ans_given ?? null,
        is_option1_selected: fields.is_option1_selected ?? false,
        is_option2_selected: fields.is_option2_selected ?? false,
        is_option3_selected: fields.is_option3_selected ?? false,
        is_option4_selected: fields.is_option4_selected ?? false,
        is_attempted: isAttempted(answer),
        total_seconds: question.total_seconds + seconds,
        current_attempt_seconds: [...question.current_attempt_seconds, seconds],
      };
      const code = statusAfterSave(isAttempted(answer), mode.review);
      const target = mode.moveNext ? (nextSerial(state.statusList, current) ?? current) : current;
      setNotice(null);
      const next = await record(saved, code, target);
      if (!next) return;
      visitStartRef.current = performance.now();
      emit('portal:toast', { message: saveToast(code), kind: 'success', durationMs: SAVE_TOAST_MS });
      // 001 §4.5: the save goes out now; if the network fails it stays queued and counts as saved here.
      void sync();
      if (target !== current) show(next, target);
      else setDraftState(answerOf(saved));
    },
    [draft, question, current, currentCode, record, sync, show],
  );

  const clear = useCallback(() => {
    setDraftState(EMPTY_ANSWER);
    setNotice(null);
    if (question && isAttempted(answerOf(question)))
      void save({ review: false, requireAnswer: false, moveNext: false }, EMPTY_ANSWER);
  }, [question, save]);

  const openSummary = useCallback(() => {
    setSubmitError(null);
    setDialog((d) => (d?.kind === 'time-over' ? d : { kind: 'summary' }));
  }, []);

  const closeSummary = useCallback(() => {
    if (submittingRef.current) return;
    const outcome = summaryNoOutcome(false, countdownRef.current?.remaining() ?? 0);
    setDialog(outcome === 'time-over' ? { kind: 'time-over' } : null);
  }, []);

  /** 001 §4.6: sync first, then submit; a second submit while one runs is blocked. */
  const submit = useCallback(async () => {
    const state = snapRef.current;
    if (!state || submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await writeChain.current;
      const outcome = await sync();
      if (outcome === 'failed' || (queueRef.current?.size() ?? 0) > 0) {
        setSubmitError(navigator.onLine ? submitFailureText(null) : NETWORK_UNSTABLE_TEXT);
        return;
      }
      await call('submitExam', { params: { examId }, body: { student_id: state.studentId } });
      await storeRef.current?.destroy().catch(() => undefined);
      storeRef.current = null;
      optsRef.current.onSubmitted();
    } catch (err) {
      if (!isHandledByHost(err))
        setSubmitError(
          err instanceof ApiError && err.kind === 'network' ? NETWORK_UNSTABLE_TEXT : submitFailureText(err),
        );
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [examId, sync]);

  const counts: PaletteCounts | null = useMemo(
    () =>
      snap ? countStatuses(snap.statusList, { serial: current, timed: (question?.total_seconds ?? 0) > 0 }) : null,
    [snap, current, question],
  );

  const exam = useMemo(
    () =>
      snap
        ? {
            info: snap.info,
            sections: snap.sections,
            statusList: snap.statusList,
            questions: snap.questions,
            loadedSections: new Set(snap.sections.map((s) => s.id)),
          }
        : null,
    [snap],
  );

  return {
    exam,
    loadError,
    loadFailed,
    current,
    question,
    currentCode,
    draft,
    setDraft: (answer: Answer) => {
      setNotice(null);
      setDraftState(answer);
    },
    busy: false,
    notice,
    dialog,
    closeDialog: () => setDialog(null),
    counts,
    countdown: countdownRef.current,
    ...playerActions(snap?.statusList, current, save, goTo, nextToast),
    clear,
    goTo,
    openSummary,
    closeSummary,
    submit,
    submitting,
    submitError,
    offline: { queued, online },
  };
}
