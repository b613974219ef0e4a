import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { emit } from '@classroom/shared/events';
import type { AllottedQuestion, ExamInfo, ExamSection, QuestionStatus } from '@classroom/shared/contract';
import { EXAM_TOAST_MS, SAVE_TOAST_MS } from '../messages';
import {
  answerFields,
  answerOf,
  EMPTY_ANSWER,
  isAttempted,
  refusalBeforeSave,
  visitSeconds,
  type Answer,
} from './answers';
import { describeFailure, submitFailureText, type Failure } from './errors';
import { playerActions, type SaveMode } from './actions';
import { nextToast } from './next-toast';
import { browserStorage, rememberVisit, resumeKey, resumeSerial } from './resume';
import { isMove, nextSerial, sectionOfSerial } from './navigation';
import { countStatuses, saveToast, statusOnLeave, withCode, type PaletteCounts } from './palette';
import { NORMAL_PLAYER_API, type PlayerApi } from './player-api';
import { createSendQueue } from './send-order';
import { createCountdown, type Clock, type Countdown } from './timer';
import { useWarmQuestions } from './warm-questions';
import { summaryNoOutcome } from './variant';

/** The loaded exam: info, sections in order, the status list and the questions loaded so far (by serial). */
interface ExamState {
  info: ExamInfo;
  sections: ExamSection[];
  statusList: QuestionStatus[];
  questions: ReadonlyMap<number, AllottedQuestion>;
  loadedSections: ReadonlySet<number>;
}

export type Dialog =
  | { kind: 'summary' }
  | { kind: 'attempt-limit'; text: string }
  | { kind: 'time-over' }
  | { kind: 'error'; text: string }
  | null;

/**
 * State and actions of the exam player (001 §2.4, §4.1–§4.4, §4.6, §5). Every save and the submit go to the
 * API; the palette is replaced by the status list each reply returns. `clock` is in milliseconds
 * (performance.now() by default) and drives both the countdown and the time spent per visit.
 */
