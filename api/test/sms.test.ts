/**
 * SMS delivery: the outbox adapter (one JSON line per message, GET /api/dev/outbox outside production
 * only), the HTTP gateway adapter against a loopback stub, and the choice made from the environment.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { HttpSmsSender } from '../src/sms/http-gateway';
import { OutboxSmsSender, readOutbox } from '../src/sms/outbox';
import { smsSenderFromEnv } from '../src/sms/sms-sender';
import { FolderFileStore } from '../src/http/file-store';
import { useHarness } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'classroom-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('outbox adapter', () => {
  test('appends one JSON line per message; readOutbox answers newest first, filtered by number', async () => {
    const outbox = new OutboxSmsSender(path.join(dir, 'a'), () => new Date('2026-11-23T10:00:00Z'));
    await outbox.send({ to: '6123400001', text: '111111 is your code' });
    await outbox.send({ to: '6123400002', text: '222222 is your code' });
    await outbox.send({ to: '6123400001', text: '333333 is your code' });
    const lines = readFileSync(outbox.file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual({
      to: '6123400001',
      text: '111111 is your code',
      sent_at: '2026-11-23T10:00:00.000Z',
    });
    expect((await readOutbox(outbox.file, { to: '6123400001' })).map((e) => e.text)).toEqual([
      '333333 is your code',
      '111111 is your code',
    ]);
    expect(await readOutbox(path.join(dir, 'none.jsonl'))).toEqual([]);
  });
});

describe('GET /api/dev/outbox', () => {
  const outbox = new OutboxSmsSender(path.join(dir, 'dev'));
  const h = useHarness({ config: { sms: outbox } });

  test('outside production: a sign-up code can be read by number', async () => {
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/users/v1/register/',
      payload: { mobile_number: '6123499991' },
    });
    expect(sent.statusCode).toBe(200);
    const res = await h.app.inject({ method: 'GET', url: '/api/dev/outbox?to=6123499991' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { to: string; text: string }[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.text).toMatch(/^\d{6} is your Classroom sign-up code\. It is valid for 5 minutes\./);
  });

  test('with NODE_ENV=production the route does not exist', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const app = await buildApp({
        db: h.handle.db,
        config: {
          files: new FolderFileStore(dir),
          sms: outbox,
          paymentProvider: 'razorpay',
          paymentKeyId: 'rzp_test_key',
        },
      });
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      await app.close();
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});

describe('HTTP gateway adapter (loopback stub)', () => {
  let server: Server;
  let url: string;
  const received: { auth?: string; body: unknown }[] = [];
  let answer = 202;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  test('POSTs +91 number, sender id and text with the bearer token', async () => {
    const sender = new HttpSmsSender({ url, token: 'stub-token', senderId: 'CLSRM' });
    await sender.send({ to: '6123400001', text: '123456 is your code' });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer stub-token',
      body: { to: '+916123400001', sender: 'CLSRM', message: '123456 is your code' },
    });
  });

  test('a refusal of the gateway rejects, naming the status but not the code', async () => {
    answer = 500;
    const sender = new HttpSmsSender({ url, token: 'stub-token', senderId: 'CLSRM' });
    const error = await sender.send({ to: '6123400001', text: '654321 is your code' }).catch((e: Error) => e);
    expect((error as Error).message).toBe('SMS gateway answered HTTP 500');
    answer = 202;
  });

  test('environment: gateway when SMS_GATEWAY_URL is set; outbox in development; refusing sender in production', async () => {
    expect(smsSenderFromEnv({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 't' }).kind).toBe('http');
    expect(smsSenderFromEnv({ NODE_ENV: 'development' }).kind).toBe('outbox');
    const prod = smsSenderFromEnv({ NODE_ENV: 'production' });
    expect(prod.kind).toBe('disabled');
    await expect(prod.send({ to: '6123400001', text: 'x' })).rejects.toThrow(/SMS_GATEWAY_URL/);
  });
});
