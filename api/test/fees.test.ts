/** Fees (issue 11 §6; 001 §2.1 Fees, §2.7): the fees-due student's summary, paying the due installment unlocks the profile. */
import { endpoints } from '@classroom/shared/contract';
import { paymentSignature } from '../src/payments/signature';
import { call, createHarness, signIn, type Harness } from './helpers';

jest.setTimeout(30_000);
let h: Harness;
beforeAll(async () => { h = await createHarness({ loginRateLimit: { perIp: 1000, perUsername: 1000 } }); }, 60_000);
afterAll(async () => { await h.close(); });

test('the fees-due student sees ₹45,000 due, pays it through the sandbox and is unlocked; a forged verify is refused', async () => {
  const s = await signIn(h.app, 'fees-due');
  // Locked: ordinary calls answer 1007, the fee calls are allowed (001 §2.7).
  expect((await call(h.app, 'notifications', { token: s.token, query: { skip: 0, limit: 10 } })).body.error_code).toBe(1007);
  const summary = endpoints.studentInstallments.data.parse((await call(h.app, 'studentInstallments', { token: s.token })).body.data);
  expect(summary).toMatchObject({ total: 45_000, paid: 0, due: 45_000, currency: 'INR' });
  expect(summary.installments).toEqual([expect.objectContaining({ amount: 45_000, status: 'due', due_date: '2025-01-15', receipt_no: null })]);
  const inst = summary.installments[0]!;
  const order = endpoints.proceedToPay.data.parse((await call(h.app, 'proceedToPay', { token: s.token, body: { installment_id: inst.id } })).body.data);
  expect(order).toMatchObject({ amount: 45_000, amount_paise: 4_500_000, currency: 'INR' });
  expect(endpoints.proceedToPay.data.parse((await call(h.app, 'proceedToPay', { token: s.token, body: { installment_id: inst.id } })).body.data).order_id).toBe(order.order_id);
  const paid = endpoints.sandboxPay.data.parse((await call(h.app, 'sandboxPay', { token: s.token, body: { order_id: order.order_id, amount_paise: 4_500_000 } })).body.data);
  const forged = await call(h.app, 'verifyPayment', { token: s.token, body: { order_id: order.order_id, payment_id: paid.razorpay_payment_id, signature: paymentSignature('guess', order.order_id, paid.razorpay_payment_id) } });
  expect([forged.statusCode, forged.body.message]).toEqual([400, 'signature: payment signature does not match']);
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({ profileLocked: true, amountDue: 45_000 });

  const ok = await call(h.app, 'verifyPayment', { token: s.token, body: { order_id: order.order_id, payment_id: paid.razorpay_payment_id, signature: paid.razorpay_signature } });
  expect(ok.body.data).toMatchObject({ status: 'paid', profileLocked: false, receipt_no: expect.stringMatching(/^RCPT-\d{6}$/) });
  expect((await call(h.app, 'paymentDue', { token: s.token })).body.data).toEqual({ profileLocked: false, amountDue: 0 });
  expect((await call(h.app, 'notifications', { token: s.token, query: { skip: 0, limit: 10 } })).statusCode).toBe(200);
  const after = endpoints.studentInstallments.data.parse((await call(h.app, 'studentInstallments', { token: s.token })).body.data);
  expect(after).toMatchObject({ total: 45_000, paid: 45_000, due: 0 });
  expect(after.installments[0]).toMatchObject({ status: 'paid', receipt_no: (ok.body.data as { receipt_no: string }).receipt_no });
  // Never paid twice.
  const again = await call(h.app, 'proceedToPay', { token: s.token, body: { installment_id: inst.id } });
  expect([again.statusCode, again.body.message]).toEqual([400, 'This installment is already paid']);
  // Another student cannot pay or see this installment.
  const other = await signIn(h.app, 'enrolled');
  expect((await call(h.app, 'proceedToPay', { token: other.token, body: { installment_id: inst.id } })).statusCode).toBe(404);
});
