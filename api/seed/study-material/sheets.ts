/**
 * The study notes of the demo institute: one sheet for every NCERT chapter of CHAPTERS (content.ts), so every chapter
 * the seed lists has a notes PDF and a lecture clip. The corners' chapters and the demo classes with notes have sheets
 * written in full (sheets-<subject>.ts); the others have outline sheets (outlines-<subject>.ts). The shape and the
 * formula markup are in sheet.ts.
 */
import type { SubjectKey } from '../content';
import { BIOLOGY_OUTLINES } from './outlines-biology';
import { CHEMISTRY_OUTLINES } from './outlines-chemistry';
import { MATHEMATICS_OUTLINES } from './outlines-mathematics';
import { PHYSICS_OUTLINES } from './outlines-physics';
import type { NotesSheet } from './sheet';
import { BIOLOGY_SHEETS } from './sheets-biology';
import { CHEMISTRY_SHEETS } from './sheets-chemistry';
import { MATHEMATICS_SHEETS } from './sheets-mathematics';
import { PHYSICS_SHEETS } from './sheets-physics';

export { fileSlug, type NotesSheet } from './sheet';

export const NOTES_SHEETS: NotesSheet[] = [
  ...PHYSICS_SHEETS,
  ...CHEMISTRY_SHEETS,
  ...MATHEMATICS_SHEETS,
  ...BIOLOGY_SHEETS,
  ...PHYSICS_OUTLINES,
  ...CHEMISTRY_OUTLINES,
  ...MATHEMATICS_OUTLINES,
  ...BIOLOGY_OUTLINES,
];

/** Whether `chapter` of `subject` has a sheet (and so a notes PDF and a lecture clip). */
export const hasSheet = (subject: SubjectKey, chapter: string) =>
  NOTES_SHEETS.some((s) => s.subject === subject && s.chapter === chapter);
