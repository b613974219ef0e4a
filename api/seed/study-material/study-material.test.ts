import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { DEMO_STATIC_DIR } from '../../src/static';
import { CHAPTERS, type SubjectKey } from '../content';
import { lectureUrl, notesUrl, writeStudyNotes } from '.';
import { NOTES_SHEETS } from './sheets';

const EVERY_CHAPTER = (Object.keys(CHAPTERS) as SubjectKey[]).flatMap((subject) =>
  (['11', '12'] as const).flatMap((cls) => CHAPTERS[subject][cls].map((chapter) => ({ subject, cls, chapter }))),
);

describe('the demo institute’s study material (every chapter the seed lists)', () => {
  it('every NCERT chapter has a notes PDF address and a shipped lecture clip of a few KB', () => {
    const missing = EVERY_CHAPTER.filter(
      ({ subject, chapter }) => !notesUrl(subject, chapter) || !lectureUrl(subject, chapter),
    );
    expect(missing).toEqual([]);
    const clips = EVERY_CHAPTER.map(({ subject, chapter }) =>
      path.join(DEMO_STATIC_DIR, lectureUrl(subject, chapter)!.replace('/api/static/', '')),
    );
    expect(clips.filter((file) => !existsSync(file))).toEqual([]);
    expect(clips.filter((file) => statSync(file).size > 20_000)).toEqual([]);
  });

  it('no chapter has two sheets, and each sheet names a chapter of its subject and class', () => {
    const keys = NOTES_SHEETS.map((s) => `${s.subject}:${s.chapter}`);
    expect(keys.length).toBe(new Set(keys).size);
    expect(NOTES_SHEETS.filter((s) => !CHAPTERS[s.subject][s.className].includes(s.chapter))).toEqual([]);
  });

  it('writes one PDF per sheet: three pages for a full sheet, two for an outline; a second run writes none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'notes-'));
    try {
      expect(await writeStudyNotes(dir)).toBe(NOTES_SHEETS.length);
      for (const sheet of [NOTES_SHEETS[0]!, NOTES_SHEETS.at(-1)!]) {
        const url = notesUrl(sheet.subject, sheet.chapter)!;
        const pdf = await PDFDocument.load(await readFile(path.join(dir, url.replace('/api/static/', ''))));
        expect(pdf.getTitle()).toBe(`${sheet.chapter}: chapter notes`);
        expect(pdf.getPageCount()).toBe(sheet.example ? 3 : 2);
      }
      expect(await writeStudyNotes(dir)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
