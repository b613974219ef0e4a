/** Fees (001 §2.1 Fees, §2.7): the fees-due student's summary, paying the due installment unlocks the profile. */
import { asc, eq } from 'drizzle-orm';
import { endpoints } from '@classroom/shared/contract';
import { DEMO_PLANS } from '../seed/fees';
import { courseOffers, feeInstallments, students } from '../src/db/schema';
import { paymentSignature } from '../src/payments/signature';
import { currentSectionIdOf } from '../src/routes/dashboard';
import { call, signIn, useHarness } from './helpers';

jest.setTimeout(30_000);
const h = useHarness({ loginRateLimit: { perIp: 1000, perUsername: 1000 } });

test("every seeded installment plan adds up to its course's fee: the price of the student's current batch's course, in whole rupees as both tables store it", async () => {
  const { db } = h.handle;
  for (const kind of Object.keys(DEMO_PLANS) as (keyof typeof DEMO_PLANS)[]) {
    const studentId = h.seeded.studentIds[kind];
    const [student] = await db.select().from(students).where(eq(students.id, studentId));
    const sectionId = await currentSectionIdOf(db, student!);
    const [offer] = await db
      .select({ priceRupees: courseOffers.priceRupees })
      .from(courseOffers)
      .where(eq(courseOffers.sectionId, sectionId))
      .orderBy(asc(courseOffers.id))
      .limit(1);
    const plan = await db
      .select({ amountRupees: feeInstallments.amountRupees })
      .from(feeInstallments)
      .where(eq(feeInstallments.studentId, studentId));
    expect(plan.length).toBe(DEMO_PLANS[kind].dueInDays.length);
    expect({ kind, total: plan.reduce((n, i) => n + i.amountRupees, 0) }).toEqual({ kind, total: offer?.priceRupees });
  }
});

test('the fees-due student sees ₹45,000 due, pays it through the sandbox and is unlocked; a forged verify is refused', async () => {
  const s = await signIn(h.app, 'fees-due');
  // Locked: ordinary calls answer 1007, the fee calls are allowed (001 §2.7).
  expect((await call(h.app, 'notifications', { token: s.token, query: { skip: 0, limit: 10 } })).body.error_code).toBe(
    1007,
  );
  const summary = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  expect(summary).toMatchObject({ total: 45_000, paid: 0, due: 45_000, currency: 'INR' });
  expect(summary.installments).toEqual([
    expect.objectContaining({ amount: 45_000, status: 'due', due_date: '2025-01-15', receipt_no: null }),
  ]);
  const inst = summary.installments[0]!;
  const order = endpoints.proceedToPay.data.parse(
    (await call(h.app, 'proceedToPay', { token: s.token, body: { installment_id: inst.id } })).body.data,
  );
  expect(order).toMatchObject({ amount: 45_000, amount_paise: 4_500_000, currency: 'INR' });
  expect(
    endpoints.proceedToPay.data.parse(
      (await call(h.app, 'proceedToPay', { token: s.token, body: { installment_id: inst.id } })).body.data,
    ).order_id,
  ).toBe(order.order_id);
  const paid = endpoints.sandboxPay.data.parse(
    (await call(h.app, 'sandboxPay', { token: s.token, body: { order_id: order.order_id, amount_paise: 4_500_000 } }))
      .body.data,
  );
  const forged = await call(h.app, 'verifyPayment', {
    token: s.token,
    body: {
      order_id: order.order_id,
      payment_id: paid.razorpay_payment_id,
      signature: paymentSignature('guess', order.order_id, paid.razorpay_payment_id),
    },
  });
  expect([forged.statusCode, forged.body.message]).toEqual([400, 'signature: payment signature does not match']);
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({
    profileLocked: true,
    amountDue: 45_000,
  });

  const ok = await call(h.app, 'verifyPayment', {
    token: s.token,
    body: { order_id: order.order_id, payment_id: paid.razorpay_payment_id, signature: paid.razorpay_signature },
  });
  expect(ok.body.data).toMatchObject({
    status: 'paid',
    profileLocked: false,
    receipt_no: expect.stringMatching(/^RCPT-\d{6}$/),
  });
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({
    profileLocked: false,
    amountDue: 0,
  });
  expect((await call(h.app, 'notifications', { token: s.token, query: { skip: 0, limit: 10 } })).statusCode).toBe(200);
  const after = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  expect(after).toMatchObject({ total: 45_000, paid: 45_000, due: 0 });
  expect(after.installments[0]).toMatchObject({
    status: 'paid',
    receipt_no: (ok.body.data as { receipt_no: string }).receipt_no,
  });
  // Never paid twice.
  const again = await call(h.app, 'proceedToPay', { token: s.token, body: { installment_id: inst.id } });
  expect([again.statusCode, again.body.message]).toEqual([400, 'This installment is already paid']);
  // Another student cannot pay or see this installment.
  const other = await signIn(h.app, 'enrolled');
  expect(
    (await call(h.app, 'proceedToPay', { token: other.token, body: { installment_id: inst.id } })).statusCode,
  ).toBe(404);
});

