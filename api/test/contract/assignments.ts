/** The contract cases of the assignment calls (001 §2.1): an open assignment of the student's batch, submitted and updated. */
import { eq } from 'drizzle-orm';
import { assignments } from '../../src/db/schema';
import { SEEDED_ASSIGNMENTS } from '../../seed/assignments-practice';
import { signIn, type Harness } from '../helpers';
import { PNG, type ContractDomain } from './check';

export const assignmentsContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  // An open assignment of Aarav's batch.
  const mine = { assignment: 0, subject: 0, chapter: 0 };
  return {
    token: () => s.token,
    async setUp() {
      s = await signIn(h.app, 'enrolled');
      const [a] = await h.handle.db.select().from(assignments).where(eq(assignments.title, SEEDED_ASSIGNMENTS.open2));
      Object.assign(mine, { assignment: a!.id, subject: a!.subjectId, chapter: a!.chapterId });
    },
    cases: [
      ['assignmentSubjects', () => ({})],
      ['assignmentChapters', () => ({ query: { subject_id: mine.subject } })],
      ['assignmentsList', () => ({ query: { subject_id: mine.subject, chapter_id: mine.chapter } })],
      ['assignmentsAll', () => ({})],
      ['assignmentDetail', () => ({ params: { assignmentId: mine.assignment } })],
      [
        'submitAssignment',
        () => ({
          params: { assignmentId: mine.assignment },
          multipart: { files: [{ field: 'files', name: 'p.png', type: 'image/png', data: PNG }] },
        }),
      ],
      [
        'updateAssignment',
        () => ({
          params: { assignmentId: mine.assignment },
          multipart: { files: [{ field: 'files', name: 'q.png', type: 'image/png', data: PNG }] },
        }),
      ],
      ['assignmentFile', () => ({ query: { assignment_id: mine.assignment, index: 0 } })],
    ],
  };
};
