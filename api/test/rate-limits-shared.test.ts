/**
 * Limits that hold across processes (SECURITY.md "Rate limits"; docs/decisions/0010-production-profile.md): two API
 * processes on one PostgreSQL count together, so 10 wrong passwords spread over both are one count and the 11th try
 * is refused with Retry-After, while the student signing in correctly from another address is not locked out.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { account } from './helpers';
import { freePort, startApi, testPostgres, type ApiStart, type TestPostgres } from './api-process';

/** The two API processes' ports, picked free at start. */
const PORTS: number[] = [];
let pg: TestPostgres;
const apis: Extract<ApiStart, { listening: true }>[] = [];

beforeAll(async () => {
  pg = await testPostgres();
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: pg.url,
    TRUST_PROXY: '1',
    LOGIN_RATE_PER_USERNAME: '10',
    SMS_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'classroom-outbox-')),
  };
  // The first migrates and seeds the demo institute; the second starts on the seeded database.
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    PORTS.push(port);
    const start = await startApi({ ...env, PORT: String(port) }, 180_000);
    if (!start.listening) throw new Error(`API on ${port} did not start:\n${start.output}`);
    apis.push(start);
  }
}, 400_000);
afterAll(async () => {
  for (const api of apis) await api.stop();
  await pg?.stop();
}, 60_000);

/** A sign-in through process `i` for a client at `client` (the gateway on loopback sets X-Forwarded-For). */
function signIn(i: number, username: string, password: string, client: string) {
  return fetch(`http://127.0.0.1:${PORTS[i % 2]}/api/users/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ username, password }),
  });
}

test('10 wrong passwords spread over two processes are one count: the 11th is refused on either, the student elsewhere signs in', async () => {
  const student = account('enrolled');
  for (let i = 0; i < 10; i += 1)
    expect((await signIn(i, student.username, `wrong-${i}`, '198.51.100.9')).status).toBe(400);
  for (const i of [0, 1]) {
    const refused = await signIn(i, student.username, student.password, '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(
      /^Too many sign-in attempts, please try again in \d+ (seconds?|minutes?)$/,
    );
  }
  const home = await signIn(1, student.username, student.password, '203.0.113.44');
  expect(home.status).toBe(200);
}, 60_000);
