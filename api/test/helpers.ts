/**
 * Test harness: one in-memory PGlite (or, with DATABASE_URL, a fresh PostgreSQL database) per test file, migrated and
 * seeded, and a Fastify app injected in-process.
 *
 * How a test file sets up its harness: `const h = useHarness(options)` at the top of the file (or of a `describe`
 * block), which opens it before the block's tests and closes it after them; the tests read `h.app`, `h.clock`, … A
 * file calls `createHarness` itself only when it needs something else (a second harness with other options inside
 * one test), and says why in one line.
 */
import { buildPath, endpoints, type EndpointName } from '@classroom/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type LoginRateLimit } from '../src/app';
import { openDb, type OpenDb } from '../src/db/client';
import { exams } from '../src/db/schema';
import { resultReleaseAt } from '../src/exam/rules';
import { FolderFileStore } from '../src/http/file-store';
import type { AppConfig } from '../src/http/handler';
import { openTestDb } from '../seed/test-db';
import { loadDemoAccounts, seed, type AccountKind, type SeedResult } from '../seed/seed';

/** Uploads of the tests go to a temporary directory, removed at exit. */
export const UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), 'classroom-uploads-'));
process.on('exit', () => rmSync(UPLOAD_DIR, { recursive: true, force: true }));

/** How long a seeded template may be reused, in ms (the seed places classes and exams around its clock). */
const TEMPLATE_MAX_AGE_MS = 5 * 60_000;

/**
 * The seeded template of this jest run (PGlite only): the first test file to need it migrates and seeds an in-memory
 * PGlite and writes its data directory (tarball) and SeedResult under the OS temp dir; the others start from that copy
 * instead of seeding again. Keyed by the jest parent process and the contents of migrations and seed code, so a new
 * run or a changed seed never reuses an old one; a template older than TEMPLATE_MAX_AGE_MS is ignored.
 */
function templatePaths() {
  const hash = createHash('sha256').update(String(process.ppid));
  const root = path.resolve(__dirname, '..');
  for (const dir of ['drizzle', 'seed', 'src/db', 'src/exam']) {
    for (const name of readdirSync(path.join(root, dir)).sort()) {
      const file = path.join(root, dir, name);
      if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
    }
  }
  const base = path.join(tmpdir(), `classroom-api-template-${hash.digest('hex').slice(0, 16)}`);
  return { data: `${base}.tar`, meta: `${base}.json` };
}

/** A migrated, seeded database for one test file: a copy of the run's template when there is one, else seeded now. */
async function openSeeded(): Promise<{ handle: OpenDb; seeded: SeedResult }> {
  if (process.env.DATABASE_URL) {
    const handle = await openTestDb(); // a fresh database on DATABASE_URL (seed/test-db.ts)
    await handle.migrate();
    return { handle, seeded: await seed(handle.db, { now: new Date() }) };
  }
  const paths = templatePaths();
  if (existsSync(paths.meta) && Date.now() - statSync(paths.meta).mtimeMs < TEMPLATE_MAX_AGE_MS) {
    const handle = await openDb({ dbDir: 'memory://', loadDataDir: new Blob([readFileSync(paths.data)]) });
    await handle.migrate(); // nothing to apply: the template is migrated
    return { handle, seeded: JSON.parse(readFileSync(paths.meta, 'utf8')) as SeedResult };
  }
  const handle = await openTestDb(); // in-memory PGlite
  await handle.migrate();
  const seeded = await seed(handle.db, { now: new Date() });
  if (handle.dump) {
    // Written under temporary names and renamed, so a parallel worker never reads half a template.
    const suffix = `.${process.pid}.tmp`;
    writeFileSync(paths.data + suffix, Buffer.from(await (await handle.dump()).arrayBuffer()));
    renameSync(paths.data + suffix, paths.data);
    writeFileSync(paths.meta + suffix, JSON.stringify(seeded));
    renameSync(paths.meta + suffix, paths.meta);
  }
  return { handle, seeded };
}

export interface Harness {
  handle: OpenDb;
  app: FastifyInstance;
  seeded: SeedResult;
  /** The app's clock; tests move it with `clock.set()` / `clock.advance()`. */
  clock: { now(): Date; set(d: Date): void; advance(ms: number): void; reset(): void };
  close(): Promise<void>;
}

/**
 * Tokens of the harness live a year: many tests move the clock days ahead (past a result's release) with a token
 * signed in before; token expiry itself is held by token-expiry.test.ts with its own lifetime.
 */
const HARNESS_TOKEN_TTL_MS = 365 * 86_400_000;

/** How a harness's app is built: sign-in limits, app config (SMS sender, admin token, token lifetime, …), proxies, beacon limit. */
export interface HarnessOptions {
  loginRateLimit?: Partial<LoginRateLimit>;
  config?: Partial<AppConfig>;
  trustProxy?: string | false;
  fieldFiguresPerIp?: number;
}

/** Opens a migrated, seeded database (a copy of the run's template on PGlite) and builds the app with an injectable clock. */
export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const { handle, seeded } = await openSeeded();
  let offset = 0;
  let fixed: Date | null = null;
  const clock = {
    now: () => fixed ?? new Date(Date.now() + offset),
    set: (d: Date) => {
      fixed = d;
    },
    advance: (ms: number) => {
      if (fixed) fixed = new Date(fixed.getTime() + ms);
      else offset += ms;
    },
    reset: () => {
      fixed = null;
      offset = 0;
    },
  };
  const app = await buildApp({
    db: handle.db,
    now: clock.now,
    config: { files: new FolderFileStore(UPLOAD_DIR), tokenTtlMs: HARNESS_TOKEN_TTL_MS, ...options.config },
    loginRateLimit: options.loginRateLimit ?? { perIp: 10_000, perUsername: 10_000 },
    trustProxy: options.trustProxy ?? false,
    fieldFiguresPerIp: options.fieldFiguresPerIp,
  });
  await app.ready();
  return {
    handle,
    app,
    seeded,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * The one way a test file (or a `describe` block) sets up its harness: registers, in the current block, a `beforeAll`
 * that opens a harness with `options` (createHarness; `setupTimeoutMs` for a slow set-up, 60 s by default) and an
 * `afterAll` that closes it. Returns the harness as seen from the block's tests and hooks (those that run after that
 * `beforeAll`); reading it earlier — at module level, while tests are collected — throws instead of giving undefined.
 */
export function useHarness(options: HarnessOptions = {}, setupTimeoutMs = 60_000): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness(options);
  }, setupTimeoutMs);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!current) throw new Error(`harness.${String(key)} read before its beforeAll ran (useHarness)`);
      return current[key as keyof Harness];
    },
  });
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
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: unknown;
    token?: string;
    ip?: string;
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
    headers: {
      ...(input.token ? { authorization: `Token ${input.token}` } : {}),
      ...(form ? { 'content-type': form.contentType } : {}),
    },
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
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
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

/**
 * Moves the harness clock past the moment an exam's result is released (001 §2.2: max(end, exam_result_on)), so a
 * test can read the result and answer key. Returns that moment.
 */
export async function passResultRelease(h: Harness, examId: number): Promise<Date> {
  const [exam] = await h.handle.db.select().from(exams).where(eq(exams.id, examId));
  const at = resultReleaseAt(exam!) ?? h.clock.now();
  h.clock.set(new Date(Math.max(at.getTime(), h.clock.now().getTime()) + 1000));
  return at;
}
