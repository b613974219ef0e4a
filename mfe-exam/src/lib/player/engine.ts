/**
 * The exam engine (decision 0024): the player's state and rules in plain TypeScript, no React — questions, sections,
 * the question on screen, palette transitions (001 §4.1), saves and the attempt limit (001 §2.4, §5), the countdown
 * (001 §4.4), moves and section loads (001 §4.3), summary and submit (001 §4.4, §4.6). Where the answers go is an
 * AnswerStore: online (send queue + API) or device (IndexedDB + sync queue). Normal, DPP, JEE Main, JEE Advanced and
 * offline are configurations of it (variant.ts for the screen, `dpp` and the store here).
 *
 * The state is a zustand store (`getState`, `getInitialState`, `subscribe`: the engine is itself a read-only store),
 * so each part of the screen subscribes to the slice it shows (`usePlayerState` in ./use-player.ts, decision 0029);
 * every action reads the newest latest().
 */
import { createStore } from 'zustand/vanilla';
import { isHandledByHost } from '@classroom/shared/api';
import { PALETTE, type AllottedQuestion, type QuestionStatus } from '@classroom/shared/contract';
import { emit } from '@classroom/shared/events';
import { EXAM_TOAST_MS, SAVE_TOAST_MS, TIME_OVER_LEAVE_MS, TOAST_ANSWER_KEPT } from '../../messages';
import {
  answerFields,
  answerOf,
  EMPTY_ANSWER,
  isAttempted,
  refusalBeforeSave,
  visitSeconds,
  type Answer,
} from './answers';
import type { AnswerStore, ExamState, StatusReply, Visit } from './answer-store';
import { describeFailure, submitFailureText, type Failure } from './errors';
import type { SaveMode } from './actions';
import { isMove, nextSerial, sectionOfSerial } from './navigation';
import { sameStatuses, saveToast, statusAfterSave, statusOnLeave, withCode } from './palette';
import { createCountdown, type Clock, type Countdown } from './timer';
import { summaryNoOutcome } from './variant';

export type Dialog =
  | { kind: 'summary' }
  | { kind: 'attempt-limit'; text: string }
  | { kind: 'time-over' }
  | { kind: 'error'; text: string }
  | null;

/** Everything the screen shows; replaced (never mutated) on each change. */
export interface EngineState {
  exam: ExamState | null;
  /** A start or open failure (001 §8): the error dialog, then the test list. */
  loadError: Failure | null;
  /** 001 §4.5: a network failure with nothing on the device to go on. */
  loadFailed: boolean;
  current: number;
  draft: Answer;
  /** A save or section load waits for the server (decision 0023: controls are aria-disabled meanwhile). */
  busy: boolean;
  notice: string | null;
  dialog: Dialog;
  submitting: boolean;
  submitError: string | null;
  /** Answers kept on the device, not yet on the server. */
  queued: number;
  /** Serials whose newest answer could not reach the server and is kept on the device (online store; decision 0004). */
  kept: readonly number[];
  countdown: Countdown | null;
}

export interface EngineOptions {
  store: AnswerStore;
  /** Monotonic milliseconds (performance.now() by default): the countdown and the time spent per visit. */
  clock?: Clock;
  /** DPP (001 §4.4): No on the summary only closes it. */
  dpp?: boolean;
  /** Shows a toast (the host's portal:toast by default). */
  toast?: (message: string, kind: 'success' | 'error', durationMs: number) => void;
  onSubmitted(): void;
  /** Back to the list (001 §8: 750 ms after 'Exam time is over'). */
  onLeave(): void;
  /** 001 §4.5: nothing stored on the device. */
  onNoData?(): void;
}

/** Before the attempt is open: nothing loaded (the screen shows its loader). */
export const INITIAL_STATE: EngineState = {
  exam: null,
  loadError: null,
  loadFailed: false,
  current: 0,
  draft: EMPTY_ANSWER,
  busy: false,
  notice: null,
  dialog: null,
  submitting: false,
  submitError: null,
  queued: 0,
  kept: [],
  countdown: null,
};

