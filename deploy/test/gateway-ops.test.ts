/**
 * The gateway's health, drain and request id (docs/decisions/0012-scale-out-behind-a-balancer.md): one id follows a
 * request to the API and back; /gateway/ready turns 503 when SIGTERM starts the drain; metrics count by route.
 */
import Fastify from 'fastify';
import { register } from 'prom-client';
import { drainState } from '@classroom/shared/server';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { gatewayRoute } from '../src/gateway-ops';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeHostBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

const upstream = Fastify();
upstream.get('/api/echo-id/', async (request) => ({ seen: request.headers['x-request-id'] }));
let apiUrl = '';
beforeAll(async () => {
  apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => upstream.close());

async function gateway(drain = drainState()) {
  const store = new FsReleaseStore(tempDir('store-'));
  await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('aaaaaaaa'), who: 't' });
  return buildStoreGateway({ store, apiUrl, drain });
}

test("the API receives the caller's safe request id, and the client gets the same id back; a forged one is replaced", async () => {
  const app = await gateway();
  const kept = await app.inject({ url: '/api/echo-id/', headers: { 'x-request-id': 'f00dfeed1234' } });
  expect(kept.json()).toEqual({ seen: 'f00dfeed1234' });
  expect(kept.headers['x-request-id']).toBe('f00dfeed1234');
  const fresh = await app.inject({ url: '/api/echo-id/', headers: { 'x-request-id': 'a b"c' } });
  const id = fresh.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(fresh.json()).toEqual({ seen: id });
  await app.close();
});

test('/gateway/health is 200; /gateway/ready is 200 until the drain starts, then 503', async () => {
  const drain = drainState();
  const app = await gateway(drain);
  expect((await app.inject('/gateway/health')).json()).toEqual({ status: 'ok' });
  expect((await app.inject('/gateway/ready')).statusCode).toBe(200);
  drain.start();
  const ready = await app.inject('/gateway/ready');
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['cache-control']).toBe('no-store');
  expect((await app.inject('/gateway/health')).statusCode).toBe(200);
  await app.close();
});

test('requests are counted by a bounded route label, never the raw URL', async () => {
  const app = await gateway();
  await app.inject('/student/exam/42');
  await app.inject('/api/echo-id/');
  const text = await register.metrics();
  expect(text).toMatch(/gateway_http_requests_total\{method="GET",route="page",status_code="200"\} \d+/);
  expect(text).toMatch(/gateway_http_requests_total\{method="GET",route="\/api",status_code="200"\} \d+/);
  expect(text).not.toContain('/student/exam/42');
  expect([
    gatewayRoute('/remotes/mfe-exam/1/a.js'),
    gatewayRoute('/favicon.ico'),
    gatewayRoute('/config.json?x=1'),
  ]).toEqual(['/remotes', 'other', '/config.json']);
  await app.close();
});