/** Pays the due installment of a payer through the sandbox (proceed-to-pay → sandbox-pay → verify-payment). */
async function payInstallment(token: string, installmentId: number) {
  const order = endpoints.proceedToPay.data.parse(
    (await call(h.app, 'proceedToPay', { token, body: { installment_id: installmentId } })).body.data,
  );
  const paid = endpoints.sandboxPay.data.parse(
    (await call(h.app, 'sandboxPay', { token, body: { order_id: order.order_id, amount_paise: order.amount_paise } }))
      .body.data,
  );
  return call(h.app, 'verifyPayment', {
    token,
    body: { order_id: order.order_id, payment_id: paid.razorpay_payment_id, signature: paid.razorpay_signature },
  });
}

test("the enrolled student's fee summary is real: ₹45,000 paid in 3 installments with receipts, nothing due", async () => {
  const s = await signIn(h.app, 'enrolled');
  const summary = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  expect(summary).toMatchObject({ total: 45_000, paid: 45_000, due: 0 });
  expect(summary.installments.map((i) => [i.amount, i.status])).toEqual([
    [15_000, 'paid'],
    [15_000, 'paid'],
    [15_000, 'paid'],
  ]);
  expect(summary.installments.every((i) => i.receipt_no && i.paid_on)).toBe(true);
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({
    profileLocked: false,
    amountDue: 0,
  });
});

test('an installment plan (001 §2.1 feemodule/installmentpage): 2 paid, 1 due, 2 upcoming; paying the due one makes the next due and the amounts add up', async () => {
  const s = await signIn(h.app, 'payer-plan');
  const before = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  expect(before).toMatchObject({ total: 45_000, paid: 18_000, due: 27_000 });
  expect(before.installments.map((i) => i.status)).toEqual(['paid', 'paid', 'due', 'upcoming', 'upcoming']);
  expect(before.installments.reduce((n, i) => n + i.amount, 0)).toBe(before.total);
  // Not locked: the due installment's date has not come (001 §2.7).
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({
    profileLocked: false,
    amountDue: 27_000,
  });
  const due = before.installments[2]!;
  const ok = await payInstallment(s.token, due.id);
  expect(ok.body.data).toMatchObject({ status: 'paid', profileLocked: false });
  const after = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  expect(after).toMatchObject({ total: 45_000, paid: 27_000, due: 18_000 });
  expect(after.installments.map((i) => i.status)).toEqual(['paid', 'paid', 'paid', 'due', 'upcoming']);
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({
    profileLocked: false,
    amountDue: 18_000,
  });
  // The lock now follows the next installment's date: on that day, unpaid, the profile locks.
  h.clock.set(new Date(`${after.installments[3]!.due_date}T12:00:00Z`));
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({
    profileLocked: true,
    amountDue: 18_000,
  });
  h.clock.reset();
});

