/**
 * The parent's payment link (001 §2.1 public route /parentpayment/{orderid}, §9 "Parent appears only in the route
 * /parentpayment/{orderid}"): the student shares a link to the open order of an unpaid installment; anyone
 * holding the link, signed out, sees only the student's first name and the amount, and pays through the same
 * PaymentProvider with the same server-side checks (signature, then the provider's amount, then paid once).
 *
 * The {orderid} of the link is the order's `link_id`: 16 random bytes (128 bits) in base64url, made on the server when
 * the student first shares the order, never the provider's order id (a Razorpay order id is not documented as secret,
 * and the sandbox's carries 80 bits) and never a row number, so a link cannot be guessed or counted up to.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { feeInstallments, orders, students } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { openInstallmentOrder } from './fees';
import { paymentProviderFor } from './index';
import { assertConfirmedPayment, payConfirmedOrder } from './orders';
import { PAYMENT_MESSAGES } from './provider';
import { sandboxPayOrder } from './sandbox';

/** Refusal texts of the parent's page (the spec gives none; ours). */
export const PARENT_PAYMENT_MESSAGES = {
  unknownLink: 'This payment link is not valid. Please ask the student for a new link.',
  orderMismatch: 'This payment does not belong to this link',
} as const;

/** A new link id: 128 random bits, base64url (22 characters). */
export const newLinkId = (): string => randomBytes(16).toString('base64url');

/** The student's first name: the first word of the name on record. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

type Db = Parameters<HandlerMap['parentPaymentOrder']>[0]['db'];

/** The fee order behind a link id (404 with the link message when there is none). */
async function orderByLink(db: Db, linkId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.linkId, linkId), eq(orders.kind, 'fee')))
    .limit(1);
  if (!order) throw notFound(PARENT_PAYMENT_MESSAGES.unknownLink);
  return order;
}

export const parentPaymentHandlers = {
  /**
   * Share with a parent: the open order of one of the caller's unpaid installments (the same order
   * proceed-to-pay reuses, so the student and the parent can never pay it twice), given a link id on first share;
   * answers the link's path '/parentpayment/<link_id>' and the amount in rupees. 404 / 400 as proceed-to-pay.
   */
  async parentPaymentLink({ db, student, body, config, now }) {
    const { order, inst } = await openInstallmentOrder(db, config, student, body.installment_id, now);
    let linkId = order.linkId;
    if (!linkId) {
      const [set] = await db
        .update(orders)
        .set({ linkId: newLinkId(), updatedAt: now })
        .where(and(eq(orders.id, order.id), isNull(orders.linkId)))
        .returning({ linkId: orders.linkId });
      linkId =
        set?.linkId ??
        (await db.select({ linkId: orders.linkId }).from(orders).where(eq(orders.id, order.id)).limit(1))[0]?.linkId ??
        null;
    }
    if (!linkId) throw badRequest(PAYMENT_MESSAGES.orderNotFound);
    return { link_id: linkId, path: `/parentpayment/${linkId}`, amount: inst.amountRupees };
  },

  /**
   * The payable view of a link (public; 001 §2.1 /parentpayment/{orderid}): the student's first name, the amount in
   * rupees and paise (INR), and the order's status — 'payable' (with the provider's order id for the checkout), 'paid'
   * or 'failed'. Nothing else about the student. An unknown link → 404 'This payment link is not valid. …'.
   */
  async parentPaymentOrder({ db, params }) {
    const order = await orderByLink(db, params.linkId);
    const [student] = await db
      .select({ name: students.name })
      .from(students)
      .where(eq(students.id, order.studentId))
      .limit(1);
    const [inst] =
      order.installmentId === null
        ? []
        : await db
            .select({ label: feeInstallments.label })
            .from(feeInstallments)
            .where(eq(feeInstallments.id, order.installmentId))
            .limit(1);
    const status =
      order.status === 'paid'
        ? ('paid' as const)
        : order.status === 'created'
          ? ('payable' as const)
          : ('failed' as const);
    return {
      first_name: firstName(student?.name ?? ''),
      amount: order.amountPaise / 100,
      amount_paise: order.amountPaise,
      currency: 'INR' as const,
      status,
      order_id: status === 'payable' ? order.orderId : null,
      description: `Fees${inst ? `: ${inst.label}` : ''}`,
    };
  },

  /**
   * The sandbox checkout's Pay on the parent's page (public; sandbox provider only, else 404): as sandbox-pay, for the
   * link's open order only (the body's order_id must be the link's), for exactly its amount in paise.
   */
  async parentSandboxPay({ db, params, body, config, now }) {
    if (config.paymentProvider !== 'sandbox') throw notFound('The sandbox checkout is off');
    const order = await orderByLink(db, params.linkId);
    if (body.order_id !== order.orderId) throw badRequest(PARENT_PAYMENT_MESSAGES.orderMismatch);
    return sandboxPayOrder(db, config.paymentSecret, order, body.amount_paise, now);
  },

  /**
   * Completes the link's order after the provider's success (public): the order_id must be the link's, the signature
   * the provider's (HMAC-SHA256 of order_id|payment_id, else 400), the provider must hold that payment for exactly the
   * order's amount (else 400); a failed order is refused and a paid order is never paid twice (another payment → 400
   * 'Order already paid'). The installment is then paid, with its receipt; the student's lock follows (001 §2.7).
   */
  async parentVerifyPayment({ db, params, body, config, now }) {
    const seen = await orderByLink(db, params.linkId);
    if (body.order_id !== seen.orderId) throw badRequest(PARENT_PAYMENT_MESSAGES.orderMismatch);
    const provider = paymentProviderFor(config, db);
    await assertConfirmedPayment(provider, seen, body.payment_id, body.signature);
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, seen.id)).for('update').limit(1);
      if (!order) throw notFound(PARENT_PAYMENT_MESSAGES.unknownLink);
      await payConfirmedOrder(tx, order, body.payment_id, now);
    });
    const [inst] = await db
      .select({ receiptNo: feeInstallments.receiptNo })
      .from(feeInstallments)
      .where(eq(feeInstallments.orderId, seen.orderId))
      .limit(1);
    return { status: 'paid' as const, receipt_no: inst?.receiptNo ?? null, amount: seen.amountPaise / 100 };
  },
} satisfies Pick<HandlerMap, 'parentPaymentLink' | 'parentPaymentOrder' | 'parentSandboxPay' | 'parentVerifyPayment'>;
