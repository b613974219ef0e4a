import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { AnswerStore } from './answer-store';
import { createExamEngine, INITIAL_STATE, type EngineOptions, type EngineState, type ExamEngine } from './engine';

export type { Dialog, EngineState, ExamEngine } from './engine';

/** Which store the player runs on: `key` names the attempt (a new key, a new engine), `create` makes its store. */
export interface StoreSource {
  key: string;
  create(): AnswerStore;
}

/**
 * The one player hook (decision 0024): makes the exam engine (./engine.ts) on the store `source` makes — online
 * (./online-store.ts) for the normal exam, JEE Main, JEE Advanced and the DPP; device (../offline/device-store.ts)
 * for the offline exam — and closes it on unmount or a new `source.key`. Returns the engine, the same object for the
 * attempt (null while `source` is null: no student yet, the screen shows the loader). The page does not read the
 * state here: each part of the screen subscribes to its slice (`usePlayerState`, decision 0029), so a change renders
 * the parts it changes, not the page. The callbacks may change between renders; the newest is called.
 */
export function usePlayer(source: StoreSource | null, options: Omit<EngineOptions, 'store'>): ExamEngine | null {
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
  return engine;
}

/** Before an engine exists: the state before the attempt opens, never changed. */
const notOpen = createStore<EngineState>()(() => INITIAL_STATE);

/**
 * What `select` picks of `engine`'s state (INITIAL_STATE's while `engine` is null), rendering the caller only when
 * that changes (zustand's `useStore`, compared with Object.is): `select` returns one value — a primitive, or an object
 * of the state as it is (a question, the status list) — never a new object or array, which would differ every time
 * (call the hook once per value instead, and derive lists with useMemo).
 */
export function useEngineState<T>(engine: ExamEngine | null, select: (state: EngineState) => T): T {
  return useStore(engine ?? notOpen, select);
}

const EngineContext = createContext<ExamEngine | null>(null);

/** Gives the screen's parts the engine of the attempt shown (`PlayerView`). */
export const PlayerEngineProvider = EngineContext.Provider;

/** The engine of the attempt shown, inside `PlayerEngineProvider`. */
export function usePlayerEngine(): ExamEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('usePlayerEngine outside PlayerEngineProvider');
  return engine;
}

/** `useEngineState` on the engine of the attempt shown: the slice of the player's state a part of the screen shows. */
export function usePlayerState<T>(select: (state: EngineState) => T): T {
  return useEngineState(usePlayerEngine(), select);
}
