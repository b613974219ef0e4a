/**
 * The demo institute's study notes as real PDFs (one per sheet of sheets.ts), written at seed time into
 * <repo>/var/static/notes (env GENERATED_STATIC_DIR overrides <repo>/var/static) and served by the API at
 * /api/static/notes/<subject>-<chapter>.pdf next to the shipped demo files (src/static.ts). A file already there is
 * kept while the sheets and the renderer are unchanged, so a second seed costs nothing; writes go through a temporary file and a rename, so parallel seeds never
 * serve half a file.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_STATIC_DIR } from '../../src/static';
import type { SubjectKey } from '../content';
import { renderNotesPdf, RENDER_VERSION } from './render';
import { fileSlug, hasSheet, NOTES_SHEETS } from './sheets';

const fileOf = (subject: SubjectKey, chapter: string) => `notes/${fileSlug(subject, chapter)}.pdf`;

/** The URL of a chapter's notes PDF, or null when the chapter has no sheet (the link is then left out). */
export function notesUrl(subject: SubjectKey, chapter: string): string | null {
  return hasSheet(subject, chapter) ? `/api/static/${fileOf(subject, chapter)}` : null;
}

/**
 * Writes every sheet's PDF missing from `dir` (all of them again when the sheets or the renderer changed: a hash of
 * both is kept in notes/.sheets); returns how many it wrote.
 */
export async function writeStudyNotes(dir = GENERATED_STATIC_DIR): Promise<number> {
  await mkdir(path.join(dir, 'notes'), { recursive: true });
  const stamp = path.join(dir, 'notes', '.sheets');
  const hash = createHash('sha256').update(JSON.stringify(NOTES_SHEETS)).update(RENDER_VERSION).digest('hex');
  const current = (await readFile(stamp, 'utf8').catch(() => '')) === hash;
  let written = 0;
  for (const sheet of NOTES_SHEETS) {
    const file = path.join(dir, fileOf(sheet.subject, sheet.chapter));
    if (
      current &&
      (await stat(file).then(
        (s) => s.size > 0,
        () => false,
      ))
    )
      continue;
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, await renderNotesPdf(sheet));
    await rename(tmp, file);
    written++;
  }
  if (!current) await writeFile(stamp, hash);
  return written;
}
