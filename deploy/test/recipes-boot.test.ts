/**
 * The recipes start (docs/OPERATIONS.md; decision 0012): for deploy/compose/compose.yaml and for deploy/k8s as
 * kustomize renders it, the API, migrator and gateway containers' environments are taken exactly as the recipe gives
 * them — secrets filled with throwaway values for every name the recipe references — and the real compiled programs
 * (scripts/build-server.mjs: `node api/dist/main.js`, `node api/dist/migrate.js`, `node deploy/dist/gateway.js`, what
 * the image runs) are started with them on a throwaway PostgreSQL, as several machines on one: each instance has its
 * own data folder. Only what names a place is translated, as a network would: a service's host:port becomes the
 * loopback address of the process playing it, PORT/METRICS_PORT become free ports, /app/… becomes the instance's own
 * folder, and the object store is an S3 server on loopback (S3_ENDPOINT).
 *
 * Compose: 3 API instances started together on an empty database answer /api/ready 503 naming the pending migrations
 * and never crash; two migrators started at once both succeed (the advisory lock); then all 3 are ready, and a student
 * signs in and saves an answer through the gateway, whose /config.json carries the live payment settings. The API's
 * log lines carry no mobile number and no token. Kubernetes: the same with one instance, its metrics on their own port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { openDb } from '../../api/src/db/client';
import { seedIfEmpty } from '../../api/seed/seed';
import { BENCH_PASSWORD, prepareBench } from '../../api/test/exam-population';
import { testPostgres, type TestPostgres } from '../../api/test/api-process';
import { exited, freePort, waitFor200 } from './cluster';
import { newRecorder, saveAnswer, signIn, startExam } from './students';
import { publish } from '../src/release/publish';
import { S3ReleaseStore } from '../src/release/s3-store';
import { renderK8s, podContainers, type K8sObject } from './kustomize';
import { cleanupFixtures, fakeHostBuild, tempDir } from './release-fixtures';
import { startS3Server, type TestS3Server } from './s3-server';

const ROOT = path.resolve(__dirname, '../..');
type Env = Record<string, string>;

/** A started program of a recipe: its process and everything it printed. */
interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
}

const procs: Proc[] = [];
let pg: TestPostgres;
let s3: TestS3Server;
/** The S3 server's keys: what the operator would have put in the recipe's object-store secrets. */
const S3_KEYS = {
  S3_ACCESS_KEY: 'S3RVER',
  S3_SECRET_KEY: 'S3RVER',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};
/** A mobile number and a token the log lines must never carry. */
const LOGGED_MOBILE = '9812345670';
const LOGGED_TOKEN = 'a-token-that-must-not-be-logged';

