/**
 * The Node server under each gateway's Fastify (SECURITY.md "Request limits at the edge"; decision 0031): plain HTTP/1.1
 * by default, and HTTP/2 over TLS when given a key and certificate (TLS_KEY_FILE, TLS_CERT_FILE), with HTTP/1.1 still
 * offered through ALPN. Either keeps the edge's timeouts (gateway-hardening.ts TIMEOUTS) and answers
 * `Expect: 100-continue` itself.
 */
import { readFileSync } from 'node:fs';
import { createServer, Server, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import {
  constants as http2,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { isOverLimit, TIMEOUTS, TOO_LARGE } from './gateway-hardening';

/** The gateway's TLS key and certificate chain, PEM. */
export interface GatewayTls {
  key: string | Buffer;
  cert: string | Buffer;
}

/**
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM files; the certificate file may hold the chain) read, or null when neither is set
 * (plain HTTP/1.1). Throws, naming the missing one, when only one is set, and with the file's error when unreadable.
 */
export function tlsFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayTls | null {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile)
    throw new Error(
      `TLS needs both TLS_CERT_FILE and TLS_KEY_FILE; ${certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'} is not set`,
    );
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

/**
 * 413 with the API's body-limit text, before the body is read. HTTP/1.1 closes the connection (the rest of the body
 * would otherwise be read as the next request); HTTP/2 has no `Connection` header — the answer ends that stream only.
 */
function refuseTooLarge(res: ServerResponse | Http2ServerResponse, httpVersionMajor: number): void {
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(TOO_LARGE),
    ...(httpVersionMajor === 2 ? {} : { connection: 'close' }),
  };
  (res as ServerResponse).writeHead(413, headers);
  res.end(TOO_LARGE);
}

/**
 * An HTTP/1.1 request's idle timer guards the client's side only: off once the request is fully received (the API may
 * take up to TIMEOUTS.requestMs to answer), on again when the answer is sent (an idle keep-alive connection).
 */
function guardHttp1(req: IncomingMessage, res: ServerResponse): void {
  const { socket } = req;
  const received = () => socket.setTimeout(0);
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody || req.complete) received();
  else req.once('end', received);
  res.once('finish', () => {
    if (!socket.destroyed) socket.setTimeout(TIMEOUTS.idleMs);
  });
}

/**
 * An HTTP/2 request with a body (no END_STREAM on its headers): its stream is cancelled when the body stalls for
 * TIMEOUTS.idleMs or is not whole within TIMEOUTS.requestMs — the other streams of the connection go on.
 */
function guardHttp2(req: Http2ServerRequest): void {
  const { stream } = req;
  if (stream.endAfterHeaders || req.complete) return;
  const cancel = () => stream.close(http2.NGHTTP2_CANCEL);
  stream.setTimeout(TIMEOUTS.idleMs, cancel);
  const whole = setTimeout(cancel, TIMEOUTS.requestMs);
  const received = () => {
    stream.setTimeout(0);
    clearTimeout(whole);
  };
  req.once('end', received);
  stream.once('close', received);
}

/** The 413-or-100-Continue answer to `Expect: 100-continue` (curl sends it for bodies over 1 MiB; it is never proxied). */
function answerExpectContinue(
  req: IncomingMessage | Http2ServerRequest,
  res: ServerResponse | Http2ServerResponse,
  handle: () => void,
): void {
  if (isOverLimit(req.headers)) return refuseTooLarge(res, req.httpVersionMajor);
  res.writeContinue();
  handle();
}

/**
 * Fastify's `serverFactory` for plain HTTP/1.1: the timeouts above, and `Expect: 100-continue` answered here — 413
 * before the body is sent when it is over the limit, else 100 Continue.
 */
