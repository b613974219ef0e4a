/** HMAC-SHA256 signatures as Razorpay documents them (docs/decisions/0006): hex digests compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `message` with `secret`. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The checkout's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Whether `given` (hex) equals `expected` (hex), in constant time; false for any malformed value. */
export function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
