import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsMessage, SmsSender } from './sms';

/** One line of the outbox file: the message and when it was written (ISO time). */
export interface OutboxEntry extends SmsMessage {
  sent_at: string;
}

/**
 * The embedded SMS "provider": appends one JSON line per message to `<dir>/sms.jsonl`. Read it with
 * `readOutbox` or, outside production, GET /api/dev/outbox.
 */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(
    readonly dir: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get file(): string {
    return path.join(this.dir, 'sms.jsonl');
  }

  async send(message: SmsMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const entry: OutboxEntry = { to: message.to, text: message.text, sent_at: this.clock().toISOString() };
    await appendFile(this.file, `${JSON.stringify(entry)}\n`, 'utf8');
  }
}

/**
 * The newest `limit` messages of an outbox file (newest first), optionally only those to one number; [] when the
 * file does not exist. Malformed lines are skipped.
 */
export async function readOutbox(file: string, options: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: OutboxEntry[] = [];
  for (const line of raw.split('\n')) {
    if (!line.trim()) continue;
    try {
      const e = JSON.parse(line) as OutboxEntry;
      if (!options.to || e.to === options.to) entries.push(e);
    } catch {
      // a torn line of a crashed write: skipped
    }
  }
  return entries.reverse().slice(0, options.limit ?? 20);
}