/** Starts `node <file>` (a compiled bundle) with exactly `env` (plus PATH), capturing its output. */
function start(name: string, file: string, env: Env): Proc {
  const child = spawn(process.execPath, [file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const proc = { name, child, output: () => out };
  procs.push(proc);
  return proc;
}

/** The exit code of `proc` once it ends. */
const exitCode = (proc: Proc) =>
  new Promise<number | null>((resolve) =>
    proc.child.exitCode !== null ? resolve(proc.child.exitCode) : proc.child.once('exit', (code) => resolve(code)),
  );

/**
 * `env` with its places translated (see the module comment): each `//host:port` of `hosts` rewritten (a database
 * address keeps its user and password but names the test's database), PORT and METRICS_PORT from `ports`, `/app/…`
 * under `dataDir`.
 */
function translate(env: Env, hosts: Record<string, string>, ports: Env, dataDir: string): Env {
  const out: Env = {};
  for (const [name, value] of Object.entries(env)) {
    let v = value;
    for (const [from, to] of Object.entries(hosts))
      v = v.replaceAll(`@${from}`, `@${to}`).replaceAll(`//${from}`, `//${to}`);
    if (v.startsWith('/app/')) v = path.join(dataDir, v.slice('/app/'.length));
    out[name] = ports[name] ?? v;
  }
  return out;
}

/** A database for one recipe on the test's PostgreSQL, owned by the recipe's user `portal`; its `host:port/name`. */
async function recipeDatabase(label: string): Promise<{ address: string; directUrl: string }> {
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  const name = `portal_${label}_${process.pid}`;
  try {
    await admin.query(`DO $$ BEGIN CREATE ROLE portal LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
    await admin.query(`CREATE DATABASE "${name}" OWNER portal TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  const url = new URL(pg.url);
  url.pathname = `/${name}`;
  return { address: `${url.host}/${name}`, directUrl: url.toString() };
}

/** Seeds the demo content and one bench student (mobile 6000000001, BENCH_PASSWORD); the JEE exam id. */
async function seedStudent(directUrl: string): Promise<number> {
  const handle = await openDb({ databaseUrl: directUrl });
  try {
    await seedIfEmpty(handle.db);
    return (await prepareBench(handle.db, 1, 0)).jeeExamId;
  } finally {
    await handle.close();
  }
}

/** /api/ready of the API at `port`: status and body. */
async function ready(port: number): Promise<{ status: number; body: { pendingMigrations?: string[] } }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
  return { status: res.status, body: (await res.json()) as { pendingMigrations?: string[] } };
}

/** Waits until /api/ready of `port` answers (any status); throws when `proc` exits first. */
async function answering(port: number, proc: Proc): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/ready`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${proc.name} did not answer on ${port}:\n${proc.output()}`);
}

/** Signs the bench student in through the gateway at `base`, starts `examId` and saves one answer; the save's status. */
async function signInAndSave(base: string, examId: number): Promise<boolean> {
  const rec = newRecorder();
  const who = await signIn(rec, base, '6000000001', BENCH_PASSWORD);
  const student = await startExam(rec, base, who, examId);
  return saveAnswer(rec, base, student, examId, student.singles[0]!, 2);
}

/** A request whose URL carries a mobile number and a token, as a log line would record it. */
const requestWithPersonalUrl = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/users/v1/lookup/${LOGGED_MOBILE}/?token=${LOGGED_TOKEN}&mobile=${LOGGED_MOBILE}`);

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`scripts/build-server.mjs failed:\n${build.stderr}`);
  pg = await testPostgres();
  s3 = await startS3Server(tempDir('recipes-s3-'), ['portal-releases', 'portal-uploads']);
  await publish({
    store: S3ReleaseStore.fromUrl('s3://portal-releases/production', {
      S3_ENDPOINT: s3.endpoint,
      AWS_REGION: 'us-east-1',
      ...S3_KEYS,
    }),
    channel: 'production',
    app: 'host',
    fromDir: fakeHostBuild('b007ab1e'),
    who: 'recipes-boot',
  });
}, 120_000);

afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => exited(p.child)));
  await s3?.close();
  await pg?.stop();
  cleanupFixtures();
}, 60_000);

/** Compose's interpolation of `${NAME}`, `${NAME:-default}`, `${NAME:?error}` (an unset required name throws). */
function interpolate(value: unknown, env: Env): unknown {
  if (typeof value === 'string')
    return value.replace(/\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) => {
      if (env[name]) return env[name]!;
      if (op === ':?') throw new Error(`${name}: ${arg}`);
      return op === ':-' ? (arg ?? '') : '';
    });
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)]));
  return value;
}

describe('deploy/compose/compose.yaml', () => {
  const text = readFileSync(path.join(ROOT, 'deploy/compose/compose.yaml'), 'utf8');
  const raw = parse(text, { merge: true }) as { services: Record<string, { environment: Env }> };
  // Every name the recipe requires from the operator, with a throwaway value.
  const operator: Env = {
    ...Object.fromEntries(
      [...JSON.stringify(raw).matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => [m[1]!, `throwaway-${m[1]}`]),
    ),
    ...S3_KEYS,
  };
  const services = (interpolate(raw, operator) as typeof raw).services;

  test('3 API instances and 2 migrators started together on an empty database: no crash, all ready; a sign-in and a save through the gateway', async () => {
    const db = await recipeDatabase('compose');
    const apiPorts = await Promise.all([freePort(), freePort(), freePort()]);
    const [gatewayPort, gatewayMetrics] = await Promise.all([freePort(), freePort()]);
    const hosts = {
      'postgres:5432/portal': db.address,
      'pgbouncer:6432/portal': db.address,
      'api:3001': `127.0.0.1:${apiPorts[0]}`,
      'objects:9000': s3.endpoint.replace('http://', ''),
    };
    const apis = apiPorts.map((port, i) => {
      const dataDir = tempDir(`compose-api-${i}-`);
      const env = translate(services.api!.environment, hosts, { PORT: String(port) }, dataDir);
      return start(`api ${i}`, 'api/dist/main.js', { ...env, UPLOAD_DIR: path.join(dataDir, 'uploads') });
    });
    for (const [i, api] of apis.entries()) await answering(apiPorts[i]!, api);
    // Not migrated: alive and saying which migrations it waits for, not crashed.
    for (const port of apiPorts) {
      const before = await ready(port);
      expect(before.status).toBe(503);
      expect(before.body.pendingMigrations?.[0]).toMatch(/^0000_/);
    }
    const migrators = [0, 1].map((i) =>
      start(`migrate ${i}`, 'api/dist/migrate.js', translate(services.migrate!.environment, hosts, {}, tempDir('m-'))),
    );
    const codes = await Promise.all(migrators.map(exitCode));
    expect([codes, migrators.map((m) => m.output())]).toEqual([[0, 0], expect.anything()]);
    for (const [i, port] of apiPorts.entries()) {
      await waitFor200(`http://127.0.0.1:${port}/api/ready`, 30_000, `api ${i}`, apis[i]!.child);
    }
    expect(apis.map((a) => a.child.exitCode)).toEqual([null, null, null]);

    const examId = await seedStudent(db.directUrl);
    const gatewayEnv = translate(
      { ...services.gateway!.environment, S3_ENDPOINT: services.gateway!.environment.S3_ENDPOINT! },
      hosts,
      { PORT: String(gatewayPort), METRICS_PORT: String(gatewayMetrics) },
      tempDir('compose-gateway-'),
    );
    const gateway = start('gateway', 'deploy/dist/gateway.js', gatewayEnv);
    await waitFor200(`http://127.0.0.1:${gatewayPort}/gateway/ready`, 30_000, 'gateway', gateway.child);
    const base = `http://127.0.0.1:${gatewayPort}`;
    const config = (await (await fetch(`${base}/config.json`)).json()) as {
      payment: { provider: string; keyId: string };
    };
    expect(config.payment).toMatchObject({ provider: 'razorpay', keyId: operator.PAYMENT_KEY_ID });
    expect(await signInAndSave(base, examId)).toBe(true);

    await requestWithPersonalUrl(apiPorts[0]!);
    await new Promise((r) => setTimeout(r, 300));
    const log = apis[0]!.output();
    expect(log).toContain('[mobile]');
    expect(log).not.toContain(LOGGED_MOBILE);
    expect(log).not.toContain(LOGGED_TOKEN);
  }, 120_000);
});

