/**
 * One checkout flow for every payment screen (000 §4 enrolment payment; docs/decisions/0006): load the provider's script,
 * open its window for an order, then
 * - success → `complete(response)` on the server (signature checked there) → state 'success' (the 'Hurrey' popup);
 * - failure → `fail(orderId)` on the server (order marked failed) → state 'failure' (the 'Oops' popup);
 * - dismissed window → back to 'idle' (the spinner stops);
 * - script failed to load → state 'sdk-error' ('Razorpay SDK failed to load. Are you online?', 000 §8).
 * Amounts in paise (000 §9).
 */
import { useCallback, useRef, useState } from 'react';
import type { CheckoutSuccess } from '@classroom/shared/contract';
import { getRuntimeConfig } from '@classroom/shared/config';
import { MESSAGES } from '../messages';
import { loadCheckout } from './checkout-sdk';

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

/** `{ state, start, reset }`: `start(steps)` runs one checkout; `reset()` returns to idle (closing a popup). */
export function useCheckout() {
  const [state, setState] = useState<CheckoutState>({ kind: 'idle' });
  const running = useRef(false);
  const start = useCallback(async (steps: CheckoutSteps) => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'busy' });
    const done = (next: CheckoutState) => {
      running.current = false;
      setState(next);
    };
    const config = getRuntimeConfig();
    let Checkout;
    try {
      Checkout = await loadCheckout(config?.payment.checkoutScriptUrl ?? '/api/payment/sandbox/checkout.js');
    } catch {
      return done({ kind: 'sdk-error' });
    }
    let order: CheckoutOrder;
    try {
      order = await steps.createOrder();
    } catch (error) {
      return done({
        kind: 'error',
        message: error instanceof Error && error.message ? error.message : MESSAGES.defaultError,
      });
    }
    let settled = false;
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
          () => done({ kind: 'success' }),
          () =>
            steps
              .fail(order.order_id, 'completion refused')
              .catch(() => undefined)
              .then(() => done({ kind: 'failure' })),
        );
      },
      modal: {
        ondismiss: () => {
          if (!settled) done({ kind: 'idle' });
        },
      },
    });
    checkout.on('payment.failed', (failure) => {
      settled = true;
      steps
        .fail(order.order_id, failure.error.description ?? 'payment.failed')
        .catch(() => undefined)
        .then(() => done({ kind: 'failure' }));
    });
    checkout.open();
  }, []);
  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, start, reset };
}
