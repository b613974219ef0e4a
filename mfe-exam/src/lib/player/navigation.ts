/**
 * Question navigation across sections (001 §4.3). Questions are ordered by serial number over the whole
 * exam; sections follow one another in that order. Plain TypeScript, no React.
 */
import type { QuestionStatus } from '@classroom/shared/contract';

/** The status list in serial order (a copy). */
export function inSerialOrder(list: readonly QuestionStatus[]): QuestionStatus[] {
  return [...list].sort((a, b) => a.serial_no - b.serial_no);
}

/**
 * 001 §4.3 Next: serial_no + 1; at the end of a section the first question of the next section; after the
 * last question of the last section, question 1 (the first serial). Returns null for an empty list.
 */
export function nextSerial(list: readonly QuestionStatus[], current: number): number | null {
  const ordered = inSerialOrder(list);
  if (ordered.length === 0) return null;
  const index = ordered.findIndex((e) => e.serial_no === current);
  const next = ordered[index + 1] ?? ordered[0];
  return next ? next.serial_no : null;
}

/** 001 §4.3 Back: the previous serial, or null on question 1 (BACK is inactive there). */
export function previousSerial(list: readonly QuestionStatus[], current: number): number | null {
  const ordered = inSerialOrder(list);
  const index = ordered.findIndex((e) => e.serial_no === current);
  if (index <= 0) return null;
  return ordered[index - 1]?.serial_no ?? null;
}

/** Whether BACK is active (001 §4.3: inactive on question 1). */
export function canGoBack(list: readonly QuestionStatus[], current: number): boolean {
  return previousSerial(list, current) !== null;
}

/** The section that holds `serial`, or null. */
export function sectionOfSerial(list: readonly QuestionStatus[], serial: number): number | null {
  return list.find((e) => e.serial_no === serial)?.section_id ?? null;
}

/** The first serial of a section (where a section tab lands, 001 §4.3), or null when the section has none. */
export function firstSerialOfSection(list: readonly QuestionStatus[], sectionId: number): number | null {
  return inSerialOrder(list).find((e) => e.section_id === sectionId)?.serial_no ?? null;
}

/** The status entries of one section, in serial order. */
export function sectionEntries(list: readonly QuestionStatus[], sectionId: number): QuestionStatus[] {
  return inSerialOrder(list).filter((e) => e.section_id === sectionId);
}

/** 001 §4.3: clicking the current question does nothing. */
export function isMove(current: number, target: number): boolean {
  return current !== target;
}
