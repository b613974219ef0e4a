/**
 * `npm run bench:cluster` (docs/decisions/0012-scale-out-behind-a-balancer.md; figures in bench/reports/2026-11-22-api-notebook.md): on
 * PostgreSQL with 1, 2 and 3 API instances behind deploy/nginx (deploy/test/cluster.ts), STUDENTS students (1,000)
 * start the seeded JEE Main Full Test 1 within RAMP_S seconds (10) through nginx and save SAVES answers each (20),
 * retrying as the player does (deploy/test/students.ts). Each run has two phases with students of their own
 * (MODES, ./pace):
 *
 * - **paced**: a think time of SAVE_GAP_MS (3,000) ±50 % before each save, an offered load of STUDENTS ÷ gap saves/s;
 *   its latencies are the ones judged against the targets (start p99 ≤ 2 s, save p99 ≤ 250 ms);
 * - **capacity**: each save sent the moment the last is acknowledged; its throughput (saves/s, mean and best second)
 *   is what the cluster can answer, and its latencies follow from it by Little's law.
 *
 * Prints one table per mode: offered and answered saves/s, answered %, start and save p50/p99, starts that failed,
 * saves never acknowledged, 5xx replies and client timeouts (15 s) seen on the way (each retried), acknowledged saves
 * lost (checked in the database), then CPU seconds of each process (API instances, nginx, PostgreSQL, this load
 * generator), the API's CPU per HTTP request, database transactions per request, the load average, and per phase a
 * bottleneck line: the busiest process and what one start and one save cost the database in SQL statements and round
 * trips (./sql-cost). Asserts nothing about time.
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where databases may be created), else a throw-away
 * cluster (scripts/provision.mjs). Ports: API 3620…, nginx 8620 (CLUSTER_API_PORT, CLUSTER_NGINX_PORT).
 * INSTANCES=1,2,3 chooses the runs. `npm run bench:cluster -- --per-core` measures throughput per API core and per
 * PostgreSQL core instead (./per-core).
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb } from '../../api/src/db/client';
import { prepareBench } from '../../api/test/exam-population';
import { freshDatabase, ROOT, startCluster, type Cluster } from '../../deploy/test/cluster';
import { costText, startAndSaveCost } from './sql-cost';
import { cpuOf, dbStats, quantile, withChildren } from './proc';
import { perCore } from './per-core';
import { offeredSavesPerSecond, parseModes, savesPerSecond, thinkTimeMs, type SaveMode } from './pace';
import { lostSaves, newRecorder, saveAnswer, startExam, type Recorder } from '../../deploy/test/students';

const STUDENTS = Number(process.env.STUDENTS ?? 1000);
const SAVES = Number(process.env.SAVES ?? 20);
const RAMP_S = Number(process.env.RAMP_S ?? 10);
const API_PORT = Number(process.env.CLUSTER_API_PORT ?? 3620);
const NGINX_PORT = Number(process.env.CLUSTER_NGINX_PORT ?? 8620);
const RUNS = (process.env.INSTANCES ?? '1,2,3').split(',').map(Number);
const MODES = parseModes(process.env.MODES);
/** Mean think time between a paced student's saves, ms (each drawn from 50–150 % of it; ./pace). */
const SAVE_GAP_MS = Number(process.env.SAVE_GAP_MS ?? 3000);

const TITLES: Record<SaveMode, string> = {
  paced: `Paced students (a save every ${SAVE_GAP_MS} ms ±50 %): the figures judged against the targets (start p99 ≤ 2 s, save p99 ≤ 250 ms)`,
  capacity:
    "Capacity (every student saves back to back, a closed loop): the most saves/s the cluster answers; its latencies are students ÷ throughput (Little's law), not a target",
};
/** The cluster of the run in progress, stopped on SIGINT/SIGTERM so no instance outlives the bench. */
let running: Cluster | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130)));
}

/** A run's students: who they are, the exam and the cluster's address and processes. */
interface Phase {
  mode: SaveMode;
  instances: number;
  dbUrl: string;
  base: string;
  examId: number;
  students: { id: number; token: string }[];
  pids: { api: number[]; nginx: number };
}

