/** The institute's schedule at scale: a DPP per NCERT chapter and 60 days of classes (called by seedInstitute). */
import type { Db } from '../src/db/client';
import { classes, mpps } from '../src/db/schema';
import { CHAPTERS, TAGS, type SubjectKey } from './content';
import type { InstituteIds } from './institute';
import type { Prng } from './prng';
import { lectureUrl, notesUrl } from './study-material';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A DPP per NCERT chapter: NEET 2027 (305) for Physics, Chemistry and Biology, and JEE Advanced 2026 (303) for the
 * class 12 Physics, Chemistry and Mathematics chapters, one a day going back. (JEE 2027's own DPPs stay the demo set:
 * the API tests page through them.)
 */
export async function seedDpps(db: Db, rng: Prng, now: Date, ids: InstituteIds): Promise<void> {
  const plan: { section: number; subject: SubjectKey; chapter: string }[] = [
    ...(['phy', 'chem', 'bio'] as const).flatMap((s) =>
      (['11', '12'] as const).flatMap((c) => CHAPTERS[s][c].map((chapter) => ({ section: 305, subject: s, chapter }))),
    ),
    ...(['phy', 'chem', 'math'] as const).flatMap((s) =>
      CHAPTERS[s]['12'].map((chapter) => ({ section: 303, subject: s, chapter })),
    ),
  ];
  const perSection = new Map<number, number>();
  await db.insert(mpps).values(
    plan.map((p) => {
      const n = (perSection.get(p.section) ?? 0) + 1;
      perSection.set(p.section, n);
      const total = rng.pick([10, 15, 20, 25]);
      return {
        name: `DPP: ${p.chapter}`,
        sectionId: p.section,
        subjectId: ids.subjectIds[p.subject],
        chapterId: ids.chapterId(p.subject, p.chapter),
        teacherId: rng.pick(ids.teacherIds),
        tagIds: rng.sample(ids.tagIds, rng.int(1, 3)),
        totalQuestions: total,
        maxExamMarks: total * 4,
        startAt: new Date(now.getTime() - (n + 1) * DAY - rng.int(0, 10) * HOUR),
      };
    }),
  );
}

/**
 * Classes over the last 60 days (Monday to Saturday) for JEE 2027, NEET 2027 and Class 11 Foundation: past ones with
 * replays and notes (some missing, as in life), a few offline; plus the coming week's schedule.
 */
export async function seedClasses(db: Db, rng: Prng, now: Date, ids: InstituteIds): Promise<void> {
  const batches: { section: number; subjects: SubjectKey[]; cls: '11' | '12' }[] = [
    { section: 301, subjects: ['phy', 'chem', 'math'], cls: '11' },
    { section: 305, subjects: ['phy', 'chem', 'bio'], cls: '11' },
    { section: 302, subjects: ['phy', 'chem', 'math'], cls: '11' },
  ];
  const midnight = new Date(now);
  midnight.setUTCHours(0, 0, 0, 0);
  const rows: (typeof classes.$inferInsert)[] = [];
  for (let day = -60; day <= 7; day += 1) {
    if (day === 0) continue; // today's classes are the demo plan's (one live now, one later)
    const date = new Date(midnight.getTime() + day * DAY);
    if (date.getUTCDay() === 0) continue;
    for (const b of batches) {
      if (b.section === 302 && date.getUTCDay() % 2 === 1) continue; // foundation: three days a week
      const subject = b.subjects[(day + 60 + b.section) % 3]!;
      const chapter = rng.pick(CHAPTERS[subject][b.cls]);
      // 10:30 or 14:30 IST (05:00 / 09:00 UTC), 90 minutes.
      const start = new Date(date.getTime() + (rng.next() < 0.5 ? 5 : 9) * HOUR);
      const offline = rng.next() < 0.08;
      const past = day < 0;
      rows.push({
        sectionId: b.section,
        subjectId: ids.subjectIds[subject],
        chapterId: ids.chapterId(subject, chapter),
        teacherId: rng.pick(ids.teacherIds),
        lecture: `Lecture ${rng.int(1, 15)}: ${chapter}`,
        classType: offline ? 'offline' : 'online',
        scheduleType: offline ? 'offline' : 'regular',
        startAt: start,
        endAt: new Date(start.getTime() + 90 * 60_000),
        tags: rng.sample(TAGS, rng.int(1, 2)),
        // A chapter without a study sheet has no notes or replay (the PRNG is drawn all the same).
        notesFile: past && !offline && rng.next() < 0.7 ? notesUrl(subject, chapter) : null,
        replayUrl: past && !offline && rng.next() < 0.85 ? lectureUrl(subject, chapter) : null,
        liveClassLink: !past && !offline ? `https://meet.example.com/classroom-${b.section}-${day + 60}` : null,
      });
    }
  }
  await db.insert(classes).values(rows);
}
