/**
 * What an operator and a balancer need of a gateway process (docs/decisions/0012-scale-out-behind-a-balancer.md):
 *
 * - `GET /gateway/health` (alive: 200 `{ status: 'ok' }`) and `GET /gateway/ready` (200 `{ status: 'ready' }`, 503
 *   `{ status: 'not ready' }` while draining); both `Cache-Control: no-store`. The API's own `/api/health` and
 *   `/api/ready` pass through the /api proxy unchanged.
 * - One request id per request (`X-Request-Id`: the caller's when it is one safe token, else a new UUID), sent to the
 *   API with the proxied request and back to the client, so nginx, gateway and API log lines of one request match.
 * - Prometheus metrics on prom-client's default register: `gateway_http_requests_total` and
 *   `gateway_http_request_duration_seconds` by method, route (`/api`, `/remotes`, `/remotes.json`, `/config.json`,
 *   `page`, `other`) and status, plus the default process metrics (event-loop lag, CPU, memory). They are served on
 *   a separate port (METRICS_PORT, `startMetricsServer`), never on the public one.
 */
import { REQUEST_ID_HEADER, requestIdFrom, type DrainState } from '@classroom/shared/server';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, register, type Metric } from 'prom-client';

/** Fastify options of a gateway: request ids from `X-Request-Id` when safe, else new (shared/src/server/request-id.ts). */
export const gatewayRequestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (request: { headers: Record<string, string | string[] | undefined> }) =>
    requestIdFrom(request.headers[REQUEST_ID_HEADER]),
};

/** The headers of a request proxied to the API, with the gateway's request id. */
export function withRequestId(
  request: { id: string },
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | string[] | undefined> {
  return { ...headers, [REQUEST_ID_HEADER]: request.id };
}

function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/** The label `route` of a gateway request: which part of the portal it asked for (bounded set, never the raw URL). */
export function gatewayRoute(url: string): string {
  const p = url.split('?')[0] ?? '/';
  if (p.startsWith('/api/')) return '/api';
  if (p === '/remotes.json' || p === '/config.json') return p;
  if (p.startsWith('/remotes/')) return '/remotes';
  if (p.startsWith('/gateway/')) return p;
  return /\.[A-Za-z0-9]+$/.test(p) ? 'other' : 'page';
}

/** Registers the health routes, the request-id reply header and the metrics hooks on a gateway built by buildGateway or buildStoreGateway. */
export function registerGatewayOps(app: FastifyInstance, options: { drain: DrainState }): void {
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
  const requests = once(
    'gateway_http_requests_total',
    () =>
      new Counter({
        name: 'gateway_http_requests_total',
        help: 'Requests the gateway answered, by route and status',
        labelNames: ['method', 'route', 'status_code'],
      }),
  );
  const duration = once(
    'gateway_http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'gateway_http_request_duration_seconds',
        help: 'Gateway request time, seconds (the API time included for /api)',
        labelNames: ['method', 'route', 'status_code'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 15],
      }),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: gatewayRoute(request.url), status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/gateway/health', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/gateway/ready', async (_request, reply) => {
    const draining = options.drain.isDraining();
    return reply
      .code(draining ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ status: draining ? 'not ready' : 'ready' });
  });
}
