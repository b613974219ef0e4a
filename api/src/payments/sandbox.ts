/**
 * The same-origin sandbox provider (issue 11 §4): the embedded default, so `npm start` shows the whole payment flow
 * without the internet. Orders are local ids; the sandbox checkout (GET /api/payment/sandbox/checkout.js, a window with
 * Pay, Fail and Close) asks the API to pay an order, which records the payment (amount in paise) and signs the result
 * with the server's secret exactly as Razorpay does, so completion runs the same verification as in production.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, sameHex } from './signature';

export function sandboxProvider({ db, secret, webhookSecret }: { db: Db; secret: string; webhookSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createOrder() {
      return { orderId: `order_${randomBytes(10).toString('hex')}` };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) => sameHex(paymentSignature(secret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => sameHex(hmacHex(webhookSecret, rawBody), signature),
    async fetchPayment(paymentId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId)).limit(1);
      return row ? { orderId: row.orderId, amountPaise: row.amountPaise, currency: 'INR' } : null;
    },
  };
}
