/**
 * Fee calls (000 §7 get-student-installments, proceed-to-pay, verify-payment; 001 §2.1 Fees, §2.7):
 * allowed while the profile is locked, so a fees-due student can pay and be unlocked. Amounts in rupees in the
 * replies, in paise for the provider (000 §9). The student is the token's.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { StudentRow } from '../auth/tokens';
import { isProfileLocked } from '../auth/tokens';
import type { Db } from '../db/client';
import { feeInstallments, orders, students } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { AppConfig, HandlerMap } from '../http/handler';
import { paymentProviderFor } from './index';
import { installmentStatuses, planTotals, type PlanInstallment } from './installment-plan';
import { assertConfirmedPayment, lockOwnOrder, payConfirmedOrder, reuseOrCreateOpenOrder } from './orders';
import { PAYMENT_MESSAGES } from './provider';
import { istDayOf } from '../ist-day';

/**
 * The caller's installments; a student with fees pending and no installment rows yet gets one installment of the
 * pending amount, due on their fee due date (the institute's plan, when it has one, is kept in the table instead).
 */
async function installmentsOf(db: Db, student: StudentRow) {
  const rows = () =>
    db
      .select()
      .from(feeInstallments)
      .where(eq(feeInstallments.studentId, student.id))
      .orderBy(asc(feeInstallments.dueDate), asc(feeInstallments.id));
  let list = await rows();
  if (list.length === 0 && student.feePending > 0) {
    await db.insert(feeInstallments).values({
      studentId: student.id,
      label: 'Installment 1',
      amountRupees: student.feePending,
      dueDate: student.feeDueDate,
    });
    list = await rows();
  }
  return list;
}

/** The caller's installments in plan order with their status on `now` (installment-plan.ts). */
export async function planOf(db: Db, student: StudentRow, now: Date) {
  const list = await installmentsOf(db, student);
  const statuses = installmentStatuses(list.map(asPlan), istDayOf(now));
  return list.map((row, i) => ({ row, status: statuses[i]! }));
}

const asPlan = (i: typeof feeInstallments.$inferSelect): PlanInstallment => ({
  amount: i.amountRupees,
  dueDate: i.dueDate,
  paid: i.paidAt !== null,
});

/**
 * The open order of one unpaid installment of `student`: reused while its amount is the installment's,
 * else a new one from the provider (amount_paise = rupees × 100, INR, 000 §9). 404 when the installment is not the
 * student's, 400 when it is paid. Used by proceed-to-pay and by the parent's payment link.
 */
export async function openInstallmentOrder(
  db: Db,
  config: AppConfig,
  student: StudentRow,
  installmentId: number,
  now: Date,
) {
  await installmentsOf(db, student);
  const [inst] = await db
    .select()
    .from(feeInstallments)
    .where(and(eq(feeInstallments.id, installmentId), eq(feeInstallments.studentId, student.id)))
    .limit(1);
  if (!inst) throw notFound('Installment not found');
  if (inst.paidAt) throw badRequest('This installment is already paid');
  const order = await reuseOrCreateOpenOrder(db, config, {
    which: eq(orders.installmentId, inst.id),
    amountPaise: inst.amountRupees * 100,
    staleReason: 'amount changed',
    receipt: `s${student.id}-i${inst.id}`,
    notes: { student_id: String(student.id), installment: String(inst.id) },
    row: { studentId: student.id, courseOfferId: null, kind: 'fee', installmentId: inst.id },
    now,
  });
  if (!order) throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
  return { order, inst };
}

/**
 * The ways the server takes `student`'s course fee (000 §7 get-section-installment-plans): their own plan when they
 * have installment rows (or fees pending, which makes one) — the only installments proceed-to-pay accepts — with each
 * amount (whole rupees) and due date ('YYYY-MM-DD' or null) in plan order; otherwise, for a free student (not yet
 * enrolled), `price` in full, which is what enroll-course charges; nothing for an enrolled student with no plan (no fee
 * on record) or without a course on sale. `total` is what the offered plan adds up to.
 */
export async function waysToPay(db: Db, student: StudentRow, now: Date, price: number | null) {
  const own = (await planOf(db, student, now)).map(({ row }) => row);
  if (own.length > 0)
    return {
      total: planTotals(own.map(asPlan)).total,
      plans: [
        {
          installments: own.length,
          amounts_rupees: own.map((i) => i.amountRupees),
          due_dates: own.map((i) => i.dueDate),
        },
      ],
    };
  if (!student.isFree || price === null) return { total: null, plans: [] };
  return { total: price, plans: [{ installments: 1, amounts_rupees: [price], due_dates: [null] }] };
}

export const feeHandlers = {
  /**
   * Fee summary: total, paid and due in rupees (due = total − paid); each installment 'paid', 'due'
   * (the next one to pay, or its due date has come) or 'upcoming' (installment-plan.ts).
   */
  async studentInstallments({ db, student, now }) {
    const plan = await planOf(db, student, now);
    const installments = plan.map(({ row: i, status }) => ({
      id: i.id,
      label: i.label,
      amount: i.amountRupees,
      due_date: i.dueDate,
      status,
      paid_on: i.paidAt ? i.paidAt.toISOString() : null,
      receipt_no: i.receiptNo,
    }));
    return { ...planTotals(plan.map(({ row }) => asPlan(row))), currency: 'INR' as const, installments };
  },

  /** Proceed to pay: an order for one unpaid installment of the caller; the open order is reused. */
  async proceedToPay({ db, student, body, config, now }) {
    const { order, inst } = await openInstallmentOrder(db, config, student, body.installment_id, now);
    return {
      order_id: order.orderId,
      amount: inst.amountRupees,
      amount_paise: order.amountPaise,
      currency: 'INR' as const,
      description: `Fees: ${inst.label}`,
      installment_id: inst.id,
    };
  },

  /** Verify payment: signature, then the provider's amount, then paid once; answers the receipt and the lock. */
  async verifyPayment({ db, student, body, config, now }) {
    const provider = paymentProviderFor(config, db);
    const [seen] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, body.order_id), eq(orders.studentId, student.id), eq(orders.kind, 'fee')))
      .limit(1);
    if (!seen) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    await assertConfirmedPayment(provider, seen, body.payment_id, body.signature);
    await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, student.id, body.order_id);
      if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
      await payConfirmedOrder(tx, order, body.payment_id, now);
    });
    const [after] = await db.select().from(students).where(eq(students.id, student.id)).limit(1);
    const [inst] = await db
      .select({ receiptNo: feeInstallments.receiptNo })
      .from(feeInstallments)
      .where(eq(feeInstallments.orderId, seen.orderId))
      .limit(1);
    return {
      order_id: seen.orderId,
      status: 'paid' as const,
      receipt_no: inst?.receiptNo ?? null,
      profileLocked: isProfileLocked(after!, now),
    };
  },

  /** Marks the caller's open fee order failed; a paid order stays paid (400). */
  async failedFeePayment({ db, student, params, body, now }) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, params.orderId), eq(orders.studentId, student.id), eq(orders.kind, 'fee')))
      .limit(1);
    if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    if (order.status === 'paid') throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
    await db
      .update(orders)
      .set({ status: 'failed', failureReason: body.reason ?? null, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
    return { order_id: order.orderId, status: 'failed' as const };
  },
} satisfies Pick<HandlerMap, 'studentInstallments' | 'proceedToPay' | 'verifyPayment' | 'failedFeePayment'>;