export function useExamPlayer(
  examId: number,
  studentId: number | undefined,
  options: { clock?: Clock; dpp?: boolean; api?: PlayerApi; onSubmitted: () => void; onLeave: () => void },
) {
  const api = options.api ?? NORMAL_PLAYER_API;
  const clock = options.clock ?? (() => performance.now());
  const clockRef = useRef(clock);
  const [exam, setExam] = useState<ExamState | null>(null);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [current, setCurrent] = useState(0);
  const [draft, setDraft] = useState<Answer>(EMPTY_ANSWER);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const countdownRef = useRef<Countdown | null>(null);
  const resumeRef = useRef<number | null>(null);
  const dppRef = useRef(options.dpp ?? false);
  const visitStartRef = useRef(0);
  const replySeq = useRef(0);
  const submittingRef = useRef(false);
  const onLeaveRef = useRef(options.onLeave);
  onLeaveRef.current = options.onLeave;
  const onSubmittedRef = useRef(options.onSubmitted);
  onSubmittedRef.current = options.onSubmitted;
  // Saves leave in the order asked; a leave-save after the next paint (docs/PERFORMANCE.md, send-order.ts).
  const [send] = useState(createSendQueue);

  /** Applies a reply's status list and remaining seconds, unless a newer reply was already applied. */
  const applyReply = useCallback(
    (seq: number, reply: { question_status_list: QuestionStatus[]; num_seconds: number }) => {
      if (seq < replySeq.current) return;
      replySeq.current = seq;
      countdownRef.current?.reset(reply.num_seconds);
      setExam((e) => (e ? { ...e, statusList: reply.question_status_list } : e));
    },
    [],
  );

  // Load: exam info and the start call (001 §4.2).
  useEffect(() => {
    if (!studentId) return;
    let live = true;
    api
      .start(examId, studentId)
      .then(([info, start]) => {
        if (!live) return;
        const sections = info.exam_subjects.flatMap((s) => s.exam_section_subject_list);
        const questions = new Map(start.section_questions.map((q) => [q.serial_no, q]));
        const loaded = new Set(start.section_questions.map((q) => q.section_id));
        const first = [...questions.keys()].sort((a, b) => a - b)[0] ?? start.question_status_list[0]?.serial_no ?? 0;
        countdownRef.current = createCountdown(start.num_seconds, clockRef.current);
        visitStartRef.current = clockRef.current();
        setExam({ info, sections, statusList: start.question_status_list, questions, loadedSections: loaded });
        setCurrent(first);
        // Resume at the last visited question (not in a DPP, whose start names the question to show).
        if (!dppRef.current)
          resumeRef.current = resumeSerial(browserStorage(), resumeKey(studentId, examId), start.question_status_list);
        const q = questions.get(first);
        setDraft(q ? answerOf(q) : EMPTY_ANSWER);
        if (start.num_seconds <= 0) setDialog({ kind: 'time-over' });
      })
      .catch((err: unknown) => {
        if (live) setLoadError(describeFailure(err));
      });
    return () => {
      live = false;
    };
  }, [examId, studentId, api]);

  // 001 §8: 'Exam time is over' cannot be dismissed; the student returns to the test list after 750 ms.
  useEffect(() => {
    if (dialog?.kind !== 'time-over') return;
    const timer = setTimeout(() => onLeaveRef.current(), 750);
    return () => clearTimeout(timer);
  }, [dialog]);

  useWarmQuestions(exam?.questions);

  const question = exam?.questions.get(current) ?? null;
  const currentCode = exam?.statusList.find((e) => e.serial_no === current)?.color_id ?? 0;

  const handleFailure = useCallback((err: unknown) => {
    const failure = describeFailure(err);
    if (failure.kind === 'time-over') setDialog({ kind: 'time-over' });
    else if (failure.kind === 'attempt-limit') setDialog({ kind: 'attempt-limit', text: failure.text });
    else if (failure.kind === 'network') setNotice(failure.text);
    else setDialog({ kind: 'error', text: failure.text });
  }, []);

  /** Loads a section's questions if needed (001 §4.3); returns the questions map to use. */
  const ensureSection = useCallback(
    async (state: ExamState, sectionId: number): Promise<ReadonlyMap<number, AllottedQuestion>> => {
      if (state.loadedSections.has(sectionId) || !studentId) return state.questions;
      const section = state.sections.find((s) => s.id === sectionId);
      if (!section) return state.questions;
      const seq = ++replySeq.current;
      const reply = await api.sectionQuestions(examId, studentId, section.subject_id, sectionId);
      const merged = new Map(state.questions);
      for (const q of reply.section_questions) merged.set(q.serial_no, q);
      applyReply(seq, reply);
      setExam((e) => (e ? { ...e, questions: merged, loadedSections: new Set([...e.loadedSections, sectionId]) } : e));
      return merged;
    },
    [examId, studentId, applyReply, api],
  );

  /** Shows question `serial`, loading its section first when needed; resets the visit clock. */
  const show = useCallback(
    async (state: ExamState, serial: number) => {
      const sectionId = sectionOfSerial(state.statusList, serial);
      let questions = state.questions;
      if (sectionId !== null && !state.loadedSections.has(sectionId)) {
        try {
          setBusy(true);
          questions = await ensureSection(state, sectionId);
        } catch (err) {
          handleFailure(err);
          return;
        } finally {
          setBusy(false);
        }
      }
      const q = questions.get(serial);
      setCurrent(serial);
      setDraft(q ? answerOf(q) : EMPTY_ANSWER);
      setNotice(null);
      visitStartRef.current = clockRef.current();
    },
    [ensureSection, handleFailure],
  );

  // Once loaded, open the remembered question (its section is fetched first); then remember each visit.
  useEffect(() => {
    if (!exam || resumeRef.current === null) return;
    const target = resumeRef.current;
    resumeRef.current = null;
    if (target !== current) void show(exam, target);
  }, [exam, current, show]);
  useEffect(() => {
    if (exam && studentId && current > 0 && !dppRef.current)
      rememberVisit(browserStorage(), resumeKey(studentId, examId), current);
  }, [exam, current, studentId, examId]);

  /**
   * Leaves the current question for `target` (palette tile, section tab, NEXT, BACK; 001 §4.3): the visit's time
   * is recorded with the question's saved answer (a changed draft is not saved), a not-visited question turns
   * not answered (001 §4.1), then the target is shown. Clicking the current question does nothing. Paint first,
   * persist after (docs/PERFORMANCE.md): the save is built now and sent once the new question is on screen.
   */
  const goTo = useCallback(
    (target: number | null) => {
      if (!exam || target === null || !isMove(current, target) || busy) return;
      const q = exam.questions.get(current);
      if (q && studentId) {
        const seq = ++replySeq.current;
        const body = {
          student_id: studentId,
          ques_id: q.id,
          total_seconds: visitSeconds(clockRef.current() - visitStartRef.current),
          review_status: q.review_status,
          ...answerFields(q.question_type_id, answerOf(q)),
        };
        send(() => api.save(examId, body), { afterPaint: true })
          .then((reply) => applyReply(seq, reply))
          .catch((err: unknown) => {
            if (describeFailure(err).kind === 'time-over') setDialog({ kind: 'time-over' });
          });
      }
      const left = { ...exam, statusList: withCode(exam.statusList, current, statusOnLeave(currentCode)) };
      setExam(left);
      void show(left, target);
    },
    [exam, current, currentCode, busy, studentId, examId, applyReply, show, api, send],
  );

  /** Saves the draft (001 §2.4 SAVE & NEXT, SAVE & Mark For Review, Mark For Review & Next; §5 validation and limit). */
  const save = useCallback(
    async (mode: SaveMode, answer: Answer = draft) => {
      if (!exam || !question || !studentId || busy) return;
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
        setNotice(refusal.text);
        emit('portal:toast', { message: refusal.text, kind: 'error', durationMs: EXAM_TOAST_MS });
        return;
      }
      if (refusal) {
        setDialog({ kind: 'attempt-limit', text: refusal.text });
        return;
      }
      const fields = answerFields(question.question_type_id, answer);
      setBusy(true);
      setNotice(null);
      const seq = ++replySeq.current;
      const seconds = visitSeconds(clockRef.current() - visitStartRef.current);
      try {
        const reply = await send(() =>
          api.save(examId, {
            student_id: studentId,
            ques_id: question.id,
            total_seconds: seconds,
            review_status: mode.review,
            ...fields,
          }),
        );
        visitStartRef.current = clockRef.current();
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
        };
        const questions = new Map(exam.questions).set(current, saved);
        replySeq.current = Math.max(replySeq.current, seq);
        countdownRef.current?.reset(reply.num_seconds);
        const next: ExamState = { ...exam, questions, statusList: reply.question_status_list };
        setExam(next);
        const code = reply.question_status_list.find((e) => e.serial_no === current)?.color_id ?? 0;
        emit('portal:toast', { message: saveToast(code), kind: 'success', durationMs: SAVE_TOAST_MS });
        if (mode.moveNext) {
          const target = nextSerial(next.statusList, current);
          if (target !== null && target !== current) await show(next, target);
        }
      } catch (err) {
        handleFailure(err);
      } finally {
        setBusy(false);
      }
    },
    [exam, question, studentId, busy, draft, current, currentCode, examId, show, handleFailure, api, send],
  );

  /** 001 §5 CLEAR: empties the answer; a saved answer is cleared on the server too (freeing an attempt slot). */
  const clear = useCallback(() => {
    setDraft(EMPTY_ANSWER);
    setNotice(null);
    if (question && isAttempted(answerOf(question)))
      void save({ review: false, requireAnswer: false, moveNext: false }, EMPTY_ANSWER);
  }, [question, save]);

  /** 001 §4.4 / §2.5: the summary opens on SUBMIT or when the timer reaches 0. */
  const openSummary = useCallback(() => {
    setSubmitError(null);
    setDialog((d) => (d?.kind === 'time-over' ? d : { kind: 'summary' }));
  }, []);

  /** 001 §4.4: No resumes the exam if time remains, otherwise 'Exam time is over'; in a DPP it closes the dialog. */
  const dpp = options.dpp ?? false;
  const closeSummary = useCallback(() => {
    if (submittingRef.current) return;
    const outcome = summaryNoOutcome(dpp, countdownRef.current?.remaining() ?? 0);
    setDialog(outcome === 'time-over' ? { kind: 'time-over' } : null);
  }, [dpp]);

  /**
   * 001 §4.6: posts the submit; a second submit while one runs is blocked. The submit joins the saves' queue, so it
   * leaves after every save asked before it (a move's save waits for the next paint): no save reaches the server after
   * the submit, which it would refuse ('Exam already submitted').
   */
  const submit = useCallback(async () => {
    if (!studentId || submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await send(() => api.submit(examId, studentId));
      onSubmittedRef.current();
    } catch (err) {
      setSubmitError(submitFailureText(err));
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [examId, studentId, api, send]);

  const counts: PaletteCounts | null = useMemo(
    () =>
      exam ? countStatuses(exam.statusList, { serial: current, timed: (question?.total_seconds ?? 0) > 0 }) : null,
    [exam, current, question],
  );

  return {
    exam,
    loadError,
    current,
    question,
    currentCode,
    draft,
    setDraft: (answer: Answer) => {
      setNotice(null);
      setDraft(answer);
    },
    busy,
    notice,
    dialog,
    closeDialog: () => setDialog(null),
    counts,
    countdown: countdownRef.current,
    ...playerActions(exam?.statusList, current, save, goTo, nextToast),
    clear,
    goTo,
    openSummary,
    closeSummary,
    submit,
    submitting,
    submitError,
  };
}

export type ExamPlayer = ReturnType<typeof useExamPlayer>;
