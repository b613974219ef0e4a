/**
 * The payment provider's checkout script, loaded on demand (000 §7 'script loaded on demand'): the URL comes from the
 * runtime config (PAYMENT_CHECKOUT_SCRIPT_URL; default the API's same-origin sandbox, docs/decisions/0006), loaded once per
 * page. It defines `window.Razorpay` (Razorpay's own checkout.js, or the sandbox's compatible one).
 */
import type { CheckoutSuccess } from '@classroom/shared/contract';

/** Razorpay checkout options the portal uses; `amount` in paise (000 §9). */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
  prefill?: { name?: string; email?: string; contact?: string };
  /** Sandbox only: where its Pay posts (the public parent-payment page uses its own call). */
  sandbox_pay_url?: string;
}
export interface CheckoutFailure {
  error: { code?: string; description?: string; metadata?: { order_id?: string; payment_id?: string | null } };
}
export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', fn: (failure: CheckoutFailure) => void): void;
}
export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<CheckoutConstructor> | null = null;

/**
 * Resolves with `window.Razorpay` once the script at `url` has loaded (at once when it already is); rejects when the
 * script fails to load (the caller shows 'Razorpay SDK failed to load. Are you online?', 000 §8). A failed load is
 * forgotten so the next attempt tries again.
 */
export function loadCheckout(url: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('checkout script has no Razorpay'));
    script.onerror = () => {
      script.remove();
      reject(new Error(`checkout script failed to load: ${url}`));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
