/** The contract cases of the calls 000 §7 names only in its address list (support, NPS, reports, orders, payment support). */
import { endpoints } from '@classroom/shared/contract';
import { asc } from 'drizzle-orm';
import { solutionBank } from '../../src/db/schema';
import { call, signIn, type Harness } from '../helpers';
import { firstBatchOf, runningLiveClassOf, type ContractDomain } from './check';

export const addressListContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  let courseId = 0;
  let liveClassId = 0;
  let bankChapter = 0;
  let orderId = '';
  return {
    token: () => s.token,
    async setUp() {
      const [bank] = await h.handle.db
        .select({ chapter: solutionBank.chapterId })
        .from(solutionBank)
        .orderBy(asc(solutionBank.id))
        .limit(1);
      bankChapter = bank!.chapter;
      s = await signIn(h.app, 'enrolled');
      courseId = await firstBatchOf(h, s);
      liveClassId = await runningLiveClassOf(h, s);
      // An enrolment order paid in the sandbox but not yet completed: still 'created' (docs/decisions/0006).
      orderId = endpoints.enrollCourse.data.parse(
        (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'NEET2027-ONLINE' } })).body.data,
      ).order_id;
      await call(h.app, 'sandboxPay', { token: s.token, body: { order_id: orderId, amount_paise: 4_000_000 } });
    },
    cases: [
      ['supportSubjects', () => ({})],
      ['supportChapters', () => ({ query: { subject_id: 1 } })],
      ['teacherNotes', () => ({ query: { chapter_id: bankChapter } })],
      ['booksInfo', () => ({})],
      ['submitNpsRating', () => ({ body: { rating: 9, comment: 'Clear lectures' } })],
      ['liveClassAssignments', () => ({ query: { liveclass_id: liveClassId } })],
      ['studentReportRequest', () => ({ body: { student_section_course_id: courseId } })],
      ['orderDetails', () => ({ params: { orderId } })],
      ['sectionInstallmentPlans', () => ({})],
      [
        'collectPaymentSupport',
        // orderId is a pending enrolment order: a reason that fits one (PAYMENT_SUPPORT_REASONS_BY_STATUS.created).
        () => ({
          body: { order_id: orderId, reason: 'The payment is still pending', details: 'Still pending after paying.' },
        }),
      ],
    ],
  };
};
