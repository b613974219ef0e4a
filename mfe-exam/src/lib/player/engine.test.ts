/** @jest-environment jsdom */
if (typeof globalThis.structuredClone !== 'function') {
  (globalThis as { structuredClone: unknown }).structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
}
// structuredClone must exist before fake-indexeddb loads (ts-jest keeps the imports below in this order).
import 'fake-indexeddb/auto';
import { ApiError } from '@classroom/shared/api';
import { PALETTE, type QuestionStatus } from '@classroom/shared/contract';
import { paletteColor } from '@classroom/shared/exam-rules';
import { SERVER_EXAM_TIME_OVER, TIME_OVER_LEAVE_MS, TOAST_ANSWER_KEPT, TOAST_ANSWER_SAVED } from '../../messages';
import { createDeviceStore } from '../offline/device-store';
import { ExamStore } from '../offline/store';
import { examInfo, question, status } from '../../testing/factories';
import type { Answer } from './answers';
import type { AnswerStore } from './answer-store';
import { SAVE_MODES } from './actions';
import { createExamEngine, type ExamEngine } from './engine';
import { createOnlineStore } from './online-store';
import type { TriggerEnv } from '../offline/sync-queue';

/**
 * The exam engine's behaviour (decision 0024), run against both answer stores: online (send queue + a fake API) and
 * device (fake-indexeddb + the sync queue + a fake transport). Sections 11 (serials 1–2) and 12 (serials 3–4, at most
 * 1 attempted: 001 §5). Time is a fake clock; the server fake keeps what reached it.
 */

const STUDENT = 42;
const EXAM_SECONDS = 3600;
const EPOCH = Date.parse('2026-11-25T04:30:00.000Z');
const QUESTIONS = [question(1, 11), question(2, 11), question(3, 12), question(4, 12)];
const STATUS_LIST = [status(1, 11), status(2, 11), status(3, 12), status(4, 12)];

/** What the server holds of one question: the options chosen and the review flag. */
interface Kept {
  options: number[];
  review: boolean;
}

/** The fake server both stores talk to: its clock, the answers it keeps, failures to give, the calls in order. */
class FakeServer {
  now = 0;
  kept = new Map<number, Kept>();
  statusList: QuestionStatus[] = STATUS_LIST.map((e) => ({ ...e }));
  calls: string[] = [];
  failures: unknown[] = [];
  submitted = false;
  /** The sequence number of the answer kept per question (decision 0005: a lower or equal one changes nothing). */
  seqs = new Map<number, number>();
  /** Every single save tried (question id, seq), whether or not it got through. */
  tried: Array<[number, number]> = [];

  /** Throws the next queued failure, or 'Exam time over' once time is up (001 §8); else records `name`. */
  take(name: string) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (this.secondsLeft() <= 0) throw new ApiError(SERVER_EXAM_TIME_OVER, 'refused', 200);
    this.calls.push(this.submitted ? `${name} after submit` : name);
    if (this.submitted) throw new ApiError('Exam already submitted', 'refused', 200);
  }
  secondsLeft() {
    return EXAM_SECONDS - Math.floor(this.now / 1000);
  }
  keep(id: number, kept: Kept, seq: number) {
    if (seq <= (this.seqs.get(id) ?? 0)) return;
    this.seqs.set(id, seq);
    this.kept.set(id, kept);
    const code = paletteColor(kept.options.length > 0, kept.review);
    this.statusList = this.statusList.map((e) => (e.question_id === id ? { ...e, color_id: code } : e));
  }
}

interface Harness {
  store: AnswerStore;
  server: FakeServer;
}

let examSerial = 0;
const paint = () => Promise.resolve();

/**
 * Online: the PlayerApi over the fake server; only section 11's questions come with the start (001 §4.2). `examId`
 * names an attempt already opened on this device (a reload); a new one by default.
 */
