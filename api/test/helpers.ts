/** Test harness: one in-memory PGlite (or, with DATABASE_URL, a fresh PostgreSQL database) per test file, migrated and seeded, and a Fastify app injected in-process. */
import { buildPath, endpoints, type EndpointName } from '@classroom/shared/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type LoginRateLimit } from '../src/app';
import { type OpenDb } from '../src/db/client';
import type { AppConfig } from '../src/http/handler';
import { openTestDb } from '../seed/test-db';
import { loadDemoAccounts, seed, type AccountKind, type SeedResult } from '../seed/seed';

/** Uploads of the tests go to a temporary directory, removed at exit. */
export const UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), 'classroom-uploads-'));
process.on('exit', () => rmSync(UPLOAD_DIR, { recursive: true, force: true }));

export interface Harness {
  handle: OpenDb;
  app: FastifyInstance;
  seeded: SeedResult;
  /** The app's clock; tests move it with `clock.set()` / `clock.advance()`. */
  clock: { now(): Date; set(d: Date): void; advance(ms: number): void; reset(): void };
  close(): Promise<void>;
}

/** Opens memory:// PGlite, migrates, seeds at the current time and builds the app with an injectable clock. */
export async function createHarness(options: { loginRateLimit?: Partial<LoginRateLimit>; config?: Partial<AppConfig> } = {}): Promise<Harness> {
  const handle = await openTestDb(); // in-memory PGlite, or a fresh database on DATABASE_URL (seed/test-db.ts)
  await handle.migrate();
  const seedNow = new Date();
  const seeded = await seed(handle.db, { now: seedNow });
  let offset = 0;
  let fixed: Date | null = null;
  const clock = {
    now: () => fixed ?? new Date(Date.now() + offset),
    set: (d: Date) => { fixed = d; },
    advance: (ms: number) => { if (fixed) fixed = new Date(fixed.getTime() + ms); else offset += ms; },
    reset: () => { fixed = null; offset = 0; },
  };
  const app = await buildApp({ db: handle.db, now: clock.now, config: { uploadDir: UPLOAD_DIR, ...options.config }, loginRateLimit: options.loginRateLimit ?? { perIp: 10_000, perUsername: 10_000 } });
  await app.ready();
  return { handle, app, seeded, clock, close: async () => { await app.close(); await handle.close(); } };
}

export const account = (kind: AccountKind) => {
  const found = loadDemoAccounts().find((a) => a.kind === kind);
  if (!found) throw new Error(`no demo account ${kind}`);
  return found;
};

export interface CallResult {
  statusCode: number;
  body: { status: boolean; message: string; data?: unknown; error_code?: number };
}

/** Calls endpoint `name` of the contract table through app.inject. */
export async function call(
  app: FastifyInstance,
  name: EndpointName,
  input: {
    params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown; token?: string; ip?: string;
    multipart?: Multipart;
  } = {},
): Promise<CallResult> {
  const def = endpoints[name];
  const form = input.multipart ? multipartBody(input.multipart) : null;
  const res = await app.inject({
    method: def.method,
    url: `/api/${buildPath(def.path, input.params)}`,
    query: input.query ? Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, String(v)])) : undefined,
    ...(form ? { payload: form.payload } : def.method === 'POST' ? { payload: (input.body ?? {}) as object } : {}),
    headers: { ...(input.token ? { authorization: `Token ${input.token}` } : {}), ...(form ? { 'content-type': form.contentType } : {}) },
    remoteAddress: input.ip,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

export interface Multipart {
  fields?: Record<string, string>;
  files?: { field: string; name: string; type: string; data: Buffer }[];
}

/** A multipart/form-data body (for post-feedback). */
export function multipartBody({ fields = {}, files = [] }: Multipart): { payload: Buffer; contentType: string } {
  const boundary = `----classroom${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Signs a demo account in and returns its token. */
export async function signIn(app: FastifyInstance, kind: AccountKind): Promise<{ token: string; userId: number }> {
  const a = account(kind);
  const res = await call(app, 'login', { body: { username: a.username, password: a.password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${kind} failed: ${res.statusCode} ${res.body.message}`);
  const data = res.body.data as { token: string; user_id: number };
  return { token: data.token, userId: data.user_id };
}
