/**
 * The payment provider contract (docs/decisions/0006; 000 §4, §7, §9). Every payment screen and call goes through one
 * `PaymentProvider`: the Razorpay-compatible adapter (razorpay.ts) or the same-origin sandbox (sandbox.ts). Amounts are
 * integers in paise (rupees × 100), currency INR.
 */

/** An order as the provider created it. */
export interface ProviderOrder {
  /** The provider's order id ('order_…'), shown to the checkout and signed with the payment id. */
  orderId: string;
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  orderId: string;
  /** In paise. */
  amountPaise: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** Creates an order for `amountPaise` (INR); `receipt` is ours (student and course), ≤ 40 characters. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Whether the checkout's `signature` is hex HMAC-SHA256(`orderId|paymentId`, key secret). */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook's `X-Razorpay-Signature` is hex HMAC-SHA256(raw body, webhook secret). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** The payment as the provider recorded it (its order and amount), or null when unknown. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
}

/** Refusal texts of the payment calls (the spec gives none beyond 000 §8; ours). */
export const PAYMENT_MESSAGES = {
  badSignature: 'signature: payment signature does not match',
  amountMismatch: 'The amount paid does not match the order',
  unknownPayment: 'Payment not found at the provider',
  alreadyPaid: 'Order already paid',
  alreadyEnrolled: 'You are already enrolled in this course',
  paymentUsed: 'This payment has already been used for another order',
  failedOrder: 'Order has failed; enrol again',
  orderNotFound: 'Order not found',
} as const;
