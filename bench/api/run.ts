/**
 * `pnpm --filter @classroom/bench bench` (PGlite in memory) / `bench:postgres` (DATABASE_URL=postgres://… : a fresh
 * database classroom_bench_<pid> on that server, dropped afterwards). Starts server.ts on loopback, then with
 * autocannon: real sign-ins, save-answer at fixed rates (100, 500, 1,000 req/s; then the same rates evenly paced, open
 * loop, paced.ts), a bulk save of 90 answers, 2,000
 * submits as fast as possible (docs/PERFORMANCE.md: 10,000); prints the figures and the raw single-row write floor. Asserts nothing about time.
 * Env: BENCH_SECONDS (per fixed-rate run, default 10), BENCH_PORT (3901), BENCH_SUBMITS (10,000), BENCH_WORKERS (API
 * processes on PostgreSQL, default 1; docs/PERFORMANCE.md), BENCH_PACED=0 (skip the paced runs: past the ceiling their backlog drains slowly).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import type { BenchFixture } from './server';
import { cpuSnapshot, cpuSplit } from './cpu-split';
import { pacedRun } from './paced';
import { startBenchServer } from './start-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3901);
const submits = Number(process.env.BENCH_SUBMITS ?? 10_000);
const savers = 50;
const base = `http://127.0.0.1:${port}`;

async function adminQuery(url: string, query: string): Promise<void> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

type Result = autocannon.Result;
const summary = (r: Result) => ({
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  seconds: Math.round(r.duration * 10) / 10,
});
/** One autocannon run against the bench server (`url` is always the server's). */
const run = (opts: Omit<autocannon.Options, 'url'>) =>
  new Promise<Result>((resolve, reject) => {
    autocannon({ ...opts, url: base }, (err, result) => (err ? reject(err) : resolve(result)));
  });

