/**
 * Test support for the API as a real process (`tsx api/src/main.ts`, as `pnpm --filter @classroom/api start` runs it)
 * and for the PostgreSQL server such a process needs: the production profile refuses PGlite, and counts shared by
 * several processes live in PostgreSQL (docs/decisions/0010-production-profile.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { freePort } from '@classroom/shared/server';

/** A TCP port on 127.0.0.1 that nothing listens on now (`@classroom/shared/server`), for an API process a test starts. */
export { freePort };

export const ROOT = path.resolve(__dirname, '../..');

/** A production environment with nothing development-only in it; tests take one setting away at a time. */
export function productionEnv(databaseUrl: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PAYMENT_SECRET: 'k8Jd-a-real-secret-from-the-vault',
    PAYMENT_WEBHOOK_SECRET: 'w-9f2-a-real-webhook-secret',
    PAYMENT_PROVIDER: 'razorpay',
    PAYMENT_KEY_ID: 'rzp_live_test_key',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    SMS_GATEWAY_TOKEN: 'a-gateway-token',
    UPLOAD_STORE: 's3://portal-uploads/production',
  };
}

/** How a started API process went: it listened (then `stop()` ends it) or it exited with `code` and its output. */
export type ApiStart =
  | { listening: true; output: string; stop(): Promise<void> }
  | { listening: false; code: number | null; output: string };

/**
 * Starts `tsx api/src/main.ts` with `env` (over a copy of this process's environment without DATABASE_URL) and resolves
 * when it prints 'API listening' or exits; rejects after `timeoutMs`.
 */
export function startApi(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<ApiStart> {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const merged: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...base, API_LOG: '', ...env })) if (v !== undefined) merged[k] = v;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API neither listened nor exited within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/API listening/.test(output)) {
        clearTimeout(timer);
        resolve({ listening: true, output, stop: () => stopProcess(child) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ listening: false, code, output });
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A fresh, empty PostgreSQL database for one test file, and how to drop it (and the server, if started here). */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * An empty database on the suite's PostgreSQL server (DATABASE_URL, set for the API suite's PostgreSQL run), else on a
 * throw-away cluster started for this file by scripts/provision.mjs (stopped again by `stop()`).
 */
export async function testPostgres(): Promise<TestPostgres> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => undefined as void;
  if (!serverUrl) {
    const provision = pathToFileURL(path.join(ROOT, 'scripts/provision.mjs')).href;
    const script = `const m = await import(${JSON.stringify(provision)});
      const pg = m.startThrowawayPostgres(m.postgresBin(), await m.freePort()); const end = () => { pg.stop(); process.exit(0); };
      process.on('SIGTERM', end); process.stdin.on('end', end); process.stdin.resume(); console.log('URL ' + pg.url);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    serverUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /URL (\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`the throw-away PostgreSQL did not start (exit ${code})`)));
    });
    stopServer = () => stopProcess(child);
  }
  const name = `classroom_proc_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
      await stopServer();
    },
  };
}
