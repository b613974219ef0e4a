/**
 * The portal on several machines, played by processes (docs/decisions/0012-scale-out-behind-a-balancer.md): a real
 * PostgreSQL database (the server `npm test` provisions, TEST_DATABASE_URL), 3 API instances on their own ports,
 * deploy/nginx load-balancing them, and a Node gateway serving the release store from an S3-compatible server
 * (s3rver). Students sign in, start, save and submit through nginx; one instance is SIGKILLed mid-exam, then every
 * instance is restarted in turn with SIGTERM; no acknowledged save may be lost and, in the rolling restart, no client
 * may see a 5xx. The sign-in limit, counted in the database every instance shares, holds across the instances. Needs
 * nginx and PostgreSQL, and fails, saying so, without them.
 */
import { Client } from 'pg';
import { openDb } from '../../api/src/db/client';
import { BENCH_PASSWORD, prepareBench } from '../../api/test/exam-population';
import { exited, freePort, freshDatabase, startCluster, waitFor200, type Cluster } from './cluster';
import {
  lostSaves,
  newRecorder,
  saveAnswer,
  signIn,
  startExam,
  submitExam,
  type Recorder,
  type Student,
} from './students';
import { publish } from '../src/release/publish';
import { S3ReleaseStore } from '../src/release/s3-store';
import { cleanupFixtures, fakeHostBuild, tempDir } from './release-fixtures';
import { startS3Server, type TestS3Server } from './s3-server';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const STUDENTS = 6;
/** Wrong passwords per account and window (LOGIN_RATE_PER_USERNAME of every instance; SECURITY.md "Rate limits"). */
const WRONG_PASSWORDS = 4;
/** The account the limit test locks: prepared with the students, never signed in by them. */
const LOCKED = String(6_000_000_001 + STUDENTS);
/** nginx's passive check: an instance that failed is left out for this long (portal-api-upstream.conf fail_timeout). */
const FAIL_TIMEOUT_S = 3;

let s3: TestS3Server;
let db: { url: string; drop(): Promise<void> };
let cluster: Cluster;
let examId = 0;
const students: Student[] = [];
let usedQuestions = 0;

beforeAll(async () => {
  if (!adminUrl)
    throw new Error(
      'The topology test needs a PostgreSQL server: run it through npm test, or set TEST_DATABASE_URL=postgres://…',
    );
  s3 = await startS3Server(tempDir('topology-s3-'), ['releases']);
  const s3Env = {
    S3_ENDPOINT: s3.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  };
  await publish({
    store: S3ReleaseStore.fromUrl('s3://releases/portal', s3Env),
    channel: 'production',
    app: 'host',
    fromDir: fakeHostBuild('c1a55e5a'),
    who: 'topology',
  });
  db = await freshDatabase(adminUrl, 'topology');
  const [a, b, c, gateway, nginx] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  cluster = await startCluster({
    databaseUrl: db.url,
    apiPorts: [a!, b!, c!],
    nginxPort: nginx!,
    gateways: [{ port: gateway!, env: { ...s3Env, RELEASE_STORE: 's3://releases/portal' } }],
    apiEnv: { SHUTDOWN_GRACE_MS: '10000', LOGIN_RATE_PER_USERNAME: String(WRONG_PASSWORDS) },
    failTimeoutS: FAIL_TIMEOUT_S,
  });
  // Students of the seeded JEE Main Full Test 1 (api/test/exam-population.ts prepareBench), who then sign in over HTTP.
  const handle = await openDb({ databaseUrl: db.url });
  try {
    const prepared = await prepareBench(handle.db, STUDENTS + 1, 0, 4);
    examId = prepared.jeeExamId;
    const rec = newRecorder();
    for (let i = 0; i < STUDENTS; i += 1) {
      const who = await signIn(rec, cluster.base, String(6_000_000_001 + i), BENCH_PASSWORD);
      students.push(await startExam(rec, cluster.base, who, examId));
    }
  } finally {
    await handle.close();
  }
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await db?.drop();
  await s3?.close();
  cleanupFixtures();
}, 60_000);

/**
 * Every student saves `perStudent` more answers, `pauseMs` apart, all students at once: the next single-choice
 * questions of the paper in turn (round the paper again after the last), each with another option than before.
 */
