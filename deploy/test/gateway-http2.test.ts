/**
 * The gateway over TLS (decision 0031): HTTP/2 to a client that offers it, HTTP/1.1 to one that does not, and every
 * promise of the plain gateway kept over HTTP/2 — security headers, precompressed files, the inlined manifest, the /api
 * proxy (JSON, uploads, the API's own 4xx/5xx, the 413 at the edge) with no connection-specific header in any reply, a
 * request waiting on a slow API while an idle connection is closed, and a shutdown not held by an open connection.
 */
import Fastify from 'fastify';
import { request as httpsRequest } from 'node:https';
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { drainAndClose, drainState } from '@classroom/shared/server';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_BODY_LIMIT, contentSecurityPolicy, HSTS } from '../src/gateway-hardening';
import { tlsFromEnv } from '../src/gateway-server';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { runtimeConfigFromEnv } from '../src/runtime-config';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, tempDir } from './release-fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { throwawayCertificate } = require('./throwaway-cert.cjs') as {
  throwawayCertificate(): Promise<{ key: string; cert: string; spkiSha256: string }>;
};

afterAll(cleanupFixtures);

const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

const api = Fastify({ bodyLimit: 30 * 1_048_576 });
const uploads: { bytes: number; contentType: string }[] = [];
api.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 30 * 1_048_576 }, (_r, body, done) =>
  done(null, body),
);
api.post('/api/echo/', async (req) => ({ status: true, data: req.body }));
api.post('/api/upload/', async (req) => {
  uploads.push({ bytes: (req.body as Buffer).length, contentType: String(req.headers['content-type']) });
  return { status: true };
});
api.get('/api/who/', async (req) => ({ xff: req.headers['x-forwarded-for'], host: req.headers.host }));
api.get('/api/missing/', async (_req, reply) => reply.code(404).send({ status: false, message: 'Not found' }));
api.get('/api/boom/', async (_req, reply) => reply.code(500).send({ status: false, message: 'Some error occurred' }));
/** Requests the API has received and not answered yet, released by the test. */
const held: Array<() => void> = [];
api.get('/api/hold/', async () => {
  await new Promise<void>((resolve) => held.push(resolve));
  return { status: true };
});
api.get('/api/slow/', async () => {
  await new Promise((resolve) => setTimeout(resolve, 16_500));
  return { status: true, message: 'slow but here' };
});

let cert = '';
let apiUrl = '';
let port = 0;
let gateway: Awaited<ReturnType<typeof buildStoreGateway>>;
let bigJs = '';

beforeAll(async () => {
  const tls = await throwawayCertificate();
  cert = tls.cert;
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  const store = new FsReleaseStore(tempDir('http2-store-'));
  const host = fakeHostBuild('cccccccc');
  bigJs = Array.from({ length: 400 }, (_, i) => `export const v${i} = "text ${i % 5}";`).join('\n');
  writeFileSync(path.join(host, 'main.cccccccc00.js'), bigJs);
  await publish({ store, channel: 'production', app: 'host', fromDir: host, who: 't' });
  await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: fakeRemoteBuild('one'), who: 't' });
  gateway = await buildStoreGateway({ store, apiUrl, tls });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  port = (gateway.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await gateway.close();
  await api.close();
}, 30_000);

/** An HTTP/2 client session trusting the test's certificate. */
function h2Session(): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://localhost:${port}`, { ca: cert });
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP/2 request on `session`; `body` is sent as it is. Rejects when the stream closes without an answer. */
function h2(
  session: ClientHttp2Session,
  urlPath: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': options.method ?? 'GET', ':path': urlPath, ...options.headers });
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => (headers = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      if (headers[':status'] === undefined) reject(new Error(`no answer (RST_STREAM ${stream.rstCode})`));
      else resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
    stream.end(options.body);
  });
}

/** One HTTPS request whose client offers HTTP/1.1 only (Node's https: ALPN http/1.1). */
function https1(urlPath: string): Promise<{ httpVersion: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: 'localhost', port, path: urlPath, ca: cert, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ httpVersion: res.httpVersion, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'cache-control',
];
const pick = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

