/**
 * /api/health and /api/ready for a load balancer (docs/decisions/0012-scale-out-behind-a-balancer.md): alive always;
 * ready only with the database answering, its migrations current and the process not draining.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { OpenDb } from '../src/db/client';
import { openTestDb } from '../seed/test-db';

let handle: OpenDb;
let app: FastifyInstance;
let draining = false;

beforeAll(async () => {
  handle = await openTestDb(); // not migrated yet
  app = await buildApp({ db: handle.db, isDraining: () => draining });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

test('before the migrations: alive, but not ready (migrationsCurrent false); after them: ready', async () => {
  const health = await get('/api/health');
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  expect(health.headers['cache-control']).toBe('no-store');

  const before = await get('/api/ready');
  expect(before.statusCode).toBe(503);
  expect(before.json()).toEqual({
    status: 'not ready',
    checks: { database: true, migrationsCurrent: false, draining: false },
    pendingMigrations: expect.arrayContaining(['0000_init']),
  });

  await handle.migrate();
  const after = await get('/api/ready');
  expect(after.statusCode).toBe(200);
  expect(after.json()).toEqual({
    status: 'ready',
    checks: { database: true, migrationsCurrent: true, draining: false },
  });
}, 60_000);

test('draining (SIGTERM received): not ready, still alive', async () => {
  draining = true;
  try {
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toEqual({ database: true, migrationsCurrent: true, draining: true });
    expect((await get('/api/health')).statusCode).toBe(200);
  } finally {
    draining = false;
  }
});

test('the database gone: 503 with database false; /api/health still 200', async () => {
  await handle.close();
  const ready = await get('/api/ready');
  expect(ready.statusCode).toBe(503);
  expect(ready.json().checks).toEqual({ database: false, migrationsCurrent: false, draining: false });
  expect((await get('/api/health')).statusCode).toBe(200);
}, 30_000);
