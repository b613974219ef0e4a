/**
 * EnrolmentPayment — exposed as `mfe-account/EnrolmentPayment` for the dashboard's banner and used by /student/payment:
 * the one enrolment flow (000 §2, §4, §8, §9), so both places end the same way. Renders the Enroll Now button and runs
 * the whole enrolment payment: Enroll Now → enroll-course (an order; a second press reuses the open one) → the
 * provider's window (amount = price × 100 paise, INR) →
 * - success: complete-course-payment, window closed, 'Hurrey' with a 5-second countdown, then the page loads afresh
 *   (000 §4 "the page reloads": the shell reads the now-enrolled student) on that order's payment status page
 *   (001 §2.1 feemodule/paymentstatus/success), as a paid installment ends;
 * - failure: failed-course-payment, 'Oops' / "Your payment didn't happen" for 3.5 s, then that order's failure status
 *   page, where its details and payment support are (000 §7 get-order-details, collect-payment-support);
 * - dismissing the window stops the spinner; the script failing to load → 'Razorpay SDK failed to load. Are you
 *   online?'.
 * Needs a router (the dashboard's or mfe-account's).
 *
 * Props:
 * - `course: { binding: string; name: string; priceRupees: number }` — the banner's course_binding, course_name and
 *   course_online_price (rupees);
 * - `onDone?: (outcome: 'paid' | 'failed' | 'dismissed') => void` — told when a checkout ends (before the countdown on
 *   'paid');
 * - `label?: string` — the button text (default 'Enroll Now');
 * - `load?: (path: string) => void` — how the page loads the success status page after the countdown (default
 *   `window.location.assign`).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { paymentStatusPath } from '../lib/checkout/payment-status-path';
import { MESSAGES } from '../messages';
import { CheckoutButton } from '../lib/checkout/checkout-button';
import { PaymentPopups } from '../lib/checkout/payment-popups';
import { useCheckout, type CheckoutOutcome } from '../lib/checkout/use-checkout';

export interface EnrolmentPaymentProps {
  course: { binding: string; name: string; priceRupees: number };
  onDone?: (outcome: 'paid' | 'failed' | 'dismissed') => void;
  label?: string;
  load?: (path: string) => void;
}

const DONE: Record<CheckoutOutcome, 'paid' | 'failed' | 'dismissed'> = {
  success: 'paid',
  failure: 'failed',
  dismissed: 'dismissed',
};

const loadPage = (path: string) => window.location.assign(path);

export function EnrolmentPayment({
  course,
  onDone,
  label = MESSAGES.payment.enrollNow,
  load = loadPage,
}: EnrolmentPaymentProps) {
  const navigate = useNavigate();
  const failed = useCallback((orderId: string) => navigate(paymentStatusPath('failure', orderId)), [navigate]);
  const { state, start, close, lastOrderId } = useCheckout(failed);
  const busy = state.kind === 'busy';
  const paid = useCallback(() => load(paymentStatusPath('success', lastOrderId())), [load, lastOrderId]);
  const pay = async () => {
    const outcome = await start({
      createOrder: () => call('enrollCourse', { params: { courseBinding: course.binding } }),
      complete: (r) =>
        call('completeCoursePayment', {
          params: { paymentId: r.razorpay_payment_id },
          body: { order_id: r.razorpay_order_id, signature: r.razorpay_signature },
        }),
      fail: (orderId, reason) =>
        call('failedCoursePayment', { params: { orderId }, body: { reason: reason.slice(0, 200) } }),
    });
    if (outcome) onDone?.(DONE[outcome]);
  };
  return (
    <>
      <CheckoutButton label={label} busy={busy} onClick={() => void pay()} />
      <PaymentPopups state={state} onClose={close} onReload={paid} />
    </>
  );
}

export default EnrolmentPayment;
