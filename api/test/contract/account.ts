/** The contract cases of mfe-account's calls: subjects, payment due and lock, feedback, course payments, fees, parent, password. */
import { endpoints } from '@classroom/shared/contract';
import { feeInstallments } from '../../src/db/schema';
import { paymentSignature } from '../../src/payments/signature';
import { account, call, signIn, type Harness } from '../helpers';
import { PNG, type ContractDomain } from './check';

export const accountContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  let orderId = '';
  let orderId2 = '';
  let paymentId = '';
  let feesToken = '';
  let installmentId = 0;
  let feeOrderId = '';
  let feeOrderId2 = '';
  let feePayment = { razorpay_payment_id: '', razorpay_signature: '' };
  const parent = { token: '', installmentId: 0, linkId: '', orderId: '', amountPaise: 0, paymentId: '', signature: '' };
  return {
    token: () => s.token,
    async setUp() {
      s = await signIn(h.app, 'enrolled');
      const feesDue = await signIn(h.app, 'fees-due');
      feesToken = feesDue.token;
      const summary = endpoints.studentInstallments.data.parse(
        (await call(h.app, 'studentInstallments', { token: feesToken })).body.data,
      );
      installmentId = summary.installments[0]!.id;
      const feeOrder = endpoints.proceedToPay.data.parse(
        (await call(h.app, 'proceedToPay', { token: feesToken, body: { installment_id: installmentId } })).body.data,
      );
      feeOrderId = feeOrder.order_id;
      const [second] = await h.handle.db
        .insert(feeInstallments)
        .values({ studentId: feesDue.userId, label: 'Installment 2', amountRupees: 1000, dueDate: '2030-01-01' })
        .returning();
      feeOrderId2 = endpoints.proceedToPay.data.parse(
        (await call(h.app, 'proceedToPay', { token: feesToken, body: { installment_id: second!.id } })).body.data,
      ).order_id;
      feePayment = endpoints.sandboxPay.data.parse(
        (
          await call(h.app, 'sandboxPay', {
            token: feesToken,
            body: { order_id: feeOrderId, amount_paise: feeOrder.amount_paise },
          })
        ).body.data,
      );
      const payerPlan = await signIn(h.app, 'payer-plan');
      parent.token = payerPlan.token;
      parent.installmentId = endpoints.studentInstallments.data
        .parse((await call(h.app, 'studentInstallments', { token: parent.token })).body.data)
        .installments.find((i) => i.status === 'due')!.id;
      parent.linkId = endpoints.parentPaymentLink.data.parse(
        (
          await call(h.app, 'parentPaymentLink', {
            token: parent.token,
            body: { installment_id: parent.installmentId },
          })
        ).body.data,
      ).link_id;
      const parentView = endpoints.parentPaymentOrder.data.parse(
        (await call(h.app, 'parentPaymentOrder', { params: { linkId: parent.linkId } })).body.data,
      );
      parent.orderId = parentView.order_id!;
      parent.amountPaise = parentView.amount_paise;
      const parentPaid = endpoints.parentSandboxPay.data.parse(
        (
          await call(h.app, 'parentSandboxPay', {
            params: { linkId: parent.linkId },
            body: { order_id: parent.orderId, amount_paise: parent.amountPaise },
          })
        ).body.data,
      );
      parent.paymentId = parentPaid.razorpay_payment_id;
      parent.signature = parentPaid.razorpay_signature;
      const enrol = async (courseBinding: string) =>
        endpoints.enrollCourse.data.parse(
          (await call(h.app, 'enrollCourse', { token: s.token, params: { courseBinding } })).body.data,
        ).order_id;
      // One open order per student and course (docs/decisions/0006): the NEET order is paid in the sandbox, the JEE one fails.
      orderId = await enrol('NEET2027-ONLINE');
      orderId2 = await enrol('JEE2027-ONLINE');
      const paid = endpoints.sandboxPay.data.parse(
        (await call(h.app, 'sandboxPay', { token: s.token, body: { order_id: orderId, amount_paise: 4_000_000 } })).body
          .data,
      );
      paymentId = paid.razorpay_payment_id;
    },
    cases: [
      ['studentSubjects', () => ({ query: { student_id: s.userId } })],
      ['paymentDue', () => ({})],
      ['checkLocked', () => ({})],
      ['enrollCourse', () => ({ params: { courseBinding: 'JEE2027-ONLINE' } })],
      [
        'completeCoursePayment',
        () => ({
          params: { paymentId },
          body: {
            order_id: orderId,
            signature: paymentSignature('embedded-development-payment-secret', orderId, paymentId),
          },
        }),
      ],
      ['sandboxPay', () => ({ body: { order_id: orderId2, amount_paise: 4_500_000 } })],
      ['failedCoursePayment', () => ({ params: { orderId: orderId2 } })],
      [
        'postFeedback',
        () => ({
          params: { studentId: s.userId },
          multipart: {
            fields: { issue_type: 'App', description: 'The timer froze once.' },
            files: [{ field: 'images', name: 'a.png', type: 'image/png', data: PNG }],
          },
        }),
      ],
      ['getParentDetails', () => ({})],
      [
        'updateParentDetails',
        () => ({
          body: {
            parent_name: 'Sunita Sharma',
            relation: 'Mother',
            parent_mobile: '9812345670',
            parent_email: 'sunita@example.com',
          },
        }),
      ],
      ['helpReports', () => ({})],
      ['updateStudentEmail', () => ({ body: { email: 'aarav.sharma@example.in' } })],
      ['studentInstallments', () => ({ token: feesToken })],
      ['proceedToPay', () => ({ token: feesToken, body: { installment_id: installmentId } })],
      [
        'verifyPayment',
        () => ({
          token: feesToken,
          body: {
            order_id: feeOrderId,
            payment_id: feePayment.razorpay_payment_id,
            signature: feePayment.razorpay_signature,
          },
        }),
      ],
      [
        'failedFeePayment',
        () => ({ token: feesToken, params: { orderId: feeOrderId2 }, body: { reason: 'payment.failed' } }),
      ],
      ['parentPaymentLink', () => ({ token: parent.token, body: { installment_id: parent.installmentId } })],
      ['parentPaymentOrder', () => ({ token: undefined, params: { linkId: parent.linkId } })],
      [
        'parentSandboxPay',
        () => ({
          token: undefined,
          params: { linkId: parent.linkId },
          body: { order_id: parent.orderId, amount_paise: parent.amountPaise },
        }),
      ],
      [
        'parentVerifyPayment',
        () => ({
          token: undefined,
          params: { linkId: parent.linkId },
          body: { order_id: parent.orderId, payment_id: parent.paymentId, signature: parent.signature },
        }),
      ],
      [
        'changePassword',
        () => ({ body: { old_password: account('enrolled').password, new_password: account('enrolled').password } }),
      ],
    ],
  };
};