async function saveRound(rec: Recorder, perStudent: number, pauseMs: number): Promise<void> {
  const first = usedQuestions;
  usedQuestions += perStudent;
  await Promise.all(
    students.map(async (s, k) => {
      for (let i = first; i < first + perStudent; i += 1) {
        await saveAnswer(rec, cluster.base, s, examId, s.singles[i % s.singles.length]!, ((i + k) % 4) + 1);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
}

test('through nginx: the API instances answer /api/ready, the S3 release store is served, one request id per request', async () => {
  const ready = await fetch(`${cluster.base}/api/ready`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, echoed by the API
  const page = await fetch(`${cluster.base}/student/exam`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('host c1a55e5a');
  expect(students.every((s) => s.singles.length >= 40)).toBe(true);
});

test('requests land on every instance (the load is balanced)', async () => {
  const rec = newRecorder();
  await saveRound(rec, 4, 0);
  expect(rec.unacknowledged).toBe(0);
  for (const api of cluster.apis) {
    const metrics = await (await fetch(`http://127.0.0.1:${api.port}/metrics`)).text();
    const ok = metrics.split('\n').find((l) => l.startsWith('exam_answer_saves_total{call="saveAnswer",outcome="ok"}'));
    expect(Number(ok?.split(' ').pop() ?? 0)).toBeGreaterThan(0);
  }
}, 60_000);

/** Sign-in replies counted by the instance on `port` (its /metrics), by status. */
async function signInsOn(port: number): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((l) => l.startsWith('http_requests_total{method="POST",route="/api/users/v1/login/"'))
    .reduce((n, l) => n + Number(l.split(' ').pop()), 0);
}

test('limits hold across instances: wrong passwords for one number, spread over the 3 instances, are refused after the same count as on one', async () => {
  const before = await Promise.all(cluster.apis.map((a) => signInsOn(a.port)));
  const attempt = async (password: string) => {
    const res = await fetch(`${cluster.base}/api/users/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: LOCKED, password }),
    });
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), body: await res.text() };
  };
  const wrong = [];
  for (let i = 0; i < WRONG_PASSWORDS + 2; i += 1) wrong.push(await attempt(`not-the-password-${i}`));
  // Counted in the shared store: the limit of one instance, not one per instance (3 × WRONG_PASSWORDS).
  expect(wrong.map((r) => r.status)).toEqual([...Array(WRONG_PASSWORDS).fill(400), 429, 429]);
  expect(wrong[WRONG_PASSWORDS]!.retryAfter).toBeGreaterThan(0);
  expect(wrong[WRONG_PASSWORDS]!.body).toContain('Too many sign-in attempts, please try again in');
  // From an address that guessed, even the right password waits (rate-limits.ts), whichever instance answers.
  expect((await attempt(BENCH_PASSWORD)).status).toBe(429);
  const after = await Promise.all(cluster.apis.map((a) => signInsOn(a.port)));
  // nginx spread the attempts: every instance answered some of them.
  expect(after.map((n, i) => n - before[i]! > 0)).toEqual(cluster.apis.map(() => true));
}, 30_000);

test('one instance SIGKILLed mid-exam: the students go on, every save is acknowledged, none is lost', async () => {
  const rec = newRecorder();
  const round = saveRound(rec, 8, 30);
  await new Promise((resolve) => setTimeout(resolve, 400));
  const victim = cluster.apis[1]!;
  victim.child.kill('SIGKILL');
  await exited(victim.child);
  await round;
  expect(rec.unacknowledged).toBe(0);
  expect(rec.acked).toHaveLength(STUDENTS * 8);
  expect(await lostSaves(db.url, rec.acked)).toEqual([]);
  await cluster.restartApi(1);
}, 120_000);

test('rolling restart (SIGTERM each instance in turn): in-flight saves finish, 0 lost, 0 5xx seen by clients', async () => {
  const rec = newRecorder();
  const exitCodes: (number | null)[] = [];
  let restarting = true;
  const rolling = (async () => {
    try {
      for (let i = 0; i < cluster.apis.length; i += 1) {
        const api = cluster.apis[i]!;
        api.child.kill('SIGTERM');
        await exited(api.child);
        exitCodes.push(api.child.exitCode);
        await cluster.restartApi(i);
        // As a deploy waits for the balancer to take the instance back (nginx: fail_timeout) before the next one.
        await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_S * 1000 + 500));
      }
    } finally {
      restarting = false;
    }
  })();
  while (restarting) await saveRound(rec, 1, 20);
  await rolling;
  expect(exitCodes).toEqual([0, 0, 0]); // each drained within SHUTDOWN_GRACE_MS
  expect(rec.unacknowledged).toBe(0);
  expect(rec.exchanges.filter((e) => e.status >= 500 || e.status === 0)).toEqual([]);
  expect(await lostSaves(db.url, rec.acked)).toEqual([]);
}, 150_000);

test('students submit through nginx; /api/ready answers 503 while the database refuses connections, 200 again after', async () => {
  const rec = newRecorder();
  for (const s of students) expect(await submitExam(rec, cluster.base, s, examId)).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_S * 1000 + 500)); // every instance back in nginx
  const name = new URL(db.url).pathname.slice(1);
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    expect((await fetch(`${cluster.base}/api/ready`)).status).toBe(503);
    expect((await fetch(`${cluster.base}/api/health`)).status).toBe(200);
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    // nginx's passive check took the instances out for fail_timeout on their 503s; then they are back.
    await waitFor200(`${cluster.base}/api/ready`, 15_000, 'nginx after the database came back');
  } finally {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
  }
}, 60_000);
