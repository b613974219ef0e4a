/**
 * Prometheus metrics of one API instance (docs/decisions/0012-scale-out-behind-a-balancer.md, docs/OPERATIONS.md
 * "What to watch on exam day"), on prom-client's default global `register` — so collectors that other modules
 * register there (release health, rate-limit stores) are served by the same `GET /metrics`. With API_WORKERS=N
 * (node:cluster, ../workers) the worker a scrape lands on asks the primary, which sums every worker's metrics with
 * prom-client's AggregatorRegistry (`aggregateWorkerMetrics`): one scrape, the whole instance.
 *
 * | metric | type | labels | unit |
 * |---|---|---|---|
 * | `http_requests_total` | counter | method, route (the route pattern, or `unmatched`), status_code | requests |
 * | `http_request_duration_seconds` | histogram | method, route, status_code | seconds |
 * | `exam_answer_saves_total` | counter | call (`saveAnswer`, `bulkSaveAnswers`, `dppSaveAnswer`), outcome (`ok`, `refused`, `error`) | calls |
 * | `exam_submits_total` | counter | outcome | calls |
 * | `http_rate_limit_refusals_total` | counter | route | 429 replies |
 * | `db_pool_connections` | gauge | state (`total`, `idle`, `waiting`) | connections (PostgreSQL only) |
 * | `nodejs_eventloop_lag_*`, `process_cpu_*`, … | prom-client's default metrics | | |
 *
 * `/metrics` is served at the root, outside /api: the gateway and deploy/nginx proxy only /api/*, so it is reachable
 * on the instance's own port (the private network a Prometheus scrapes), never through the public address.
 */
import { endpoints, type EndpointName } from '@classroom/shared/contract';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type Metric,
} from 'prom-client';
import type { Db } from '../db/client';

/** The metric `name` already on the default register, else the one `create()` makes (buildApp may run many times). */
function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const requests = once(
  'http_requests_total',
  () =>
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
    }),
);
const duration = once(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the reply sent, seconds',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    }),
);
const saves = once(
  'exam_answer_saves_total',
  () =>
    new Counter({
      name: 'exam_answer_saves_total',
      help: 'Answer-save calls answered, by call and outcome',
      labelNames: ['call', 'outcome'],
    }),
);
const submits = once(
  'exam_submits_total',
  () =>
    new Counter({
      name: 'exam_submits_total',
      help: 'Submit-exam calls answered, by outcome',
      labelNames: ['outcome'],
    }),
);
const refusals = once(
  'http_rate_limit_refusals_total',
  () =>
    new Counter({
      name: 'http_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (HTTP 429), by route',
      labelNames: ['route'],
    }),
);

const SAVE_CALLS: EndpointName[] = ['saveAnswer', 'bulkSaveAnswers', 'dppSaveAnswer'];
/** Route pattern (as Fastify registers it under /api) → contract endpoint name, for the save and submit calls. */
const routeOf = (name: EndpointName) => `/api/${endpoints[name].path}`;
const saveRoutes = new Map(SAVE_CALLS.map((name) => [routeOf(name), name]));
const submitRoute = routeOf('submitExam');

/** ok (2xx/3xx), refused (4xx: the server said no, nothing saved), error (5xx). */
export function outcomeOf(statusCode: number): 'ok' | 'refused' | 'error' {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'refused' : 'ok';
}

const POOL_METRICS_REQUEST = 'classroom:pool-metrics-request';
const POOL_METRICS_REPLY = 'classroom:pool-metrics-reply';
/** How long a worker waits for the primary's sum (prom-client waits 5 s for each worker's own figures). */
const POOL_METRICS_TIMEOUT_MS = 6_000;

interface PoolMetricsReply {
  type: typeof POOL_METRICS_REPLY;
  id: number;
  text?: string;
  error?: string;
}

/**
 * In the primary of an API_WORKERS>1 pool (api/src/main.ts): answers each worker's request for the pool's metrics with
 * prom-client's AggregatorRegistry — counters and histograms summed over the workers, each default gauge as
 * prom-client aggregates it (e.g. the event-loop lag averaged), `db_pool_connections` summed (every worker's pool).
 */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number } | null) => {
    if (message?.type !== POOL_METRICS_REQUEST) return;
    const reply = (r: Omit<PoolMetricsReply, 'type' | 'id'>) =>
      worker.send({ type: POOL_METRICS_REPLY, id: message.id, ...r });
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

/**
 * In a worker of the pool: the whole pool's metrics text, from the primary (`aggregateWorkerMetrics`). Rejects when the
 * primary does not answer within POOL_METRICS_TIMEOUT_MS or a worker did not give its figures.
 */
function poolMetricsOf(): () => Promise<string> {
  new AggregatorRegistry(); // makes prom-client answer the primary's requests for this worker's figures
  let asked = 0;
  const waiting = new Map<number, (reply: PoolMetricsReply) => void>();
  process.on('message', (message: PoolMetricsReply | null) => {
    if (message?.type === POOL_METRICS_REPLY) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      asked += 1;
      const id = asked;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not sum the workers’ metrics in time'));
      }, POOL_METRICS_TIMEOUT_MS);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (reply.text !== undefined) resolve(reply.text);
        else reject(new Error(reply.error ?? 'no metrics'));
      });
      process.send!({ type: POOL_METRICS_REQUEST, id });
    });
}

/**
 * Counts every reply of `app` into the metrics above and serves them at `GET /metrics` (text exposition format): this
 * process's, or in a worker of an API_WORKERS pool the whole pool's (a 500 when the primary cannot sum them).
 * `db`: the app's database; when it is a node-postgres Pool its connection counts are reported.
 */
export function registerMetrics(app: FastifyInstance, db: Db): void {
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (pool instanceof Pool) {
    const existing = register.getSingleMetric('db_pool_connections');
    if (existing) register.removeSingleMetric('db_pool_connections'); // the newest app's pool is the one reported
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const save = saveRoutes.get(route);
    if (save) saves.inc({ call: save, outcome: outcomeOf(reply.statusCode) });
    else if (route === submitRoute) submits.inc({ outcome: outcomeOf(reply.statusCode) });
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  // One process's register, or, in a worker of an API_WORKERS pool, every worker's summed by the primary.
  const metrics = cluster.isWorker && process.send ? poolMetricsOf() : () => register.metrics();
  app.get('/metrics', async (_request, reply) =>
    reply
      .type(register.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics()),
  );
}
