import type { CheckoutConstructor, CheckoutFailure, CheckoutOptions } from '../lib/checkout/checkout-sdk';

/**
 * Tests only: a provider window (`window.Razorpay`) that ends at once as the sandbox's Pay button (`paid`: the
 * handler gets a signed payment for the order), its Fail button (`failed`: 'payment.failed') or the student closing
 * it (`dismissed`: the modal's `ondismiss`).
 */
export function providerThat(ends: 'paid' | 'failed' | 'dismissed'): CheckoutConstructor {
  return class {
    private failed: ((f: CheckoutFailure) => void)[] = [];
    constructor(private options: CheckoutOptions) {}
    on(_event: 'payment.failed', fn: (f: CheckoutFailure) => void) {
      this.failed.push(fn);
    }
    open() {
      setTimeout(() => {
        if (ends === 'paid')
          this.options.handler({
            razorpay_order_id: this.options.order_id,
            razorpay_payment_id: 'pay_Sandbox9',
            razorpay_signature: 'ab'.repeat(32),
          });
        else if (ends === 'failed') this.failed.forEach((fn) => fn({ error: { description: 'Payment failed' } }));
        else this.options.modal.ondismiss();
      });
    }
  } as unknown as CheckoutConstructor;
}
