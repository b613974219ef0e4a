/**
 * Graceful drain on SIGTERM (docs/decisions/0012-scale-out-behind-a-balancer.md), for the API and the gateway alike:
 *
 * 1. `draining` turns true: /api/ready answers 503, so a balancer that probes it stops sending new requests;
 * 2. after `drainDelayMs` (the balancer's probe period; 0 when nginx's passive checks are the only ones) the server
 *    stops listening (new connections are refused — a balancer retries them on another instance, nothing was sent),
 *    closes its idle keep-alive connections, and answers a request that still arrives on an open connection with
 *    503 + `Connection: close` (Fastify's return503OnClosing; never handled, so safe to retry elsewhere);
 * 3. requests in flight finish; when they have not within `graceMs`, their connections are cut and the result is
 *    'timed out' (the caller exits non-zero so the supervisor's log shows it).
 */
/** What a drain needs of a server: Fastify's `close()` and its Node `server` (structural, so shared needs no Fastify). */
export interface DrainableServer {
  close(): PromiseLike<unknown>;
  server: { closeAllConnections(): void };
}

/** The drain flag one process shares between its readiness route and its signal handler. */
export interface DrainState {
  isDraining(): boolean;
  start(): void;
}

/** A fresh drain flag (false until `start()`). */
export function drainState(): DrainState {
  let draining = false;
  return {
    isDraining: () => draining,
    start: () => {
      draining = true;
    },
  };
}

export interface DrainOptions {
  app: DrainableServer;
  state: DrainState;
  /** Time between turning unready and closing the listener, in ms (env SHUTDOWN_DRAIN_DELAY_MS, default 0). */
  drainDelayMs: number;
  /** Longest wait for requests in flight after the listener closes, in ms (env SHUTDOWN_GRACE_MS, default 10,000). */
  graceMs: number;
}

/** Shutdown timings from the environment: SHUTDOWN_DRAIN_DELAY_MS (default 0) and SHUTDOWN_GRACE_MS (default 10,000). */
export function drainTimingsFromEnv(env: NodeJS.ProcessEnv = process.env): { drainDelayMs: number; graceMs: number } {
  const ms = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return { drainDelayMs: ms(env.SHUTDOWN_DRAIN_DELAY_MS, 0), graceMs: ms(env.SHUTDOWN_GRACE_MS, 10_000) };
}

/**
 * Drains and closes `app` (see the module comment). Resolves 'drained' when every request in flight finished within
 * `graceMs`, 'timed out' when some were cut. Never rejects.
 */
export async function drainAndClose(options: DrainOptions): Promise<'drained' | 'timed out'> {
  options.state.start();
  if (options.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
  let timer: NodeJS.Timeout | undefined;
  const closed = Promise.resolve(options.app.close()).then(
    () => 'drained' as const,
    () => 'drained' as const,
  );
  const bound = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), options.graceMs);
  });
  const outcome = await Promise.race([closed, bound]);
  clearTimeout(timer);
  if (outcome === 'timed out') {
    options.app.server.closeAllConnections();
    await closed;
  }
  return outcome;
}
