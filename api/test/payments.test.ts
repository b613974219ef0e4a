/**
 * Payments domain (docs/decisions/0006; 000 §4, §7, §9): orders in paise, idempotent per student and course, the sandbox
 * checkout, signature checks (forged refused), replays refused, amounts that differ from the order refused, the
 * webhook's signature and event replay, the Razorpay adapter against a stub of its HTTP API.
 */
import { endpoints } from '@classroom/shared/contract';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { courseOffers, orders, studentCourses, students } from '../src/db/schema';
import { hmacHex, paymentSignature } from '../src/payments/signature';
import { razorpayProvider } from '../src/payments/razorpay';
import { call, signIn, useHarness } from './helpers';

jest.setTimeout(30_000);

const SECRET = 'embedded-development-payment-secret';
const WEBHOOK_SECRET = 'embedded-development-webhook-secret';

const h = useHarness({ loginRateLimit: { perIp: 1000, perUsername: 1000 } });

const enrol = async (token: string, courseBinding = 'JEE2027-ONLINE') => {
  const res = await call(h.app, 'enrollCourse', { token, params: { courseBinding } });
  return { res, order: res.statusCode === 200 ? endpoints.enrollCourse.data.parse(res.body.data) : null };
};
const orderRow = async (orderId: string) =>
  (await h.handle.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
/** The student's open ('created') orders. */
const openOrdersOf = (studentId: number) =>
  h.handle.db
    .select()
    .from(orders)
    .where(and(eq(orders.studentId, studentId), eq(orders.status, 'created')));

describe('enrolment orders (000 §4, §9)', () => {
  test('amount_paise = price × 100, INR; a second Enroll Now reuses the open order', async () => {
    const s = await signIn(h.app, 'free');
    const first = await enrol(s.token);
    expect(first.order).toMatchObject({ amount: 45_000, amount_paise: 4_500_000, currency: 'INR' });
    const second = await enrol(s.token);
    expect(second.order!.order_id).toBe(first.order!.order_id);
    expect(await openOrdersOf(s.userId)).toHaveLength(1);
  });

  test('a price changed while an order was open: Enroll Now fails the old order and opens one for the new price', async () => {
    const s = await signIn(h.app, 'free');
    const before = await enrol(s.token);
    const [offer] = await h.handle.db.select().from(courseOffers).where(eq(courseOffers.binding, 'JEE2027-ONLINE'));
    await h.handle.db
      .update(courseOffers)
      .set({ priceRupees: 39_999 })
      .where(eq(courseOffers.binding, 'JEE2027-ONLINE'));
    try {
      const after = await enrol(s.token);
      expect(after.order).toMatchObject({ amount: 39_999, amount_paise: 3_999_900 });
      expect(after.order!.order_id).not.toBe(before.order!.order_id);
      expect(await orderRow(before.order!.order_id)).toMatchObject({
        status: 'failed',
        failureReason: 'price changed',
      });
      expect(await orderRow(after.order!.order_id)).toMatchObject({ status: 'created', amountPaise: 3_999_900 });
    } finally {
      await h.handle.db
        .update(courseOffers)
        .set({ priceRupees: offer!.priceRupees })
        .where(eq(courseOffers.binding, 'JEE2027-ONLINE'));
    }
  });

  test('two Enroll Now at once (a double tap) answer the same order: one open order for the student and course', async () => {
    const s = await signIn(h.app, 'free');
    await h.handle.db // no open order left (the last one was closed at the checkout): the taps must make one, not two
      .update(orders)
      .set({ status: 'failed', failureReason: 'closed at the checkout' })
      .where(and(eq(orders.studentId, s.userId), eq(orders.status, 'created')));
    const [a, b] = await Promise.all([enrol(s.token), enrol(s.token)]);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    expect(b.order!.order_id).toBe(a.order!.order_id);
    expect(await openOrdersOf(s.userId)).toHaveLength(1);
  });
});

describe('sandbox payment, completion and its refusals (docs/decisions/0006)', () => {
  test('forged signature refused; an amount that differs refused; the real flow pays once and enrols the student', async () => {
    const s = await signIn(h.app, 'free');
    const { order } = await enrol(s.token);
    // Amount that differs from the order: the sandbox checkout refuses to pay it.
    const cheap = await call(h.app, 'sandboxPay', {
      token: s.token,
      body: { order_id: order!.order_id, amount_paise: 100 },
    });
    expect([cheap.statusCode, cheap.body.message]).toEqual([400, 'The amount paid does not match the order']);
    const paid = endpoints.sandboxPay.data.parse(
      (
        await call(h.app, 'sandboxPay', {
          token: s.token,
          body: { order_id: order!.order_id, amount_paise: 4_500_000 },
        })
      ).body.data,
    );
    expect(paid.razorpay_order_id).toBe(order!.order_id);
    // Forged: signed with a secret the student guessed, or not bound to this order.
    for (const signature of [
      paymentSignature('guessed-secret', order!.order_id, paid.razorpay_payment_id),
      paymentSignature(SECRET, 'order_other', paid.razorpay_payment_id),
    ]) {
      const forged = await call(h.app, 'completeCoursePayment', {
        token: s.token,
        params: { paymentId: paid.razorpay_payment_id },
        body: { order_id: order!.order_id, signature },
      });
      expect([forged.statusCode, forged.body.message]).toEqual([400, 'signature: payment signature does not match']);
    }
    expect((await orderRow(order!.order_id)).status).toBe('created');
    // A correctly signed payment id the provider never saw (no money moved) is refused too.
    const ghost = await call(h.app, 'completeCoursePayment', {
      token: s.token,
      params: { paymentId: 'pay_ghost' },
      body: { order_id: order!.order_id, signature: paymentSignature(SECRET, order!.order_id, 'pay_ghost') },
    });
    expect([ghost.statusCode, ghost.body.message]).toEqual([400, 'Payment not found at the provider']);

    const ok = await call(h.app, 'completeCoursePayment', {
      token: s.token,
      params: { paymentId: paid.razorpay_payment_id },
      body: { order_id: order!.order_id, signature: paid.razorpay_signature },
    });
    expect(ok.body).toEqual({
      status: true,
      message: 'Success',
      data: { order_id: order!.order_id, status: 'paid', amount: 45_000 },
    });
    const [student] = await h.handle.db.select().from(students).where(eq(students.id, s.userId));
    expect(student!.isFree).toBe(false);
    const courses = await h.handle.db.select().from(studentCourses).where(eq(studentCourses.studentId, s.userId));
    expect(courses.map((c) => c.sectionId)).toContain(301);
    expect(student!.studentCourseId).toBe(courses.find((c) => c.sectionId === 301)!.id);

    // Never paid twice: the same completion again changes nothing; another payment for the paid order is refused;
    // Enroll Now for the course now says so.
    expect(
      (
        await call(h.app, 'completeCoursePayment', {
          token: s.token,
          params: { paymentId: paid.razorpay_payment_id },
          body: { order_id: order!.order_id, signature: paid.razorpay_signature },
        })
      ).statusCode,
    ).toBe(200);
    expect((await h.handle.db.select().from(studentCourses).where(eq(studentCourses.studentId, s.userId))).length).toBe(
      courses.length,
    );
    const again = await call(h.app, 'sandboxPay', {
      token: s.token,
      body: { order_id: order!.order_id, amount_paise: 4_500_000 },
    });
    expect([again.statusCode, again.body.message]).toEqual([400, 'Order already paid']);
    const re = await enrol(s.token);
    expect([re.res.statusCode, re.res.body.message]).toEqual([400, 'You are already enrolled in this course']);
  });

  test('replay: a paid payment presented for another order, or by another student, is refused', async () => {
    const a = await signIn(h.app, 'section-303');
    const neet = (await enrol(a.token, 'NEET2027-ONLINE')).order!;
    const jee = (await enrol(a.token, 'JEE2027-ONLINE')).order!;
    const paid = endpoints.sandboxPay.data.parse(
      (
        await call(h.app, 'sandboxPay', {
          token: a.token,
          body: { order_id: neet.order_id, amount_paise: neet.amount_paise },
        })
      ).body.data,
    );
    expect(
      (
        await call(h.app, 'completeCoursePayment', {
          token: a.token,
          params: { paymentId: paid.razorpay_payment_id },
          body: { order_id: neet.order_id, signature: paid.razorpay_signature },
        })
      ).statusCode,
    ).toBe(200);
    // Same payment, replayed against the other order (signature of that pair made with the real secret, as an insider would).
    const replay = await call(h.app, 'completeCoursePayment', {
      token: a.token,
      params: { paymentId: paid.razorpay_payment_id },
      body: { order_id: jee.order_id, signature: paymentSignature(SECRET, jee.order_id, paid.razorpay_payment_id) },
    });
    expect(replay.statusCode).toBe(400);
    expect((await orderRow(jee.order_id)).status).toBe('created');
    // Another student replays the success payload: not their order.
    const b = await signIn(h.app, 'school-40059');
    const other = await call(h.app, 'completeCoursePayment', {
      token: b.token,
      params: { paymentId: paid.razorpay_payment_id },
      body: { order_id: neet.order_id, signature: paid.razorpay_signature },
    });
    expect(other.statusCode).toBe(404);
  });

  test('failure flow: a failed order cannot be paid or completed; a paid order cannot be marked failed', async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const { order } = await enrol(s.token);
    const paid = endpoints.sandboxPay.data.parse(
      (
        await call(h.app, 'sandboxPay', {
          token: s.token,
          body: { order_id: order!.order_id, amount_paise: 4_500_000 },
        })
      ).body.data,
    );
    expect(
      (
        await call(h.app, 'failedCoursePayment', {
          token: s.token,
          params: { orderId: order!.order_id },
          body: { reason: 'payment.failed' },
        })
      ).body.data,
    ).toMatchObject({ status: 'failed' });
    const late = await call(h.app, 'completeCoursePayment', {
      token: s.token,
      params: { paymentId: paid.razorpay_payment_id },
      body: { order_id: order!.order_id, signature: paid.razorpay_signature },
    });
    expect(late.body).toEqual({ status: false, message: 'Order has failed; enrol again' });
    // A new Enroll Now opens a new order.
    expect((await enrol(s.token)).order!.order_id).not.toBe(order!.order_id);
  });
});

