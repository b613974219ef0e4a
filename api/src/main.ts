/**
 * `pnpm --filter @classroom/api start`: opens the database (DATABASE_URL, else PGlite in DB_DIR or <repo>/var/db),
 * migrates, seeds it when there are no students, and listens on HOST:PORT (default 127.0.0.1:3001). With
 * NODE_ENV=production (which also refuses development-only settings: ./production-safety) it neither migrates nor
 * seeds: the migrator (./db/migrate-cli) is the one process that changes the schema, and until it has run /api/ready
 * answers 503 naming the pending migrations (decision 0012) — N instances started together never race on DDL.
 * API_WORKERS=N (PostgreSQL only): the first process migrates and seeds (outside production), closes overdue attempts, and N
 * worker processes (node:cluster) serve HOST:PORT together. On PGlite the API is always one process (./workers).
 * The rate limits are counted in the database (./http/rate-limits), so every worker and machine counts together.
 */
import cluster from 'node:cluster';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import {
  drainAndClose,
  drainState,
  drainTimingsFromEnv,
  startMetricsServer,
  type DrainState,
} from '@classroom/shared/server';
import { register } from 'prom-client';
import { buildApp, fieldFiguresWindowMsFromEnv } from './app';
import { dbOptionsFromEnv, openDb } from './db/client';
import { seedIfEmpty } from '../seed/seed';
import { startAttemptCloser } from './exam/closer';
import { forgetPageViews, PAGE_VIEW_KEEP_MS } from './field-figures/store';
import { aggregateWorkerMetrics } from './http/metrics';
import { assertProductionConfig } from './production-safety';
import { apiWorkers, forkWorkers } from './workers';

/** JSON logs (pino) with API_LOG=1, and by default when NODE_ENV=production (API_LOG=0 turns them off). */
const logger =
  process.env.API_LOG === '1' || (process.env.API_LOG === undefined && process.env.NODE_ENV === 'production');

/**
 * SIGTERM/SIGINT: /api/ready turns 503, the listener closes after SHUTDOWN_DRAIN_DELAY_MS, requests in flight finish
 * within SHUTDOWN_GRACE_MS (shared/src/server/drain.ts), then `cleanup` runs and the process exits — 0 when drained,
 * 1 when requests had to be cut. A second signal while draining changes nothing.
 */
function onStopSignals(
  app: FastifyInstance | null,
  drain: DrainState,
  cleanup: () => Promise<void>,
  signals: NodeJS.Signals[],
): void {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: draining the API (pid ${process.pid})`);
    let code = 0;
    try {
      if (app) {
        const outcome = await drainAndClose({ app, state: drain, ...drainTimingsFromEnv() });
        if (outcome === 'timed out') {
          console.error('requests still in flight at the end of SHUTDOWN_GRACE_MS were cut');
          code = 1;
        }
      }
      await cleanup();
    } finally {
      process.exit(code);
    }
  };
  for (const signal of signals) process.on(signal, () => void stop(signal));
}

/** A worker process: opens the database (already migrated by the primary) and serves HOST:PORT with the others. */
async function worker(port: number, host: string): Promise<void> {
  const handle = await openDb(dbOptionsFromEnv());
  const drain = drainState();
  const app = await buildApp({ db: handle.db, logger, isDraining: drain.isDraining });
  onStopSignals(app, drain, () => handle.close(), ['SIGTERM']);
  process.on('SIGINT', () => undefined); // the primary ends the workers
  await app.listen({ port, host });
}

async function main(): Promise<void> {
  assertProductionConfig();
  const port = Number(process.env.PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  if (cluster.isWorker) return worker(port, host);
  const handle = await openDb(dbOptionsFromEnv());
  const production = process.env.NODE_ENV === 'production';
  if (!production) await handle.migrate();
  // The demo institute (public passwords in the README) is seeded by `npm start` and the seed command, never by the
  // production API (docs/decisions/0010-production-profile.md).
  if (production) {
    console.log(
      'Production: not migrated here (the migrator does), nothing seeded (the demo institute is for development; `pnpm --filter @classroom/api seed` seeds it deliberately).',
    );
  } else if (await seedIfEmpty(handle.db)) {
    console.log('Database was empty: demo data seeded (accounts in api/seed/demo-accounts.json).');
  }
  const { workers, note } = apiWorkers(process.env.API_WORKERS, handle.kind, os.availableParallelism());
  if (note) console.warn(note);
  // Attempts left open past their end + 60 s grace are submitted by the server (once now, then every 60 s).
  const stopCloser = startAttemptCloser({
    db: handle.db,
    onClosed: (n) => console.log(`closed ${n} overdue attempt(s)`),
    onError: (err) => console.error('closing overdue attempts failed:', err),
  });
  // The field figures' counted page views are forgotten a day and one window after (decision 0014): now, then hourly.
  const keepMs = PAGE_VIEW_KEEP_MS + fieldFiguresWindowMsFromEnv();
  const forget = () =>
    forgetPageViews(handle.db, new Date(Date.now() - keepMs)).catch((err) =>
      console.error('forgetting counted page views failed:', err),
    );
  void forget();
  const forgetting = setInterval(() => void forget(), 3_600_000);
  forgetting.unref();
  const drain = drainState();
  const app = workers > 1 ? null : await buildApp({ db: handle.db, logger, isDraining: drain.isDraining });
  // Each worker's GET /metrics asks this process for the sum of every worker's (./http/metrics).
  if (workers > 1) aggregateWorkerMetrics();
  const pool = workers > 1 ? await forkWorkers(workers, { API_WORKER_COUNT: String(workers) }) : null;
  // With workers, each drains itself on the SIGTERM that pool.stop() sends it.
  onStopSignals(
    app,
    drain,
    async () => {
      stopCloser();
      clearInterval(forgetting);
      await pool?.stop();
      await handle.close();
    },
    ['SIGINT', 'SIGTERM'],
  );

  await app?.listen({ port, host });
  // METRICS_PORT: the same metrics also on their own port (loopback unless METRICS_HOST), which a NetworkPolicy opens to
  // the monitoring namespace alone (deploy/k8s). One process only: with API_WORKERS the pool's sum is on GET /metrics.
  if (process.env.METRICS_PORT && app) {
    const metricsServer = await startMetricsServer(
      Number(process.env.METRICS_PORT),
      process.env.METRICS_HOST ?? '127.0.0.1',
      register,
    );
    process.once('exit', () => metricsServer.close());
  }
  console.log(`Database: ${handle.kind}`);
  console.log(`API listening on http://${host}:${port}${workers > 1 ? ` (${workers} processes)` : ''}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
