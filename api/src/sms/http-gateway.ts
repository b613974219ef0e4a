import type { SmsMessage, SmsSender } from './sms';

/** Settings of an HTTP SMS gateway (environment: SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, SMS_SENDER_ID). */
export interface HttpSmsSettings {
  /** The gateway's send address, e.g. https://sms.example.com/v1/messages. */
  url: string;
  /** Sent as `Authorization: Bearer {token}`; never logged. */
  token: string;
  /** The registered sender id shown on the phone. */
  senderId: string;
  /** Give up after this many milliseconds (default 10 000). */
  timeoutMs?: number;
}

/**
 * A real SMS provider over HTTP: POST JSON `{ to: '+91XXXXXXXXXX', sender, message }` with a bearer
 * token. Any answer other than 2xx, a network failure or the timeout rejects with an error that names the status but
 * never the message text (it holds the code).
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;
  constructor(private readonly settings: HttpSmsSettings) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await fetch(this.settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.settings.token}` },
      body: JSON.stringify({ to: `+91${message.to}`, sender: this.settings.senderId, message: message.text }),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
  }
}
