/**
 * The gateway's edge rules (issue 13 §2–§4): body limits, Expect: 100-continue, timeouts, security headers and the
 * client address forwarded to the API. Used by both gateways (store-gateway.ts, gateway.ts); deploy/nginx/portal.conf
 * carries the same rules for production (deploy/test/nginx.test.ts checks they agree).
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RuntimeConfig } from '@classroom/shared/config';

/** The API's JSON/form body limit (api/src/app.ts bodyLimit): 1 MiB. */
export const API_BODY_LIMIT = 1_048_576;
/** The API's largest multipart body: 10 files of 2 MiB (the help form, 001 §9) plus room for the text fields. */
export const API_MULTIPART_LIMIT = 10 * 2 * 1_048_576 + 256 * 1024;

/**
 * Timeouts in milliseconds: headers must arrive within 10 s; a connection idle for 15 s (a partial body that stops)
 * is closed; a whole request may take 180 s — a 20 MiB help-form upload on Slow 4G (1.47 Mbps) needs about 115 s.
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

const TOO_LARGE = JSON.stringify({ status: false, message: 'Request body is too large' });

function refuseTooLarge(res: ServerResponse): void {
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(TOO_LARGE), connection: 'close' });
  res.end(TOO_LARGE);
}

/**
 * Fastify's `serverFactory`: an HTTP server with the timeouts above that answers `Expect: 100-continue` itself —
 * 413 before the body is sent when it is over the limit, else 100 Continue (curl sends the header for bodies over
 * 1 MiB; the proxy must not forward it upstream).
 */
export function hardenedServerFactory(handler: RequestListener): Server {
  const server = createServer({ requestTimeout: TIMEOUTS.requestMs, headersTimeout: TIMEOUTS.headersMs }, handler);
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (isOverLimit(req.headers)) return refuseTooLarge(res);
    res.writeContinue();
    handler(req, res);
  });
  server.setTimeout(TIMEOUTS.idleMs, (socket) => socket.destroy());
  return server;
}

/** Fastify options of a gateway: the hardened server and the idle timeout. */
export const gatewayServerOptions: Pick<FastifyServerOptions, 'serverFactory' | 'connectionTimeout' | 'requestTimeout'> = {
  serverFactory: hardenedServerFactory,
  connectionTimeout: TIMEOUTS.idleMs,
  requestTimeout: TIMEOUTS.requestMs,
};

/**
 * Content-Security-Policy of the portal's pages and assets (issue 13 §3): scripts from the portal's own origin only
 * (the remotes' entries also carry SRI), plus the payment provider's checkout script and window when configured
 * (000 §7); no inline scripts; styles may be inline (style-loader injects each remote's CSS as <style>); video embeds
 * from https hosts (000 §9); never framed (frame-ancestors 'none').
 */
export function contentSecurityPolicy(config: Pick<RuntimeConfig, 'payment'>): string {
  const checkout = /^https:\/\//.test(config.payment.checkoutScriptUrl) ? new URL(config.payment.checkoutScriptUrl).origin : null;
  const script = ["'self'", ...(checkout ? [checkout] : [])].join(' ');
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
 * Security headers on every page and asset the gateway serves itself (issue 13 §3). /api/* answers keep the API's
 * own headers (helmet; its docs page has a policy of its own). `isTls` tells whether the client came over TLS.
 */
export function addSecurityHeaders(app: FastifyInstance, csp: string, isTls: (forwardedProto: string | undefined, encrypted: boolean) => boolean = (proto, encrypted) => encrypted || proto === 'https'): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return payload;
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    const proto = request.headers['x-forwarded-proto'];
    if (isTls(Array.isArray(proto) ? proto[0] : proto, Boolean((request.raw.socket as { encrypted?: boolean }).encrypted))) reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}

/**
 * Refuses an over-limit body with 413 and `Connection: close` before any byte reaches the API (issue 13 §2: today a
 * 20 MB POST became a 500 'write EPIPE' and a dead keep-alive connection).
 */
export function enforceBodyLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isOverLimit(request.headers)) return;
    reply.header('connection', 'close');
    return reply.code(413).type('application/json; charset=utf-8').send(TOO_LARGE);
  });
}

/**
 * Headers of a request proxied to the API (issue 13 §2, §4): `X-Forwarded-For` is the client's address as the
 * gateway saw it — replacing, never appending, what the client sent — and `Expect` is answered here, not forwarded.
 */
export function forwardedHeaders(request: { socket: { remoteAddress?: string } }, headers: Record<string, string | string[] | undefined>): Record<string, string | string[] | undefined> {
  const { expect: _expect, 'x-forwarded-for': _xff, 'x-real-ip': _real, ...rest } = headers;
  return { ...rest, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
}
