/** The contract cases of the practice-session calls: a session of the student's first subject, answered and ended. */
import { endpoints } from '@classroom/shared/contract';
import { call, signIn, type Harness } from '../helpers';
import type { ContractDomain } from './check';

export const practiceContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  // A practice session waiting on its first question.
  const mine = { session: 0, question: 0, practiceSubject: 0 };
  return {
    token: () => s.token,
    async setUp() {
      s = await signIn(h.app, 'enrolled');
      const token = s.token; // a second sign-in would supersede the suite's token
      const subjects = endpoints.practiceSubjects.data.parse(
        (await call(h.app, 'practiceSubjects', { token })).body.data,
      );
      mine.practiceSubject = subjects[0]!.subject_id;
      const started = endpoints.startPractice.data.parse(
        (await call(h.app, 'startPractice', { token, body: { subject_id: mine.practiceSubject } })).body.data,
      );
      Object.assign(mine, { session: started.session_id, question: started.question.question_id });
    },
    cases: [
      ['practiceSubjects', () => ({})],
      ['startPractice', () => ({ body: { subject_id: mine.practiceSubject } })],
      ['practiceSession', () => ({ params: { sessionId: mine.session } })],
      [
        'practiceAnswer',
        () => ({ params: { sessionId: mine.session }, body: { question_id: mine.question, answer: '1', seconds: 12 } }),
      ],
      ['endPractice', () => ({ params: { sessionId: mine.session } })],
      ['sessionReport', () => ({ params: { sessionId: mine.session } })],
    ],
  };
};
