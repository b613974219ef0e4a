import type { call } from '@classroom/shared/api';
import type { ClassItem } from '@classroom/shared/contract';
import { CORNER_TITLES } from '../messages';

export interface PastSubjectGroup {
  subject: string;
  color: string;
  chapters: { chapter: string; classes: ClassItem[] }[];
}

/**
 * Past classes (recordings) by subject and chapter (001 §2.1 pastclasses/subjects, pastclasses/chapters): only
 * `type: 'past'`, subjects and chapters in first-seen order, classes newest first.
 */
export function groupPastClasses(items: readonly ClassItem[]): PastSubjectGroup[] {
  const past = items.filter((c) => c.type === 'past').sort((a, b) => b.start_date.localeCompare(a.start_date));
  const groups: PastSubjectGroup[] = [];
  for (const item of past) {
    let group = groups.find((g) => g.subject === item.subject_name);
    if (!group) groups.push((group = { subject: item.subject_name, color: item.primary_color, chapters: [] }));
    let chapter = group.chapters.find((c) => c.chapter === item.chapter_name);
    if (!chapter) group.chapters.push((chapter = { chapter: item.chapter_name, classes: [] }));
    chapter.classes.push(item);
  }
  return groups;
}

/** Every notes PDF of a subject (001 §7 study material), in chapter order. */
export type Material = Awaited<ReturnType<typeof call<'studyMaterial'>>>;

/** Study material in chapter order, one group per chapter titled '{chapter} · {corner} · {class}'. */
export function groupByChapter(items: Material): { chapterId: number; title: string; items: Material }[] {
  const groups: { chapterId: number; title: string; items: Material }[] = [];
  for (const m of items) {
    let g = groups.find((x) => x.chapterId === m.chapter_id);
    if (!g)
      groups.push(
        (g = {
          chapterId: m.chapter_id,
          title: `${m.chapter_name} · ${CORNER_TITLES[m.corner_type]} · ${m.class_name}`,
          items: [],
        }),
      );
    g.items.push(m);
  }
  return groups;
}
