/**
 * The provider's webhook (docs/decisions/0006) at POST /api/payment/v1/webhook/ and the sandbox checkout script at
 * GET /api/payment/sandbox/checkout.js. Registered beside the contract's calls because the webhook must read the raw
 * body: its X-Razorpay-Signature is HMAC-SHA256 of those exact bytes with the webhook secret (checked before parsing,
 * 400 on mismatch). The body is then validated with the contract's `paymentWebhookBody`. `payment.captured` and
 * `order.paid` mark the order paid when the amount (paise) and currency match the order (else 400); an event id seen
 * before (X-Razorpay-Event-Id) is answered 200 and changes nothing; `payment.failed` marks an open order failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paymentWebhookBody } from '@classroom/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { orders, paymentEvents } from '../db/schema';
import type { AppConfig } from '../http/handler';
import { paymentProviderFor } from './index';
import { markOrderPaid } from './orders';
import { PAYMENT_MESSAGES } from './provider';

const CHECKOUT_JS = readFileSync(path.join(__dirname, 'sandbox-checkout.js'), 'utf8');

export function registerPaymentRoutes(
  api: FastifyInstance,
  { db, config, now }: { db: Db; config: AppConfig; now: () => Date },
): void {
  api.get('/payment/sandbox/checkout.js', async (_request, reply) => {
    if (config.paymentProvider !== 'sandbox')
      return reply.code(404).send({ status: false, message: 'The sandbox checkout is off' });
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CHECKOUT_JS);
  });

  api.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 65_536 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/payment/v1/webhook', async (request, reply) => {
      const raw = request.body as Buffer;
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      const provider = paymentProviderFor(config, db);
      if (!Buffer.isBuffer(raw) || !provider.verifyWebhookSignature(raw, signature)) {
        return reply.code(400).send({ status: false, message: PAYMENT_MESSAGES.badSignature });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send({ status: false, message: 'Malformed JSON' });
      }
      const parsed = paymentWebhookBody.safeParse(json);
      if (!parsed.success)
        return reply
          .code(400)
          .send({ status: false, message: parsed.error.issues[0]?.message ?? 'Invalid webhook body' });
      const { event, payload } = parsed.data;
      const payment = payload.payment.entity;
      const eventId = String(request.headers['x-razorpay-event-id'] ?? `${event}:${payment.id}`);
      const at = now();
      const result = await db
        .transaction(async (tx) => {
          const [fresh] = await tx
            .insert(paymentEvents)
            .values({ eventId, receivedAt: at })
            .onConflictDoNothing()
            .returning();
          if (!fresh) return { code: 200, message: 'Event already applied' };
          const [order] = await tx
            .select()
            .from(orders)
            .where(eq(orders.orderId, payment.order_id))
            .for('update')
            .limit(1);
          if (!order) return { code: 404, message: PAYMENT_MESSAGES.orderNotFound };
          if (event === 'payment.failed') {
            await tx
              .update(orders)
              .set({ status: 'failed', failureReason: 'provider: payment.failed', updatedAt: at })
              .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
            return { code: 200, message: 'Success' };
          }
          if (event !== 'payment.captured' && event !== 'order.paid') return { code: 200, message: 'Ignored' };
          if (payment.currency !== 'INR' || payment.amount !== order.amountPaise)
            throw Object.assign(new Error(PAYMENT_MESSAGES.amountMismatch), { statusCode: 400 });
          await markOrderPaid(tx, order, payment.id, at);
          return { code: 200, message: 'Success' };
        })
        .catch((error: Error & { statusCode?: number }) => {
          if (typeof error.statusCode !== 'number') throw error;
          return { code: error.statusCode, message: error.message };
        });
      return reply.code(result.code).send({ status: result.code === 200, message: result.message });
    });
  });
}