const defaultToast = (message: string, kind: 'success' | 'error', durationMs: number) =>
  emit('portal:toast', { message, kind, durationMs });

const codeOf = (list: readonly QuestionStatus[], serial: number) =>
  list.find((e) => e.serial_no === serial)?.color_id ?? 0;

/** Creates an engine over `options.store`; call `open()` to start the attempt and `close()` when the screen goes. */
export function createExamEngine(options: EngineOptions) {
  const { store } = options;
  const clock = options.clock ?? (() => performance.now());
  const toast = options.toast ?? defaultToast;
  // The state: the actions read the newest with `latest()`; the screen's parts subscribe to it (zustand).
  const view = createStore<EngineState>()(() => INITIAL_STATE);
  const latest = view.getState;
  let visitStart = 0;
  let replySeq = 0;
  let closed = false;
  let leaveTimer: ReturnType<typeof setTimeout> | null = null;

  function set(patch: Partial<EngineState>) {
    if (closed) return;
    if (patch.dialog?.kind === 'time-over' && leaveTimer === null)
      leaveTimer = setTimeout(() => options.onLeave(), TIME_OVER_LEAVE_MS);
    view.setState(patch); // zustand merges the patch into a new state object
  }
  const setExam = (exam: ExamState) => set({ exam });

  /**
   * A reply's palette and remaining seconds, unless a newer reply was applied already. A question shown here never
   * goes back to not visited (001 §4.1): a reply made before a leave's save reached the server (a section load sent
   * at once, the leave after the paint) keeps the code this screen gave it.
   */
  function applyReply(seq: number, reply: StatusReply) {
    const exam = latest().exam;
    if (seq < replySeq || !exam) return;
    replySeq = seq;
    latest().countdown?.reset(reply.num_seconds);
    const statusList = reply.question_status_list.map((e) =>
      e.color_id === PALETTE.notVisited ? { ...e, color_id: codeOf(exam.statusList, e.serial_no) } : e,
    );
    // The usual reply confirms what the screen shows already: keeping the exam as it is renders nothing.
    if (!sameStatuses(exam.statusList, statusList)) setExam({ ...exam, statusList });
  }

  /**
   * A failed call (001 §8, 000 §8): a 401 or 1007 is the host's (its dialog and redirect); time over and the attempt
   * limit get their dialogs; a network failure shows the connection notice in the foreground (a background
   * leave or sync keeps its answer and is silent); anything else is an error dialog, or a notice in the background.
   */
  function report(err: unknown, background: boolean) {
    if (isHandledByHost(err)) return;
    const failure = describeFailure(err);
    if (failure.kind === 'time-over') set({ dialog: { kind: 'time-over' } });
    else if (failure.kind === 'attempt-limit') set({ dialog: { kind: 'attempt-limit', text: failure.text } });
    else if (failure.kind === 'network') {
      if (!background) set({ notice: failure.text });
    } else if (background) set({ notice: failure.text });
    else set({ dialog: { kind: 'error', text: failure.text } });
  }

  /** Opens the attempt through the store (001 §4.2, §4.5). */
  async function open() {
    try {
      const opened = await store.open({
        queued: (queued) => set({ queued }),
        kept: (kept) => set({ kept }),
        failed: (err) => report(err, true),
      });
      if (closed) return;
      if (opened === 'no-data') return options.onNoData?.();
      if (opened === 'load-failed') return set({ loadFailed: true });
      const { secondsLeft, first, resumeAt, ...exam } = opened;
      visitStart = clock();
      const q = exam.questions.get(first);
      set({
        exam,
        current: first,
        draft: q ? answerOf(q) : EMPTY_ANSWER,
        countdown: createCountdown(secondsLeft, clock),
        dialog: secondsLeft <= 0 ? { kind: 'time-over' } : null,
      });
      store.visited(first);
      if (resumeAt !== null && resumeAt !== first && secondsLeft > 0) await show(resumeAt);
    } catch (err) {
      if (!isHandledByHost(err)) set({ loadError: describeFailure(err) });
    }
  }

  /**
   * Shows question `serial`, loading its section first when needed (001 §4.3); resets the visit clock. `left` is the
   * exam with the visit just left recorded (a move, `goTo`): it goes into the store with the question shown, one change
   * of the state for a move within the loaded sections (decision 0029: one store update per move), or
   * before the section's load.
   */
  async function show(serial: number, left?: ExamState) {
    let exam = left ?? latest().exam;
    if (!exam) return;
    const sectionId = sectionOfSerial(exam.statusList, serial);
    const section = exam.sections.find((s) => s.id === sectionId);
    if (section && !exam.loadedSections.has(section.id)) {
      if (left) setExam(left);
      left = undefined;
      set({ busy: true });
      const seq = ++replySeq;
      try {
        const { questions, reply } = await store.loadSection(section);
        exam = latest().exam!;
        const merged = new Map(exam.questions);
        for (const q of questions) merged.set(q.serial_no, q);
        setExam({ ...exam, questions: merged, loadedSections: new Set([...exam.loadedSections, section.id]) });
        applyReply(seq, reply);
      } catch (err) {
        report(err, false);
        return;
      } finally {
        set({ busy: false });
      }
    }
    const q = (left ?? latest().exam)?.questions.get(serial);
    visitStart = clock();
    set({ ...(left && { exam: left }), current: serial, draft: q ? answerOf(q) : EMPTY_ANSWER, notice: null });
    store.visited(serial);
  }

  /** The visit on the current question ends with `question` answered `answer`, flagged `review`, palette `statusList`. */
  function visitOf(
    question: AllottedQuestion,
    answer: Answer,
    review: boolean,
    statusList: QuestionStatus[],
    position: number,
  ): Visit {
    const seconds = visitSeconds(clock() - visitStart);
    const fields = answerFields(question.question_type_id, answer);
    return {
      question: {
        ...question,
        review_status: review,
        ans_given: fields.ans_given ?? null,
        is_option1_selected: fields.is_option1_selected ?? false,
        is_option2_selected: fields.is_option2_selected ?? false,
        is_option3_selected: fields.is_option3_selected ?? false,
        is_option4_selected: fields.is_option4_selected ?? false,
        is_attempted: isAttempted(answer),
        total_seconds: question.total_seconds + seconds,
        current_attempt_seconds: [...question.current_attempt_seconds, seconds],
      },
      seconds,
      statusList,
      position,
      body: { ques_id: question.id, total_seconds: seconds, review_status: review, ...fields },
    };
  }

  const withQuestion = (exam: ExamState, q: AllottedQuestion, statusList: QuestionStatus[]): ExamState => ({
    ...exam,
    questions: new Map(exam.questions).set(q.serial_no, q),
    statusList,
  });

  /**
   * Leaves the current question for `target` (palette tile, section tab, NEXT, BACK; 001 §4.3): the visit's time is
   * recorded with the question's saved answer (a changed draft is not saved), not visited turns not answered (001
   * §4.1), then the target is shown, in the same change of the state when its section is loaded; the store records
   * the visit after the next paint.
   */
  function goTo(target: number | null) {
    const { exam, current, busy, submitting } = latest();
    if (!exam || target === null || !isMove(current, target) || busy || submitting) return;
    const q = exam.questions.get(current);
    if (!q) {
      void show(target);
      return;
    }
    const statusList = withCode(exam.statusList, current, statusOnLeave(codeOf(exam.statusList, current)));
    const visit = visitOf(q, answerOf(q), q.review_status, statusList, target);
    const seq = ++replySeq;
    store.leave(visit).then(
      (reply) => reply && reply !== 'kept' && applyReply(seq, reply),
      (err: unknown) => report(err, true),
    );
    void show(target, withQuestion(exam, visit.question, statusList));
  }

  /** Saves `answer` (the draft by default; 001 §2.4 SAVE & NEXT, SAVE & Mark For Review, Mark For Review & Next; §5). */
  async function save(mode: SaveMode, answer: Answer = latest().draft) {
    const { exam, current, busy, submitting } = latest();
    const question = exam?.questions.get(current);
    if (!exam || !question || busy || submitting) return;
    const currentCode = codeOf(exam.statusList, current);
    const refusal = refusalBeforeSave({
      question,
      answer,
      requireAnswer: mode.requireAnswer,
      sections: exam.sections,
      statusList: exam.statusList,
      current,
      currentCode,
    });
    if (refusal?.kind === 'prompt') {
      set({ notice: refusal.text });
      toast(refusal.text, 'error', EXAM_TOAST_MS);
      return;
    }
    if (refusal) return set({ dialog: { kind: 'attempt-limit', text: refusal.text } });
    const target = mode.moveNext ? (nextSerial(exam.statusList, current) ?? current) : current;
    const local = withCode(exam.statusList, current, statusAfterSave(isAttempted(answer), mode.review));
    const visit = visitOf(question, answer, mode.review, local, target);
    set({ notice: null, busy: store.waitsForServer });
    const seq = ++replySeq;
    try {
      const reply = await store.save(visit);
      visitStart = clock();
      const now = latest().exam ?? exam;
      setExam(withQuestion(now, visit.question, withCode(now.statusList, current, codeOf(local, current))));
      // Not on the server: the palette marks it kept (state.kept), the toast says it is not saved yet (decision 0004).
      if (reply === 'kept') toast(TOAST_ANSWER_KEPT, 'error', EXAM_TOAST_MS);
      else {
        if (reply) applyReply(seq, reply);
        const lists = latest().exam?.statusList ?? local;
        toast(saveToast(codeOf(lists, current)), 'success', SAVE_TOAST_MS);
      }
    } catch (err) {
      report(err, false);
      return;
    } finally {
      if (store.waitsForServer) set({ busy: false });
    }
    if (target !== current) await show(target);
    else set({ draft: answerOf(visit.question) });
  }

  /** 001 §5 CLEAR: empties the answer; a saved answer is cleared in the store too (freeing an attempt slot). */
  function clear() {
    set({ draft: EMPTY_ANSWER, notice: null });
    const q = latest().exam?.questions.get(latest().current);
    if (q && isAttempted(answerOf(q)))
      return save({ review: false, requireAnswer: false, moveNext: false }, EMPTY_ANSWER);
  }

  /** 001 §4.4 / §2.5: the summary opens on SUBMIT or when the timer reaches 0 (not over 'Exam time is over'). */
  function openSummary() {
    if (latest().dialog?.kind === 'time-over') return set({ submitError: null });
    set({ submitError: null, dialog: { kind: 'summary' } });
  }

  /** 001 §4.4: No resumes the exam if time remains, otherwise 'Exam time is over'; in a DPP it closes the dialog. */
  function closeSummary() {
    if (latest().submitting) return;
    const outcome = summaryNoOutcome(options.dpp ?? false, latest().countdown?.remaining() ?? 0);
    set({ dialog: outcome === 'time-over' ? { kind: 'time-over' } : null });
  }

  /**
   * 001 §4.6: submits after every answer recorded before it (no save reaches the server after the submit, which it
   * would refuse); a second submit while one runs is blocked, and no save starts meanwhile.
   */
  async function submit() {
    if (!latest().exam || latest().submitting) return;
    set({ submitting: true, submitError: null });
    try {
      await store.submit();
      set({ submitting: false });
      options.onSubmitted();
    } catch (err) {
      set({
        submitting: false,
        submitError: isHandledByHost(err) ? null : submitFailureText(err),
      });
    }
  }

  return {
    open,
    goTo,
    save,
    clear,
    openSummary,
    closeSummary,
    submit,
    setDraft: (draft: Answer) => set({ draft, notice: null }),
    closeDialog: () => set({ dialog: null }),
    getState: view.getState,
    getInitialState: view.getInitialState,
    subscribe: view.subscribe,
    /** Stops timers and changes (no listener is called after it) and closes the store. */
    close() {
      closed = true;
      if (leaveTimer !== null) clearTimeout(leaveTimer);
      store.close();
    },
  };
}

export type ExamEngine = ReturnType<typeof createExamEngine>;