describe('the gateway over TLS (decision 0031)', () => {
  it('answers in h2 to a client that offers it and in HTTP/1.1 to one that does not, with the same security headers and HSTS', async () => {
    const session = await h2Session();
    expect(session.alpnProtocol).toBe('h2');
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
    for (const urlPath of ['/', '/student/objectivetest', '/main.cccccccc00.js', '/remotes.json']) {
      const overH2 = await h2(session, urlPath);
      const overH1 = await https1(urlPath);
      expect(overH2.status).toBe(200);
      expect(overH1.httpVersion).toBe('1.1');
      expect(overH2.headers['content-security-policy']).toBe(csp);
      expect(overH2.headers['strict-transport-security']).toBe(HSTS);
      expect(pick(overH2.headers)).toEqual(pick(overH1.headers));
      for (const name of CONNECTION_HEADERS) expect(overH2.headers[name]).toBeUndefined();
    }
    session.close();
  });

  it('serves index.html with the inlined manifest and the precompressed brotli copy over h2', async () => {
    const session = await h2Session();
    const page = await h2(session, '/student', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<script type="application/json" id="portal-remotes">');
    expect(page.body.toString()).toContain(`<title>host cccccccc</title>`);
    const js = await h2(session, '/main.cccccccc00.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(js.headers['content-length'])).toBe(js.body.length);
    expect(js.body.length).toBeLessThan(Buffer.byteLength(bigJs) / 4);
    session.close();
  });

  it("proxies /api over h2: a JSON body, the API's 404 and 500 as they are, the client's address — and no connection header in any reply", async () => {
    const session = await h2Session();
    const echo = await h2(session, '/api/echo/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 'B', seq: 7 }),
    });
    expect(echo.status).toBe(200);
    expect(JSON.parse(echo.body.toString())).toEqual({ status: true, data: { answer: 'B', seq: 7 } });
    const missing = await h2(session, '/api/missing/');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ status: false, message: 'Not found' });
    const boom = await h2(session, '/api/boom/');
    expect(boom.status).toBe(500);
    expect(JSON.parse(boom.body.toString())).toEqual({ status: false, message: 'Some error occurred' });
    const who = await h2(session, '/api/who/', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(JSON.parse(who.body.toString())).toEqual({
      xff: '127.0.0.1',
      host: expect.stringMatching(/^127\.0\.0\.1:/),
    });
    for (const answer of [echo, missing, boom, who])
      for (const name of CONNECTION_HEADERS) expect(answer.headers[name]).toBeUndefined();
    session.close();
  });

  it('carries a multipart upload whole over h2, and refuses a body over the limit with 413 on its stream alone', async () => {
    const session = await h2Session();
    const boundary = 'classroom-h2-boundary';
    const file = Buffer.alloc(3 * 1_048_576, 0x61);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await h2(session, '/api/upload/', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      body,
    });
    expect(upload.status).toBe(200);
    expect(uploads.at(-1)).toEqual({ bytes: body.length, contentType: `multipart/form-data; boundary=${boundary}` });

    const before = uploads.length;
    const tooLarge = await h2(session, '/api/echo/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': API_BODY_LIMIT + 1 },
      body: Buffer.alloc(API_BODY_LIMIT + 1, 0x20),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body.toString())).toEqual({ status: false, message: 'Request body is too large' });
    expect(tooLarge.headers.connection).toBeUndefined();
    expect(uploads.length).toBe(before);
    // The connection goes on: the refusal ended that stream only.
    expect((await h2(session, '/api/who/')).status).toBe(200);
    session.close();
  }, 30_000);

  it('keeps a request waiting on a slow API past the 15 s idle timer; an idle connection and a stalled body are closed', async () => {
    const [waiting, idle, stalling] = await Promise.all([h2Session(), h2Session(), h2Session()]);
    const started = Date.now();
    const closedAfter = (emitter: { once(event: 'close', listener: () => void): unknown }) =>
      new Promise<number>((resolve) => emitter.once('close', () => resolve(Date.now() - started)));
    const idleClosed = closedAfter(idle);
    // A body announced at 1000 bytes of which 10 arrive: its stream is cancelled, its connection stays.
    const stalled = stalling.request({ ':method': 'POST', ':path': '/api/echo/', 'content-length': 1000 });
    stalled.on('error', () => undefined);
    stalled.resume();
    stalled.write(Buffer.alloc(10, 0x20));
    const stalledClosed = closedAfter(stalled);
    const slow = await h2(waiting, '/api/slow/');
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body.toString())).toEqual({ status: true, message: 'slow but here' });
    for (const closedMs of await Promise.all([idleClosed, stalledClosed])) {
      expect(closedMs).toBeGreaterThanOrEqual(14_000);
      expect(closedMs).toBeLessThan(17_000);
    }
    expect(stalled.rstCode).toBe(constants.NGHTTP2_CANCEL);
    waiting.close();
    stalling.close();
  }, 40_000);

  it("closes while a browser's connection stays open (GOAWAY); a drain past its grace cuts the requests in flight", async () => {
    const store = new FsReleaseStore(tempDir('http2-close-'));
    await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('eeeeeeee'), who: 't' });
    const start = async () => {
      const app = await buildStoreGateway({ store, apiUrl, tls: await throwawayCertificate() });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const session = connect(`https://localhost:${(app.server.address() as AddressInfo).port}`, {
        rejectUnauthorized: false,
      });
      expect((await h2(session, '/')).status).toBe(200);
      return { app, session };
    };
    const open = await start();
    let started = Date.now();
    await open.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    open.session.destroy();

    const busy = await start();
    const cut = h2(busy.session, '/api/hold/').catch((error: Error) => error);
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    started = Date.now();
    expect(await drainAndClose({ app: busy.app, state: drainState(), drainDelayMs: 0, graceMs: 300 })).toBe(
      'timed out',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await cut).toBeInstanceOf(Error);
    held.splice(0).forEach((release) => release());
  });
});

describe('TLS settings of gateway-cli (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('reads both files; neither is plain HTTP; one alone is refused, naming the other', () => {
    const dir = tempDir('tls-env-');
    writeFileSync(path.join(dir, 'cert.pem'), 'CERT');
    writeFileSync(path.join(dir, 'key.pem'), 'KEY');
    const both = tlsFromEnv({ TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem') });
    expect({ cert: both?.cert.toString(), key: both?.key.toString() }).toEqual({ cert: 'CERT', key: 'KEY' });
    expect(tlsFromEnv({})).toBeNull();
    expect(() => tlsFromEnv({ TLS_CERT_FILE: path.join(dir, 'cert.pem') })).toThrow(/TLS_KEY_FILE is not set/);
    expect(() => tlsFromEnv({ TLS_KEY_FILE: path.join(dir, 'key.pem') })).toThrow(/TLS_CERT_FILE is not set/);
  });
});