/** The PostgreSQL server's main process (the parent of our connection's backend), for the CPU split; undefined if not local. */
async function postmasterPid(url: string): Promise<number | undefined> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  const started = new Date();
  const adminUrl = process.env.DATABASE_URL;
  const dbName = `classroom_bench_${process.pid}`;
  let dbUrl: string | undefined;
  if (adminUrl) {
    await adminQuery(adminUrl, `CREATE DATABASE "${dbName}" TEMPLATE template0`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classroom-bench-'));
  const fixtureFile = path.join(dir, 'fixture.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    BENCH_FIXTURE: fixtureFile,
    BENCH_STUDENTS: String(savers + submits),
    BENCH_SAVERS: String(savers),
  };
  if (dbUrl) env.DATABASE_URL = dbUrl;
  else {
    delete env.DATABASE_URL;
    env.DB_DIR = 'memory://';
  }
  const t0 = performance.now();
  const server = await startBenchServer(env);
  const prepSeconds = Math.round((performance.now() - t0) / 100) / 10;
  try {
    const fx = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchFixture;
    const tokens = new Map<number, string>([...fx.savers, ...fx.submitters].map((s) => [s.id, s.token]));
    // The CPU split of each save run (cores): autocannon (this process), the API's processes, PostgreSQL's, the rest.
    const postmaster = adminUrl ? await postmasterPid(adminUrl) : undefined;
    const groups: Record<string, number | 'self'> = {
      autocannon: 'self',
      api: server.pid!,
      ...(postmaster ? { postgres: postmaster } : {}),
    };
    const report: Record<string, unknown> = {
      database: fx.kind,
      apiProcesses: fx.kind === 'postgres' ? Number(process.env.BENCH_WORKERS ?? 1) : 1,
      date: started.toISOString(),
      node: process.version,
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
      loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10),
      prepSeconds,
    };

    /**
     * A student's request headers as the portal's browser sends them: JSON, the token, and the encodings every browser
     * accepts — the API compresses replies of 1 KiB or more (api/src/http/compression.ts; a save's reply carries the
     * paper's 90-question status list, ≈ 7 KB), so the figures include that work.
     */
    const studentHeaders = (studentId: number) => ({
      'content-type': 'application/json',
      authorization: `Token ${tokens.get(studentId)}`,
      'accept-encoding': 'gzip, deflate, br, zstd',
    });

    // Real sign-ins (scrypt), 100 students; their new tokens supersede the minted ones.
    let li = 0;
    const signIns = await run({
      connections: 4,
      amount: fx.signInUsernames.length,
      requests: [
        {
          method: 'POST',
          path: '/api/users/v1/login/',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              username: fx.signInUsernames[li++ % fx.signInUsernames.length],
              password: 'Bench@2027',
            }),
          }),
          onResponse: (status, body) => {
            if (status === 200) {
              const d = JSON.parse(body).data;
              tokens.set(d.user_id, d.token);
            }
          },
        },
      ],
    });
    report.signIn = summary(signIns);

    // save-answer at fixed rates.
    const saveRuns: Record<string, unknown> = {};
    let k = 0;
    const cpu: Record<string, unknown> = {};
    for (const rate of [100, 500, 1000]) {
      const before = cpuSnapshot(groups);
      const r = await run({
        connections: 100,
        overallRate: rate,
        duration: seconds,
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
                headers: studentHeaders(s.id),
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
      });
      saveRuns[`${rate}/s`] = summary(r);
      cpu[`${rate}/s`] = cpuSplit(before, cpuSnapshot(groups));
    }
    report.saveAnswer = saveRuns;
    report.saveAnswerCpuCores = cpu;

    // The same saves evenly paced, open loop (paced.ts): latency from each request's due time.
    const paced: Record<string, unknown> = {};
    const pacedCpu: Record<string, unknown> = {};
    for (const rate of process.env.BENCH_PACED === '0' ? [] : [100, 500, 1000]) {
      const before = cpuSnapshot(groups);
      paced[`${rate}/s`] = await pacedRun(port, rate, seconds, () => {
        const s = fx.savers[k % fx.savers.length]!;
        const q = s.single[Math.floor(k / fx.savers.length) % s.single.length]!;
        const option = (k % 4) + 1;
        k += 1;
        return {
          method: 'POST',
          path: `/api/exam/v1/save-exam/${fx.jeeExamId}/`,
          headers: studentHeaders(s.id),
          body: JSON.stringify({
            student_id: s.id,
            ques_id: q,
            total_seconds: 1,
            review_status: false,
            [`is_option${option}_selected`]: true,
          }),
        };
      });
      pacedCpu[`${rate}/s`] = cpuSplit(before, cpuSnapshot(groups));
    }
    report.saveAnswerPaced = paced;
    report.saveAnswerPacedCpuCores = pacedCpu;

    // Bulk save of 90 answers (one whole JEE Main paper per request), as fast as possible with 10 connections.
    let seq = 0;
    let b = 0;
    const bulk = await run({
      connections: 10,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const s = fx.savers[b++ % fx.savers.length]!;
            seq += 1;
            const perSection = new Map<number, number>();
            const updatedAnswers = s.all.map((q) => {
              const used = perSection.get(q.sectionId) ?? 0;
              const answer = q.type === 3 ? (q.sectionLimit > 0 && used >= q.sectionLimit ? '' : String(seq % 50)) : '';
              if (q.type === 3 && answer) perSection.set(q.sectionId, used + 1);
              return {
                serial_no: q.serial,
                allotted_id: q.id,
                type: q.type,
                review: false,
                total_seconds: 5,
                ans_given: answer,
                options_selected: q.type === 3 ? [] : [(seq % 4) + 1],
                current_attempt_seconds: [5],
                seq,
              };
            });
            return {
              ...req,
              path: `/api/exam/v1/bulk-save-answers/${fx.jeeExamId}/`,
              headers: studentHeaders(s.id),
              body: JSON.stringify({ studentId: s.id, examId: fx.jeeExamId, updatedAnswers }),
            };
          },
        },
      ],
    });
    report.bulkSave90 = summary(bulk);

    // BENCH_SUBMITS submits, each by a different student, as fast as possible.
    let si = 0;
    const sub = await run({
      connections: 50,
      amount: fx.submitters.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const s = fx.submitters[si++ % fx.submitters.length]!;
            return {
              ...req,
              path: `/api/exam/v1/submit-exam/${fx.quizExamId}/`,
              headers: studentHeaders(s.id),
              body: JSON.stringify({ student_id: s.id }),
            };
          },
        },
      ],
    });
    report.submits = summary(sub);
    report.floor = fx.floor;
    const p99At500 = (saveRuns['500/s'] as { p99: number }).p99;
    // The ceiling: the most saves per second any fixed-rate run got answered (the embedded default's, on PGlite).
    report.saveAnswerCeilingPerSecond = Math.max(...Object.values(saveRuns).map((r) => (r as { rps: number }).rps));
    report.saveAnswerP99At500OverFloorP99 = Math.round((p99At500 / fx.floor.sequential.p99) * 10) / 10;
    console.log(JSON.stringify(report, null, 2));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
