import type { ClassItem } from '@classroom/shared/contract';

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
