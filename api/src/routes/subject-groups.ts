/**
 * Subjects with their chapters, as the learning screens' subject lists are answered (000 §2 notes and corners, the
 * solution bank's chapters, practice's subjects): `{ subject_id, subject_name, primary_color, chapters }`.
 */

/** One (subject, chapter) row of a query, in the order the reply lists them; `chapter` is the reply's chapter object. */
export interface SubjectChapterRow<C> {
  subjectId: number;
  subjectName: string;
  color: string;
  chapter: C;
}

/** A subject of the reply with its chapters. */
export interface SubjectGroup<C> {
  subject_id: number;
  subject_name: string;
  primary_color: string;
  chapters: C[];
}

/**
 * Groups `rows` by subject, keeping the order of the rows for both the subjects (first appearance) and each subject's
 * chapters. Pure; a subject without rows does not appear.
 */
export function groupBySubject<C>(rows: readonly SubjectChapterRow<C>[]): SubjectGroup<C>[] {
  const groups = new Map<number, SubjectGroup<C>>();
  for (const r of rows) {
    let group = groups.get(r.subjectId);
    if (!group) {
      group = { subject_id: r.subjectId, subject_name: r.subjectName, primary_color: r.color, chapters: [] };
      groups.set(r.subjectId, group);
    }
    group.chapters.push(r.chapter);
  }
  return [...groups.values()];
}
