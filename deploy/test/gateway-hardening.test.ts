/**
 * The gateway's edge (SECURITY.md): security headers on pages and assets, over-limit bodies refused with 413
 * before they reach the API, Expect: 100-continue answered, the next request answered, X-Forwarded-For replaced.
 */
import Fastify from 'fastify';
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BODY_LIMIT, contentSecurityPolicy } from '../src/gateway-hardening';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { runtimeConfigFromEnv } from '../src/runtime-config';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

const upstream = Fastify({ bodyLimit: 30 * 1_048_576 });
const seen: { xff?: string; expect?: string; bytes: number }[] = [];
upstream.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 30 * 1_048_576 }, (_req, body, done) =>
  done(null, body),
);
upstream.post('/api/echo/', async (req) => {
  seen.push({
    xff: req.headers['x-forwarded-for'] as string | undefined,
    expect: req.headers.expect as string | undefined,
    bytes: (req.body as Buffer | undefined)?.length ?? 0,
  });
  return { status: true };
});
upstream.get('/api/who/', async (req) => ({ xff: req.headers['x-forwarded-for'] ?? null }));

let base = '';
let gatewayClose: () => Promise<void>;

beforeAll(async () => {
  const apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const store = new FsReleaseStore(tempDir('hardening-store-'));
  await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('aaaaaaaa'), who: 't' });
  await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: fakeRemoteBuild('one'), who: 't' });
  const gateway = await buildStoreGateway({ store, apiUrl });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  gatewayClose = () => gateway.close();
});
afterAll(async () => {
  await gatewayClose();
  await upstream.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  reusedSocket: boolean;
}

/** One HTTP/1.1 request with a keep-alive agent; `body` of `size` bytes, optionally announced with Expect: 100-continue. */
function send(
  agent: Agent,
  path: string,
  options: {
    method?: string;
    size?: number;
    expectContinue?: boolean;
    headers?: Record<string, string>;
    localAddress?: string;
  } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const size = options.size ?? 0;
    const req = httpRequest(`${base}${path}`, {
      agent,
      method: options.method ?? (size ? 'POST' : 'GET'),
      localAddress: options.localAddress,
      headers: {
        ...(size ? { 'content-type': 'application/octet-stream', 'content-length': String(size) } : {}),
        ...(options.expectContinue ? { expect: '100-continue' } : {}),
        ...options.headers,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }),
      );
    });
    req.on('error', reject);
    const write = () => {
      if (!size) return req.end();
      // Write in 64 KiB pieces; the gateway may refuse (413) and close before the last one: that is the point.
      const piece = Buffer.alloc(Math.min(size, 65_536), 0x20);
      let left = size;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, piece.length);
          left -= n;
          if (!req.write(n === piece.length ? piece : piece.subarray(0, n))) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    };
    if (options.expectContinue) req.on('continue', write);
    else write();
  });
}

describe('security headers on pages and assets (SECURITY.md)', () => {
  const csp = contentSecurityPolicy(runtimeConfigFromEnv({}));
  it.each(['/', '/student/objectivetest', '/main.aaaaaaaa00.js', '/remotes.json'])(
    '%s carries CSP (self scripts, no framing), nosniff and a referrer policy',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(csp);
      expect(csp).toMatch(/script-src 'self'(;| )/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // Plain HTTP: no HSTS (it is only meaningful, and only honoured, over TLS) …
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('sends HSTS when the client came over TLS (a TLS terminator in front sets X-Forwarded-Proto: https)', async () => {
    const res = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it("allows the configured payment provider's checkout script and nothing else from outside (000 §7)", () => {
    const policy = contentSecurityPolicy(runtimeConfigFromEnv({ PAYMENT_PROVIDER: 'razorpay' }));
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com;");
  });
});

describe('body limits, Expect: 100-continue, forwarding (SECURITY.md)', () => {
  it('a body of 1 MiB + 1 byte and one of 20 MB are refused with 413 and Connection: close; the next request is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const size of [API_BODY_LIMIT + 1, 20 * 1_000_000]) {
      const before = seen.length;
      const refused = await send(agent, '/api/echo/', { size });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toEqual({ status: false, message: 'Request body is too large' });
      expect(seen.length).toBe(before); // nothing reached the API
      const next = await send(agent, '/api/who/');
      expect(next.status).toBe(200);
    }
    agent.destroy();
  }, 30_000);

  it('a body within the limit passes; the keep-alive connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ok = await send(agent, '/api/echo/', { size: API_BODY_LIMIT });
    expect(ok.status).toBe(200);
    expect(seen.at(-1)?.bytes).toBe(API_BODY_LIMIT);
    const next = await send(agent, '/api/who/');
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
    agent.destroy();
  });

  it('Expect: 100-continue: over the limit → 413 before the body is sent; within it → 100 Continue and the API gets the body (not the header)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await send(agent, '/api/echo/', { size: 20 * 1_000_000, expectContinue: true });
    expect(refused.status).toBe(413);
    const accepted = await send(agent, '/api/echo/', { size: 1000, expectContinue: true });
    expect(accepted.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ bytes: 1000, expect: undefined });
    agent.destroy();
  });

  it("X-Forwarded-For is the client's own address, replacing what the client claimed", async () => {
    const agent = new Agent({ keepAlive: false });
    const a = await send(agent, '/api/who/', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      localAddress: '127.0.0.2',
    });
    expect(JSON.parse(a.body)).toEqual({ xff: '127.0.0.2' });
    const b = await send(agent, '/api/who/', { localAddress: '127.0.0.3' });
    expect(JSON.parse(b.body)).toEqual({ xff: '127.0.0.3' });
  });
});
