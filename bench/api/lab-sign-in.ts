/**
 * `pnpm --filter @classroom/bench bench:lab`: a computer lab behind one address signs its students
 * in for a 9:00 mock test (docs/decisions/0010-production-profile.md). Two API processes share one PostgreSQL (a
 * throw-away cluster, or a fresh database on DATABASE_URL); LAB_STUDENTS (default 300) different students sign in
 * from 127.0.0.1, LAB_CONCURRENCY (default 10) at a time, spread over both processes. Prints how many succeeded, how
 * many were refused (429), the wall time and the latency, with the load average (the machine may be shared).
 */
import { loadavg } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../api/src/auth/passwords';
import { openDb } from '../../api/src/db/client';
import { students } from '../../api/src/db/schema';
import { seedIfEmpty } from '../../api/seed/seed';
import { startApi, testPostgres, type ApiStart } from '../../api/test/api-process';
import { stats } from './server';

const PORTS = [3614, 3615];
const PASSWORD = 'Lab@2027pass';

async function main(): Promise<void> {
  const count = Number(process.env.LAB_STUDENTS ?? 300);
  const concurrency = Number(process.env.LAB_CONCURRENCY ?? 10);
  const pg = await testPostgres();
  const apis: Extract<ApiStart, { listening: true }>[] = [];
  try {
    const handle = await openDb({ databaseUrl: pg.url });
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const hash = await hashPassword(PASSWORD);
    const mobiles = Array.from({ length: count }, (_, i) => String(6_100_000_001 + i));
    await handle.db.insert(students).values(
      mobiles.map((mobile, i) => ({
        name: `Lab Student ${i + 1}`,
        email: `lab${i + 1}@example.com`,
        mobile,
        passwordHash: hash,
        schoolId: 1,
        sectionId: 301,
        dateJoined: new Date(),
      })),
    );
    await handle.close();
    for (const port of PORTS) {
      const start = await startApi(
        {
          NODE_ENV: 'development',
          DATABASE_URL: pg.url,
          PORT: String(port),
          SMS_OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), 'lab-outbox-')),
        },
        180_000,
      );
      if (!start.listening) throw new Error(`API on ${port} did not start:\n${start.output}`);
      apis.push(start);
    }

    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = next++;
          const t0 = performance.now();
          const res = await fetch(`http://127.0.0.1:${PORTS[i % PORTS.length]}/api/users/v1/login/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: mobiles[i], password: PASSWORD }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const wallMs = performance.now() - started;
    const s = stats(latencies, wallMs);
    console.log(
      `${count} students from one address, ${concurrency} at a time, over ${PORTS.length} API processes on PostgreSQL:`,
    );
    console.log(
      `  ${statuses.get(200) ?? 0} signed in (200), ${statuses.get(429) ?? 0} refused (429), other: ${JSON.stringify(Object.fromEntries([...statuses].filter(([k]) => k !== 200 && k !== 429)))}`,
    );
    console.log(
      `  wall ${(wallMs / 1000).toFixed(1)} s (the goal: within 120 s); latency p50 ${s.p50} ms, p99 ${s.p99} ms; ${s.perSecond}/s`,
    );
    console.log(
      `  load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} (2 cores, shared machine)`,
    );
    if ((statuses.get(200) ?? 0) !== count || wallMs > 120_000) process.exitCode = 1;
  } finally {
    for (const api of apis) await api.stop();
    await pg.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
