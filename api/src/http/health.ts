/**
 * Health and readiness for a load balancer (docs/decisions/0012-scale-out-behind-a-balancer.md):
 *
 * - `GET /api/health`: the process is alive and its event loop answers — 200 `{ status: 'ok' }`, always, with no
 *   database call (a liveness probe must not restart every instance when the database blinks).
 * - `GET /api/ready`: this instance should receive traffic — 200 `{ status: 'ready', checks }` when the database answers
 *   within `dbTimeoutMs`, its applied migrations reach the newest one this build ships, and the process is not
 *   draining (SIGTERM, see ./shutdown); otherwise 503 `{ status: 'not ready', checks }` where `checks` names the one
 *   that failed (`database: false`, `migrationsCurrent: false` or `draining: true`); with migrations missing the body
 *   also names them, `pendingMigrations: ['0024_…']` (in production only the migrator applies them: decision 0012).
 *
 * Neither answer is cached (`Cache-Control: no-store`), neither needs a token, and neither says more than ok / not ok
 * per check (no versions, no addresses).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, register } from 'prom-client';
import { MIGRATIONS_DIR, type Db } from '../db/client';

/** Each readiness check: `database` answered, `migrationsCurrent` (applied ≥ shipped), `draining` (true = failing). */
export interface ReadyChecks {
  database: boolean;
  migrationsCurrent: boolean;
  draining: boolean;
}

export interface HealthOptions {
  db: Db;
  /** True once the process is draining (SIGTERM received): /api/ready answers 503 from then on. */
  isDraining: () => boolean;
  /** How long the database may take to answer the readiness query, in ms (default 2,000). */
  dbTimeoutMs?: number;
  /** The migrations folder whose journal gives the newest migration (default api/drizzle). */
  migrationsDir?: string;
}

/** The migrations this build ships (`<dir>/meta/_journal.json`): tag and `when` (ms, drizzle's `folderMillis`). */
function shippedMigrations(dir: string = MIGRATIONS_DIR): { tag: string; when: number }[] {
  return (
    JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
}

/** The `when` (ms since epoch) of the newest migration in `<dir>/meta/_journal.json` — drizzle's `folderMillis`. */
export function newestMigrationMillis(dir: string = MIGRATIONS_DIR): number {
  return Math.max(0, ...shippedMigrations(dir).map((e) => e.when));
}

/**
 * The newest migration applied to the database (`created_at` of drizzle.__drizzle_migrations, ms), or 0 when none has
 * been applied. Throws when the database does not answer.
 */
async function appliedMigrationMillis(db: Db): Promise<number> {
  const result = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const present = (result as unknown as { rows: { present: boolean }[] }).rows[0]?.present;
  if (!present) return 0;
  const newest = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number((newest as unknown as { rows: { newest: string }[] }).rows[0]?.newest ?? 0);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs the readiness checks (see the module comment). A database that throws or does not answer within
 * `dbTimeoutMs` fails `database` and `migrationsCurrent` both. Never throws.
 */
export async function readiness(
  options: HealthOptions,
): Promise<{ ready: boolean; checks: ReadyChecks; pendingMigrations: string[] }> {
  const shipped = shippedMigrations(options.migrationsDir);
  const required = Math.max(0, ...shipped.map((e) => e.when));
  const draining = options.isDraining();
  let database = false;
  let migrations = false;
  let pendingMigrations: string[] = [];
  try {
    const applied = await withTimeout(appliedMigrationMillis(options.db), options.dbTimeoutMs ?? 2_000);
    database = true;
    migrations = applied >= required;
    pendingMigrations = shipped.filter((e) => e.when > applied).map((e) => e.tag);
  } catch {
    // database stays false: the balancer takes this instance out until the database answers again
  }
  const checks: ReadyChecks = { database, migrationsCurrent: migrations, draining };
  return { ready: database && migrations && !draining, checks, pendingMigrations };
}

/**
 * `api_ready`: 1 when this instance's last /api/ready answer was 200, else 0 (deploy/observability alerts on its flaps:
 * an instance going in and out of the balancer).
 */
const readyGauge =
  (register.getSingleMetric('api_ready') as Gauge | undefined) ??
  new Gauge({ name: 'api_ready', help: 'Whether the last /api/ready answer was 200 (1) or 503 (0)' });

/** Registers GET /health and GET /ready on `app` (mounted under the /api prefix by buildApp). */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const { ready, checks, pendingMigrations } = await readiness(options);
    readyGauge.set(ready ? 1 : 0);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: ready ? 'ready' : 'not ready',
        checks,
        ...(pendingMigrations.length ? { pendingMigrations } : {}),
      });
  });
}
