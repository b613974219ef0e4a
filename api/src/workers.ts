/**
 * Running the API as several processes: the API keeps no state of its own between requests (the token,
 * the attempt, every answer and the rate-limit counts are in the database), so N
 * processes can share one port through node:cluster. Only on PostgreSQL: the embedded PGlite is one in-process
 * database that a second process cannot open, so with PGlite the API always runs as one process.
 */
import cluster from 'node:cluster';

/**
 * The number of API processes: env API_WORKERS (default 1; 0 or 'auto' = one per CPU), forced to 1 on PGlite.
 * Returns `{ workers, note }`; `note` says why a request for more was not followed.
 */
export function apiWorkers(
  value: string | undefined,
  kind: 'pglite' | 'postgres',
  cpus: number,
): { workers: number; note?: string } {
  const asked = value === undefined || value === '' ? 1 : value === 'auto' || value === '0' ? cpus : Number(value);
  const workers = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 64) : 1;
  if (workers > 1 && kind === 'pglite') {
    return {
      workers: 1,
      note: `API_WORKERS=${value}: the embedded PGlite database is one process's; running one API process (set DATABASE_URL for more)`,
    };
  }
  return { workers };
}

/**
 * Forks `n` workers of the current script (cluster.fork: they share the listening port) and resolves once each has
 * sent 'listening'. A worker that dies unexpectedly is replaced; `stop()` ends them all (SIGTERM) and waits.
 */
export function forkWorkers(n: number, env: NodeJS.ProcessEnv = {}): Promise<{ stop: () => Promise<void> }> {
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork(env);
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      fork();
    });
    return worker;
  };
  const workers = Array.from({ length: n }, fork);
  return Promise.all(workers.map((w) => new Promise<void>((resolve) => w.once('listening', () => resolve())))).then(
    () => ({
      stop: async () => {
        stopping = true;
        await Promise.all(
          Object.values(cluster.workers ?? {}).map(
            (w) =>
              w &&
              new Promise<void>((resolve) => {
                if (w.isDead()) return resolve();
                w.once('exit', () => resolve());
                w.process.kill('SIGTERM');
              }),
          ),
        );
      },
    }),
  );
}
