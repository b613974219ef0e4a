/** Pure rules of the teacher notes screens (000 §7 address list: get-chapters). */

/** A chapter as get-chapters answers it. */
export interface ChapterRow {
  chapter_id: number;
  chapter_name: string;
  class_name: string;
}

/**
 * A subject's chapters by class, in the order get-chapters gives them (class, then the institute's chapter order):
 * `[{ className: '11', chapters: [...] }, { className: '12', chapters: [...] }]`; no group is empty.
 */
export function chaptersByClass<C extends ChapterRow>(chapters: readonly C[]): { className: string; chapters: C[] }[] {
  const groups: { className: string; chapters: C[] }[] = [];
  for (const chapter of chapters) {
    const last = groups.at(-1);
    if (last?.className === chapter.class_name) last.chapters.push(chapter);
    else groups.push({ className: chapter.class_name, chapters: [chapter] });
  }
  return groups;
}

/** A class as the classes call answers it (000 §3 Class): only what counting its notes needs. */
export interface ClassWithNotes {
  subject_name: string;
  chapter_name: string;
  notes_file: string | null;
}

/**
 * How many of the batch's classes have a notes file, per chapter of one subject (000 §3 Class `notes_file`; the same
 * classes get-teacher-notes answers for). Classes name their chapter, not its id, so a chapter name that the subject has
 * twice (Mathematics: 'Probability' in class 11 and 12) is left out rather than guessed: `counts.get(id)` is undefined
 * for it. Every other chapter has a count, 0 included.
 */
export function noteCounts(
  subjectName: string,
  chapters: readonly ChapterRow[],
  classes: readonly ClassWithNotes[],
): Map<number, number> {
  const seen = new Map<string, number>();
  for (const c of chapters) seen.set(c.chapter_name, (seen.get(c.chapter_name) ?? 0) + 1);
  const counts = new Map<number, number>();
  for (const c of chapters) {
    if (seen.get(c.chapter_name) !== 1) continue;
    counts.set(
      c.chapter_id,
      classes.filter((k) => k.notes_file && k.subject_name === subjectName && k.chapter_name === c.chapter_name).length,
    );
  }
  return counts;
}
