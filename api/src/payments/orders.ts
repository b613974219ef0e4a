/**
 * Orders (000 §4 enrolment payment, §7 fees; docs/decisions/0006): one open order per course and student or per fee
 * installment, amount in paise, paid once. Used by the enrol/complete/failed calls, proceed-to-pay and the webhook.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseOffers, feeInstallments, orders, studentCourses, students } from '../db/schema';
import { badRequest } from '../http/errors';
import type { AppConfig } from '../http/handler';
import { paymentProviderFor } from './index';
import { outstanding } from './installment-plan';
import { PAYMENT_MESSAGES, type PaymentProvider } from './provider';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;

/**
 * The one open ('created') order of a thing to pay — a course for a student, or one fee installment — as enrol and
 * proceed-to-pay need it (000 §4, §7; docs/decisions/0006): the open order matching `which` is reused while its amount
 * is `amountPaise`; with another amount it is marked failed (`staleReason`) and the provider makes a new one
 * (`receipt`, `notes`), stored with the columns of `row`. When a parallel call stored its open order first (the unique
 * index on open orders), that order is returned; null when there is none left by then (it was paid meanwhile).
 */
export async function reuseOrCreateOpenOrder(
  db: Db,
  config: AppConfig,
  request: {
    which: SQL | undefined;
    amountPaise: number;
    staleReason: string;
    receipt: string;
    notes: Record<string, string>;
    row: Pick<typeof orders.$inferInsert, 'studentId' | 'courseOfferId' | 'kind' | 'installmentId'>;
    now: Date;
  },
): Promise<OrderRow | null> {
  const { which, amountPaise, now } = request;
  const open = async () =>
    (
      await db
        .select()
        .from(orders)
        .where(and(which, eq(orders.status, 'created')))
        .limit(1)
    )[0];
  const existing = await open();
  if (existing && existing.amountPaise === amountPaise) return existing;
  if (existing)
    await db
      .update(orders)
      .set({ status: 'failed', failureReason: request.staleReason, updatedAt: now })
      .where(eq(orders.id, existing.id));
  const provider = paymentProviderFor(config, db);
  const created = await provider.createOrder({ amountPaise, receipt: request.receipt, notes: request.notes });
  const [row] = await db
    .insert(orders)
    .values({
      ...request.row,
      orderId: created.orderId,
      amountPaise,
      provider: provider.name,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await open()) ?? null;
}

/**
 * Marks `order` paid by `paymentId` after the provider confirmed it, and enrols the student in the course's batch
 * (is_free false, the batch added and made current when the student had none or was free). Idempotent: the same
 * payment again changes nothing; another payment of a paid order → 400 'Order already paid'; a payment already used
 * for another order → 400.
 */
export async function markOrderPaid(tx: Tx, order: OrderRow, paymentId: string, now: Date): Promise<void> {
  if (order.status === 'paid') {
    if (order.paymentId !== paymentId) throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
    return;
  }
  const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  if (used) throw badRequest(PAYMENT_MESSAGES.paymentUsed);
  await tx.update(orders).set({ status: 'paid', paymentId, updatedAt: now }).where(eq(orders.id, order.id));
  if (order.kind === 'fee') return markInstallmentPaid(tx, order, now);
  if (order.courseOfferId === null) return;
  const [offer] = await tx.select().from(courseOffers).where(eq(courseOffers.id, order.courseOfferId)).limit(1);
  const [student] = await tx.select().from(students).where(eq(students.id, order.studentId)).limit(1);
  if (!offer || !student) return;
  let courseId = student.studentCourseId;
  if (offer.sectionId !== null) {
    const [course] = await tx
      .insert(studentCourses)
      .values({ studentId: student.id, sectionId: offer.sectionId, status: true, isEnable: true })
      .onConflictDoUpdate({
        target: [studentCourses.studentId, studentCourses.sectionId],
        set: { status: true, isEnable: true },
      })
      .returning({ id: studentCourses.id });
    if (course && (student.isFree || courseId === null)) courseId = course.id;
  }
  await tx.update(students).set({ isFree: false, studentCourseId: courseId }).where(eq(students.id, student.id));
}

/**
 * A paid fee order: its installment is paid (receipt number RCPT-<order row id>); the student's
 * outstanding fee becomes the plan's unpaid rupees and the fee due date the next unpaid installment's (installment-plan.ts
 * `outstanding`); at 0 the profile is no longer locked (001 §2.7, 000 §4).
 */
async function markInstallmentPaid(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.installmentId === null) return;
  const [inst] = await tx
    .update(feeInstallments)
    .set({ paidAt: now, orderId: order.orderId, receiptNo: `RCPT-${String(order.id).padStart(6, '0')}` })
    .where(and(eq(feeInstallments.id, order.installmentId), eq(feeInstallments.studentId, order.studentId)))
    .returning();
  if (!inst) return;
  const plan = await tx
    .select()
    .from(feeInstallments)
    .where(eq(feeInstallments.studentId, order.studentId))
    .orderBy(asc(feeInstallments.dueDate), asc(feeInstallments.id));
  const { feePending, feeDueDate } = outstanding(
    plan.map((i) => ({ amount: i.amountRupees, dueDate: i.dueDate, paid: i.paidAt !== null })),
  );
  await tx.update(students).set({ feePending, feeDueDate }).where(eq(students.id, order.studentId));
}