/** The students of one phase start within RAMP_S and save SAVES answers each, paced or back to back; returns its row. */
async function phase(p: Phase): Promise<Record<string, string | number>> {
  const rec: Recorder = newRecorder();
  const before = await dbStats(p.dbUrl);
  const cpu = () => ({
    api: p.pids.api.map(cpuOf),
    nginx: withChildren(p.pids.nginx).reduce((s, pid) => s + cpuOf(pid), 0),
    postgres: withChildren(before.postmaster).reduce((s, pid) => s + cpuOf(pid), 0),
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  });
  const cpu0 = cpu();
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  const offered = offeredSavesPerSecond(p.mode, p.students.length, SAVE_GAP_MS);
  console.error(
    `${p.instances} instance(s), ${p.mode}: ${p.students.length} students starting within ${RAMP_S} s${offered ? `, a save every ${SAVE_GAP_MS} ms ±50 % each (${Math.round(offered)} saves/s offered)` : ', saving back to back'}`,
  );
  const t0 = performance.now();
  let startsFailed = 0;
  const think = () => new Promise((resolve) => setTimeout(resolve, thinkTimeMs(p.mode, SAVE_GAP_MS)));
  await Promise.all(
    p.students.map(async (who, k) => {
      await new Promise((resolve) => setTimeout(resolve, (k * RAMP_S * 1000) / p.students.length));
      let student;
      try {
        student = await startExam(rec, p.base, who, p.examId);
      } catch {
        startsFailed += 1; // its SAVES saves are never sent: they count in answered %, not in save_errors
        return;
      }
      for (let i = 0; i < SAVES; i += 1) {
        if (p.mode === 'paced') await think();
        await saveAnswer(rec, p.base, student, p.examId, student.singles[i]!, (i % 4) + 1);
      }
    }),
  );
  const wallS = (performance.now() - t0) / 1000;
  console.error(`${p.instances} instance(s), ${p.mode}: load done in ${wallS.toFixed(1)} s; checking the saves`);
  const cpu1 = cpu();
  const after = await dbStats(p.dbUrl);
  const lost = (await lostSaves(p.dbUrl, rec.acked)).length;
  const of = (call: string) => rec.exchanges.filter((e) => e.call === call && e.status === 200);
  const saved = savesPerSecond(of('save').map((e) => e.at));
  const ms = (call: string) => of(call).map((e) => e.ms);
  const requests = rec.exchanges.length;
  const apiCpu = cpu1.api.map((c, i) => c - cpu0.api[i]!);
  const shares: Record<string, number> = {
    'API (all instances)': apiCpu.reduce((s, c) => s + c, 0),
    nginx: cpu1.nginx - cpu0.nginx,
    PostgreSQL: cpu1.postgres - cpu0.postgres,
    'load generator': cpu1.client - cpu0.client,
  };
  const busiest = Object.entries(shares).sort((a, b) => b[1] - a[1])[0]!;
  return {
    instances: p.instances,
    mode: p.mode,
    offered_saves_per_s: offered === null ? 'as answered' : Math.round(offered),
    saves_per_s_mean: saved.mean,
    saves_per_s_peak: saved.peak,
    answered: `${((100 * rec.acked.length) / (p.students.length * SAVES)).toFixed(2)} %`,
    start_p50_ms: quantile(ms('start'), 0.5),
    start_p99_ms: quantile(ms('start'), 0.99),
    save_p50_ms: quantile(ms('save'), 0.5),
    save_p99_ms: quantile(ms('save'), 0.99),
    starts_failed: startsFailed,
    save_errors: rec.unacknowledged,
    seen_5xx: rec.exchanges.filter((e) => e.status >= 500).length,
    client_timeouts: rec.exchanges.filter((e) => e.status === 0).length,
    lost,
    wall_s: wallS.toFixed(1),
    cpu_s: `API ${apiCpu.map((c) => c.toFixed(1)).join('+')}, nginx ${shares.nginx!.toFixed(1)}, PostgreSQL ${shares.PostgreSQL!.toFixed(1)}, load generator ${shares['load generator']!.toFixed(1)}`,
    api_cpu_ms_per_request: ((1000 * shares['API (all instances)']!) / requests).toFixed(2),
    db_xacts_per_request: ((after.xacts - before.xacts) / requests).toFixed(2),
    load_avg_at_start: load,
    busiest: `${busiest[0]} (${((100 * busiest[1]) / (wallS * os.availableParallelism())).toFixed(0)} % of the machine's ${os.availableParallelism()} cores)`,
  };
}

