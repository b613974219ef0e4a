/**
 * Palette rules (001 §3 colour codes, §4.1 status transitions, §2.5 summary counts; DESIGN palette table).
 * Plain TypeScript, no React.
 */
import { PALETTE, type PaletteCode, type QuestionStatus } from '@classroom/shared/contract';
import {
  KEPT_ON_DEVICE,
  TOAST_ANSWER_SAVED,
  TOAST_ANSWER_SAVED_MARKED,
  TOAST_NOT_ANSWERED,
  TOAST_NOT_ANSWERED_MARKED,
} from '../../messages';

/** The words of each colour code, used in legends and accessible names (001 §3, DESIGN). */
export const STATUS_WORDS: Readonly<Record<PaletteCode, string>> = {
  [PALETTE.notVisited]: 'not visited',
  [PALETTE.answered]: 'answered',
  [PALETTE.markedForReview]: 'not answered and marked for review',
  [PALETTE.answeredAndMarked]: 'answered and marked for review',
  [PALETTE.notAnswered]: 'not answered',
};

/** Legend order as students know it from the NTA interface. */
export const LEGEND_ORDER: readonly PaletteCode[] = [
  PALETTE.notVisited,
  PALETTE.notAnswered,
  PALETTE.answered,
  PALETTE.markedForReview,
  PALETTE.answeredAndMarked,
];

/** 001 §4.1: the code after a save — the same rule the API applies (one implementation in @classroom/shared). */
export { paletteColor as statusAfterSave } from '@classroom/shared/exam-rules';

/** 001 §4.1: a not-visited question (0) becomes not answered (4) once it is left without an answer; others keep their code. */
export function statusOnLeave(code: PaletteCode): PaletteCode {
  return code === PALETTE.notVisited ? PALETTE.notAnswered : code;
}

/** Whether a code means the question holds a saved answer (1 or 3). */
export function isAnsweredCode(code: PaletteCode): boolean {
  return code === PALETTE.answered || code === PALETTE.answeredAndMarked;
}

export interface PaletteCounts {
  total: number;
  answered: number;
  notAnswered: number;
  markedForReview: number;
  answeredAndMarked: number;
  notVisited: number;
}

/**
 * Counts per code from the server's status list (001 §4.1, §2.5). When `current` names the question on screen
 * and it has never been timed (still code 0), it counts as not answered rather than not visited (001 §4.1).
 */
export function countStatuses(
  list: readonly QuestionStatus[],
  current?: { serial: number; timed: boolean },
): PaletteCounts {
  const counts: PaletteCounts = {
    total: list.length,
    answered: 0,
    notAnswered: 0,
    markedForReview: 0,
    answeredAndMarked: 0,
    notVisited: 0,
  };
  for (const entry of list) {
    if (entry.color_id === PALETTE.answered) counts.answered += 1;
    else if (entry.color_id === PALETTE.notAnswered) counts.notAnswered += 1;
    else if (entry.color_id === PALETTE.markedForReview) counts.markedForReview += 1;
    else if (entry.color_id === PALETTE.answeredAndMarked) counts.answeredAndMarked += 1;
    else counts.notVisited += 1;
  }
  if (current && !current.timed) {
    const entry = list.find((e) => e.serial_no === current.serial);
    if (entry?.color_id === PALETTE.notVisited) {
      counts.notVisited -= 1;
      counts.notAnswered += 1;
    }
  }
  return counts;
}

/**
 * Whether two palettes (001 §4.1 status lists) show the same: the same questions in the same order, each in the same
 * state. A reply that changes nothing keeps the list the screen has (nothing renders again).
 */
export function sameStatuses(a: readonly QuestionStatus[], b: readonly QuestionStatus[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        e.serial_no === other.serial_no &&
        e.question_id === other.question_id &&
        e.section_id === other.section_id &&
        e.color_id === other.color_id
      );
    })
  );
}

/** The count of one code in `counts`. */
export function countOf(counts: PaletteCounts, code: PaletteCode): number {
  switch (code) {
    case PALETTE.answered:
      return counts.answered;
    case PALETTE.notAnswered:
      return counts.notAnswered;
    case PALETTE.markedForReview:
      return counts.markedForReview;
    case PALETTE.answeredAndMarked:
      return counts.answeredAndMarked;
    default:
      return counts.notVisited;
  }
}

/**
 * Accessible name of a palette tile (DESIGN): `tileLabel(12, 3)` → 'Question 12, answered and marked for review';
 * with `kept` (the answer could not reach the server and waits on the device, decision 0004) it adds ', kept on
 * this device, not saved yet'.
 */
export function tileLabel(serial: number, code: PaletteCode, kept = false): string {
  return `Question ${serial}, ${STATUS_WORDS[code]}${kept ? `, ${KEPT_ON_DEVICE}` : ''}`;
}

/** 001 §4.1: the toast shown after a save, by the code the question now has. */
export function saveToast(code: PaletteCode): string {
  switch (code) {
    case PALETTE.answered:
      return TOAST_ANSWER_SAVED;
    case PALETTE.answeredAndMarked:
      return TOAST_ANSWER_SAVED_MARKED;
    case PALETTE.markedForReview:
      return TOAST_NOT_ANSWERED_MARKED;
    default:
      return TOAST_NOT_ANSWERED;
  }
}

/** Replaces one entry's code (for a local 0 → 4 on leaving, 001 §4.1) without touching the rest. */
export function withCode(list: readonly QuestionStatus[], serial: number, code: PaletteCode): QuestionStatus[] {
  return list.map((e) => (e.serial_no === serial ? { ...e, color_id: code } : e));
}
