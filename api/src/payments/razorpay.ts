/**
 * Razorpay-compatible adapter (docs/decisions/0006): orders are created with the Orders API (POST /v1/orders, Basic auth
 * key_id:key_secret, amount in paise, currency INR); the checkout's signature is HMAC-SHA256 of `order_id|payment_id`
 * with the key secret; webhooks carry X-Razorpay-Signature = HMAC-SHA256 of the raw body with the webhook secret; a
 * payment's amount is read back with GET /v1/payments/{id}. `fetchImpl` is injectable so tests never reach the network.
 */
import type { PaymentProvider, ProviderPayment } from './provider';
import { hmacHex, paymentSignature, sameHex } from './signature';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Default https://api.razorpay.com/v1 */
  apiBase?: string;
  fetchImpl?: typeof fetch;
}

export function razorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
  apiBase = 'https://api.razorpay.com/v1',
  fetchImpl = fetch,
}: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const request = async (path: string, init?: { method: 'POST'; body: unknown }) => {
    const response = await fetchImpl(`${apiBase}${path}`, {
      method: init?.method ?? 'GET',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: init ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  };
  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }) {
      const { status, body } = await request('/orders', {
        method: 'POST',
        body: { amount: amountPaise, currency: 'INR', receipt, notes },
      });
      if (status !== 200 || typeof body?.id !== 'string')
        throw new Error(`Razorpay order creation failed (HTTP ${status})`);
      return { orderId: body.id };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameHex(paymentSignature(keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => sameHex(hmacHex(webhookSecret, rawBody), signature),
    async fetchPayment(paymentId): Promise<ProviderPayment | null> {
      const { status, body } = await request(`/payments/${encodeURIComponent(paymentId)}`);
      if (status !== 200 || !body) return null;
      return { orderId: String(body.order_id), amountPaise: Number(body.amount), currency: String(body.currency) };
    },
  };
}