export function hardenedServerFactory(handler: RequestListener): Server {
  const guarded: RequestListener = (req, res) => {
    guardHttp1(req, res);
    handler(req, res);
  };
  // Node checks the headers and request timeouts every connectionsCheckingInterval (30 s by default, which let slow
  // headers live 14–58 s); checked each second, the 10 s promise holds to within a second.
  const server = createServer(
    { requestTimeout: TIMEOUTS.requestMs, headersTimeout: TIMEOUTS.headersMs, connectionsCheckingInterval: 1000 },
    guarded,
  );
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) =>
    answerExpectContinue(req, res, () => guarded(req, res)),
  );
  server.setTimeout(TIMEOUTS.idleMs, (socket: Socket) => socket.destroy());
  return server;
}

/**
 * Fastify's `serverFactory` for TLS (decision 0031): HTTP/2, and HTTP/1.1 for a client that does not offer h2 in ALPN,
 * with the same promises. HTTP/1.1 connections keep the timeouts of `hardenedServerFactory`. An HTTP/2 connection gets
 * GOAWAY after TIMEOUTS.idleMs without a frame (a stream waiting on the API still finishes), the TLS handshake must end
 * within TIMEOUTS.headersMs, and a body stalling or too slow cancels its own stream. At most 128 streams at once per
 * connection (nginx's default). The server also carries `closeHttp2Sessions()` (Fastify's close sends GOAWAY through
 * it, so a browser's open connection does not hold the shutdown) and `closeAllConnections()` (the drain's cut).
 */
export function hardenedSecureServerFactory(tls: GatewayTls): (handler: RequestListener) => Server {
  return (handler) => {
    const sessions = new Set<Http2Session>();
    const listener = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
      if (req.httpVersionMajor === 2) guardHttp2(req as Http2ServerRequest);
      else guardHttp1(req as IncomingMessage, res as ServerResponse);
      handler(req as IncomingMessage, res as ServerResponse);
    };
    const server = createSecureServer(
      {
        ...tls,
        allowHTTP1: true,
        handshakeTimeout: TIMEOUTS.headersMs,
        settings: { maxConcurrentStreams: 128 },
      },
      listener,
    );
    // The HTTP/1.1 side is Node's HTTP server inside the HTTP/2 one: the same timeouts as hardenedServerFactory.
    Object.assign(server, {
      requestTimeout: TIMEOUTS.requestMs,
      headersTimeout: TIMEOUTS.headersMs,
      connectionsCheckingInterval: 1000,
    });
    server.on('session', (session: Http2Session) => {
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
    });
    server.on('checkContinue', (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) =>
      answerExpectContinue(req, res, () => listener(req, res)),
    );
    // One timer for both: an HTTP/1.1 socket idle this long is destroyed; an HTTP/2 connection without a frame this long
    // is closed with GOAWAY, which lets its streams in flight (a request waiting on the API) finish.
    server.setTimeout(TIMEOUTS.idleMs);
    server.on('timeout', (target: Socket | Http2Session) => {
      if (sessions.has(target as Http2Session)) (target as Http2Session).close();
      else (target as Socket).destroy();
    });
    Object.assign(server, {
      closeHttp2Sessions: () => sessions.forEach((session) => session.close()),
      closeAllConnections: () => {
        sessions.forEach((session) => session.destroy());
        Server.prototype.closeAllConnections.call(server as unknown as Server);
      },
    });
    // Fastify's types know one server per instance; the routes see Node's HTTP/2 compatibility request and reply.
    return server as unknown as Server;
  };
}

/** Fastify options of a gateway: its server (HTTP/2 over TLS when `tls` is given, else HTTP/1.1) and the idle timeout. */
export function gatewayServerOptions(
  tls?: GatewayTls | null,
): Pick<FastifyServerOptions, 'serverFactory' | 'connectionTimeout' | 'requestTimeout'> {
  return {
    serverFactory: tls ? hardenedSecureServerFactory(tls) : hardenedServerFactory,
    connectionTimeout: TIMEOUTS.idleMs,
    requestTimeout: TIMEOUTS.requestMs,
  };
}
