import { useRef, useState } from 'react';
import type { Answer } from './answers';

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

/** The player hooks' actions behind the handlers: the same arguments, any result (a save's promise is not awaited here). */
type PlayerActions = { [K in keyof PlayerHandlers]: (...args: Parameters<PlayerHandlers[K]>) => unknown };

/**
 * One set of functions for the life of the screen, each calling the player's latest action (docs/PERFORMANCE.md). The player
 * hooks (online, offline, DPP) build new closures on every render; handed to memoised parts as they are, a palette
 * click would re-render the buttons, the tabs and the question too. These stay the same objects, so a memoised part
 * renders again only when its own data changes. `player` is read at call time (the latest render's).
 */
export function usePlayerHandlers(player: PlayerActions): PlayerHandlers {
  const latest = useRef(player);
  latest.current = player;
  const [handlers] = useState<PlayerHandlers>(() => ({
    goTo: (serial) => void latest.current.goTo(serial),
    selectSection: (sectionId) => void latest.current.selectSection(sectionId),
    setDraft: (answer) => latest.current.setDraft(answer),
    saveAndNext: () => void latest.current.saveAndNext(),
    saveAndMark: () => void latest.current.saveAndMark(),
    markAndNext: () => void latest.current.markAndNext(),
    clear: () => void latest.current.clear(),
    back: () => void latest.current.back(),
    next: () => void latest.current.next(),
    openSummary: () => latest.current.openSummary(),
    closeSummary: () => latest.current.closeSummary(),
    closeDialog: () => latest.current.closeDialog(),
    submit: () => void latest.current.submit(),
  }));
  return handlers;
}
