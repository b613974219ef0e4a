/**
 * The benchmark's server (api/bench/README in BENCHMARKS.md): opens DATABASE_URL or DB_DIR (default memory://),
 * migrates, seeds when empty, adds BENCH_STUDENTS bench students (mobiles 60000 00001 …) scheduled for the seeded
 * JEE Main Full Test 1 and the quick quiz, gives them tokens (issueToken: the sign-in minus the scrypt check;
 * run.ts measures real sign-ins separately), starts their attempts, measures the raw single-row write floor on the
 * same database, writes everything the client needs to BENCH_FIXTURE, then listens on 127.0.0.1:PORT — on PostgreSQL
 * with BENCH_WORKERS=N as N processes sharing the port (node:cluster, as API_WORKERS runs the API; docs/PERFORMANCE.md).
 */
import cluster from 'node:cluster';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { issueToken } from '../src/auth/tokens';
import { dbOptionsFromEnv, openDb, type Db } from '../src/db/client';
import {
  allottedQuestions,
  exams,
  examSections,
  questions,
  scheduledExams,
  studentCourses,
  students,
} from '../src/db/schema';
import { startAttempt } from '../src/exam/attempts';
import { forkWorkers } from '../src/workers';
import { seedIfEmpty } from '../seed/seed';

export const BENCH_PASSWORD = 'Bench@2027';

export interface BenchFixture {
  kind: 'pglite' | 'postgres';
  port: number;
  jeeExamId: number;
  quizExamId: number;
  /** Students with a started JEE Main attempt: token, id and their single-choice / numeric allotted questions. */
  savers: {
    id: number;
    token: string;
    single: number[];
    all: { id: number; serial: number; type: number; sectionLimit: number; sectionId: number }[];
  }[];
  /** Students with a started quiz attempt, for the submits. */
  submitters: { id: number; token: string }[];
  signInUsernames: string[];
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

/**
 * Seeds the bench population on a migrated database: `count` bench students (mobiles 60000 00001 …) scheduled for the
 * seeded JEE Main Full Test 1 and the quick quiz, with tokens; the first `savers` start the JEE paper, the rest the quiz.
 */
/** Runs `task` over `items`, `concurrency` at a time (PostgreSQL: 8 connections; PGlite: 1, it runs one at a time). */
async function inParallel<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

export async function prepareBench(
  db: Db,
  count: number,
  savers: number,
  concurrency = 1,
): Promise<Omit<BenchFixture, 'kind' | 'port' | 'floor'>> {
  const now = new Date();
  const [jee] = await db.select().from(exams).where(eq(exams.examName, 'JEE Main Full Test 1'));
  const [quiz] = await db.select().from(exams).where(eq(exams.examName, 'Quick Quiz: Units and Measurements'));
  if (!jee || !quiz) throw new Error('bench: the seeded JEE Main Full Test 1 / quick quiz are missing');

  // Bench students (idempotent by mobile).
  const hash = await hashPassword(BENCH_PASSWORD);
  const mobiles = Array.from({ length: count }, (_, i) => String(6_000_000_001 + i));
  for (let i = 0; i < count; i += 500) {
    await db
      .insert(students)
      .values(
        mobiles.slice(i, i + 500).map((mobile, j) => ({
          name: `Bench Student ${i + j + 1}`,
          email: `bench${i + j + 1}@example.com`,
          mobile,
          passwordHash: hash,
          schoolId: 1,
          sectionId: 301,
          dateJoined: now,
        })),
      )
      .onConflictDoNothing();
  }
  const ids = (
    await db
      .select({ id: students.id })
      .from(students)
      .where(inArray(students.mobile, mobiles))
      .orderBy(asc(students.id))
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db
      .insert(studentCourses)
      .values(chunk.map((studentId) => ({ studentId, sectionId: 301 })))
      .onConflictDoNothing();
    await db
      .insert(scheduledExams)
      .values(
        chunk.flatMap((studentId) => [
          { examId: jee.id, studentId },
          { examId: quiz.id, studentId },
        ]),
      )
      .onConflictDoNothing();
  }
  const tokens = new Map<number, string>();
  await inParallel(ids, concurrency, async (id) => {
    tokens.set(id, await issueToken(db, id, now));
  });

  const saverRows: BenchFixture['savers'] = [];
  for (const id of ids.slice(0, savers)) {
    const { sched } = await startAttempt(db, jee.id, id, now);
    const rows = await db
      .select({
        id: allottedQuestions.id,
        serial: allottedQuestions.serialNo,
        type: questions.questionTypeId,
        sectionLimit: examSections.numCompulsoryQuestions,
        sectionId: examSections.id,
      })
      .from(allottedQuestions)
      .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
      .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
      .where(eq(allottedQuestions.scheduledExamId, sched.id))
      .orderBy(asc(allottedQuestions.serialNo));
    saverRows.push({
      id,
      token: tokens.get(id)!,
      single: rows.filter((r) => r.type === 1).map((r) => r.id),
      all: rows,
    });
  }
  const submitters: BenchFixture['submitters'] = [];
  await inParallel(ids.slice(savers), concurrency, async (id) => {
    await startAttempt(db, quiz.id, id, now);
  });
  for (const id of ids.slice(savers)) submitters.push({ id, token: tokens.get(id)! });
  return {
    jeeExamId: jee.id,
    quizExamId: quiz.id,
    savers: saverRows,
    submitters,
    signInUsernames: mobiles.slice(0, 100),
  };
}

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
