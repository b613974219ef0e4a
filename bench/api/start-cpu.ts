/**
 * `pnpm --filter @classroom/bench bench:start-cpu` (bench/reports/2026-11-22-api-notebook.md, 2026-11-26 03:08–03:36 UTC; decision 0030): the
 * CPU the API process spends per start-exam (001 §7 Start exam; a first start, then resumes) and per
 * fetch-all-questions (001 §4.3), on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL; a fresh database, dropped
 * afterwards). BENCH_STUDENTS (200) bench students each start the JEE paper once, then ROUNDS (3) rounds of a resume
 * and a questions call each, one request at a time through `app.inject` (no HTTP: the figure is the route's own
 * CPU, the driver's included). Prints ms of CPU (user + system, process.cpuUsage) and of wall time per request, and
 * the load average. Asserts nothing about time.
 */
import os from 'node:os';
import { freshDatabase } from '../../deploy/test/cluster';
import { seedIfEmpty } from '../../api/seed/seed';
import { buildApp } from '../../api/src/app';
import { openDb } from '../../api/src/db/client';
import { prepareBench } from '../../api/test/exam-population';

const N = Number(process.env.BENCH_STUDENTS ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('bench:start-cpu needs BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL server)');
  const db = await freshDatabase(adminUrl, 'startcpu');
  try {
    const handle = await openDb({ databaseUrl: db.url });
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const app = await buildApp({ db: handle.db });
    const { submitters, jeeExamId } = await prepareBench(handle.db, N, 0, 8);
    const figures: Record<string, string>[] = [];
    const measure = async (call: string, send: (who: { id: number; token: string }) => Promise<number>) => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (const who of submitters) {
        const status = await send(who);
        if (status !== 200) throw new Error(`${call} of ${who.id}: HTTP ${status}`);
      }
      const cpu = process.cpuUsage(cpu0);
      figures.push({
        call,
        cpu_ms_each: ((cpu.user + cpu.system) / 1000 / N).toFixed(2),
        wall_ms_each: ((performance.now() - t0) / N).toFixed(2),
      });
    };
    const headers = (who: { token: string }) => ({ authorization: `Token ${who.token}` });
    const start = (who: { id: number; token: string }) =>
      app
        .inject({
          method: 'POST',
          url: `/api/exam/v1/start-exam/${jeeExamId}/`,
          headers: headers(who),
          payload: { student_id: who.id },
        })
        .then((r) => r.statusCode);
    const questions = (who: { token: string }) =>
      app
        .inject({ method: 'GET', url: `/api/exam/v1/fetch-all-questions/${jeeExamId}/`, headers: headers(who) })
        .then((r) => r.statusCode);
    const load = os.loadavg().map((x) => x.toFixed(1));
    await measure('first start', start);
    await measure('questions', questions);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await measure(`resume (round ${round})`, start);
      await measure(`questions (round ${round})`, questions);
    }
    console.log(`bench:start-cpu ${new Date().toISOString()}, ${N} students, load average at start ${load.join(' ')}`);
    console.table(figures);
    await app.close();
    await handle.close();
  } finally {
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
