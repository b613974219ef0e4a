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
