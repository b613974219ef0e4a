/**
 * The payment calls (000 §4, §7, §9; docs/decisions/0006): enrol (an order, idempotent per student and course), complete
 * (signature, then the provider's amount), failed, and the sandbox checkout's pay. The student is the token's.
 */
import { and, eq } from 'drizzle-orm';
import { courseOffers, orders } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { paymentProviderFor } from './index';
import { assertConfirmedPayment, lockOwnOrder, payConfirmedOrder, reuseOrCreateOpenOrder } from './orders';
import { PAYMENT_MESSAGES } from './provider';
import { sandboxPayOrder } from './sandbox';

export const paymentHandlers = {
  /**
   * Enrol (000 §4): an order for the course, amount_paise = price in rupees × 100, INR (000 §9). A second Enroll Now
   * answers the same open order (one per student and course, enforced by a unique index); a course already paid → 400.
   */
  async enrollCourse({ db, student, params, config, now }) {
    const [offer] = await db.select().from(courseOffers).where(eq(courseOffers.binding, params.courseBinding)).limit(1);
    if (!offer) throw notFound('Course not found');
    const reply = (orderId: string, amountPaise: number) => ({
      order_id: orderId,
      amount: amountPaise / 100,
      amount_paise: amountPaise,
      currency: 'INR' as const,
      description: `Enrolment: ${offer.courseName}`,
      course_name: offer.courseName,
    });
    const mine = and(eq(orders.studentId, student.id), eq(orders.courseOfferId, offer.id));
    const [paid] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(mine, eq(orders.status, 'paid')))
      .limit(1);
    if (paid) throw badRequest(PAYMENT_MESSAGES.alreadyEnrolled);
    const order = await reuseOrCreateOpenOrder(db, config, {
      which: mine,
      amountPaise: offer.priceRupees * 100,
      staleReason: 'price changed',
      receipt: `s${student.id}-c${offer.id}`.slice(0, 40),
      notes: { student_id: String(student.id), course: offer.binding },
      row: { studentId: student.id, courseOfferId: offer.id },
      now,
    });
    if (!order) throw badRequest(PAYMENT_MESSAGES.alreadyEnrolled); // paid by a parallel call meanwhile
    return reply(order.orderId, order.amountPaise);
  },

  /**
   * Completes the caller's order after the provider's success (000 §4): the signature must be the provider's
   * (HMAC-SHA256 of order_id|payment_id; else 400), the provider must hold that payment for this order and exactly
   * its amount in paise (else 400), a failed order cannot be completed, and a paid order is never paid twice.
   */
  async completeCoursePayment({ db, student, params, body, config, now }) {
    const provider = paymentProviderFor(config, db);
    // The provider is asked outside the transaction (a network call must not hold a row lock; PGlite has one connection).
    const [seen] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, body.order_id), eq(orders.studentId, student.id)))
      .limit(1);
    if (!seen) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    await assertConfirmedPayment(provider, seen, params.paymentId, body.signature);
    return db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, student.id, body.order_id);
      if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
      await payConfirmedOrder(tx, order, params.paymentId, now);
      return { order_id: order.orderId, status: 'paid' as const, amount: order.amountPaise / 100 };
    });
  },

  /** Marks the caller's open order failed (000 §4 failure flow); a paid order stays paid (400). */
  async failedCoursePayment({ db, student, params, body, now }) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, params.orderId), eq(orders.studentId, student.id)))
      .limit(1);
    if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    if (order.status === 'paid') throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
    await db
      .update(orders)
      .set({ status: 'failed', failureReason: body.reason ?? null, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
    return { order_id: order.orderId, status: 'failed' as const, amount: order.amountPaise / 100 };
  },

  /**
   * The sandbox checkout's Pay (docs/decisions/0006; only with the sandbox provider, else 404): the caller's open order, for
   * exactly its amount in paise (else 400 'The amount paid does not match the order'); records the payment and answers
   * Razorpay's success payload signed with the server's secret.
   */
  async sandboxPay({ db, student, body, config, now }) {
    if (config.paymentProvider !== 'sandbox') throw notFound('The sandbox checkout is off');
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, body.order_id), eq(orders.studentId, student.id)))
      .limit(1);
    if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    return sandboxPayOrder(db, config.paymentSecret, order, body.amount_paise, now);
  },
} satisfies Pick<HandlerMap, 'enrollCourse' | 'completeCoursePayment' | 'failedCoursePayment' | 'sandboxPay'>;
