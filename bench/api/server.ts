/**
 * The benchmark's server (bench/api/README.md): opens DATABASE_URL or DB_DIR (default memory://),
 * migrates, seeds when empty, adds BENCH_STUDENTS bench students (mobiles 60000 00001 …) scheduled for the seeded
 * JEE Main Full Test 1 and the quick quiz, gives them tokens (issueToken: the sign-in minus the scrypt check;
 * run.ts measures real sign-ins separately), starts their attempts, measures the raw single-row write floor on the
 * same database, writes everything the client needs to BENCH_FIXTURE, then listens on 127.0.0.1:PORT — on PostgreSQL
 * with BENCH_WORKERS=N as N processes sharing the port (node:cluster, as API_WORKERS runs the API; docs/PERFORMANCE.md).
 */
import cluster from 'node:cluster';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../api/src/app';
import { dbOptionsFromEnv, openDb } from '../../api/src/db/client';
import { allottedQuestions } from '../../api/src/db/schema';
import { forkWorkers } from '../../api/src/workers';
import { seedIfEmpty } from '../../api/seed/seed';
import { prepareBench, type ExamPopulation } from '../../api/test/exam-population';

export interface BenchFixture extends ExamPopulation {
  kind: 'pglite' | 'postgres';
  port: number;
  floor: { sequential: Stats; concurrent?: Stats & { concurrency: number } };
}
export interface Stats {
  n: number;
  p50: number;
  p99: number;
  mean: number;
  perSecond: number;
}

export function stats(samples: number[], wallMs: number): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return {
    n: samples.length,
    p50: round(q(0.5)),
    p99: round(q(0.99)),
    mean: round(samples.reduce((s, x) => s + x, 0) / samples.length),
    perSecond: Math.round((samples.length / wallMs) * 1000),
  };
}
const round = (x: number) => Math.round(x * 100) / 100;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3901);
  const count = Math.min(Number(process.env.BENCH_STUDENTS ?? 2000), 12_000);
  const savers = Math.min(Number(process.env.BENCH_SAVERS ?? 50), count);
  const handle = await openDb({ ...dbOptionsFromEnv(), dbDir: process.env.DB_DIR || 'memory://' });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  const db = handle.db;
  const prepared = await prepareBench(db, count, savers, handle.kind === 'postgres' ? 8 : 1);
  const saverRows = prepared.savers;

  // The floor: the same single-row write saveAnswer makes, straight through the driver (no HTTP, no checks).
  const target = saverRows[0]!.single[0]!;
  const write = (i: number) =>
    db
      .update(allottedQuestions)
      .set({
        isOption1Selected: i % 2 === 0,
        isOption2Selected: i % 2 === 1,
        colorId: 1,
        visited: true,
        totalSeconds: sql`${allottedQuestions.totalSeconds} + 1`,
      })
      .where(and(eq(allottedQuestions.id, target)));
  const seq: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < 2000; i += 1) {
    const s = performance.now();
    await write(i);
    seq.push(performance.now() - s);
  }
  const floor: BenchFixture['floor'] = { sequential: stats(seq, performance.now() - t0) };
  if (handle.kind === 'postgres') {
    const concurrency = 10;
    const lat: number[] = [];
    const t1 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        const rowId = saverRows[w % saverRows.length]!.single[1]!;
        for (let i = 0; i < 200; i += 1) {
          const s = performance.now();
          await db
            .update(allottedQuestions)
            .set({ isOption1Selected: i % 2 === 0, totalSeconds: sql`${allottedQuestions.totalSeconds} + 1` })
            .where(eq(allottedQuestions.id, rowId));
          lat.push(performance.now() - s);
        }
      }),
    );
    floor.concurrent = { ...stats(lat, performance.now() - t1), concurrency };
  }

  const fixture: BenchFixture = { kind: handle.kind, port, ...prepared, floor };
  writeFileSync(process.env.BENCH_FIXTURE ?? 'bench-fixture.json', JSON.stringify(fixture));
  const workers = Number(process.env.BENCH_WORKERS ?? 1);
  if (workers > 1 && handle.kind === 'postgres') {
    // docs/PERFORMANCE.md: N API processes on one port (node:cluster), as `API_WORKERS=N` runs the API.
    const pool = await forkWorkers(workers, { BENCH_WORKER: '1' });
    console.log('BENCH READY');
    const stop = async () => {
      await pool.stop();
      await handle.close();
      process.exit(0);
    };
    process.on('SIGTERM', () => void stop());
    process.on('SIGINT', () => void stop());
    return;
  }
  const app = await buildApp({ db, loginRateLimit: { perIp: 1_000_000, perUsername: 1_000_000 } });
  await app.listen({ port, host: '127.0.0.1' });
  const profiler = cpuProfilerOnSignal(process.env.BENCH_CPU_PROFILE);
  console.log('BENCH READY');
  const stop = async () => {
    await profiler.write();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/**
 * bench:profile (bench/profile.ts): with `file` set, SIGUSR2 starts V8's sampling profiler in this process (a sample
 * each 250 µs) and `write()` stops it and writes the .cpuprofile to `file`; without `file`, write() does nothing.
 */
function cpuProfilerOnSignal(file: string | undefined): { write: () => Promise<void> } {
  if (!file) return { write: async () => undefined };
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => {
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result)));
    });
  let started = false;
  process.on('SIGUSR2', () => {
    void post('Profiler.enable')
      .then(() => post('Profiler.setSamplingInterval', { interval: 250 }))
      .then(() => post('Profiler.start'))
      .then(() => {
        started = true;
      });
  });
  return {
    write: async () => {
      if (!started) return;
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}

/** A bench worker (BENCH_WORKERS > 1): the database is ready; serve PORT with the other workers. */
async function worker(): Promise<void> {
  const handle = await openDb(dbOptionsFromEnv());
  const app = await buildApp({ db: handle.db, loginRateLimit: { perIp: 1_000_000, perUsername: 1_000_000 } });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => handle.close())
        .finally(() => process.exit(0)),
  );
  await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
}

if (require.main === module) {
  (cluster.isWorker ? worker() : main()).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
