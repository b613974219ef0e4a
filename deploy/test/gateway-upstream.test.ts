/**
 * The gateway and the API behind it (SECURITY.md "Request limits at the edge"): a request may wait on the API past the
 * 15 s idle timer (up to 180 s), headers must arrive within 10 s, an API that is down gives 503 with the spec's generic
 * text (000 §8) and nothing internal, and a chunked body over the API's limit gets 413 every time.
 */
import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { API_BODY_LIMIT } from '../src/gateway-hardening';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeHostBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

// The API's own body limit (api/src/app.ts): a body over it is refused by the API, which then closes.
const api = Fastify({ bodyLimit: API_BODY_LIMIT });
const received: number[] = [];
api.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
api.post('/api/echo/', async (req) => {
  received.push((req.body as Buffer).length);
  return { status: true };
});
api.get('/api/slow/', async () => {
  await new Promise((resolve) => setTimeout(resolve, 16_500));
  return { status: true, message: 'slow but here' };
});

const gateways: { close(): Promise<unknown> }[] = [];
async function gatewayTo(apiUrl: string): Promise<string> {
  const store = new FsReleaseStore(tempDir('upstream-store-'));
  await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('bbbbbbbb'), who: 't' });
  const gateway = await buildStoreGateway({ store, apiUrl });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gateways.push(gateway);
  return `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
}

let base = '';
beforeAll(async () => {
  base = await gatewayTo(await api.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  for (const g of gateways) await g.close();
  await api.close();
}, 30_000);

/** A POST with a chunked body (no Content-Length) of `size` bytes in 64 KiB pieces; resolves with status and body. */
function postChunked(size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/echo/`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve(`${res.statusCode} ${body}`));
    });
    req.on('error', reject);
    const piece = Buffer.alloc(65_536, 0x61);
    let left = size;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, piece.length);
        left -= n;
        if (!req.write(piece.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/** Seconds until the gateway closes a connection that sends half a request line and then nothing. */
function secondsUntilClosedWithoutHeaders(): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write('GET /api/slow/ HTTP/1.1\r\nHost: x\r\n'),
    );
    socket.on('data', () => undefined);
    socket.on('close', () => resolve((Date.now() - started) / 1000));
    socket.on('error', () => undefined);
  });
}

test('a request waits on a slow API past the 15 s idle timer; slow headers are closed within 10 s', async () => {
  const [slow, headersClosedAfter] = await Promise.all([
    fetch(`${base}/api/slow/`).then(async (res) => ({ status: res.status, body: await res.json() })),
    secondsUntilClosedWithoutHeaders(),
  ]);
  expect(slow).toEqual({ status: 200, body: { status: true, message: 'slow but here' } });
  expect(headersClosedAfter).toBeGreaterThanOrEqual(9);
  expect(headersClosedAfter).toBeLessThan(12);
}, 40_000);

test('a chunked body over the limit gets 413 every time; within it, the API gets the whole body', async () => {
  const answers: string[] = [];
  for (let i = 0; i < 15; i += 1) answers.push(await postChunked(2 * 1_048_576));
  // The gateway's own 413, never the API's (whose refusal mid-body is what broke the pipe).
  expect(answers).toEqual(Array(15).fill('413 {"status":false,"message":"Request body is too large"}'));
  expect(received).toEqual([]);
  expect(await postChunked(300_000)).toBe('200 {"status":true}');
  expect(received).toEqual([300_000]);
}, 60_000);

test("the API down → 503 with the spec's generic text and Retry-After, nothing internal", async () => {
  const closed = Fastify();
  const deadUrl = await closed.listen({ port: 0, host: '127.0.0.1' });
  await closed.close();
  const gateway = await gatewayTo(deadUrl);
  for (const init of [{}, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }]) {
    const res = await fetch(`${gateway}/api/echo/`, init);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.text()).toBe(JSON.stringify({ status: false, message: 'Some error occurred' }));
  }
});
