/**
 * The institute's frame: schools and batches (sections) with the fixed ids the tests name, and the syllabus (subjects,
 * NCERT chapters, teachers, tags) the rest of the seed refers to.
 */
import type { Db } from '../src/db/client';
import { chapters, schools, sections, subjects, tags, teachers } from '../src/db/schema';
import { CHAPTERS, SUBJECTS, TAGS, TEACHERS, type SubjectKey } from './content';
import { SEED_IDS } from './students';

/** The institute's schools and batches (sections), with the fixed ids the demo accounts and tests name (SEED_IDS). */
export async function seedSchoolsAndSections(db: Db): Promise<void> {
  await db.insert(schools).values([
    { id: SEED_IDS.mainSchool, schoolName: 'Classroom Institute, Kota' },
    { id: SEED_IDS.school40059, schoolName: 'Sunrise Public School (partner)' },
  ]);
  await db.insert(sections).values([
    { id: 301, sectionName: 'JEE 2027', className: '11' },
    { id: 302, sectionName: 'Class 11 Foundation', className: '11' },
    { id: 303, sectionName: 'JEE Advanced 2026', className: '12' },
    { id: 304, sectionName: 'JCF_Crash_2026', className: '11' },
    { id: 305, sectionName: 'NEET 2027', className: '11' },
    { id: 306, sectionName: 'M.A.T_Practice', className: '11' },
    { id: 307, sectionName: 'Free Trial 11', className: '11' },
    { id: 308, sectionName: 'Sunrise JEE Tests', className: '11' },
  ]);
}

/** The syllabus the rest of the seed refers to: subject ids, a chapter's id by subject and NCERT name, teachers, tags. */
export interface Syllabus {
  subjectIds: Record<SubjectKey, number>;
  chapterId: (key: SubjectKey, name: string) => number;
  teacherIds: number[];
  tagIds: number[];
}

/** Subjects, chapters (NCERT names), teachers and tags. */
export async function seedSyllabus(db: Db): Promise<Syllabus> {
  const subjectIds = {} as Record<SubjectKey, number>;
  for (const key of Object.keys(SUBJECTS) as SubjectKey[]) {
    const s = SUBJECTS[key];
    const [row] = await db
      .insert(subjects)
      .values({
        subjectName: s.name,
        primaryColor: s.primary,
        secondaryColor: s.secondary,
        logo: s.logo,
        isMainSubject: true,
      })
      .returning({ id: subjects.id });
    subjectIds[key] = row!.id;
  }
  const chapterIds = new Map<string, number>();
  const chapterRows = (Object.keys(CHAPTERS) as SubjectKey[]).flatMap((key) =>
    (['11', '12'] as const).flatMap((cls) =>
      CHAPTERS[key][cls].map((name) => ({ key, subjectId: subjectIds[key], chapterName: name, className: cls })),
    ),
  );
  const insertedChapters = await db
    .insert(chapters)
    .values(chapterRows.map(({ key: _key, ...row }) => row))
    .returning({ id: chapters.id });
  // A name in both classes (Mathematics: Relations and Functions, Probability) resolves to the class 11 chapter.
  chapterRows.forEach((row, i) => {
    if (!chapterIds.has(`${row.key}:${row.chapterName}`))
      chapterIds.set(`${row.key}:${row.chapterName}`, insertedChapters[i]!.id);
  });
  const chapterId = (key: SubjectKey, name: string) => {
    const found = chapterIds.get(`${key}:${name}`);
    if (found === undefined) throw new Error(`Seed: unknown chapter ${key}:${name}`);
    return found;
  };
  const teacherIds = (
    await db
      .insert(teachers)
      .values(TEACHERS.map((t) => ({ name: t.name, thumbnail: t.thumbnail })))
      .returning({ id: teachers.id })
  ).map((r) => r.id);
  const tagIds = (
    await db
      .insert(tags)
      .values(TAGS.map((tagName) => ({ tagName })))
      .returning({ id: tags.id })
  ).map((r) => r.id);
  return { subjectIds, chapterId, teacherIds, tagIds };
}
