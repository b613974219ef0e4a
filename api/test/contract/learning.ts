/** The contract cases of mfe-corners' calls: corners, NCERT exercises, lectures, notes, study material, solutions, doubts. */
import { and, asc, eq } from 'drizzle-orm';
import { doubts, ncertExercises, solutionBank } from '../../src/db/schema';
import { call, signIn, type Harness } from '../helpers';
import { PNG, type ContractDomain } from './check';

export const learningContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  let ncertChapter = 0;
  let exerciseId = 0;
  let bankChapter = 0;
  let bankQuestion = 0;
  let pendingDoubt = 0;
  let photoDoubt = 0;
  return {
    token: () => s.token,
    async setUp() {
      const [bank] = await h.handle.db
        .select({ id: solutionBank.id, chapter: solutionBank.chapterId })
        .from(solutionBank)
        .orderBy(asc(solutionBank.id))
        .limit(1);
      bankChapter = bank!.chapter;
      bankQuestion = bank!.id;
      const [pending] = await h.handle.db
        .select({ id: doubts.id })
        .from(doubts)
        .where(and(eq(doubts.studentId, h.seeded.studentIds.enrolled), eq(doubts.status, 'pending')))
        .limit(1);
      pendingDoubt = pending!.id;
      s = await signIn(h.app, 'enrolled');
      const asked = await call(h.app, 'postPendingDoubt', {
        token: s.token,
        multipart: {
          fields: { subject_id: '1', question: 'A doubt with a photo for the contract case' },
          files: [{ field: 'photos', name: 'p.png', type: 'image/png', data: PNG }],
        },
      });
      photoDoubt = (asked.body.data as { doubt_id: number }).doubt_id;
      const [ch] = await h.handle.db
        .select({ id: ncertExercises.cornerChapterId, ex: ncertExercises.id })
        .from(ncertExercises)
        .orderBy(asc(ncertExercises.id))
        .limit(1);
      ncertChapter = ch!.id;
      exerciseId = ch!.ex;
    },
    cases: [
      ['chapterVideos', () => ({ query: { corner_type: 'ncert', chapter_id: ncertChapter } })],
      ['chapterNotes', () => ({ query: { corner_type: 'ncert', chapter_id: ncertChapter } })],
      ['ncertExercises', () => ({ query: { corner_type: 'ncert', chapter_id: ncertChapter } })],
      ['ncertQuestions', () => ({ query: { corner_type: 'ncert', exercise_id: exerciseId } })],
      ['cornerFilters', () => ({ query: { corner_type: 'jee' } })],
      ['dashboardCorner', () => ({ query: { corner_type: 'jee', class_assoc: 1 } })],
      ['chapterDetail', () => ({ query: { corner_type: 'ncert', chapter_id: ncertChapter } })],
      ['videoLectures', () => ({})],
      ['studentNotes', () => ({})],
      ['studyMaterial', () => ({ query: { subject_id: 1 } })],
      ['doubtChapters', () => ({})],
      ['doubtQuestions', () => ({ query: { chapter_id: bankChapter } })],
      ['searchSolutions', () => ({ query: { text: 'projectile' } })],
      ['getSolution', () => ({ query: { question_id: bankQuestion } })],
      [
        'postPendingDoubt',
        () => ({
          multipart: {
            fields: { subject_id: '1', question: 'Why does a projectile follow a parabola?' },
            files: [{ field: 'photos', name: 'a.png', type: 'image/png', data: PNG }],
          },
        }),
      ],
      [
        'updatePendingDoubt',
        () => ({
          params: { doubtId: pendingDoubt },
          body: { subject_id: 1, question: 'How do I choose the axes on an inclined plane, exactly?' },
        }),
      ],
      ['pendingDoubts', () => ({})],
      ['doubtPhoto', () => ({ query: { doubt_id: photoDoubt, index: 0 } })],
    ],
  };
};
