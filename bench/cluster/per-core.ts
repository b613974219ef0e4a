/**
 * `npm run bench:cluster -- --per-core`: how many exam starts and saves one API core and one PostgreSQL core answer,
 * the figures docs/OPERATIONS.md's capacity table is computed from. One API instance (API_WORKERS=1) is pinned to CPU 0
 * and the PostgreSQL server (postmaster and every backend, which inherit it) to CPU 1 with `taskset`, when the machine
 * has two cores or more; the students run in this process and call the API directly (nginx is no part of the figure).
 *
 * Two closed-loop phases, CONCURRENCY (32) requests in flight: CORE_STUDENTS (500) students start the seeded JEE Main
 * Full Test 1 (a start is the start call and the question list the player asks for next, as students.ts sends them),
 * then save SAVES (20) answers each. Per phase it prints requests answered per second, p50/p99 (ms) and
 * the CPU seconds the API process and the PostgreSQL server spent (from /proc): requests per CPU-second of each is the
 * rate one core of it sustains when it is the bottleneck, and carries to another machine as a per-core figure. On a
 * shared machine the wall-clock rate is lower than the per-CPU-second one; the CPU cost per request is what to read.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { openDb } from '../../api/src/db/client';
import { prepareBench } from '../../api/test/exam-population';
import { freshDatabase, startCluster } from '../../deploy/test/cluster';
import { newRecorder, saveAnswer, startExam, type Recorder, type Student } from '../../deploy/test/students';
import { capacityPlan } from './capacity';
import { cpuOf, dbStats, quantile, withChildren } from './proc';

const STUDENTS = Number(process.env.CORE_STUDENTS ?? 500);
const SAVES = Number(process.env.SAVES ?? 20);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
/** The exam day the plan is printed for: students starting together (CAPACITY_STUDENTS, 20,000). */
const EXAM_STUDENTS = Number(process.env.CAPACITY_STUDENTS ?? 20_000);

/** One phase's figures: answered/s on the wall clock, latencies (ms), and requests per CPU-second of API and database. */
export interface CoreFigures {
  path: 'start' | 'save';
  requests: number;
  failed: number;
  wallPerS: number;
  p50Ms: number;
  p99Ms: number;
  apiCpuMsPerRequest: number;
  dbCpuMsPerRequest: number;
  perApiCoreS: number;
  perDbCoreS: number;
  dbXactsPerRequest: number;
}

/** Pins `pids` (every thread of each) to CPU `cpu`; false when taskset is missing or the machine has one core. */
function pin(pids: number[], cpu: number): boolean {
  if (os.availableParallelism() < 2) return false;
  return pids.every((pid) => spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)]).status === 0);
}

/** Runs `tasks` with `limit` in flight (a closed loop: the next starts when one ends). */
async function closedLoop(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}

/** Measures one phase: `tasks` in a closed loop, the API's and the database's CPU around it. */
async function measure(
  path: CoreFigures['path'],
  rec: Recorder,
  tasks: (() => Promise<void>)[],
  pids: { api: number; dbUrl: string },
): Promise<CoreFigures> {
  const before = await dbStats(pids.dbUrl);
  const dbCpu = () => withChildren(before.postmaster).reduce((s, pid) => s + cpuOf(pid), 0);
  const [api0, db0, t0] = [cpuOf(pids.api), dbCpu(), performance.now()];
  const from = rec.exchanges.length;
  await closedLoop(tasks, CONCURRENCY);
  const wallS = (performance.now() - t0) / 1000;
  const [apiS, dbS] = [cpuOf(pids.api) - api0, dbCpu() - db0];
  const after = await dbStats(pids.dbUrl);
  const mine = rec.exchanges.slice(from).filter((e) => e.call === path);
  const ok = mine.filter((e) => e.status === 200);
  const n = ok.length;
  const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    path,
    requests: n,
    failed: mine.length - n,
    wallPerS: Math.round(n / wallS),
    p50Ms: quantile(
      ok.map((e) => e.ms),
      0.5,
    ),
    p99Ms: quantile(
      ok.map((e) => e.ms),
      0.99,
    ),
    apiCpuMsPerRequest: round((1000 * apiS) / n),
    dbCpuMsPerRequest: round((1000 * dbS) / n),
    perApiCoreS: Math.round(n / apiS),
    perDbCoreS: Math.round(n / dbS),
    dbXactsPerRequest: round((after.xacts - before.xacts) / n),
  };
}

