/**
 * SMS delivery behind one interface: the embedded default writes to an outbox a person and the e2e tests
 * can read; production sends through an HTTP SMS gateway configured by environment. An OTP is never logged in
 * production: without a gateway there, sending refuses instead of writing the code anywhere.
 */
import { OutboxSmsSender } from './outbox';
import { HttpSmsSender } from './http-gateway';
import path from 'node:path';
import type { SmsSender } from './sms';

export type { SmsMessage, SmsSender } from './sms';

/** Production without a configured gateway: every send refuses, so no code is written or logged anywhere. */
export class DisabledSmsSender implements SmsSender {
  readonly kind = 'disabled' as const;
  async send(): Promise<void> {
    throw new Error('SMS is not configured: set SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN');
  }
}

/** The default outbox folder: <repo>/var/outbox (env SMS_OUTBOX_DIR). */
export const DEFAULT_OUTBOX_DIR = path.resolve(__dirname, '../../../var/outbox');

/**
 * The sender from the environment: SMS_GATEWAY_URL set → the HTTP gateway (SMS_GATEWAY_TOKEN, SMS_SENDER_ID);
 * otherwise the outbox outside production, and a refusing sender in production.
 */
export function smsSenderFromEnv(env: Record<string, string | undefined> = process.env): SmsSender {
  if (env.SMS_GATEWAY_URL) {
    return new HttpSmsSender({
      url: env.SMS_GATEWAY_URL,
      token: env.SMS_GATEWAY_TOKEN ?? '',
      senderId: env.SMS_SENDER_ID ?? 'CLSRM',
    });
  }
  if (env.NODE_ENV === 'production') return new DisabledSmsSender();
  return new OutboxSmsSender(env.SMS_OUTBOX_DIR ?? DEFAULT_OUTBOX_DIR);
}
