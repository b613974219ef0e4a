/**
 * `npm run bench:cluster` (docs/decisions/0012-scale-out-behind-a-balancer.md; figures in api/BENCHMARKS.md): on
 * PostgreSQL with 1, 2 and 3 API instances behind deploy/nginx (deploy/cluster/cluster.ts), STUDENTS students (1,000)
 * start the seeded JEE Main Full Test 1 within RAMP_S seconds (10) through nginx and save SAVES answers each (20), one
 * after another as fast as the server answers, retrying as the player does (deploy/cluster/students.ts). Prints one
 * table: answered %, start and save p50/p99, starts that failed, saves never acknowledged, 5xx replies and client
 * timeouts (15 s) seen on the way (each retried), acknowledged saves lost, CPU
 * seconds of each process (API instances, nginx, PostgreSQL, this load generator), database transactions per request,
 * the load average, and per run a bottleneck line: the busiest process and what one start and one save cost the
 * database in SQL statements and round trips (./sql-cost). Asserts nothing about time.
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where databases may be created), else a throw-away
 * cluster (scripts/provision.mjs). Ports: API 3620…, nginx 8620 (CLUSTER_API_PORT, CLUSTER_NGINX_PORT).
 * INSTANCES=1,2,3 chooses the runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { openDb } from '../../api/src/db/client';
import { prepareBench } from '../../api/bench/server';
import { freshDatabase, ROOT, startCluster, type Cluster } from './cluster';
import { costText, startAndSaveCost } from './sql-cost';
import { lostSaves, newRecorder, saveAnswer, startExam, type Recorder } from './students';

const STUDENTS = Number(process.env.STUDENTS ?? 1000);
const SAVES = Number(process.env.SAVES ?? 20);
const RAMP_S = Number(process.env.RAMP_S ?? 10);
const API_PORT = Number(process.env.CLUSTER_API_PORT ?? 3620);
const NGINX_PORT = Number(process.env.CLUSTER_NGINX_PORT ?? 8620);
const RUNS = (process.env.INSTANCES ?? '1,2,3').split(',').map(Number);
const TICKS = 100; // clock ticks per second in /proc/<pid>/stat (USER_HZ)

/** CPU seconds (user + system) of process `pid`, 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** `pid` and its direct children (nginx's workers, PostgreSQL's backends). */
function withChildren(pid: number): number[] {
  const kids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === pid) kids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return [pid, ...kids];
}

const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]!) : NaN;
};

async function dbStats(url: string): Promise<{ postmaster: number; xacts: number }> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const backend = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const postmaster = Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    const xacts = Number(
      (
        await c.query<{ n: string }>(
          'SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0]!.n,
    );
    return { postmaster, xacts };
  } finally {
    await c.end();
  }
}

/** The cluster of the run in progress, stopped on SIGINT/SIGTERM so no instance outlives the bench. */
let running: Cluster | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130)));
}

/** One run with `instances` API processes; returns its table row. */
async function run(adminUrl: string, instances: number): Promise<Record<string, string | number>> {
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
    // One student more than the run: the one whose start and save are costed after it (./sql-cost).
    const prepared = await prepareBench(handle.db, STUDENTS + 1, 0, 8);
    await handle.close();
    const probe = prepared.submitters.pop()!;
    const rec: Recorder = newRecorder();
    const base = cluster.base;
    const pids = { api: cluster.apis.map((a) => a.child.pid!), nginx: cluster.nginx.child.pid! };
    const before = await dbStats(db.url);
    const cpu = () => ({
      api: pids.api.map(cpuOf),
      nginx: withChildren(pids.nginx).reduce((s, p) => s + cpuOf(p), 0),
      postgres: withChildren(before.postmaster).reduce((s, p) => s + cpuOf(p), 0),
      client: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    });
    const cpu0 = cpu();
    const load = os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
    console.error(`${instances} instance(s): ${STUDENTS} students starting within ${RAMP_S} s`);
    const t0 = performance.now();
    let startsFailed = 0;
    await Promise.all(
      prepared.submitters.map(async (who, k) => {
        await new Promise((resolve) => setTimeout(resolve, (k * RAMP_S * 1000) / STUDENTS));
        let student;
        try {
          student = await startExam(rec, base, who, prepared.jeeExamId);
        } catch {
          startsFailed += 1; // its SAVES saves are never sent: they count in answered %, not in save_errors
          return;
        }
        for (let i = 0; i < SAVES; i += 1)
          await saveAnswer(rec, base, student, prepared.jeeExamId, student.singles[i]!, (i % 4) + 1);
      }),
    );
    const wallS = (performance.now() - t0) / 1000;
    console.error(
      `${instances} instance(s): load done in ${wallS.toFixed(1)} s; checking the saves, costing a start and a save`,
    );
    const cpu1 = cpu();
    const after = await dbStats(db.url);
    const lost = (await lostSaves(db.url, rec.acked)).length;
    const cost = await startAndSaveCost(db.url, prepared.jeeExamId, probe);
    const of = (call: string) => rec.exchanges.filter((e) => e.call === call && e.status === 200).map((e) => e.ms);
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
      instances,
      answered: `${((100 * rec.acked.length) / (STUDENTS * SAVES)).toFixed(2)} %`,
      start_p50_ms: quantile(of('start'), 0.5),
      start_p99_ms: quantile(of('start'), 0.99),
      save_p50_ms: quantile(of('save'), 0.5),
      save_p99_ms: quantile(of('save'), 0.99),
      starts_failed: startsFailed,
      save_errors: rec.unacknowledged,
      seen_5xx: rec.exchanges.filter((e) => e.status >= 500).length,
      client_timeouts: rec.exchanges.filter((e) => e.status === 0).length,
      lost,
      wall_s: wallS.toFixed(1),
      cpu_s: `API ${apiCpu.map((c) => c.toFixed(1)).join('+')}, nginx ${shares.nginx!.toFixed(1)}, PostgreSQL ${shares.PostgreSQL!.toFixed(1)}, load generator ${shares['load generator']!.toFixed(1)}`,
      db_xacts_per_request: ((after.xacts - before.xacts) / requests).toFixed(2),
      load_avg_at_start: load,
      busiest: `${busiest[0]} (${((100 * busiest[1]) / (wallS * os.availableParallelism())).toFixed(0)} % of the machine's ${os.availableParallelism()} cores)`,
      per_request: `start ${costText(cost.start)}; save ${costText(cost.save)}`,
    };
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
  console.log(
    `bench:cluster ${new Date().toISOString()} on ${os.cpus()[0]?.model ?? '?'} × ${os.availableParallelism()}, ${STUDENTS} students × ${SAVES} saves, start within ${RAMP_S} s`,
  );
  try {
    const rows = [];
    for (const n of RUNS) {
      const row = await run(adminUrl, n);
      console.log(JSON.stringify(row));
      rows.push(row);
    }
    console.table(rows.map(({ cpu_s: _c, busiest: _b, per_request: _p, ...rest }) => rest));
    for (const r of rows) console.log(`${r.instances} instance(s): CPU s ${r.cpu_s}`);
    for (const r of rows)
      console.log(
        `${r.instances} instance(s): bottleneck ${r.busiest}; per request to the database: ${r.per_request}; ${r.db_xacts_per_request} transactions per HTTP request`,
      );
  } finally {
    stopPg();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
