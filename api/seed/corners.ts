/** The study corners (000 §2 Corner cards): classes, chapters, lecture videos and notes of each corner. */
import type { Db } from '../src/db/client';
import { cornerChapters, cornerClasses, cornerNotes, cornerVideos } from '../src/db/schema';
import { CHAPTERS, type SubjectKey } from './content';
import type { Prng } from './prng';
import { lectureUrl, notesUrl } from './study-material';

/** Corner content (000 §2 Corner cards): ncert, jee, neet × classes 11 and 12; the first chapter of each subject has ≥ 5 videos. */
export async function seedCorners(db: Db, rng: Prng, subjectIds: Record<SubjectKey, number>): Promise<void> {
  const corners: { type: 'ncert' | 'jee' | 'neet'; subjects: SubjectKey[] }[] = [
    { type: 'ncert', subjects: ['phy', 'chem', 'math', 'bio'] },
    { type: 'jee', subjects: ['phy', 'chem', 'math'] },
    { type: 'neet', subjects: ['phy', 'chem', 'bio'] },
  ];
  for (const corner of corners) {
    for (const cls of ['11', '12'] as const) {
      const [classRow] = await db
        .insert(cornerClasses)
        .values({ cornerType: corner.type, className: `Class ${cls}` })
        .returning({ id: cornerClasses.id });
      for (const subject of corner.subjects) {
        const names = CHAPTERS[subject][cls].slice(0, 3);
        for (const [order, name] of names.entries()) {
          const [chapter] = await db
            .insert(cornerChapters)
            .values({
              cornerClassId: classRow!.id,
              subjectId: subjectIds[subject],
              chapterName: name,
              sortOrder: order + 1,
            })
            .returning({ id: cornerChapters.id });
          const lecture = lectureUrl(subject, name);
          const notes = notesUrl(subject, name);
          if (!lecture || !notes) throw new Error(`Seed: no study sheet for the corner chapter ${subject}:${name}`);
          const videoCount = order === 0 ? rng.int(5, 7) : rng.int(1, 4);
          await db.insert(cornerVideos).values(
            Array.from({ length: videoCount }, (_, i) => ({
              cornerChapterId: chapter!.id,
              videoName: `${name}: Part ${i + 1}`,
              videoIconUrl: `/api/static/corner/thumb-${(i % 4) + 1}.svg`,
              videoUrl: lecture,
              sortOrder: i + 1,
            })),
          );
          const noteCount = order === 0 ? 4 : rng.int(0, 3);
          if (noteCount > 0) {
            await db.insert(cornerNotes).values(
              Array.from({ length: noteCount }, (_, i) => ({
                cornerChapterId: chapter!.id,
                noteName:
                  corner.type === 'ncert' ? `Exercise ${order + 1}.${i + 1} solutions` : `${name}: notes ${i + 1}`,
                questionId: corner.type === 'ncert' ? chapter!.id * 100 + i + 1 : null,
                notesPdfUrl: notes,
                sortOrder: i + 1,
              })),
            );
          }
        }
      }
    }
  }
}
