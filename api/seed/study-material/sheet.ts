/**
 * One chapter's study notes as data (rendered to a PDF by render.ts). Formulas use a small markup the renderer
 * typesets: `x^{2}` raised, `v_{0}` lowered; Greek letters and math signs as Unicode (drawn in the Symbol font).
 */
import type { SubjectKey } from '../content';

export interface NotesSheet {
  subject: SubjectKey;
  /** The NCERT chapter name, exactly as in CHAPTERS (content.ts). */
  chapter: string;
  className: '11' | '12';
  summary: string;
  ideas: string[];
  /** [formula in the markup above, what it says]. */
  formulas: [string, string][];
  /** A worked example; absent on an outline sheet (the PDF then has two pages). */
  example?: { question: string; steps: string[] };
  /** Practice questions; absent on an outline sheet. */
  practice?: string[];
}

/** A sheet written in full: every part, in the order of the PDF. */
export const sheet = (
  subject: SubjectKey,
  className: '11' | '12',
  chapter: string,
  summary: string,
  ideas: string[],
  formulas: [string, string][],
  example: NonNullable<NotesSheet['example']>,
  practice: string[],
): NotesSheet => ({ subject, className, chapter, summary, ideas, formulas, example, practice });

/** An outline sheet: summary, key ideas and the key formulas or facts (no worked example or practice). */
export const outline = (
  subject: SubjectKey,
  className: '11' | '12',
  chapter: string,
  summary: string,
  ideas: string[],
  formulas: [string, string][],
): NotesSheet => ({ subject, className, chapter, summary, ideas, formulas });

/** The file name (without extension) of a chapter's notes and clip: `phy-motion-in-a-plane`. */
export const fileSlug = (subject: SubjectKey, chapter: string) =>
  `${subject}-${chapter
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
