/**
 * The gateway's edge rules (SECURITY.md): body limits, timeouts, security headers and the client address forwarded to
 * the API (the server under them, with Expect: 100-continue: gateway-server.ts). Used by both gateways
 * (store-gateway.ts, gateway.ts); deploy/nginx/portal.conf
 * carries the same rules for production (deploy/test/nginx.test.ts checks they agree).
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@classroom/shared/config';
import { withRequestId } from './gateway-ops';

/** The API's JSON/form body limit (api/src/app.ts bodyLimit): 1 MiB. */
export const API_BODY_LIMIT = 1_048_576;
/** The API's largest multipart body: 10 files of 2 MiB (the help form, 001 §9) plus room for the text fields. */
export const API_MULTIPART_LIMIT = 10 * 2 * 1_048_576 + 256 * 1024;

/**
 * Timeouts in milliseconds: headers must arrive within 10 s; a connection idle for 15 s while the client sends (a
 * partial body that stops) or between requests is closed; a whole request may take 180 s — a 20 MiB help-form upload
 * on Slow 4G (1.47 Mbps) needs about 115 s — and the API's answer is waited for up to 180 s (the idle timer is off
 * while the API works: SECURITY.md "Request limits at the edge").
 */
export const TIMEOUTS = { headersMs: 10_000, idleMs: 15_000, requestMs: 180_000 } as const;

/** The largest body the API accepts for this request's content type, in bytes. */
export function bodyLimitFor(contentType: string | undefined): number {
  return /^multipart\/form-data/i.test(contentType ?? '') ? API_MULTIPART_LIMIT : API_BODY_LIMIT;
}

/** Whether a request announces a body larger than the API takes (Content-Length; chunked bodies are counted by the API). */
export function isOverLimit(headers: IncomingMessage['headers']): boolean {
  const length = Number(headers['content-length']);
  return Number.isFinite(length) && length > bodyLimitFor(headers['content-type']);
}

/** The 413 body of a request over the API's limit. */
export const TOO_LARGE = JSON.stringify({ status: false, message: 'Request body is too large' });

