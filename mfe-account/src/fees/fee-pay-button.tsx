/**
 * Pay one fee installment through the payment provider (the same flow as enrolment, 000 §4):
 * proceed-to-pay (an order, amount × 100 paise, INR) → the provider's window → verify-payment → 'Hurrey' with the
 * 5-second countdown → `reload(orderId)` (default: the page reloads; a locked page then finds the profile unlocked and
 * goes to /student, 001 §2.7); failure → failed-fee-payment and 'Oops' for 3.5 s, then `onFailed(orderId)` when given
 * (the fee screens open the order's status page, where payment support is offered); dismissing stops the spinner.
 * Props: `installment: { id, amount (rupees), label }`, `reload?: (orderId) => void`, `onFailed?: (orderId) => void`.
 */
import { useCallback } from 'react';
import { call } from '@classroom/shared/api';
import { formatRupees } from '@classroom/shared/format';
import { MESSAGES } from '../messages';
import { CheckoutButton } from '../lib/checkout/checkout-button';
import { PaymentPopups } from '../lib/checkout/payment-popups';
import { useCheckout } from '../lib/checkout/use-checkout';

export function FeePayButton({
  installment,
  reload,
  onFailed,
}: {
  installment: { id: number; amount: number; label: string };
  reload?: (orderId: string) => void;
  onFailed?: (orderId: string) => void;
}) {
  const { state, start, close, lastOrderId } = useCheckout(onFailed);
  const busy = state.kind === 'busy';
  const doReload = useCallback(
    () => (reload ? reload(lastOrderId()) : window.location.reload()),
    [reload, lastOrderId],
  );
  const pay = () =>
    void start({
      createOrder: () => call('proceedToPay', { body: { installment_id: installment.id } }),
      complete: (r) =>
        call('verifyPayment', {
          body: { order_id: r.razorpay_order_id, payment_id: r.razorpay_payment_id, signature: r.razorpay_signature },
        }),
      fail: (orderId, reason) =>
        call('failedFeePayment', { params: { orderId }, body: { reason: reason.slice(0, 200) } }),
    });
  return (
    <>
      <CheckoutButton label={MESSAGES.fees.payNow(formatRupees(installment.amount))} busy={busy} onClick={pay} />
      <PaymentPopups state={state} onClose={close} onReload={doReload} />
    </>
  );
}
