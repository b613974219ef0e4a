/**
 * The same-origin sandbox provider (docs/decisions/0006): the embedded default, so `npm start` shows the whole payment flow
 * without the internet. Orders are local ids; the sandbox checkout (GET /api/payment/sandbox/checkout.js, a window with
 * Pay, Fail and Close) asks the API to pay an order, which records the payment (amount in paise) and signs the result
 * with the server's secret exactly as Razorpay does, so completion runs the same verification as in production.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import { badRequest } from '../http/errors';
import type { OrderRow } from './orders';
import { PAYMENT_MESSAGES, type PaymentProvider } from './provider';
import { hmacHex, paymentSignature, sameHex } from './signature';

/**
 * The sandbox checkout's Pay for one order (the student's or a parent link's): refuses a paid order ('already paid'),
 * a failed one and an amount in paise other than the order's (400, PAYMENT_MESSAGES); records the payment and answers
 * Razorpay's success payload signed with the server's `secret`, so completion runs the production verification.
 */
export async function sandboxPayOrder(db: Db, secret: string, order: OrderRow, amountPaise: number, now: Date) {
  if (order.status === 'paid') throw badRequest(PAYMENT_MESSAGES.alreadyPaid);
  if (order.status === 'failed') throw badRequest(PAYMENT_MESSAGES.failedOrder);
  if (amountPaise !== order.amountPaise) throw badRequest(PAYMENT_MESSAGES.amountMismatch);
  const paymentId = `pay_${randomBytes(10).toString('hex')}`;
  await db.insert(sandboxPayments).values({ paymentId, orderId: order.orderId, amountPaise, createdAt: now });
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.orderId,
    razorpay_signature: paymentSignature(secret, order.orderId, paymentId),
  };
}

export function sandboxProvider({
  db,
  secret,
  webhookSecret,
}: {
  db: Db;
  secret: string;
  webhookSecret: string;
}): PaymentProvider {
  return {
    name: 'sandbox',
    async createOrder() {
      return { orderId: `order_${randomBytes(10).toString('hex')}` };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameHex(paymentSignature(secret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => sameHex(hmacHex(webhookSecret, rawBody), signature),
    async fetchPayment(paymentId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId)).limit(1);
      return row ? { orderId: row.orderId, amountPaise: row.amountPaise, currency: 'INR' } : null;
    },
  };
}
