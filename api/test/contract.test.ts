/**
 * Every call of the contract table (ARCHITECTURE §4) answers, through the app, with an envelope whose `data`
 * parses with `endpoints[name].data`. The seeded content itself is checked in seeded-content.test.ts.
 */
import { endpoints, envelope, type EndpointName } from '@classroom/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  assignments,
  doubts,
  feeInstallments,
  ncertExercises,
  solutionBank,
  studentCourses,
  students,
} from '../src/db/schema';
import { SEEDED_ASSIGNMENTS } from '../seed/assignments-practice';
import { paymentSignature } from '../src/payments/signature';
import type { SmsMessage, SmsSender } from '../src/sms/sms-sender';
import { account, call, signIn, passResultRelease, useHarness } from './helpers';

/** The SMS of the sign-up and reset cases, kept in memory so a case can read its code. */
const sent: SmsMessage[] = [];
const sms: SmsSender = {
  kind: 'outbox',
  send: async (m) => {
    sent.push(m);
  },
};
const codeFor = (to: string) => /^(\d{6}) /.exec([...sent].reverse().find((m) => m.to === to)?.text ?? '')?.[1] ?? '';
const NEW_MOBILE = '6123488881';

const h = useHarness({ config: { sms } });

type Input = Parameters<typeof call>[2];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('every endpoint replies with its contract data schema', () => {
  const seen = new Set<EndpointName>();
  let s: { token: string; userId: number };
  let firstQuestion: { id: number; subject: number; section: number };
  let courseId = 0;
  let ncertChapter = 0;
  let exerciseId = 0;
  let liveClassId = 0;
  let orderId = '';
  let orderId2 = '';
  let paymentId = '';
  let seededStudent: typeof students.$inferSelect;
  let seededFeesDue: typeof students.$inferSelect;
  let seededPayerPlan: typeof students.$inferSelect;
  let feesToken = '';
  let installmentId = 0;
  let feeOrderId = '';
  let feeOrderId2 = '';
  let feePayment: { razorpay_payment_id: string; razorpay_signature: string };
  // The parent's payment link of payer-plan's due installment, and a sandbox payment of its order.
  const parent = { token: '', installmentId: 0, linkId: '', orderId: '', amountPaise: 0, paymentId: '', signature: '' };
  let seededCourses: (typeof studentCourses.$inferSelect)[] = [];
  let siblingToken = '';
  let dppExamId = 0;
  let dppQuestionId = 0;
  let bankChapter = 0;
  let bankQuestion = 0;
  let pendingDoubt = 0;
  let photoDoubt = 0;
  let notificationId = 0;
  let signupToken = '';
  let resetToken = '';
  // Some forty calls of setup: far over jest's 5 s default on a loaded machine.
  beforeAll(async () => {
    const resetMobile = account('school-40059').username;
    await call(h.app, 'forgotPassword', { body: { mobile_number: resetMobile } });
    resetToken = endpoints.verifyOtp.data.parse(
      (
        await call(h.app, 'verifyOtp', {
          body: { mobile_number: resetMobile, otp: codeFor(resetMobile), purpose: 'reset' },
        })
      ).body.data,
    ).temp_token;
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
    const asked = await call(h.app, 'postPendingDoubt', {
      token: (await signIn(h.app, 'enrolled')).token,
      multipart: {
        fields: { subject_id: '1', question: 'A doubt with a photo for the contract case' },
        files: [{ field: 'photos', name: 'p.png', type: 'image/png', data: PNG }],
      },
    });
    photoDoubt = (asked.body.data as { doubt_id: number }).doubt_id;
    s = await signIn(h.app, 'enrolled');
    courseId = endpoints.studentCourses.data.parse(
      (await call(h.app, 'studentCourses', { token: s.token, query: { student_id: s.userId } })).body.data,
    )[0]!.student_course_id;
    const [ch] = await h.handle.db
      .select({ id: ncertExercises.cornerChapterId, ex: ncertExercises.id })
      .from(ncertExercises)
      .orderBy(asc(ncertExercises.id))
      .limit(1);
    ncertChapter = ch!.id;
    exerciseId = ch!.ex;
    const classes = endpoints.dashboardClasses.data.parse(
      (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
    );
    liveClassId = classes.find(
      (c) => c.type === 'live' && c.live_class_link && new Date(c.start_date) <= new Date(),
    )!.liveclass_id;
    seededStudent = (await h.handle.db.select().from(students).where(eq(students.id, s.userId)))[0]!;
    seededCourses = await h.handle.db.select().from(studentCourses).where(eq(studentCourses.studentId, s.userId));
    const feesDue = await signIn(h.app, 'fees-due');
    feesToken = feesDue.token;
    seededFeesDue = (await h.handle.db.select().from(students).where(eq(students.id, feesDue.userId)))[0]!;
    const summary = endpoints.studentInstallments.data.parse(
      (await call(h.app, 'studentInstallments', { token: feesToken })).body.data,
    );
    installmentId = summary.installments[0]!.id;
    const feeOrder = endpoints.proceedToPay.data.parse(
      (await call(h.app, 'proceedToPay', { token: feesToken, body: { installment_id: installmentId } })).body.data,
    );
    feeOrderId = feeOrder.order_id;
    const [second] = await h.handle.db
      .insert(feeInstallments)
      .values({ studentId: feesDue.userId, label: 'Installment 2', amountRupees: 1000, dueDate: '2030-01-01' })
      .returning();
    feeOrderId2 = endpoints.proceedToPay.data.parse(
      (await call(h.app, 'proceedToPay', { token: feesToken, body: { installment_id: second!.id } })).body.data,
    ).order_id;
    feePayment = endpoints.sandboxPay.data.parse(
      (
        await call(h.app, 'sandboxPay', {
          token: feesToken,
          body: { order_id: feeOrderId, amount_paise: feeOrder.amount_paise },
        })
      ).body.data,
    );
    const payerPlan = await signIn(h.app, 'payer-plan');
    parent.token = payerPlan.token;
    seededPayerPlan = (await h.handle.db.select().from(students).where(eq(students.id, payerPlan.userId)))[0]!;
    parent.installmentId = endpoints.studentInstallments.data
      .parse((await call(h.app, 'studentInstallments', { token: parent.token })).body.data)
      .installments.find((i) => i.status === 'due')!.id;
    parent.linkId = endpoints.parentPaymentLink.data.parse(
      (await call(h.app, 'parentPaymentLink', { token: parent.token, body: { installment_id: parent.installmentId } }))
        .body.data,
    ).link_id;
    const parentView = endpoints.parentPaymentOrder.data.parse(
      (await call(h.app, 'parentPaymentOrder', { params: { linkId: parent.linkId } })).body.data,
    );
    parent.orderId = parentView.order_id!;
    parent.amountPaise = parentView.amount_paise;
    const parentPaid = endpoints.parentSandboxPay.data.parse(
      (
        await call(h.app, 'parentSandboxPay', {
          params: { linkId: parent.linkId },
          body: { order_id: parent.orderId, amount_paise: parent.amountPaise },
        })
      ).body.data,
    );
    parent.paymentId = parentPaid.razorpay_payment_id;
    parent.signature = parentPaid.razorpay_signature;
    const enrol = async (courseBinding: string) =>
      endpoints.enrollCourse.data.parse(
        (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding } })).body.data,
      ).order_id;
    // One open order per student and course (docs/decisions/0006): the NEET order is paid in the sandbox, the JEE one fails.
    orderId = await enrol('NEET2027-ONLINE');
    orderId2 = await enrol('JEE2027-ONLINE');
    const paid = endpoints.sandboxPay.data.parse(
      (await call(h.app, 'sandboxPay', { token: s.token, body: { order_id: orderId, amount_paise: 4_000_000 } })).body
        .data,
    );
    paymentId = paid.razorpay_payment_id;
    siblingToken = (await signIn(h.app, 'enrolled-2')).token;
    const { dpps } = endpoints.studentMpps.data.parse(
      (await call(h.app, 'studentMpps', { token: s.token, body: { skip: 0, limit: 10 } })).body.data,
    );
    dppExamId = dpps.find((d) => d.button === 'Start')!.id;
    notificationId = endpoints.notifications.data.parse(
      (await call(h.app, 'notifications', { token: s.token, query: { skip: 0, limit: 1 } })).body.data,
    ).notifications[0]!.id;
  }, 60_000);
  // An open assignment of Aarav's batch, and a practice session waiting on its first question.
  const mine = { assignment: 0, subject: 0, chapter: 0, session: 0, question: 0, practiceSubject: 0 };
  beforeAll(async () => {
    const [a] = await h.handle.db.select().from(assignments).where(eq(assignments.title, SEEDED_ASSIGNMENTS.open2));
    Object.assign(mine, { assignment: a!.id, subject: a!.subjectId, chapter: a!.chapterId });
    const token = s.token; // a second sign-in would supersede the suite's token
    const subjects = endpoints.practiceSubjects.data.parse(
      (await call(h.app, 'practiceSubjects', { token })).body.data,
    );
    mine.practiceSubject = subjects[0]!.subject_id;
    const started = endpoints.startPractice.data.parse(
      (await call(h.app, 'startPractice', { token, body: { subject_id: mine.practiceSubject } })).body.data,
    );
    Object.assign(mine, { session: started.session_id, question: started.question.question_id });
  });
  afterAll(async () => {
    // The account the createStudent case made is removed, so the seed check below compares the seed alone.
    await h.handle.db.delete(students).where(eq(students.mobile, NEW_MOBILE));
    // The cases paid an enrolment and saved parent details for the enrolled student; put the seeded row and
    // batches back so the seed-determinism check below compares seed output only.
    const db = h.handle.db;
    await db.update(students).set(seededStudent).where(eq(students.id, seededStudent.id));
    await db.update(students).set(seededFeesDue).where(eq(students.id, seededFeesDue.id));
    await db.update(students).set(seededPayerPlan).where(eq(students.id, seededPayerPlan.id));
    const kept = new Set(seededCourses.map((c) => c.id));
    for (const c of await db.select().from(studentCourses).where(eq(studentCourses.studentId, seededStudent.id))) {
      if (!kept.has(c.id)) await db.delete(studentCourses).where(eq(studentCourses.id, c.id));
    }
    // The table is covered entirely: a new endpoint without a case here fails.
    expect([...seen].sort()).toEqual((Object.keys(endpoints) as EndpointName[]).sort());
  });

  const cases: [EndpointName, () => Input][] = [
    [
      'login',
      () => ({ body: { username: account('section-303').username, password: account('section-303').password } }),
    ],
    ['studentDetails', () => ({ query: { username: account('enrolled').username } })],
    ['studentCourses', () => ({ query: { student_id: s.userId } })],
    ['studentSubjects', () => ({ query: { student_id: s.userId } })],
    ['studentMpps', () => ({ body: { skip: 0, limit: 10 } })],
    ['dashboardClasses', () => ({})],
    ['studentDashboard', () => ({})],
    ['examsList', () => ({ params: { studentId: s.userId }, query: { exam_type_id: 1, skip: 0, limit: 10 } })],
    ['pastRecordings', () => ({ params: { studentId: s.userId } })],
    ['paymentDue', () => ({})],
    ['checkLocked', () => ({})],
    ['scheduledExams', () => ({ query: { student: s.userId, type: 1 } })],
    ['givenExams', () => ({ query: { student: s.userId, type: 1 } })],
    ['examInfo', () => ({ params: { examId: h.seeded.exams.mock }, query: { student_id: s.userId } })],
    ['startExam', () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId } })],
    [
      'fetchQuestions',
      () => ({
        params: { examId: h.seeded.exams.mock },
        query: { student_id: s.userId, subject_id: firstQuestion.subject, section_id: firstQuestion.section },
      }),
    ],
    [
      'saveAnswer',
      () => ({
        params: { examId: h.seeded.exams.mock },
        body: {
          student_id: s.userId,
          ques_id: firstQuestion.id,
          total_seconds: 3,
          review_status: false,
          is_option2_selected: true,
        },
      }),
    ],
    ['startExamV2', () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId } })],
    ['fetchAllQuestions', () => ({ params: { examId: h.seeded.exams.mock } })],
    [
      'bulkSaveAnswers',
      () => ({
        params: { examId: h.seeded.exams.mock },
        body: {
          studentId: s.userId,
          examId: h.seeded.exams.mock,
          updatedAnswers: [
            {
              serial_no: 1,
              allotted_id: firstQuestion.id,
              type: 1,
              review: false,
              total_seconds: 4,
              ans_given: '',
              options_selected: [1],
              current_attempt_seconds: [3, 1],
              seq: 1,
            },
          ],
        },
      }),
    ],
    ['examInfoV2', () => ({ params: { examId: h.seeded.exams.mock } })],
    ['dppStart', () => ({ params: { studentId: s.userId }, body: { exam_id: dppExamId } })],
    [
      'dppSaveAnswer',
      () => ({
        params: { examId: dppExamId },
        body: {
          student_id: s.userId,
          allotted_question_id: dppQuestionId,
          total_seconds: 5,
          review_status: false,
          is_option2_selected: true,
        },
      }),
    ],
    [
      'resetQuestion',
      () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId, ques_id: firstQuestion.id } }),
    ],
    ['submitExam', () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId } })],
    ['examAnswers', () => ({ params: { examId: h.seeded.exams.mock } })],
    ['examResult', () => ({ params: { examId: h.seeded.exams.mock } })],
    ['answerKey', () => ({ params: { examId: h.seeded.exams.mock } })],
    ['resultAnalysis', () => ({ params: { examId: h.seeded.exams.mock } })],
    ['switchCourse', () => ({ body: { student_id: s.userId, student_course_id: courseId } })],
    ['requestCall', () => ({ body: { request_type: 'Attendance' } })],
    ['postAnalytics', () => ({ body: { page_name: 'Error Page', student_id: s.userId } })],
    ['attendance', () => ({ query: { student_section_course_id: courseId } })],
    ['attendanceDates', () => ({})],
    ['holidays', () => ({ query: { school_id: 1 } })],
    ['bannerDetails', () => ({})],
    ['notifications', () => ({ query: { skip: 0, limit: 10 } })],
    ['markNotificationsRead', () => ({ body: { notification_ids: [notificationId] } })],
    ['timetablePdf', () => ({ query: { student_section_course_id: courseId } })],
    ['supportSubjects', () => ({})],
    ['supportChapters', () => ({ query: { subject_id: 1 } })],
    ['teacherNotes', () => ({ query: { chapter_id: bankChapter } })],
    ['booksInfo', () => ({})],
    ['submitNpsRating', () => ({ body: { rating: 9, comment: 'Clear lectures' } })],
    ['liveClassAssignments', () => ({ query: { liveclass_id: liveClassId } })],
    ['objectiveExamResult', () => ({ params: { examId: h.seeded.exams.mock } })],
    ['studentPercentile', () => ({ params: { examId: h.seeded.exams.mock } })],
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
    ['getVersion', () => ({ query: { platform: 'web' } })],
    ['chapterVideos', () => ({ query: { corner_type: 'ncert', chapter_id: ncertChapter } })],
    ['chapterNotes', () => ({ query: { corner_type: 'ncert', chapter_id: ncertChapter } })],
    ['ncertExercises', () => ({ query: { corner_type: 'ncert', chapter_id: ncertChapter } })],
    ['ncertQuestions', () => ({ query: { corner_type: 'ncert', exercise_id: exerciseId } })],
    ['startLiveClass', () => ({ body: { live_class_id: liveClassId } })],
    ['enrollCourse', () => ({ params: { courseBinding: 'JEE2027-ONLINE' } })],
    [
      'completeCoursePayment',
      () => ({
        params: { paymentId },
        body: {
          order_id: orderId,
          signature: paymentSignature('embedded-development-payment-secret', orderId, paymentId),
        },
      }),
    ],
    ['sandboxPay', () => ({ body: { order_id: orderId2, amount_paise: 4_500_000 } })],
    ['failedCoursePayment', () => ({ params: { orderId: orderId2 } })],
    ['cornerFilters', () => ({ query: { corner_type: 'jee' } })],
    ['dashboardCorner', () => ({ query: { corner_type: 'jee', class_assoc: 1 } })],
    [
      'postFeedback',
      () => ({
        params: { studentId: s.userId },
        multipart: {
          fields: { issue_type: 'App', description: 'The timer froze once.' },
          files: [{ field: 'images', name: 'a.png', type: 'image/png', data: PNG }],
        },
      }),
    ],
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
    ['getParentDetails', () => ({})],
    [
      'updateParentDetails',
      () => ({
        body: {
          parent_name: 'Sunita Sharma',
          relation: 'Mother',
          parent_mobile: '9812345670',
          parent_email: 'sunita@example.com',
        },
      }),
    ],
    ['helpReports', () => ({})],
    ['updateStudentEmail', () => ({ body: { email: 'aarav.sharma@example.in' } })],
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
    ['practiceSubjects', () => ({})],
    ['startPractice', () => ({ body: { subject_id: mine.practiceSubject } })],
    ['practiceSession', () => ({ params: { sessionId: mine.session } })],
    [
      'practiceAnswer',
      () => ({ params: { sessionId: mine.session }, body: { question_id: mine.question, answer: '1', seconds: 12 } }),
    ],
    ['endPractice', () => ({ params: { sessionId: mine.session } })],
    ['sessionReport', () => ({ params: { sessionId: mine.session } })],
    ['studentInstallments', () => ({ token: feesToken })],
    ['proceedToPay', () => ({ token: feesToken, body: { installment_id: installmentId } })],
    [
      'verifyPayment',
      () => ({
        token: feesToken,
        body: {
          order_id: feeOrderId,
          payment_id: feePayment.razorpay_payment_id,
          signature: feePayment.razorpay_signature,
        },
      }),
    ],
    [
      'failedFeePayment',
      () => ({ token: feesToken, params: { orderId: feeOrderId2 }, body: { reason: 'payment.failed' } }),
    ],
    ['parentPaymentLink', () => ({ token: parent.token, body: { installment_id: parent.installmentId } })],
    ['parentPaymentOrder', () => ({ token: undefined, params: { linkId: parent.linkId } })],
    [
      'parentSandboxPay',
      () => ({
        token: undefined,
        params: { linkId: parent.linkId },
        body: { order_id: parent.orderId, amount_paise: parent.amountPaise },
      }),
    ],
    [
      'parentVerifyPayment',
      () => ({
        token: undefined,
        params: { linkId: parent.linkId },
        body: { order_id: parent.orderId, payment_id: parent.paymentId, signature: parent.signature },
      }),
    ],
    [
      'changePassword',
      () => ({ body: { old_password: account('enrolled').password, new_password: account('enrolled').password } }),
    ],
    ['logout', () => ({})],
    ['switchUser', () => ({ token: siblingToken, body: { MobileNumber: account('enrolled').username } })],
    ['register', () => ({ body: { mobile_number: NEW_MOBILE } })],
    ['verifyOtp', () => ({ body: { mobile_number: NEW_MOBILE, otp: codeFor(NEW_MOBILE), purpose: 'signup' } })],
    ['getCity', () => ({ query: { state: 'Karnataka' } })],
    ['courseLanding', () => ({})],
    ['izestResult', () => ({ query: { roll_number: 'IZ26000101', date_of_birth: '2009-04-17' } })],
    [
      'createStudent',
      () => ({
        body: {
          temp_token: signupToken,
          name: 'Contract Case',
          password: 'Contract2027',
          standard: '11',
          aspiration: 'NEET',
          state: 'Karnataka',
          city: 'Mysuru',
        },
      }),
    ],
    ['forgotPassword', () => ({ body: { mobile_number: account('doubts').username } })],
    ['resetPassword', () => ({ body: { temp_token: resetToken, new_password: account('school-40059').password } })],
    [
      'fieldFigures',
      () => ({
        body: {
          releases: [
            {
              app: 'mfe-exam',
              version: '0.1.0-4f9a0ea2',
              page_views: 1,
              errored_views: 0,
              failed_views: 0,
              lcp_ms: [1800],
              inp_ms: [],
              cls: [0.01],
              ttfb_ms: [220],
            },
          ],
        },
      }),
    ],
  ];

  test.each(cases)('%s', async (name, input) => {
    seen.add(name);
    // The result and key are released at the exam's end: read them after it.
    if (['examResult', 'answerKey', 'resultAnalysis', 'objectiveExamResult', 'studentPercentile'].includes(name))
      await passResultRelease(h, h.seeded.exams.mock);
    else h.clock.reset();
    const res = await call(h.app, name, {
      token: name === 'login' || name === 'getVersion' ? undefined : s.token,
      ...input(),
    });
    expect(res.statusCode).toBe(200);
    const parsed = envelope(endpoints[name].data).parse(res.body);
    expect(parsed.status).toBe(true);
    if (name === 'startExam') {
      const data = endpoints.startExam.data.parse(res.body.data);
      const q = data.section_questions[0]!;
      firstQuestion = { id: q.id, subject: q.subject_id, section: q.section_id };
    }
    if (name === 'verifyOtp') signupToken = endpoints.verifyOtp.data.parse(res.body.data).temp_token;
    if (name === 'dppStart') dppQuestionId = endpoints.dppStart.data.parse(res.body.data).curr_question_assoc_id!;
  });
});
