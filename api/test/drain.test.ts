/**
 * Graceful drain on SIGTERM (shared/src/server/drain.ts, docs/decisions/0012-scale-out-behind-a-balancer.md): a request
 * in flight finishes with its answer, a new connection is refused once the listener closed, and a request that never
 * ends is cut at the bound.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainAndClose, drainState, drainTimingsFromEnv } from '@classroom/shared/server';

/**
 * A server with /slow (answers after `ms` query milliseconds, or stops waiting when its connection is cut) and /ready (503 while draining); `slowArrived` resolves
 * once a /slow request has reached its handler, so a test drains with that request surely in flight.
 */
async function server(
  state = drainState(),
): Promise<{ app: FastifyInstance; port: number; state: typeof state; slowArrived: Promise<void> }> {
  const app = Fastify();
  let arrived: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async (request) => {
    arrived();
    const ms = Number((request.query as { ms?: string }).ms ?? 0);
    // The wait also ends when the connection goes (the drain cut it), so no timer of a cut request outlives its test.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      request.raw.socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return { done: ms };
  });
  app.get('/ready', async (_r, reply) => reply.code(state.isDraining() ? 503 : 200).send({}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, state, slowArrived };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('a save in flight when SIGTERM comes gets its answer; /ready says 503 during the delay; then new connections are refused', async () => {
  const { app, port, state, slowArrived } = await server();
  const inFlight = get(port, '/slow?ms=2000');
  await slowArrived;
  const drained = drainAndClose({ app, state, drainDelayMs: 1_000, graceMs: 10_000 });
  expect((await get(port, '/ready')).status).toBe(503);
  expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: 2000 }) });
  expect(await drained).toBe('drained');
  await expect(get(port, '/ready')).rejects.toThrow(/ECONNREFUSED/);
}, 30_000);

test('a request that outlives the grace bound is cut, and the drain says "timed out" within the bound', async () => {
  const { app, port, state, slowArrived } = await server();
  const stuck = get(port, '/slow?ms=20000').catch((error: Error) => error);
  await slowArrived;
  const started = Date.now();
  expect(await drainAndClose({ app, state, drainDelayMs: 0, graceMs: 300 })).toBe('timed out');
  expect(Date.now() - started).toBeLessThan(10_000); // the bound, not the request's 20 s
  expect(String(await stuck)).toMatch(/socket hang up|ECONNRESET/);
}, 30_000);

test('timings from the environment: defaults 0 ms delay and 10 s grace; nonsense falls back', () => {
  expect(drainTimingsFromEnv({})).toEqual({ drainDelayMs: 0, graceMs: 10_000 });
  expect(drainTimingsFromEnv({ SHUTDOWN_DRAIN_DELAY_MS: '5000', SHUTDOWN_GRACE_MS: '25000' })).toEqual({
    drainDelayMs: 5_000,
    graceMs: 25_000,
  });
  expect(drainTimingsFromEnv({ SHUTDOWN_DRAIN_DELAY_MS: '-1', SHUTDOWN_GRACE_MS: 'soon' })).toEqual({
    drainDelayMs: 0,
    graceMs: 10_000,
  });
});
