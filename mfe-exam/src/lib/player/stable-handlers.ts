import { useMemo } from 'react';
import type { Answer } from './answers';
import { playerActions } from './actions';
import type { ExamEngine } from './engine';
import { nextToast } from './next-toast';
import { usePlayerEngine } from './use-player';

/** The player's actions a screen hands to its memoised parts (001 §2.4 buttons, palette, tabs, dialogs). */
export interface PlayerHandlers {
  goTo: (serial: number) => void;
  selectSection: (sectionId: number) => void;
  setDraft: (answer: Answer) => void;
  saveAndNext: () => void;
  saveAndMark: () => void;
  markAndNext: () => void;
  clear: () => void;
  back: () => void;
  next: () => void;
  openSummary: () => void;
  closeSummary: () => void;
  closeDialog: () => void;
  submit: () => void;
}

/**
 * The 001 §2.4 actions over `engine`, each reading the engine's newest state when called (the buttons' moves from
 * the status list and the question shown: ./actions.ts); a save's promise is not awaited here.
 */
function playerHandlers(engine: ExamEngine): PlayerHandlers {
  const actions = () => {
    const { exam, current } = engine.getState();
    return playerActions(exam?.statusList, current, (mode) => engine.save(mode), engine.goTo, nextToast);
  };
  return {
    goTo: engine.goTo,
    selectSection: (sectionId) => void actions().selectSection(sectionId),
    setDraft: engine.setDraft,
    saveAndNext: () => void actions().saveAndNext(),
    saveAndMark: () => void actions().saveAndMark(),
    markAndNext: () => void actions().markAndNext(),
    clear: () => void engine.clear(),
    back: () => void actions().back(),
    next: () => actions().next(),
    openSummary: engine.openSummary,
    closeSummary: engine.closeSummary,
    closeDialog: engine.closeDialog,
    submit: () => void engine.submit(),
  };
}

/**
 * One set of handlers for the attempt shown: the same functions while the engine is, so a
 * memoised part handed them renders again only when its own data changes.
 */
export function usePlayerHandlers(): PlayerHandlers {
  const engine = usePlayerEngine();
  return useMemo(() => playerHandlers(engine), [engine]);
}