/**
 * Checks a provider-confirmed payment against the order (docs/decisions/0006): the provider must know the payment, for this
 * order, in INR, for exactly the order's amount in paise; otherwise 400 (amount mismatch / unknown payment).
 */
export async function assertPaymentMatches(
  provider: PaymentProvider,
  order: OrderRow,
  paymentId: string,
): Promise<void> {
  const payment = await provider.fetchPayment(paymentId);
  if (!payment || payment.orderId !== order.orderId) throw badRequest(PAYMENT_MESSAGES.unknownPayment);
  if (payment.currency !== 'INR' || payment.amountPaise !== order.amountPaise)
    throw badRequest(PAYMENT_MESSAGES.amountMismatch);
}

/**
 * The checks before a payment the client reports is recorded (docs/decisions/0006), made outside any transaction (a
 * network call must not hold a row lock): the provider's signature of order_id|payment_id (else 400 bad signature), a
 * failed order is never completed (400), and an order not yet paid must match the provider's payment exactly
 * (`assertPaymentMatches`: this order, INR, its amount in paise). A paid order passes: recording the same payment again
 * changes nothing (`markOrderPaid`).
 */
export async function assertConfirmedPayment(
  provider: PaymentProvider,
  order: OrderRow,
  paymentId: string,
  signature: string,
): Promise<void> {
  if (!provider.verifyPaymentSignature(order.orderId, paymentId, signature))
    throw badRequest(PAYMENT_MESSAGES.badSignature);
  if (order.status === 'failed') throw badRequest(PAYMENT_MESSAGES.failedOrder);
  if (order.status !== 'paid') await assertPaymentMatches(provider, order, paymentId);
}

/**
 * Records a payment the client reported for `order`, read again and locked in `tx` after `assertConfirmedPayment`: an
 * order marked failed in between is refused (400), else `markOrderPaid`. (The provider's webhook pays a failed order
 * whose money was captured; it calls `markOrderPaid` itself.)
 */
export async function payConfirmedOrder(tx: Tx, order: OrderRow, paymentId: string, now: Date): Promise<void> {
  if (order.status === 'failed') throw badRequest(PAYMENT_MESSAGES.failedOrder);
  await markOrderPaid(tx, order, paymentId, now);
}

/** The caller's order by its id, locked for the transaction (null when it is not the caller's). */
export async function lockOwnOrder(tx: Tx, studentId: number, orderId: string): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.studentId, studentId)))
    .for('update')
    .limit(1);
  return order ?? null;
}
