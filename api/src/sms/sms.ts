/** What every SMS sender takes and promises (api/src/sms/: the outbox, the HTTP gateway, the disabled sender). */

/** One text message to an Indian mobile number. */
export interface SmsMessage {
  /** 10-digit mobile number (the +91 prefix is the sender's business). */
  to: string;
  text: string;
}

/** Sends one SMS; rejects when the message could not be handed over (the caller answers 502). */
export interface SmsSender {
  readonly kind: 'outbox' | 'http' | 'disabled';
  send(message: SmsMessage): Promise<void>;
}