test("the parent's payment link (001 §2.1 /parentpayment/{orderid}): unguessable id, only the first name and the amount, paid once through the sandbox", async () => {
  const s = await signIn(h.app, 'payer-plan');
  const summary = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  const due = summary.installments.find((i) => i.status === 'due')!;
  const link = endpoints.parentPaymentLink.data.parse(
    (await call(h.app, 'parentPaymentLink', { token: s.token, body: { installment_id: due.id } })).body.data,
  );
  expect(link.link_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(link).toMatchObject({ path: `/parentpayment/${link.link_id}`, amount: due.amount });
  // Sharing again gives the same link; the student's own Pay now uses the same order (never paid twice).
  expect(
    endpoints.parentPaymentLink.data.parse(
      (await call(h.app, 'parentPaymentLink', { token: s.token, body: { installment_id: due.id } })).body.data,
    ).link_id,
  ).toBe(link.link_id);
  const own = endpoints.proceedToPay.data.parse(
    (await call(h.app, 'proceedToPay', { token: s.token, body: { installment_id: due.id } })).body.data,
  );

  // Signed out: the view holds the first name, the amount and the status — nothing else about the student.
  const view = await call(h.app, 'parentPaymentOrder', { params: { linkId: link.link_id } });
  expect(view.statusCode).toBe(200);
  expect(view.body.data).toEqual({
    first_name: 'Riya',
    amount: due.amount,
    amount_paise: due.amount * 100,
    currency: 'INR',
    status: 'payable',
    order_id: own.order_id,
    description: `Fees: ${due.label}`,
  });
  expect(JSON.stringify(view.body)).not.toMatch(/Kapoor|9876543223|riya\.kapoor/);
  const unknown = await call(h.app, 'parentPaymentOrder', { params: { linkId: 'A'.repeat(22) } });
  expect([unknown.statusCode, unknown.body.message]).toEqual([
    404,
    'This payment link is not valid. Please ask the student for a new link.',
  ]);
  expect((await call(h.app, 'parentPaymentOrder', { params: { linkId: own.order_id } })).statusCode).toBe(400); // a provider order id is no link

  // A wrong amount, another order, a forged signature: refused.
  const cheap = await call(h.app, 'parentSandboxPay', {
    params: { linkId: link.link_id },
    body: { order_id: own.order_id, amount_paise: 100 },
  });
  expect([cheap.statusCode, cheap.body.message]).toEqual([400, 'The amount paid does not match the order']);
  const paid = endpoints.parentSandboxPay.data.parse(
    (
      await call(h.app, 'parentSandboxPay', {
        params: { linkId: link.link_id },
        body: { order_id: own.order_id, amount_paise: due.amount * 100 },
      })
    ).body.data,
  );
  const forged = await call(h.app, 'parentVerifyPayment', {
    params: { linkId: link.link_id },
    body: {
      order_id: own.order_id,
      payment_id: paid.razorpay_payment_id,
      signature: paymentSignature('guess', own.order_id, paid.razorpay_payment_id),
    },
  });
  expect([forged.statusCode, forged.body.message]).toEqual([400, 'signature: payment signature does not match']);
  const ok = await call(h.app, 'parentVerifyPayment', {
    params: { linkId: link.link_id },
    body: { order_id: own.order_id, payment_id: paid.razorpay_payment_id, signature: paid.razorpay_signature },
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.body.data).toMatchObject({
    status: 'paid',
    amount: due.amount,
    receipt_no: expect.stringMatching(/^RCPT-\d{6}$/),
  });

  // Paid once: the view says paid, a second sandbox payment and another verified payment are refused.
  expect((await call(h.app, 'parentPaymentOrder', { params: { linkId: link.link_id } })).body.data).toMatchObject({
    status: 'paid',
    order_id: null,
  });
  const twice = await call(h.app, 'parentSandboxPay', {
    params: { linkId: link.link_id },
    body: { order_id: own.order_id, amount_paise: due.amount * 100 },
  });
  expect([twice.statusCode, twice.body.message]).toEqual([400, 'Order already paid']);
  const other = endpoints.sandboxPay.data.parse(
    (
      await call(h.app, 'sandboxPay', {
        token: s.token,
        body: {
          order_id: endpoints.proceedToPay.data.parse(
            (
              await call(h.app, 'proceedToPay', {
                token: s.token,
                body: { installment_id: summary.installments.find((i) => i.status === 'upcoming')!.id },
              })
            ).body.data,
          ).order_id,
          amount_paise: due.amount * 100,
        },
      })
    ).body.data,
  );
  const replay = await call(h.app, 'parentVerifyPayment', {
    params: { linkId: link.link_id },
    body: {
      order_id: own.order_id,
      payment_id: other.razorpay_payment_id,
      signature: paymentSignature('embedded-development-payment-secret', own.order_id, other.razorpay_payment_id),
    },
  });
  expect(replay.statusCode).toBe(400);
  // The student's summary shows it paid, the next installment due.
  const after = endpoints.studentInstallments.data.parse(
    (await call(h.app, 'studentInstallments', { token: s.token })).body.data,
  );
  expect(after.installments.find((i) => i.id === due.id)).toMatchObject({ status: 'paid' });
  expect(after.paid + after.due).toBe(after.total);
});
