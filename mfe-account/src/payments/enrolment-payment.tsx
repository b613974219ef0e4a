/**
 * EnrolmentPayment — exposed as `mfe-account/EnrolmentPayment` for the dashboard's banner (000 §2, §4, §8, §9;
 *). Renders the Enroll Now button and runs the whole enrolment payment:
 * Enroll Now → enroll-course (an order; a second press reuses the open one) → the provider's window (amount = price ×
 * 100 paise, INR) → success: complete-course-payment, window closed, 'Hurrey' with a 5-second countdown, then the page
 * reloads (the student is now enrolled); failure: failed-course-payment, 'Oops' / "Your payment didn't happen" for
 * 3.5 s; dismissing the window stops the spinner; the script failing to load → 'Razorpay SDK failed to load. Are you
 * online?'.
 *
 * Props:
 * - `course: { binding: string; name: string; priceRupees: number }` — the banner's course_binding, course_name and
 *   course_online_price (rupees);
 * - `onDone?: (outcome: 'paid' | 'failed' | 'dismissed') => void` — told when a checkout ends (before the reload on
 *   'paid');
 * - `label?: string` — the button text (default 'Enroll Now');
 * - `reload?: () => void` — what happens after the countdown (default `window.location.reload()`).
 */
import { useCallback } from 'react';
import { call } from '@classroom/shared/api';
import { MESSAGES } from '../messages';
import { CheckoutButton } from './checkout-button';
import { PaymentPopups } from './payment-popups';
import { useCheckout, type CheckoutOutcome } from './use-checkout';

export interface EnrolmentPaymentProps {
  course: { binding: string; name: string; priceRupees: number };
  onDone?: (outcome: 'paid' | 'failed' | 'dismissed') => void;
  label?: string;
  reload?: () => void;
}

const DONE: Record<CheckoutOutcome, 'paid' | 'failed' | 'dismissed'> = {
  success: 'paid',
  failure: 'failed',
  dismissed: 'dismissed',
};

export function EnrolmentPayment({
  course,
  onDone,
  label = MESSAGES.payment.enrollNow,
  reload,
}: EnrolmentPaymentProps) {
  const { state, start, reset } = useCheckout();
  const busy = state.kind === 'busy';
  const doReload = useCallback(() => (reload ?? (() => window.location.reload()))(), [reload]);
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
      <PaymentPopups state={state} onClose={reset} onReload={doReload} />
    </>
  );
}

export default EnrolmentPayment;