/** One run with `instances` API processes: each mode of MODES with students of its own; returns the modes' rows. */
async function run(adminUrl: string, instances: number): Promise<Record<string, string | number>[]> {
  const db = await freshDatabase(adminUrl, `bench${instances}`);
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster({
      databaseUrl: db.url,
      apiPorts: Array.from({ length: instances }, (_, i) => API_PORT + i),
      nginxPort: NGINX_PORT,
    });
    running = cluster;
    const handle = await openDb({ databaseUrl: db.url });
    // STUDENTS per mode, and one more: the one whose start and save are costed after the run (./sql-cost).
    const prepared = await prepareBench(handle.db, STUDENTS * MODES.length + 1, 0, 8);
    await handle.close();
    const probe = prepared.submitters.pop()!;
    const rows = [];
    for (const [m, mode] of MODES.entries()) {
      rows.push(
        await phase({
          mode,
          instances,
          dbUrl: db.url,
          base: cluster.base,
          examId: prepared.jeeExamId,
          students: prepared.submitters.slice(m * STUDENTS, (m + 1) * STUDENTS),
          pids: { api: cluster.apis.map((a) => a.child.pid!), nginx: cluster.nginx.child.pid! },
        }),
      );
    }
    const cost = await startAndSaveCost(db.url, prepared.jeeExamId, probe);
    const perRequest = `start ${costText(cost.start)}; save ${costText(cost.save)}`;
    return rows.map((r) => ({ ...r, per_request: perRequest }));
  } finally {
    running = null;
    await cluster?.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  let adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let stopPg = () => undefined as void;
  if (!adminUrl) {
    const provision = (await import(pathToFileURL(path.join(ROOT, 'scripts/provision.mjs')).href)) as {
      ensureTools(): { pgBin: string };
      freePort(): Promise<number>;
      startThrowawayPostgres(bin: string, port: number): { url: string; stop(): void };
    };
    const pg = provision.startThrowawayPostgres(provision.ensureTools().pgBin, await provision.freePort());
    adminUrl = pg.url;
    stopPg = pg.stop;
  }
  if (process.argv.includes('--per-core')) {
    try {
      await perCore(adminUrl, { apiPort: API_PORT, nginxPort: NGINX_PORT });
    } finally {
      stopPg();
    }
    return;
  }
  console.log(
    `bench:cluster ${new Date().toISOString()} on ${os.cpus()[0]?.model ?? '?'} × ${os.availableParallelism()}, ${STUDENTS} students × ${SAVES} saves per mode (${MODES.join(', ')}; paced: a save every ${SAVE_GAP_MS} ms ±50 %), start within ${RAMP_S} s`,
  );
  try {
    const rows = [];
    for (const n of RUNS) {
      for (const row of await run(adminUrl, n)) {
        console.log(JSON.stringify(row));
        rows.push(row);
      }
    }
    for (const mode of MODES) {
      console.log(TITLES[mode]);
      console.table(
        rows
          .filter((r) => r.mode === mode)
          .map(({ cpu_s: _c, busiest: _b, per_request: _p, mode: _m, ...rest }) => rest),
      );
    }
    for (const r of rows) console.log(`${r.instances} instance(s), ${r.mode}: CPU s ${r.cpu_s}`);
    for (const r of rows)
      console.log(
        `${r.instances} instance(s), ${r.mode}: bottleneck ${r.busiest}; per request to the database: ${r.per_request}; ${r.db_xacts_per_request} transactions per HTTP request; API CPU ${r.api_cpu_ms_per_request} ms per HTTP request`,
      );
  } finally {
    stopPg();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
