import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Answer } from './answers';
import type { AnswerStore } from './answer-store';
import { playerActions } from './actions';
import { createExamEngine, INITIAL_STATE, type EngineOptions, type EngineState, type ExamEngine } from './engine';
import { nextToast } from './next-toast';
import { countStatuses, type PaletteCounts } from './palette';
import { useWarmQuestions } from './warm-questions';

export type { Dialog } from './engine';

/** Which store the player runs on: `key` names the attempt (a new key, a new engine), `create` makes its store. */
export interface StoreSource {
  key: string;
  create(): AnswerStore;
}

const noSubscribe = () => () => undefined;
const initial = () => INITIAL_STATE;

/**
 * The one player hook (decision 0024): runs the exam engine (./engine.ts) on the store `source` makes — online
 * (./online-store.ts) for the normal exam, JEE Main, JEE Advanced and the DPP; device (../offline/device-store.ts)
 * for the offline exam — and gives the screen its state, the palette counts and the 001 §2.4 actions. `source` null
 * (no student yet) shows the loader. The callbacks may change between renders; the newest is called.
 */
export function usePlayer(source: StoreSource | null, options: Omit<EngineOptions, 'store'>) {
  const latest = useRef(options);
  latest.current = options;
  const [engine, setEngine] = useState<ExamEngine | null>(null);
  const key = source?.key;
  const create = useRef(source?.create);
  create.current = source?.create;
  useEffect(() => {
    if (!create.current) return;
    const { clock, dpp } = latest.current;
    const next = createExamEngine({
      store: create.current(),
      clock,
      dpp,
      onSubmitted: () => latest.current.onSubmitted(),
      onLeave: () => latest.current.onLeave(),
      onNoData: () => latest.current.onNoData?.(),
    });
    setEngine(next);
    void next.open();
    return () => {
      next.close();
      setEngine(null);
    };
  }, [key]);

  const state: EngineState = useSyncExternalStore(engine?.subscribe ?? noSubscribe, engine?.getState ?? initial);
  const { exam, current } = state;
  useWarmQuestions(exam?.questions);
  const question = exam?.questions.get(current) ?? null;
  const currentCode = exam?.statusList.find((e) => e.serial_no === current)?.color_id ?? 0;
  const counts: PaletteCounts | null = useMemo(
    () =>
      exam ? countStatuses(exam.statusList, { serial: current, timed: (question?.total_seconds ?? 0) > 0 }) : null,
    [exam, current, question],
  );

  const goTo = (serial: number | null) => engine?.goTo(serial);
  return {
    ...state,
    question,
    currentCode,
    counts,
    setDraft: (answer: Answer) => engine?.setDraft(answer),
    closeDialog: () => engine?.closeDialog(),
    ...playerActions(exam?.statusList, current, (mode) => engine?.save(mode), goTo, nextToast),
    clear: () => engine?.clear(),
    goTo,
    openSummary: () => engine?.openSummary(),
    closeSummary: () => engine?.closeSummary(),
    submit: () => engine?.submit(),
  };
}

export type ExamPlayer = ReturnType<typeof usePlayer>;