/** A CSP hash source as the host build lists its inline scripts (`first-screen.json` `inlineScripts`): 'sha256-<base64>'. */
const INLINE_SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * Content-Security-Policy of the portal's pages and assets (SECURITY.md): scripts from the portal's own origin only
 * (the remotes' entries also carry SRI), plus the payment provider's checkout script and window when configured
 * (000 §7); no inline scripts but those named by hash in `inlineScripts` (the host's index.html's early calls,
 * decision 0027; anything not of the form 'sha256-<base64>' is dropped; never 'unsafe-inline'); styles may be inline
 * (style-loader injects each remote's CSS as <style>); video embeds from https hosts (000 §9); never framed
 * (frame-ancestors 'none').
 */
export function contentSecurityPolicy(
  config: Pick<RuntimeConfig, 'payment'>,
  inlineScripts: readonly string[] = [],
): string {
  const checkout = /^https:\/\//.test(config.payment.checkoutScriptUrl)
    ? new URL(config.payment.checkoutScriptUrl).origin
    : null;
  const hashes = inlineScripts.filter((source) => INLINE_SCRIPT_HASH.test(source));
  const script = ["'self'", ...hashes, ...(checkout ? [checkout] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${checkout ? ` ${checkout}` : ''}`,
    "frame-src 'self' https:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS for one year, sent only over TLS (a plain-HTTP answer cannot set it). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every page and asset the gateway serves itself (SECURITY.md). /api/* answers keep the API's
 * own headers (helmet; its docs page has a policy of its own). `isTls` tells whether the client came over TLS.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  csp: string,
  isTls: (forwardedProto: string | undefined, encrypted: boolean) => boolean = (proto, encrypted) =>
    encrypted || proto === 'https',
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return payload;
    // A page may carry its own policy (the host's index.html: this one with its inline script's hash).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    const proto = request.headers['x-forwarded-proto'];
    if (
      isTls(Array.isArray(proto) ? proto[0] : proto, Boolean((request.raw.socket as { encrypted?: boolean }).encrypted))
    )
      reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}

function sendTooLarge(reply: FastifyReply) {
  // HTTP/1.1: the unread rest of the body must not be taken for the next request. HTTP/2 has no Connection header (the
  // 413 ends that stream only; decision 0031).
  if (reply.request.raw.httpVersionMajor !== 2) reply.header('connection', 'close');
  return reply.code(413).type('application/json; charset=utf-8').send(TOO_LARGE);
}

/** Request bodies the gateway read whole (chunked ones), which the proxy sends on with a Content-Length. */
const buffered = new WeakSet<FastifyRequest>();

/**
 * Refuses an over-limit body with 413 and `Connection: close` before any byte reaches the API: by its Content-Length
 * at once, and a chunked body (no length announced) by counting it here up to the limit — within it, the body goes on
 * to the API with its length; over it, 413 every time (a 2 MiB chunked POST used to reach the API and end in
 * '500 write EPIPE' about half the time).
 */
export function enforceBodyLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isOverLimit(request.headers)) return sendTooLarge(reply);
  });
  app.addHook('preValidation', async (request, reply) => {
    const body = request.body as unknown;
    if (request.headers['content-length'] !== undefined || !(body instanceof Readable)) return;
    const limit = bodyLimitFor(request.headers['content-type']);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        body.resume(); // the rest is read and dropped; the connection closes after the 413
        return sendTooLarge(reply);
      }
      chunks.push(chunk);
    }
    request.body = Readable.from([Buffer.concat(chunks)]);
    request.headers['content-length'] = String(size);
    buffered.add(request);
  });
}

/** The spec's generic failure text (000 §8) for an API that is down or too slow: no internal detail reaches a student. */
const API_UNAVAILABLE = JSON.stringify({ status: false, message: 'Some error occurred' });

/** What @fastify/reply-from reports when the upstream call fails (its error, with the socket's error as `cause`). */
interface ProxyFailure {
  statusCode?: number;
  code?: string;
  cause?: { code?: string };
}

/**
 * The proxy's answer when the API cannot be reached: 503 (refused or reset: the API is down or restarting, with
 * Retry-After 5), 504 (no answer within TIMEOUTS.requestMs), else 502; the body is the spec's generic text only.
 */
export function proxyError(reply: FastifyReply, { error }: { error: ProxyFailure }): void {
  const cause = error.cause?.code ?? error.code;
  const code =
    error.statusCode === 504
      ? 504
      : error.statusCode === 503 || cause === 'ECONNREFUSED' || cause === 'ECONNRESET'
        ? 503
        : 502;
  if (code === 503) reply.header('retry-after', '5');
  reply.code(code).type('application/json; charset=utf-8').send(API_UNAVAILABLE);
}

/** The options of @fastify/http-proxy for /api shared by both gateways: timeouts, forwarded headers and the request id, errors. */
export function apiProxyOptions(upstream: string): FastifyHttpProxyOptions {
  return {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false as const,
    undici: { headersTimeout: TIMEOUTS.requestMs, bodyTimeout: TIMEOUTS.requestMs },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const forwarded = withRequestId(request, forwardedHeaders(request.raw as IncomingMessage, headers));
        if (!buffered.has(request as FastifyRequest)) return forwarded;
        const { 'transfer-encoding': _chunked, ...rest } = forwarded;
        return { ...rest, 'content-length': request.headers['content-length'] };
      },
      onError: (reply, { error }) => proxyError(reply as FastifyReply, { error: error as ProxyFailure }),
    },
  };
}

/**
 * Headers of a request proxied to the API (SECURITY.md): `X-Forwarded-For` is the client's address as the
 * gateway saw it — replacing, never appending, what the client sent — and `Expect` is answered here, not forwarded.
 */
export function forwardedHeaders(
  request: { socket: { remoteAddress?: string } },
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[] | undefined> {
  const { expect: _expect, 'x-forwarded-for': _xff, 'x-real-ip': _real, ...rest } = headers;
  return { ...rest, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
}
