/**
 * Which requests nginx replays on another API instance (deploy/nginx/portal-api-proxy.conf and the exam-writes
 * location of portal-gateway.conf; docs/decisions/0012-scale-out-behind-a-balancer.md). Debian's nginx runs the real
 * files in front of three stand-in instances: one refuses connections (stopped), one reads each request whole and
 * then drops the connection without answering (killed while handling it), one answers. A refused connection is
 * retried for every call; a POST an instance received is replayed only for the exam writes that are safe to repeat
 * (decision 0005), never for a payment order. Needs nginx, and fails, saying so, without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exited, freePort, startNginx, waitFor200, type Proc } from './cluster';

/** A stand-in instance: counts the requests it received whole, by path; `answer` false drops the connection. */
function instance(answer: boolean) {
  const received: { path: string; requestId: string | undefined; forwardedFor: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/api/ready') return void res.end('{}');
      received.push({
        path: req.url ?? '',
        requestId: req.headers['x-request-id'] as string | undefined,
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      });
      if (answer) res.setHeader('content-type', 'application/json').end('{"status":true}');
      else req.socket.destroy();
    });
  });
  return { server, received };
}

const dying = instance(false);
const healthy = instance(true);
let work = '';
let nginx: Proc;
let base = '';

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'classroom-retries-'));
  const listen = (s: http.Server) =>
    new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));
  const [refusedPort, dyingPort, healthyPort, nginxPort] = [
    await freePort(),
    await listen(dying.server),
    await listen(healthy.server),
    await freePort(),
  ];
  // max_fails=0: no passive check, so every request meets the three instances in nginx's own turn and the test sees
  // the retry rule alone (in production max_fails=1 only keeps a failed instance out for a while).
  nginx = startNginx({
    work,
    port: nginxPort!,
    apiServers: [refusedPort, dyingPort, healthyPort].map((p) => `server 127.0.0.1:${p} max_fails=0;`),
  });
  base = `http://127.0.0.1:${nginxPort}`;
  // /api/ready: a GET, retried past the refusing and the dropping instance alike.
  await waitFor200(`${base}/api/ready`, 20_000, 'nginx', nginx.child);
}, 30_000);

afterAll(async () => {
  nginx?.child.kill('SIGTERM');
  if (nginx) await exited(nginx.child);
  dying.server.close();
  healthy.server.close();
  rmSync(work, { recursive: true, force: true });
});

/** `n` POSTs of `path` one after another through nginx; their statuses. */
async function post(pathname: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i }),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

const receivedOf = (who: ReturnType<typeof instance>, pathname: string) =>
  who.received.filter((r) => r.path === pathname).length;

test('a payment order an instance received and died on is not replayed on another; a refused connection is retried', async () => {
  const order = '/api/payment/v1/proceed-to-pay/';
  const statuses = await post(order, 6);
  const dropped = receivedOf(dying, order);
  expect(dropped).toBeGreaterThan(0); // the test met the dying instance
  // Each order reached one instance: the dropped ones came back as the portal's 503 ('Some error occurred', not
  // nginx's HTML 502), never created a second time elsewhere.
  expect(receivedOf(healthy, order)).toBe(6 - dropped);
  expect(statuses.filter((s) => s === 503)).toHaveLength(dropped);
  expect(statuses.filter((s) => s === 200)).toHaveLength(6 - dropped);
  // The stopped instance was tried, and those orders went on to another instance (no error of their own).
  expect(nginx.output()).toMatch(/connect\(\) failed \(111: Connection refused\)/);
});

test('the exam writes (decision 0005) are replayed: every save and submit is answered, with the request id and address nginx set', async () => {
  const writes = ['/api/exam/v1/save-exam/7/', '/api/exam/v1/bulk-save-answers/7/', '/api/exam/v1/submit-exam/7/'];
  for (const write of writes) {
    expect(await post(write, 3)).toEqual([200, 200, 200]);
    expect(receivedOf(healthy, write)).toBe(3);
  }
  expect(writes.reduce((n, w) => n + receivedOf(dying, w), 0)).toBeGreaterThan(0); // some were replayed
  for (const r of healthy.received.filter((x) => x.path.startsWith('/api/exam/'))) {
    expect(r.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(r.forwardedFor).toBe('127.0.0.1');
  }
});