async function online(
  server: FakeServer,
  examId = ++examSerial,
  triggers: TriggerEnv = { win: window, doc: document, setTimer: () => null, clearTimer: () => undefined },
): Promise<AnswerStore> {
  const reply = () => ({ num_seconds: server.secondsLeft(), question_status_list: server.statusList });
  return createOnlineStore({
    examId,
    studentId: STUDENT,
    storage: undefined,
    waitForPaint: paint,
    triggers,
    api: {
      start: async () => {
        server.take('start');
        return [
          examInfo(),
          { ...reply(), current_time: '', exam_end_on: '', section_questions: QUESTIONS.slice(0, 2) },
        ];
      },
      sectionQuestions: async (_e, _s, _subject, sectionId) => {
        server.take('section');
        return { ...reply(), section_questions: QUESTIONS.filter((q) => q.section_id === sectionId) };
      },
      save: async (_e, body) => {
        server.tried.push([body.ques_id, body.seq ?? 0]);
        server.take('save');
        const flags = [
          body.is_option1_selected,
          body.is_option2_selected,
          body.is_option3_selected,
          body.is_option4_selected,
        ];
        server.keep(
          body.ques_id,
          { options: flags.flatMap((on, i) => (on ? [i + 1] : [])), review: body.review_status },
          body.seq ?? 0,
        );
        return reply();
      },
      submit: async () => {
        server.take('submit');
        server.submitted = true;
      },
    },
  });
}

/** Device: the exam downloaded into fake-indexeddb (001 §2.3), the transport over the fake server. */
async function device(server: FakeServer): Promise<AnswerStore> {
  const examId = ++examSerial;
  const db = await ExamStore.open(examId, STUDENT);
  await db.saveDownload(
    { info: examInfo(), sections: examInfo().exam_subjects[0]!.exam_section_subject_list, studentId: STUDENT },
    QUESTIONS,
    STATUS_LIST,
  );
  db.close();
  return createDeviceStore({
    examId,
    userId: STUDENT,
    waitForPaint: paint,
    now: () => EPOCH + server.now,
    online: () => true,
    triggers: { win: window, doc: document, setTimer: () => null, clearTimer: () => undefined },
    transport: {
      startV2: async () => {
        server.take('start');
        return {
          current_time: new Date(EPOCH + server.now).toISOString(),
          exam_end_on: new Date(EPOCH + EXAM_SECONDS * 1000).toISOString(),
        };
      },
      bulkSave: async (_e, _s, answers) => {
        server.take('save');
        for (const a of answers) server.keep(a.allotted_id, { options: a.options_selected, review: a.review }, a.seq);
      },
      submit: async () => {
        server.take('submit');
        server.submitted = true;
      },
    },
  });
}

