/**
 * `pnpm --filter @classroom/bench bench:profile` (docs/PERFORMANCE.md, profile first): where one save-answer's CPU goes in the
 * API process. Starts server.ts with BENCH_CPU_PROFILE on DATABASE_URL (a fresh database classroom_profile_<pid>,
 * dropped afterwards) or PGlite in memory, warms it up with 3 s of saves, starts V8's sampling profiler in it (SIGUSR2;
 * a sample each 250 µs, as `node --cpu-prof` takes them), sends BENCH_PROFILE_RATE saves per second (default 200, below
 * the ceiling so the process is not only queueing) for BENCH_SECONDS (default 10) with autocannon, then stops the
 * server, which writes the profile.
 *
 * Prints JSON: CPU milliseconds per save by component — the self time of each sampled function, a built-in (JSON,
 * crypto, RegExp…) counted for the package that called it — and the inclusive time of the request's steps (token
 * lookup, zod parse, the save statement, the reply's serialisation). Asserts nothing about time.
 * Env: BENCH_PORT (3901), BENCH_PROFILE_RATE (200), BENCH_SECONDS (10), BENCH_PROFILE_DIR (kept when set).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import type { BenchFixture } from './server';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The component a source file belongs to (by its path); '' for a built-in (no file), which takes its caller's. */
export function componentOf(url: string): string {
  if (!url) return '';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) {
    if (
      pkg === 'fastify' ||
      pkg.startsWith('@fastify/') ||
      [
        'find-my-way',
        'avvio',
        'light-my-request',
        'fast-json-stringify',
        'fast-querystring',
        'secure-json-parse',
        'toad-cache',
        'abstract-logging',
        'pino',
        'process-warning',
        'fast-decode-uri-component',
        'ret',
        'safe-regex2',
        'rfdc',
        'fastq',
        'content-type',
        'fast-uri',
      ].includes(pkg)
    )
      return pkg === '@fastify/helmet' || pkg === 'helmet' ? 'helmet' : 'fastify';
    if (pkg === 'helmet') return 'helmet';
    if (pkg === 'zod') return 'zod';
    if (pkg === 'drizzle-orm') return 'drizzle-orm';
    if (
      pkg === 'pg' ||
      pkg.startsWith('pg-') ||
      pkg === 'postgres-array' ||
      pkg === 'postgres-date' ||
      pkg === 'postgres-interval' ||
      pkg === 'postgres-bytea' ||
      pkg === 'pgpass' ||
      pkg === 'split2' ||
      pkg === 'buffer-writer' ||
      pkg === 'packet-reader'
    )
      return 'pg driver';
    if (pkg.startsWith('@electric-sql/')) return 'PGlite (WASM database)';
    if (pkg === 'tsx' || pkg === 'esbuild' || pkg === 'get-tsconfig') return 'tsx loader';
    return `other package: ${pkg}`;
  }
  if (url.includes('/api/src/') || url.includes('/bench/api/')) return 'api code';
  if (url.includes('/shared/src/')) return 'shared contract code';
  if (url === 'node:inspector') return 'profiler itself';
  if (url.startsWith('node:') || !url.includes('/')) return 'Node core (http, net, streams, timers)';
  return 'other';
}

/** Self time per component (µs) and inclusive time (µs) of the functions named in `steps`, from one V8 profile. */
export function splitProfile(
  profile: CpuProfile,
  steps: string[],
): { self: Map<string, number>; inclusive: Map<string, number>; totalUs: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const componentCache = new Map<number, string>();
  const component = (id: number): string => {
    const cached = componentCache.get(id);
    if (cached !== undefined) return cached;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    let result = componentOf(node.callFrame.url);
    if (name === '(garbage collector)') result = 'garbage collector';
    else if (name === '(idle)') result = 'idle';
    else if (name === '(program)') result = 'V8 / native (unattributed)';
    else if (result === '') {
      const p = parent.get(id);
      result = p === undefined ? 'V8 / native (unattributed)' : component(p);
      if (result === 'idle' || result === 'V8 / native (unattributed)') result = `built-in: ${name || '(anonymous)'}`;
    }
    componentCache.set(id, result);
    return result;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    totalUs += dt;
    const c = component(id);
    self.set(c, (self.get(c) ?? 0) + dt);
    // Inclusive: each named step on the sample's stack counts once.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (steps.includes(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      }
    }
  });
  return { self, inclusive, totalUs };
}

