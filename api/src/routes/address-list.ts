/**
 * Calls 000 §7 names only in its address list (contract: shared calls/address-list.ts): support get-subjects,
 * get-chapters, get-teacher-notes, get-books-info; student submit-nps-rating, live-class-assignments,
 * get-objective-exam-result, get-student-percentile; users post-student-report-request; payment get-order-details,
 * get-section-installment-plans, collect-payment-support. The student is always the token's; another student's subject,
 * chapter, class, batch or order answers 404.
 */
import { and, asc, count, desc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { PAYMENT_SUPPORT_REASONS, PAYMENT_SUPPORT_REASONS_BY_STATUS } from '@classroom/shared/contract';
import type { Db } from '../db/client';
import {
  books,
  chapters,
  classes,
  courseOffers,
  feeInstallments,
  feedback,
  npsRatings,
  orders,
  reportRequests,
  sections,
  studentSubjects,
  subjects,
  teachers,
} from '../db/schema';
import { examResult } from '../exam/results';
import { ApiError, badRequest, notFound } from '../http/errors';
import { waysToPay } from '../payments/fees';
import type { HandlerMap } from '../http/handler';
import { batchSection } from './batches';
import { currentSectionIdOf, mppsOf } from './dashboard';

/** Payment-support reports a student may file in a day (`PAYMENT_SUPPORT_WINDOW_MS`); one more answers 429. */
export const PAYMENT_SUPPORT_PER_DAY = 5;
export const PAYMENT_SUPPORT_WINDOW_MS = 24 * 60 * 60_000;
/** The 400 text of a payment-support reason that does not fit the order's status (collect-payment-support). */
export const paymentReasonMismatchText = (status: 'created' | 'paid' | 'failed') =>
  `That reason does not fit this order: it is ${status === 'created' ? 'still pending' : status}. Please choose what went wrong again.`;
/** The 429 text past the day's payment-support reports. */
export const PAYMENT_SUPPORT_LIMIT_TEXT = `You have reported ${PAYMENT_SUPPORT_PER_DAY} payment problems today. We will reply to them; please try again tomorrow.`;
/** The help reports' issue type of a payment-support report (my-reports lists it as 'Payment: <reason>'). */
export const PAYMENT_SUPPORT_ISSUE_TYPE = 'Payment';

/** Every MPP of a batch is at most this many (the live-class filter reads the batch's list once). */
const BATCH_MPPS_MAX = 500;

/** Resolves when the subject is one of the student's subjects, else throws 404 'Subject not found'. */
async function ownSubject(db: Db, studentId: number, subjectId: number): Promise<void> {
  const [row] = await db
    .select({ id: studentSubjects.id })
    .from(studentSubjects)
    .where(and(eq(studentSubjects.studentId, studentId), eq(studentSubjects.subjectId, subjectId)))
    .limit(1);
  if (!row) throw notFound('Subject not found');
}

export const addressListHandlers = {
  /** get-subjects: the caller's subjects, main subjects first, then by name. */
  async supportSubjects({ db, student }) {
    const rows = await db
      .select({ subject: subjects })
      .from(studentSubjects)
      .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
      .where(eq(studentSubjects.studentId, student.id))
      .orderBy(desc(subjects.isMainSubject), asc(subjects.subjectName));
    return rows.map(({ subject }) => ({
      subject_id: subject.id,
      subject_name: subject.subjectName,
      is_main_subject: subject.isMainSubject,
      primary_color: subject.primaryColor,
    }));
  },

  /** get-chapters: the chapters of one of the caller's subjects, by class then id (404 for another subject). */
  async supportChapters({ db, student, query }) {
    await ownSubject(db, student.id, query.subject_id);
    const rows = await db
      .select()
      .from(chapters)
      .where(eq(chapters.subjectId, query.subject_id))
      .orderBy(asc(chapters.className), asc(chapters.id));
    return rows.map((c) => ({ chapter_id: c.id, chapter_name: c.chapterName, class_name: c.className }));
  },

  /** get-teacher-notes: notes files of the caller's current batch's classes of one chapter, newest first. */
  async teacherNotes({ db, student, query }) {
    const [chapter] = await db
      .select({ subjectId: chapters.subjectId })
      .from(chapters)
      .where(eq(chapters.id, query.chapter_id))
      .limit(1);
    if (!chapter) throw notFound('Chapter not found');
    await ownSubject(db, student.id, chapter.subjectId);
    const sectionId = await currentSectionIdOf(db, student);
    const rows = await db
      .select({ cls: classes, teacher: teachers.name })
      .from(classes)
      .innerJoin(teachers, eq(teachers.id, classes.teacherId))
      .where(
        and(eq(classes.sectionId, sectionId), eq(classes.chapterId, query.chapter_id), isNotNull(classes.notesFile)),
      )
      .orderBy(desc(classes.startAt), desc(classes.id));
    return rows.map(({ cls, teacher }) => ({
      liveclass_id: cls.id,
      lecture: cls.lecture,
      teacher_name: teacher,
      start_date: cls.startAt.toISOString(),
      notes_file: cls.notesFile ?? '',
    }));
  },

  /** get-books-info: the books of the caller's subjects, by subject name then the institute's order. */
  async booksInfo({ db, student }) {
    const rows = await db
      .select({ book: books, subjectName: subjects.subjectName })
      .from(books)
      .innerJoin(subjects, eq(subjects.id, books.subjectId))
      .innerJoin(
        studentSubjects,
        and(eq(studentSubjects.subjectId, books.subjectId), eq(studentSubjects.studentId, student.id)),
      )
      .orderBy(asc(subjects.subjectName), asc(books.sortOrder), asc(books.id));
    return rows.map(({ book, subjectName }) => ({
      book_id: book.id,
      subject_id: book.subjectId,
      subject_name: subjectName,
      title: book.title,
      author: book.author,
      publisher: book.publisher,
      class_name: book.className,
      pdf_url: book.pdfUrl,
    }));
  },

  /** submit-nps-rating: keeps the caller's latest rating (one row per student) and answers it. */
  async submitNpsRating({ db, student, body, now }) {
    const values = { rating: body.rating, comment: body.comment || null, submittedAt: now };
    const [row] = await db
      .insert(npsRatings)
      .values({ studentId: student.id, ...values })
      .onConflictDoUpdate({ target: npsRatings.studentId, set: values })
      .returning();
    return { rating: row!.rating, comment: row!.comment, submitted_at: row!.submittedAt.toISOString() };
  },

  /** live-class-assignments: the MPPs of the class's chapter; the class must be in the caller's current batch. */
  async liveClassAssignments({ db, student, query, now }) {
    const sectionId = await currentSectionIdOf(db, student);
    const [cls] = await db
      .select({ chapterId: classes.chapterId })
      .from(classes)
      .where(and(eq(classes.id, query.liveclass_id), eq(classes.sectionId, sectionId)))
      .limit(1);
    if (!cls) throw notFound('Class not found');
    const all = await mppsOf(db, student, sectionId, { skip: 0, limit: BATCH_MPPS_MAX }, now);
    return { dpps: all.filter((m) => m.chapter_id === cls.chapterId) };
  },

  /** get-objective-exam-result: exam-result's reply under the address list's name. */
  async objectiveExamResult({ db, student, params, now }) {
    return examResult(db, params.examId, student.id, now);
  },

  /** get-student-percentile: the percentile part of the caller's result (same release and refusals as the result). */
  async studentPercentile({ db, student, params, now }) {
    const result = await examResult(db, params.examId, student.id, now);
    return {
      exam_id: result.exam_id,
      percentile: result.percentile,
      rank: result.rank,
      total_students: result.total_students,
      note: result.note,
    };
  },

  /** post-student-report-request: a pending report request of one of the caller's batches (reused while pending). */
  async studentReportRequest({ db, student, body, now }) {
    const sectionId = await batchSection(db, student.id, body.student_section_course_id);
    const [section] = await db
      .select({ name: sections.sectionName })
      .from(sections)
      .where(eq(sections.id, sectionId))
      .limit(1);
    // The partial unique index keeps one pending request per batch: a second ask (even at the same moment) finds it.
    const [created] = await db
      .insert(reportRequests)
      .values({ studentId: student.id, sectionId, requestedAt: now })
      .onConflictDoNothing()
      .returning();
    const row =
      created ??
      (
        await db
          .select()
          .from(reportRequests)
          .where(
            and(
              eq(reportRequests.studentId, student.id),
              eq(reportRequests.sectionId, sectionId),
              eq(reportRequests.status, 'pending'),
            ),
          )
          .limit(1)
      )[0]!;
    return {
      request_id: row.id,
      section_name: section?.name ?? '',
      status: row.status === 'sent' ? ('sent' as const) : ('pending' as const),
      requested_at: row.requestedAt.toISOString(),
      already_requested: created === undefined,
    };
  },
  /** get-order-details: one of the caller's orders (another's or an unknown id: 404). */
  async orderDetails({ db, student, params }) {
    const [row] = await db
      .select({ order: orders, courseName: courseOffers.courseName, installment: feeInstallments.label })
      .from(orders)
      .leftJoin(courseOffers, eq(courseOffers.id, orders.courseOfferId))
      .leftJoin(feeInstallments, eq(feeInstallments.id, orders.installmentId))
      .where(and(eq(orders.orderId, params.orderId), eq(orders.studentId, student.id)))
      .limit(1);
    if (!row) throw notFound('Order not found');
    const { order } = row;
    return {
      order_id: order.orderId,
      kind: order.kind === 'fee' ? ('fee' as const) : ('course' as const),
      status: order.status === 'paid' || order.status === 'failed' ? order.status : ('created' as const),
      amount_rupees: order.amountPaise / 100,
      amount_paise: order.amountPaise,
      course_name: row.courseName,
      installment_label: row.installment,
      payment_id: order.paymentId,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    };
  },

  /**
   * get-section-installment-plans: the ways the server takes the fee (payments/fees.ts waysToPay) — the student's own
   * plan, else the current batch's course price in full.
   */
  async sectionInstallmentPlans({ db, student, now }) {
    const sectionId = await currentSectionIdOf(db, student);
    const [section] = await db
      .select({ name: sections.sectionName })
      .from(sections)
      .where(eq(sections.id, sectionId))
      .limit(1);
    const [offer] = await db
      .select()
      .from(courseOffers)
      .where(eq(courseOffers.sectionId, sectionId))
      .orderBy(asc(courseOffers.id))
      .limit(1);
    const ways = await waysToPay(db, student, now, offer?.priceRupees ?? null);
    return {
      section_name: section?.name ?? '',
      course_name: offer?.courseName ?? null,
      total_rupees: ways.total,
      plans: ways.plans,
    };
  },

  /**
   * collect-payment-support: a help report about one of the caller's orders (another's or an unknown id: 404). A reason
   * that does not fit the order's status (the contract's PAYMENT_SUPPORT_REASONS_BY_STATUS, e.g. "payment failed" on a
   * paid order): 400 with `paymentReasonMismatchText`. One unresolved report per order: a second report answers the
   * first (`already_reported`, its text unchanged). More than `PAYMENT_SUPPORT_PER_DAY` new reports in a day: 429 with
   * `PAYMENT_SUPPORT_LIMIT_TEXT`.
   */
  async collectPaymentSupport({ db, student, body, now }) {
    const [order] = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.orderId, body.order_id), eq(orders.studentId, student.id)))
      .limit(1);
    if (!order) throw notFound('Order not found');
    const orderStatus = order.status === 'paid' || order.status === 'failed' ? order.status : 'created';
    if (!(PAYMENT_SUPPORT_REASONS_BY_STATUS[orderStatus] as readonly string[]).includes(body.reason))
      throw badRequest(paymentReasonMismatchText(orderStatus));
    const openReport = async () =>
      (
        await db
          .select()
          .from(feedback)
          .where(
            and(
              eq(feedback.studentId, student.id),
              eq(feedback.orderId, body.order_id),
              ne(feedback.status, 'resolved'),
            ),
          )
          .limit(1)
      )[0];
    let row = await openReport();
    let created = false;
    if (!row) {
      const [today] = await db
        .select({ n: count() })
        .from(feedback)
        .where(
          and(
            eq(feedback.studentId, student.id),
            isNotNull(feedback.orderId),
            gt(feedback.createdAt, new Date(now.getTime() - PAYMENT_SUPPORT_WINDOW_MS)),
          ),
        );
      if ((today?.n ?? 0) >= PAYMENT_SUPPORT_PER_DAY) throw new ApiError(429, PAYMENT_SUPPORT_LIMIT_TEXT);
      // The partial unique index keeps one unresolved report per order: a report at the same moment finds the other.
      [row] = await db
        .insert(feedback)
        .values({
          studentId: student.id,
          issueType: PAYMENT_SUPPORT_ISSUE_TYPE,
          description: body.details,
          orderId: body.order_id,
          paymentReason: body.reason,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      created = row !== undefined;
      row ??= await openReport();
    }
    const reason = PAYMENT_SUPPORT_REASONS.find((r) => r === row!.paymentReason) ?? 'Something else';
    const status = row!.status === 'in_progress' ? ('in_progress' as const) : ('open' as const);
    return {
      report_id: row!.id,
      order_id: body.order_id,
      reason,
      status,
      created_at: row!.createdAt.toISOString(),
      already_reported: !created,
    };
  },
} satisfies Pick<
  HandlerMap,
  | 'supportSubjects'
  | 'supportChapters'
  | 'teacherNotes'
  | 'booksInfo'
  | 'submitNpsRating'
  | 'liveClassAssignments'
  | 'objectiveExamResult'
  | 'studentPercentile'
  | 'studentReportRequest'
  | 'orderDetails'
  | 'sectionInstallmentPlans'
  | 'collectPaymentSupport'
>;