/** Lets IndexedDB transactions, the sync and replies settle (macrotasks, not timers). */
async function settle() {
  for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const choose = (index: number): Answer => ({
  options: [index === 0, index === 1, index === 2, index === 3],
  text: '',
});

describe.each([
  ['online (send queue + API)', online],
  ['device (IndexedDB + sync queue)', device],
])('exam engine on the %s store', (_name, makeStore) => {
  let server: FakeServer;
  let engine: ExamEngine;
  let toasts: string[];
  let left: jest.Mock;
  let submitted: jest.Mock;

  async function start(): Promise<Harness> {
    server = new FakeServer();
    const store = await makeStore(server);
    toasts = [];
    left = jest.fn();
    submitted = jest.fn();
    engine = createExamEngine({
      store,
      clock: () => server.now,
      toast: (message) => toasts.push(message),
      onSubmitted: submitted,
      onLeave: left,
    });
    await engine.open();
    await settle();
    return { store, server };
  }
  const state = () => engine.getState();
  const codeOf = (serial: number) => state().exam!.statusList.find((e) => e.serial_no === serial)!.color_id;

  afterEach(() => {
    engine.close();
    jest.useRealTimers();
  });

  test('opens on question 1 with the countdown from the server', async () => {
    await start();
    expect(state().current).toBe(1);
    server.now = 10_000;
    expect(state().countdown!.remaining()).toBe(EXAM_SECONDS - 10);
  });

  test('SAVE & NEXT keeps the answer, turns the tile answered, toasts and moves on (001 §2.4, §4.1)', async () => {
    await start();
    engine.setDraft(choose(1));
    server.now = 5_000;
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    expect(server.kept.get(101)).toEqual({ options: [2], review: false });
    expect(codeOf(1)).toBe(PALETTE.answered);
    expect(toasts).toEqual([TOAST_ANSWER_SAVED]);
    expect(state().current).toBe(2);
  });

  test('Mark For Review & Next keeps the review flag: marked, or answered and marked (001 §4.1)', async () => {
    await start();
    await engine.save(SAVE_MODES.markAndNext);
    engine.setDraft(choose(0));
    await engine.save(SAVE_MODES.saveAndMark);
    await settle();
    expect(codeOf(1)).toBe(PALETTE.markedForReview);
    expect(codeOf(2)).toBe(PALETTE.answeredAndMarked);
    expect(server.kept.get(102)).toEqual({ options: [1], review: true });
  });

  test('CLEAR empties a saved answer in the store too (001 §5)', async () => {
    await start();
    engine.setDraft(choose(2));
    await engine.save({ ...SAVE_MODES.saveAndNext, moveNext: false });
    await engine.clear();
    await settle();
    expect(state().draft.options).toEqual([false, false, false, false]);
    expect(server.kept.get(101)).toEqual({ options: [], review: false });
    expect(codeOf(1)).toBe(PALETTE.notAnswered);
  });

  test('a move to a loaded question is one change of the state: the question shown and the time recorded on the one left, together', async () => {
    await start();
    server.now = 4_000;
    const seen: Array<[number, number]> = [];
    const stop = engine.subscribe((s) => seen.push([s.current, s.exam!.questions.get(1)!.total_seconds]));
    engine.goTo(2);
    stop();
    // One update, so each part's selectors run once per move (decision 0029).
    expect(seen).toEqual([[2, 4]]);
    expect(codeOf(1)).toBe(PALETTE.notAnswered);
  });

  test('switching section shows its first question; the question left turns not answered (001 §4.1, §4.3)', async () => {
    const { store } = await start();
    server.now = 7_000;
    engine.goTo(3);
    await settle();
    expect(state().current).toBe(3);
    expect(state().exam!.questions.get(3)?.id).toBe(103);
    expect(codeOf(1)).toBe(PALETTE.notAnswered);
    // The visit's 7 seconds are recorded with the question left: sent online, queued on the device.
    expect(state().exam!.questions.get(1)?.total_seconds).toBe(7);
    if (store.waitsForServer) expect(server.calls).toContain('save');
    else expect(state().queued).toBe(1);
  });

  test("a save over the section's attempt limit is refused with the 001 §5 dialog and nothing is sent", async () => {
    await start();
    engine.goTo(3);
    await settle();
    engine.setDraft(choose(0));
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    expect(state().current).toBe(4);
    const before = server.calls.length;
    engine.setDraft(choose(1));
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    expect(state().dialog).toEqual({ kind: 'attempt-limit', text: expect.stringMatching(/^You can attempt only 1/) });
    expect(server.calls.length).toBe(before);
    expect(server.kept.has(104)).toBe(false);
  });

  test('time over: No on the summary shows "Exam time is over", then back to the list; SUBMIT still submits', async () => {
    await start();
    engine.setDraft(choose(3));
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    server.now = EXAM_SECONDS * 1000;
    engine.openSummary();
    engine.closeSummary();
    expect(state().dialog).toEqual({ kind: 'time-over' });
    jest.advanceTimersByTime(TIME_OVER_LEAVE_MS);
    expect(left).toHaveBeenCalledTimes(1);
    expect(server.kept.get(101)).toEqual({ options: [4], review: false });
  });

  test('a submit goes after every answer recorded before it and ends the attempt (001 §4.6)', async () => {
    await start();
    engine.setDraft(choose(1));
    void engine.save(SAVE_MODES.saveAndNext);
    await engine.submit();
    await settle();
    expect(server.kept.get(101)).toEqual({ options: [2], review: false });
    expect(server.calls.at(-1)).toBe('submit');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  test('no save or move starts while the submit runs: nothing reaches the server after it (001 §4.6)', async () => {
    await start();
    const submitting = engine.submit();
    engine.setDraft(choose(1));
    await engine.save(SAVE_MODES.saveAndNext);
    engine.goTo(2);
    await submitting;
    await settle();
    expect(server.calls.at(-1)).toBe('submit');
    expect(server.kept.size).toBe(0);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  test('a save that fails on the network is kept on the device, marked so, and reaches the server with the next call (decisions 0004, 0005)', async () => {
    const { store } = await start();
    server.failures.push(new ApiError('Network Error', 'network'));
    engine.setDraft(choose(0));
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    expect(server.kept.has(101)).toBe(false);
    expect(state().queued).toBe(1);
    expect(codeOf(1)).toBe(PALETTE.answered);
    expect(state().current).toBe(2);
    expect(state().busy).toBe(false);
    // Online the palette marks the question kept and the toast says it is not saved yet; the device store counts it
    // as saved (its header shows what is queued).
    if (store.waitsForServer) {
      expect(state().kept).toEqual([1]);
      expect(toasts).toEqual([TOAST_ANSWER_KEPT]);
    }
    engine.setDraft(choose(3));
    await engine.save({ ...SAVE_MODES.saveAndNext, moveNext: false });
    await settle();
    expect(server.kept.get(101)).toEqual({ options: [1], review: false });
    expect(server.kept.get(102)).toEqual({ options: [4], review: false });
    expect(state().queued).toBe(0);
    expect(state().kept).toEqual([]);
  });

  test('a refusal "Exam time over" from the server shows "Exam time is over" (001 §8)', async () => {
    await start();
    server.failures.push(new ApiError(SERVER_EXAM_TIME_OVER, 'refused', 200));
    engine.setDraft(choose(0));
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    expect(state().dialog).toEqual({ kind: 'time-over' });
  });

  test.each([
    ['401 (session superseded)', new ApiError('User logged into another device', 'session-expired', 401)],
    ['1007 (profile locked)', new ApiError('Profile locked', 'profile-locked', 200, 1007)],
  ])('a %s is left to the host: no player dialog or notice of its own (000 §4, §8)', async (_label, error) => {
    await start();
    server.failures.push(error);
    engine.setDraft(choose(0));
    await engine.save({ ...SAVE_MODES.saveAndNext, moveNext: false });
    await settle();
    expect(state().dialog).toBeNull();
    expect(state().notice).toBeNull();
    expect(server.kept.has(101)).toBe(false);
  });
});

describe('exam engine on the device store: answers survive a 401 (001 §4.5)', () => {
  test('the answer saved before the 401 is still on the device, queued for the next sign-in', async () => {
    const server = new FakeServer();
    const store = await device(server);
    const engine = createExamEngine({
      store,
      clock: () => 0,
      toast: () => undefined,
      onSubmitted: jest.fn(),
      onLeave: jest.fn(),
    });
    await engine.open();
    await settle();
    server.failures.push(new ApiError('User logged into another device', 'session-expired', 401));
    engine.setDraft(choose(2));
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    expect(engine.getState().queued).toBe(1);
    engine.close();
    const db = await ExamStore.open(examSerial, STUDENT);
    const stored = await db.load();
    db.close();
    expect(stored?.queue.map((a) => [a.allotted_id, a.options_selected])).toEqual([[101, [3]]]);
    expect(stored?.questions.get(1)?.is_option3_selected).toBe(true);
  });
});

describe('exam engine on the online store: a network drop loses no answer (decisions 0004, 0005)', () => {
  const engineOn = (store: AnswerStore, server: FakeServer, toasts: string[] = []) =>
    createExamEngine({
      store,
      clock: () => server.now,
      toast: (message) => toasts.push(message),
      onSubmitted: jest.fn(),
      onLeave: jest.fn(),
    });
  const codeIn = (e: ExamEngine, serial: number) =>
    e.getState().exam!.statusList.find((x) => x.serial_no === serial)!.color_id;

  test.each([
    ['no reply', new ApiError('Network Error', 'network')],
    ["the gateway's 503", new ApiError('Service Unavailable', 'refused', 503)],
  ])(
    'after %s, the answers kept survive a reload, show as kept and reach the server with their seq',
    async (_l, failure) => {
      const server = new FakeServer();
      const examId = ++examSerial;
      const before = engineOn(await online(server, examId), server);
      await before.open();
      await settle();
      server.failures.push(failure, failure);
      before.setDraft(choose(2));
      await before.save(SAVE_MODES.saveAndNext);
      before.setDraft(choose(1));
      await before.save({ ...SAVE_MODES.saveAndNext, moveNext: false });
      await settle();
      expect(before.getState().kept).toEqual([1, 2]);
      const sent = new Map(server.tried);
      before.close();

      // The reload: the start gets through, the first resend does not; the page shows the kept answers as kept.
      server.failures.push(undefined, failure);
      let retry = () => undefined as void;
      const timers: TriggerEnv = {
        win: window,
        doc: document,
        setTimer: (fn) => (retry = fn),
        clearTimer: () => undefined,
      };
      const after = engineOn(await online(server, examId, timers), server);
      await after.open();
      await settle();
      expect(server.kept.size).toBe(0);
      expect(after.getState().kept).toEqual([1, 2]);
      expect(codeIn(after, 1)).toBe(PALETTE.answered);
      expect(after.getState().exam!.questions.get(1)!.is_option3_selected).toBe(true);

      // The periodic retry gets through: it sends them, each with the number it was given when first asked.
      retry();
      await settle();
      expect(server.kept.get(101)).toEqual({ options: [3], review: false });
      expect(server.kept.get(102)).toEqual({ options: [2], review: false });
      expect(server.seqs.get(101)).toBe(sent.get(101));
      expect(server.seqs.get(102)).toBe(sent.get(102));
      expect(after.getState().kept).toEqual([]);
      after.close();
    },
  );

  test('submit sends what is kept first; while the server cannot be reached it fails and the answer stays kept', async () => {
    const server = new FakeServer();
    const engine = engineOn(await online(server), server);
    await engine.open();
    await settle();
    server.failures.push(new ApiError('Network Error', 'network'));
    engine.setDraft(choose(0));
    await engine.save(SAVE_MODES.saveAndNext);
    server.failures.push(new ApiError('Network Error', 'network'));
    await engine.submit();
    expect(server.submitted).toBe(false);
    expect(engine.getState().submitError).not.toBeNull();
    expect(engine.getState().kept).toEqual([1]);
    await engine.submit();
    expect(server.kept.get(101)).toEqual({ options: [1], review: false });
    expect(server.calls.slice(-2)).toEqual(['save', 'submit']);
    engine.close();
  });

  test('a refusal of the server (a 4xx) is not kept: the save is refused as before (001 §8)', async () => {
    const server = new FakeServer();
    const engine = engineOn(await online(server), server);
    await engine.open();
    await settle();
    server.failures.push(new ApiError('Invalid answer', 'refused', 400));
    engine.setDraft(choose(0));
    await engine.save(SAVE_MODES.saveAndNext);
    await settle();
    expect(engine.getState().dialog).toEqual({ kind: 'error', text: 'Invalid answer' });
    expect(engine.getState().kept).toEqual([]);
    expect(engine.getState().current).toBe(1);
    engine.close();
  });
});
