/**
 * One checkout flow for every payment screen (000 §4 enrolment payment; docs/decisions/0006): load the provider's script,
 * open its window for an order, then
 * - success → `complete(response)` on the server (signature checked there) → state 'success' (the 'Hurrey' popup);
 * - failure → `fail(orderId)` on the server (order marked failed) → state 'failure' (the 'Oops' popup);
 * - dismissed window → back to 'idle' (the spinner stops);
 * - script failed to load → state 'sdk-error' ('Razorpay SDK failed to load. Are you online?', 000 §8).
 * Amounts in paise (000 §9). The run is one `useMutation` of the shared QueryClient: its pending state is 'busy'.
 */
import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '@classroom/shared/api';
import type { CheckoutSuccess } from '@classroom/shared/contract';
import { getRuntimeConfig } from '@classroom/shared/config';
import { queryClient } from '@classroom/shared/query';
import { MESSAGES } from '../../messages';
import { loadCheckout, type CheckoutConstructor } from './checkout-sdk';

export type CheckoutState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'success' }
  | { kind: 'failure' }
  | { kind: 'sdk-error' }
  | { kind: 'error'; message: string };

/** An order ready for the provider's window. */
export interface CheckoutOrder {
  order_id: string;
  amount_paise: number;
  description: string;
}

export interface CheckoutSteps {
  /** Creates (or reuses) the order on the server. */
  createOrder: () => Promise<CheckoutOrder>;
  /** Completes the order with the provider's signed success payload. */
  complete: (response: CheckoutSuccess) => Promise<unknown>;
  /** Reports the order failed. */
  fail: (orderId: string, reason: string) => Promise<unknown>;
  prefill?: { name?: string; email?: string; contact?: string };
  sandboxPayUrl?: string;
}

/**
 * How a checkout whose window opened ended (what `start` resolves with): paid and completed, failed (order marked
 * failed), or the window closed.
 */
export type CheckoutOutcome = 'success' | 'failure' | 'dismissed';

/** The provider's script did not load (000 §8 'Razorpay SDK failed to load. Are you online?'). */
class CheckoutScriptError extends Error {}

/**
 * One checkout: the script, `steps.createOrder()` (its `ApiError` rejects the run), then the provider's window until
 * it ends. Resolves with the outcome; rejects with `CheckoutScriptError` or the order's error.
 */
async function runCheckout(steps: CheckoutSteps): Promise<CheckoutOutcome> {
  const config = getRuntimeConfig();
  let Checkout: CheckoutConstructor;
  try {
    Checkout = await loadCheckout(config?.payment.checkoutScriptUrl ?? '/api/payment/sandbox/checkout.js');
  } catch {
    throw new CheckoutScriptError();
  }
  const order = await steps.createOrder();
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const failed = (reason: string) =>
      steps
        .fail(order.order_id, reason)
        .catch(() => undefined)
        .then(() => resolve('failure'));
    const checkout = new Checkout({
      key: config?.payment.keyId ?? 'sandbox',
      amount: order.amount_paise,
      currency: 'INR',
      name: MESSAGES.payment.merchant,
      description: order.description,
      order_id: order.order_id,
      prefill: steps.prefill,
      sandbox_pay_url: steps.sandboxPayUrl,
      handler: (response) => {
        settled = true;
        steps.complete(response).then(
          () => resolve('success'),
          () => failed('completion refused'),
        );
      },
      modal: {
        ondismiss: () => {
          if (!settled) resolve('dismissed');
        },
      },
    });
    checkout.on('payment.failed', (failure) => {
      settled = true;
      void failed(failure.error.description ?? 'payment.failed');
    });
    checkout.open();
  });
}

/**
 * `{ state, start, close, reset, lastOrderId }`: `start(steps)` runs one checkout and resolves with its
 * `CheckoutOutcome` when the window ends, or `null` when it could not open (state 'sdk-error' or 'error') or one was
 * already running (that press does nothing); `close()` is the popups' close (PaymentPopups `onClose`): back to idle
 * and, when the popup closed was the failure's ('Oops'), `onFailed(orderId)` with the order that failed — the screens
 * open its status page (001 §2.1 feemodule/paymentstatus/failure); `reset()` only returns to idle; `lastOrderId()` is
 * the order the latest run made ('' before one), for the status page a checkout ends on. An order the server refused
 * is state 'error' with the text of `errorText` (000 §8).
 */
export function useCheckout(onFailed?: (orderId: string) => void) {
  const checkout = useMutation({ mutationFn: runCheckout }, queryClient);
  const running = useRef(false);
  const orderId = useRef('');
  const { mutateAsync, reset } = checkout;
  const start = useCallback(
    async (steps: CheckoutSteps): Promise<CheckoutOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      const createOrder = async () => {
        const order = await steps.createOrder();
        orderId.current = order.order_id;
        return order;
      };
      const outcome = await mutateAsync({ ...steps, createOrder }).catch(() => null);
      running.current = false;
      return outcome;
    },
    [mutateAsync],
  );
  const lastOrderId = useCallback(() => orderId.current, []);
  const state = checkoutState(checkout);
  const close = useCallback(() => {
    reset();
    if (state.kind === 'failure') onFailed?.(orderId.current);
  }, [state.kind, reset, onFailed]);
  return { state, start, close, reset, lastOrderId };
}

function checkoutState(checkout: {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: CheckoutOutcome;
  error: Error | null;
}): CheckoutState {
  if (checkout.status === 'pending') return { kind: 'busy' };
  if (checkout.status === 'error')
    return checkout.error instanceof CheckoutScriptError
      ? { kind: 'sdk-error' }
      : { kind: 'error', message: errorText(checkout.error) };
  if (checkout.status === 'success' && checkout.data && checkout.data !== 'dismissed') return { kind: checkout.data };
  return { kind: 'idle' };
}
