/**
 * The portal calls' error cases (SECURITY.md "Uploads checked by content", "Payments"): feedback images checked by
 * magic bytes, payments, switch user and switch course, analytics, joining a live class.
 */
import { endpoints } from '@classroom/shared/contract';
import { sql } from 'drizzle-orm';
import { pageViews } from '../src/db/schema';
import { paymentSignature } from '../src/payments/signature';
import { account, call, signIn, useHarness } from './helpers';
import { fingerprint } from './security-helpers';

const h = useHarness();

describe('portal calls: error cases', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
  const GIF = Buffer.from('GIF89a....');
  test('feedback: images checked by magic bytes, at most 10, within the size limit; stored with random names', async () => {
    const s = await signIn(h.app, 'section-303');
    const send = (
      files: { data: Buffer; name?: string; type?: string }[],
      fields = { issue_type: 'App', description: 'Broken' },
    ) =>
      call(h.app, 'postFeedback', {
        token: s.token,
        params: { studentId: s.userId },
        multipart: {
          fields,
          files: files.map((f, i) => ({
            field: 'images',
            name: f.name ?? `f${i}.png`,
            type: f.type ?? 'image/png',
            data: f.data,
          })),
        },
      });
    const ok = await send([{ data: PNG }, { data: JPEG, type: 'image/jpeg' }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({ images: 2 });
    const before = await fingerprint(h);
    const gif = await send([{ data: PNG }, { data: GIF, name: 'x.png', type: 'image/png' }]);
    expect(gif.statusCode).toBe(400);
    expect(gif.body.message).toBe('images.1: only jpeg or png images are accepted');
    expect((await send(Array.from({ length: 11 }, () => ({ data: PNG })))).statusCode).toBeGreaterThanOrEqual(400);
    const big = await send([{ data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]) }]);
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
    expect((await send([], { issue_type: '', description: 'x' })).body.message).toMatch(/^issue_type: /);
    const json = await call(h.app, 'postFeedback', {
      token: s.token,
      params: { studentId: s.userId },
      body: { issue_type: 'a', description: 'b' },
    });
    expect(json.statusCode).toBe(400);
    expect(await fingerprint(h)).toBe(before);
  });

  test('payments: paise = rupees × 100; a bad signature is refused; a failed order cannot be completed', async () => {
    const s = await signIn(h.app, 'free');
    const order = endpoints.enrollCourse.data.parse(
      (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'JEE2027-ONLINE' } })).body.data,
    );
    expect(order).toMatchObject({ amount: 45_000, amount_paise: 4_500_000, currency: 'INR' });
    expect((await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding: 'NOPE' } })).statusCode).toBe(
      404,
    );
    const bad = await call(h.app, 'completeCoursePayment', {
      token: s.token,
      params: { paymentId: 'pay_9' },
      body: { order_id: order.order_id, signature: '0'.repeat(64) },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await call(h.app, 'failedCoursePayment', {
          token: s.token,
          params: { orderId: order.order_id },
          body: { reason: 'dismissed' },
        })
      ).body.data,
    ).toMatchObject({ status: 'failed' });
    const late = await call(h.app, 'completeCoursePayment', {
      token: s.token,
      params: { paymentId: 'pay_9' },
      body: {
        order_id: order.order_id,
        signature: paymentSignature('embedded-development-payment-secret', order.order_id, 'pay_9'),
      },
    });
    expect(late.body).toEqual({ status: false, message: 'Order has failed; enrol again' });
  });

  test('switch user only to a sibling; switch course not for free students; bad request_type; version; fees-due gets 1007', async () => {
    const s = await signIn(h.app, 'section-303');
    expect(
      (await call(h.app, 'switchUser', { token: s.token, body: { MobileNumber: account('enrolled').username } }))
        .statusCode,
    ).toBe(403);
    const free = await signIn(h.app, 'free');
    expect(
      (
        await call(h.app, 'switchCourse', {
          token: free.token,
          body: { student_id: free.userId, student_course_id: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(h.app, 'requestCall', { token: s.token, body: { request_type: '' } })).body.message).toMatch(
      /^request_type: /,
    );
    expect((await call(h.app, 'getVersion', { query: { platform: 'web' } })).body.data).toEqual({
      platform: 'web',
      current_version: '1.0.3',
    });
    const locked = await signIn(h.app, 'fees-due');
    for (const name of ['attendance', 'notifications', 'bannerDetails', 'holidays'] as const) {
      const res = await call(h.app, name, {
        token: locked.token,
        query: { student_section_course_id: 1, school_id: 1 },
      });
      expect(res.body.error_code).toBe(1007);
    }
  });

  test("analytics: a page view is stored with the token's student and the time; 400 naming page_name; 401 without a token", async () => {
    const s = await signIn(h.app, 'school-40059');
    const at = new Date('2027-01-05T10:00:00.000Z');
    h.clock.set(at);
    try {
      const ok = await call(h.app, 'postAnalytics', { token: s.token, body: { page_name: '  Error Page ' } });
      expect([ok.statusCode, ok.body]).toEqual([200, { status: true, message: 'Success', data: null }]);
    } finally {
      h.clock.reset();
    }
    const rows = await h.handle.db
      .select()
      .from(pageViews)
      .where(sql`${pageViews.studentId} = ${s.userId}`);
    expect(rows.map((r) => [r.pageName, r.createdAt.toISOString()])).toEqual([['Error Page', at.toISOString()]]);
    const before = await fingerprint(h);
    for (const body of [
      {},
      { page_name: '' },
      { page_name: '   ' },
      { page_name: 'x'.repeat(101) },
      { page_name: 7 },
    ]) {
      const res = await call(h.app, 'postAnalytics', { token: s.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: expect.stringMatching(/^page_name: /) });
    }
    const anon = await call(h.app, 'postAnalytics', { body: { page_name: 'Error Page' } });
    expect([anon.statusCode, anon.body.status]).toEqual([401, false]);
    const forged = await call(h.app, 'postAnalytics', { token: 'not-a-token', body: { page_name: 'Error Page' } });
    expect(forged.statusCode).toBe(401);
    expect(await fingerprint(h)).toBe(before);
  });

  test("live class: only a running online class of the caller's batches; joining records attendance", async () => {
    const s = await signIn(h.app, 'section-303');
    const classes = endpoints.dashboardClasses.data.parse(
      (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
    );
    const past = classes.find((c) => c.type === 'past')!;
    expect(
      (await call(h.app, 'startLiveClass', { token: s.token, body: { live_class_id: past.liveclass_id } })).body
        .message,
    ).toBe('The class has ended');
    expect((await call(h.app, 'startLiveClass', { token: s.token, body: { live_class_id: 999_999 } })).statusCode).toBe(
      404,
    );
  });
});
