/**
 * The player's buttons (001 §2.4) as actions over the status list — the same for the online, offline and
 * DPP players, which differ only in how they save and move.
 */
import { PALETTE, type QuestionStatus } from '@classroom/shared/contract';
import { canGoBack, firstSerialOfSection, nextSerial, previousSerial } from './navigation';
import { saveToast, statusOnLeave } from './palette';

/** What a save does (001 §2.4 buttons): mark for review or not, require an answer or not, then move on or stay. */
export interface SaveMode {
  review: boolean;
  requireAnswer: boolean;
  moveNext: boolean;
}

/** 001 §2.4, §5: SAVE & NEXT and SAVE & Mark For Review need an answer; Mark For Review & Next does not. */
export const SAVE_MODES = {
  saveAndNext: { review: false, requireAnswer: true, moveNext: true },
  saveAndMark: { review: true, requireAnswer: true, moveNext: true },
  markAndNext: { review: true, requireAnswer: false, moveNext: true },
} as const satisfies Record<string, SaveMode>;

/**
 * SAVE & NEXT, SAVE & Mark For Review, Mark For Review & Next, NEXT, BACK and the section tabs (001 §4.3) for a
 * player: `statusList` is undefined until the exam has loaded (every action is then a no-op), `current` is the
 * serial number shown, `save` and `goTo` are the player's own. `toast` shows NEXT's toast (001 §4.1: Next sets
 * answered or not answered, then 'Not answered' / 'Answer saved' / … by the code the question is left with).
 */
export function playerActions(
  statusList: readonly QuestionStatus[] | undefined,
  current: number,
  save: (mode: SaveMode) => unknown,
  goTo: (serial: number | null) => unknown,
  toast?: (message: string) => void,
) {
  return {
    canGoBack: statusList ? canGoBack(statusList, current) : false,
    saveAndNext: () => save(SAVE_MODES.saveAndNext),
    saveAndMark: () => save(SAVE_MODES.saveAndMark),
    markAndNext: () => save(SAVE_MODES.markAndNext),
    next: () => {
      if (!statusList) return;
      const target = nextSerial(statusList, current);
      goTo(target);
      if (target !== null && target !== current) {
        const code = statusList.find((e) => e.serial_no === current)?.color_id ?? PALETTE.notVisited;
        toast?.(saveToast(statusOnLeave(code)));
      }
    },
    back: () => statusList && goTo(previousSerial(statusList, current)),
    selectSection: (sectionId: number) => statusList && goTo(firstSerialOfSection(statusList, sectionId)),
  };
}