describe('webhook (docs/decisions/0006)', () => {
  const post = (body: object, secret = WEBHOOK_SECRET, eventId = `evt_${Math.random().toString(36).slice(2)}`) => {
    const raw = JSON.stringify(body);
    return h.app.inject({
      method: 'POST',
      url: '/api/payment/v1/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(secret, raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };
  const captured = (orderId: string, amount: number, id = `pay_wh${Math.random().toString(36).slice(2, 10)}`) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });

  test('a forged webhook signature is refused; an amount that differs is refused; the right one pays once; a replayed event changes nothing', async () => {
    const s = await signIn(h.app, 'doubts');
    const { order } = await enrol(s.token, 'NEET2027-ONLINE');
    const forged = await post(captured(order!.order_id, 4_000_000), 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    const mismatch = await post(captured(order!.order_id, 100));
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([400, 'The amount paid does not match the order']);
    expect((await orderRow(order!.order_id)).status).toBe('created');
    const event = captured(order!.order_id, 4_000_000, 'pay_webhook1');
    const ok = await post(event, WEBHOOK_SECRET, 'evt_1');
    expect(ok.statusCode).toBe(200);
    expect(await orderRow(order!.order_id)).toMatchObject({ status: 'paid', paymentId: 'pay_webhook1' });
    const replay = await post(event, WEBHOOK_SECRET, 'evt_1');
    expect([replay.statusCode, replay.json().message]).toEqual([200, 'Event already applied']);
    const second = await post(captured(order!.order_id, 4_000_000, 'pay_webhook2'));
    expect([second.statusCode, second.json().message]).toEqual([400, 'Order already paid']);
  });
});

describe('Razorpay adapter (docs/decisions/0006) against a stub of its HTTP API', () => {
  test('orders created in paise with Basic auth; signature checked with the key secret; amount read back and compared', async () => {
    const seen: { url: string; auth: string | null; body: unknown }[] = [];
    const payments = new Map<string, { order_id: string; amount: number; currency: string }>();
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url, auth: headers.get('authorization'), body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith('/orders'))
        return new Response(
          JSON.stringify({
            id: `order_Rz${seen.length}abc`,
            amount: (JSON.parse(String(init!.body)) as { amount: number }).amount,
          }),
          { status: 200 },
        );
      const p = payments.get(url.split('/').pop()!);
      return p ? new Response(JSON.stringify(p), { status: 200 }) : new Response('{}', { status: 404 });
    }) as typeof fetch;
    const provider = razorpayProvider({
      keyId: 'rzp_test_key',
      keySecret: 'rz-secret',
      webhookSecret: 'rz-webhook',
      apiBase: 'https://rz.test/v1',
      fetchImpl,
    });
    const created = await provider.createOrder({ amountPaise: 4_500_000, receipt: 's1-c1', notes: {} });
    expect(seen[0]).toEqual({
      url: 'https://rz.test/v1/orders',
      auth: `Basic ${Buffer.from('rzp_test_key:rz-secret').toString('base64')}`,
      body: { amount: 4_500_000, currency: 'INR', receipt: 's1-c1', notes: {} },
    });
    expect(
      provider.verifyPaymentSignature(
        created.orderId,
        'pay_1',
        paymentSignature('rz-secret', created.orderId, 'pay_1'),
      ),
    ).toBe(true);
    expect(
      provider.verifyPaymentSignature(created.orderId, 'pay_1', paymentSignature('other', created.orderId, 'pay_1')),
    ).toBe(false);
    expect(provider.verifyWebhookSignature(Buffer.from('{"a":1}'), hmacHex('rz-webhook', '{"a":1}'))).toBe(true);

    // Through the API with the razorpay provider: a payment of a smaller amount is refused at completion.
    const rz = await buildApp({
      db: h.handle.db,
      config: {
        paymentProvider: 'razorpay',
        paymentKeyId: 'rzp_test_key',
        paymentSecret: 'rz-secret',
        paymentApiBase: 'https://rz.test/v1',
        paymentFetch: fetchImpl,
      },
      loginRateLimit: { perIp: 1000, perUsername: 1000 },
    });
    try {
      const s = await signIn(rz, 'enrolled');
      const order = endpoints.enrollCourse.data.parse(
        (await call(rz, 'enrollCourse', { token: s.token, params: { courseBinding: 'NEET2027-ONLINE' } })).body.data,
      );
      expect(order.order_id).toMatch(/^order_Rz\d+abc$/);
      payments.set('pay_small', { order_id: order.order_id, amount: 100, currency: 'INR' });
      const small = await call(rz, 'completeCoursePayment', {
        token: s.token,
        params: { paymentId: 'pay_small' },
        body: { order_id: order.order_id, signature: paymentSignature('rz-secret', order.order_id, 'pay_small') },
      });
      expect([small.statusCode, small.body.message]).toEqual([400, 'The amount paid does not match the order']);
      payments.set('pay_full', { order_id: order.order_id, amount: 4_000_000, currency: 'INR' });
      const full = await call(rz, 'completeCoursePayment', {
        token: s.token,
        params: { paymentId: 'pay_full' },
        body: { order_id: order.order_id, signature: paymentSignature('rz-secret', order.order_id, 'pay_full') },
      });
      expect(full.body.data).toMatchObject({ status: 'paid', amount: 40_000 });
      // The sandbox checkout does not exist with a real provider.
      expect(
        (await call(rz, 'sandboxPay', { token: s.token, body: { order_id: order.order_id, amount_paise: 4_000_000 } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await rz.close();
    }
  });
});