describe('deploy/k8s (kustomize)', () => {
  const objects = renderK8s(path.join(ROOT, 'deploy/k8s'));
  const find = (kind: string, prefix: string) =>
    objects.find((o) => o.kind === kind && o.metadata.name.startsWith(prefix))!;
  const config = find('ConfigMap', 'portal-config').data as Env;
  /** A container's environment as the kubelet gives it: envFrom ConfigMaps, then env (values and Secret keys). */
  const containerEnv = (c: K8sObject, secrets: Env): Env => {
    const env: Env = {};
    for (const from of c.envFrom ?? []) Object.assign(env, find('ConfigMap', from.configMapRef.name).data);
    for (const e of c.env ?? []) {
      if ('value' in e) env[e.name] = String(e.value);
      else if (e.valueFrom?.secretKeyRef) {
        const value = secrets[e.valueFrom.secretKeyRef.key];
        if (value === undefined) throw new Error(`portal-secrets has no key ${e.valueFrom.secretKeyRef.key}`);
        env[e.name] = value;
      }
    }
    return env;
  };

  test('the migrate Job, then the API (metrics on their own port) and the gateway with their manifests’ environments: ready, a sign-in and a save', async () => {
    const db = await recipeDatabase('k8s');
    const [apiPort, apiMetrics, gatewayPort, gatewayMetrics] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    // portal-secrets as the kustomization's `kubectl create secret` line makes it, with throwaway values.
    const secretKeys = [
      ...readFileSync(path.join(ROOT, 'deploy/k8s/kustomization.yaml'), 'utf8').matchAll(
        /--from-literal=([A-Z0-9_]+)=/g,
      ),
    ].map((m) => m[1]!);
    const secrets: Env = {
      ...Object.fromEntries(secretKeys.map((k) => [k, `throwaway-${k}`])),
      DATABASE_URL: 'postgres://portal:throwaway@portal-pgbouncer:6432/portal',
      DIRECT_DATABASE_URL: 'postgres://portal:throwaway@postgres.internal:5432/portal',
      ...S3_KEYS,
    };
    const hosts = {
      'portal-pgbouncer:6432/portal': db.address,
      'postgres.internal:5432/portal': db.address,
      'portal-api:3001': `127.0.0.1:${apiPort}`,
    };
    const [migrateContainer] = podContainers(find('Job', 'portal-migrate-'));
    const migrate = start(
      'migrate',
      migrateContainer!.command[1],
      translate(containerEnv(migrateContainer!, secrets), hosts, {}, tempDir('k8s-m-')),
    );
    expect([await exitCode(migrate), migrate.output()]).toEqual([0, expect.stringContaining('Migrations applied')]);

    const [apiContainer] = podContainers(find('Deployment', 'portal-api'));
    const api = start(
      'api',
      apiContainer!.command[1],
      translate(
        { ...containerEnv(apiContainer!, secrets), S3_ENDPOINT: s3.endpoint },
        hosts,
        { PORT: String(apiPort), METRICS_PORT: String(apiMetrics) },
        tempDir('k8s-api-'),
      ),
    );
    await waitFor200(`http://127.0.0.1:${apiPort}/api/ready`, 30_000, 'api', api.child);
    const metrics = await fetch(`http://127.0.0.1:${apiMetrics}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total');

    const examId = await seedStudent(db.directUrl);
    const [gatewayContainer] = podContainers(find('Deployment', 'portal-gateway'));
    const gateway = start(
      'gateway',
      gatewayContainer!.command[1],
      translate(
        { ...containerEnv(gatewayContainer!, secrets), S3_ENDPOINT: s3.endpoint },
        hosts,
        { PORT: String(gatewayPort), METRICS_PORT: String(gatewayMetrics) },
        tempDir('k8s-gateway-'),
      ),
    );
    await waitFor200(`http://127.0.0.1:${gatewayPort}/gateway/ready`, 30_000, 'gateway', gateway.child);
    const base = `http://127.0.0.1:${gatewayPort}`;
    const runtime = (await (await fetch(`${base}/config.json`)).json()) as {
      payment: { provider: string; keyId: string };
    };
    expect(runtime.payment).toMatchObject({ provider: config.PAYMENT_PROVIDER, keyId: secrets.PAYMENT_KEY_ID });
    expect(await signInAndSave(base, examId)).toBe(true);
  }, 120_000);
});