/** The request's steps whose inclusive CPU time is reported (functions of api/src and the libraries). */
const STEPS = [
  'studentForToken',
  'parsePart',
  'checkOwnership',
  'saveAnswerStatement',
  'saveAnswerLocked',
  'saveAnswerByToken',
  'queryRows',
  'serialize',
  'stringify',
  'toQuestionStatus',
  'onSendHook',
  'helmet',
  'parse',
  'execute',
  'handleDataRow',
  'handleRowDescription',
];

async function adminQuery(url: string, query: string): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 3901);
  const rate = Number(process.env.BENCH_PROFILE_RATE ?? 200);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const adminUrl = process.env.DATABASE_URL;
  const dbName = `classroom_profile_${process.pid}`;
  const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'classroom-profile-'));
  mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    BENCH_FIXTURE: path.join(dir, 'fixture.json'),
    BENCH_STUDENTS: '60',
    BENCH_SAVERS: '50',
    BENCH_WORKERS: '1',
  };
  if (adminUrl) {
    await adminQuery(adminUrl, `CREATE DATABASE "${dbName}" TEMPLATE template0`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
  } else {
    delete env.DATABASE_URL;
    env.DB_DIR = 'memory://';
  }
  const profileFile = path.join(dir, 'save.cpuprofile');
  env.BENCH_CPU_PROFILE = profileFile;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('BENCH READY')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`bench server exited (${code}): ${out}`)));
    });
    const fx = JSON.parse(readFileSync(env.BENCH_FIXTURE!, 'utf8')) as BenchFixture;
    const loadBefore = os.loadavg().map((x) => Math.round(x * 10) / 10);
    let k = 0;
    const saves = (duration: number, overallRate: number) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          {
            url: `http://127.0.0.1:${port}`,
            connections: 20,
            overallRate,
            duration,
            requests: [
              {
                method: 'POST',
                setupRequest: (req) => {
                  const s = fx.savers[k % fx.savers.length]!;
                  const q = s.single[Math.floor(k / fx.savers.length) % s.single.length]!;
                  const option = (k % 4) + 1;
                  k += 1;
                  return {
                    ...req,
                    path: `/api/exam/v1/save-exam/${fx.jeeExamId}/`,
                    headers: { 'content-type': 'application/json', authorization: `Token ${s.token}` },
                    body: JSON.stringify({
                      student_id: s.id,
                      ques_id: q,
                      total_seconds: 1,
                      review_status: false,
                      [`is_option${option}_selected`]: true,
                    }),
                  };
                },
              },
            ],
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        );
      });
    await saves(3, 100); // warm-up (JIT), not profiled
    const warm = k;
    server.kill('SIGUSR2'); // server.ts starts V8's sampling profiler (BENCH_CPU_PROFILE)
    await new Promise((r) => setTimeout(r, 300));
    const result = await saves(seconds, rate);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const file = profileFile;
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const { self, inclusive, totalUs } = splitProfile(profile, STEPS);
    const requests = k - warm; // the saves sent while profiling
    const perSave = (us: number) => Math.round((us / 1000 / requests) * 1000) / 1000;
    // Not the API's work: idle time, and the profiler's own start (its Profiler.start call is sampled).
    const busyUs = totalUs - (self.get('idle') ?? 0) - (self.get('profiler itself') ?? 0);
    self.delete('profiler itself');
    const sorted = (m: Map<string, number>) =>
      Object.fromEntries(
        [...m]
          .sort((a, b) => b[1] - a[1])
          .filter(([, us]) => us / busyUs >= 0.002)
          .map(([name, us]) => [
            name,
            { msPerSave: perSave(us), shareOfBusy: `${Math.round((us / busyUs) * 1000) / 10} %` },
          ]),
      );
    self.delete('idle');
    console.log(
      JSON.stringify(
        {
          database: fx.kind,
          date: new Date().toISOString(),
          loadAverage: loadBefore,
          rate,
          seconds,
          saves: {
            sent: requests,
            answered: result.requests.total,
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            non2xx: result.non2xx,
          },
          profiledSeconds: Math.round(totalUs / 1e5) / 10,
          busyCpuMsPerSave: perSave(busyUs),
          selfByComponent: sorted(self),
          inclusiveByStep: sorted(inclusive),
          profile: process.env.BENCH_PROFILE_DIR ? file : undefined,
        },
        null,
        2,
      ),
    );
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (!process.env.BENCH_PROFILE_DIR) rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