/** The per-core run on the PostgreSQL server at `adminUrl` (a fresh database, dropped after); prints and returns. */
export async function perCore(adminUrl: string, ports: { apiPort: number; nginxPort: number }): Promise<CoreFigures[]> {
  const db = await freshDatabase(adminUrl, 'percore');
  const cluster = await startCluster({ databaseUrl: db.url, apiPorts: [ports.apiPort], nginxPort: ports.nginxPort });
  try {
    const handle = await openDb({ databaseUrl: db.url });
    const prepared = await prepareBench(handle.db, STUDENTS, 0, 8);
    await handle.close();
    const api = cluster.apis[0]!.child.pid!;
    const { postmaster } = await dbStats(db.url);
    const pinned = pin([api], 0) && pin(withChildren(postmaster), 1);
    const base = `http://127.0.0.1:${ports.apiPort}`;
    console.log(
      `bench:cluster --per-core ${new Date().toISOString()} on ${os.cpus()[0]?.model ?? '?'} × ${os.availableParallelism()}, load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(
          ' ',
        )}; ${pinned ? 'API pinned to CPU 0, PostgreSQL to CPU 1 (taskset)' : 'NOT pinned (one core or no taskset)'}; ${STUDENTS} students, ${SAVES} saves each, ${CONCURRENCY} in flight`,
    );
    const rec = newRecorder();
    const students: Student[] = [];
    const starts = prepared.submitters.map((who) => async () => {
      students.push(await startExam(rec, base, who, prepared.jeeExamId));
    });
    const figures = [await measure('start', rec, starts, { api, dbUrl: db.url })];
    const saves = students.flatMap((s) =>
      Array.from({ length: SAVES }, (_, i) => async () => {
        await saveAnswer(rec, base, s, prepared.jeeExamId, s.singles[i % s.singles.length]!, (i % 4) + 1);
      }),
    );
    figures.push(await measure('save', rec, saves, { api, dbUrl: db.url }));
    console.table(figures);
    for (const f of figures)
      console.log(
        `${f.path}: one API core answers ${f.perApiCoreS}/s (${f.apiCpuMsPerRequest} ms CPU each), one PostgreSQL core ${f.perDbCoreS}/s (${f.dbCpuMsPerRequest} ms CPU each); ${f.wallPerS}/s on the wall clock here, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms at ${CONCURRENCY} in flight`,
      );
    printPlan(figures);
    return figures;
  } finally {
    await cluster.stop();
    await db.drop();
  }
}

/** The capacity table (./capacity) for EXAM_STUDENTS, rushes of 120, 60 and 30 s, a save every 20 or 60 s each. */
function printPlan([start, save]: CoreFigures[]): void {
  const cost = {
    startApiMs: start!.apiCpuMsPerRequest,
    startDbMs: start!.dbCpuMsPerRequest,
    saveApiMs: save!.apiCpuMsPerRequest,
    saveDbMs: save!.dbCpuMsPerRequest,
  };
  console.log(
    `Capacity for ${EXAM_STUDENTS} students (API cores at ≤ 60 %, PostgreSQL at ≤ 50 %; pods of one core, one spare):`,
  );
  const rows = [120, 60, 30].flatMap((rushS) =>
    [20, 60].map((saveGapS) => {
      const plan = capacityPlan(cost, { students: EXAM_STUDENTS, rushS, saveGapS });
      return {
        rush_s: rushS,
        save_every_s: saveGapS,
        starts_per_s: Math.round(plan.startsPerS),
        saves_per_s: Math.round(plan.savesPerS),
        api_cores_busy: plan.apiCoresBusy.toFixed(1),
        api_pods: plan.apiPods,
        db_cores_busy: plan.dbCoresBusy.toFixed(1),
        db_cores: plan.dbCores,
      };
    }),
  );
  console.table(rows);
}
