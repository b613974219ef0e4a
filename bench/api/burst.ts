/**
 * `pnpm --filter @classroom/bench bench:burst` (SECURITY.md): 200 students' first saves at the same instant, through
 * the gateway (deploy/src/store-gateway.ts, the one `npm start` runs) on the embedded PGlite; then every client
 * retries every save (same body, same sequence number), as a client that gave up would. Prints p50/p99/max, errors,
 * requests unanswered after 10 s, and the double counts: questions whose total_seconds is not the acknowledged sum.
 * Asserts nothing about time. Env: BURST_STUDENTS (200), BENCH_PORT (3911), BURST_SECONDS (18 per save).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nextSeq } from '@classroom/shared/exam-rules';
import { FsReleaseStore } from '../../deploy/src/release/store';
import { buildStoreGateway } from '../../deploy/src/store-gateway';
import type { BenchFixture } from './server';
import { startBenchServer } from './start-server';

const students = Number(process.env.BURST_STUDENTS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3911);
const secondsPerSave = Number(process.env.BURST_SECONDS ?? 18);
const GIVE_UP_MS = 10_000;

interface Outcome {
  ms: number;
  status: number | 'timeout' | 'error';
}

/** One save through the gateway; the client gives up after 10 s, as the player's request would. */
async function save(base: string, examId: number, token: string, body: object): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/exam/v1/save-exam/${examId}/`, {
      method: 'POST',
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(GIVE_UP_MS),
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch (error) {
    return { ms: performance.now() - started, status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'error' };
  }
}

function summarise(label: string, outcomes: Outcome[]) {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const q = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!);
  return {
    run: label,
    requests: outcomes.length,
    p50_ms: q(0.5),
    p99_ms: q(0.99),
    max_ms: Math.round(ms.at(-1)!),
    ok: outcomes.filter((o) => o.status === 200).length,
    errors: outcomes.filter((o) => o.status !== 200 && o.status !== 'timeout').length,
    unanswered_after_10s: outcomes.filter((o) => o.status === 'timeout').length,
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classroom-burst-'));
  const fixtureFile = path.join(dir, 'fixture.json');
  const api = await startBenchServer({
    ...process.env,
    DATABASE_URL: '',
    PORT: String(port),
    BENCH_FIXTURE: fixtureFile,
    BENCH_STUDENTS: String(students),
    BENCH_SAVERS: String(students),
  });
  const gateway = await buildStoreGateway({
    store: new FsReleaseStore(path.join(dir, 'releases')),
    apiUrl: `http://127.0.0.1:${port}`,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  try {
    const fx = JSON.parse(readFileSync(fixtureFile, 'utf8')) as BenchFixture;
    // Each student's first save of one single-choice question (not the one the write floor touched).
    const saves = fx.savers.slice(0, students).map((s) => ({
      token: s.token,
      question: s.single[5]!,
      body: {
        student_id: s.id,
        ques_id: s.single[5]!,
        total_seconds: secondsPerSave,
        review_status: false,
        is_option2_selected: true,
        seq: nextSeq(0, Date.now()),
      },
    }));
    const burst = await Promise.all(saves.map((s) => save(base, fx.jeeExamId, s.token, s.body)));
    const retry = await Promise.all(saves.map((s) => save(base, fx.jeeExamId, s.token, s.body)));

    // total_seconds of each question against what the client was told: one acknowledged save of secondsPerSave.
    let doubleCounts = 0;
    let lost = 0;
    for (const s of saves) {
      const res = await fetch(`${base}/api/exam/v1/fetch-all-questions/${fx.jeeExamId}/`, {
        headers: { authorization: `Token ${s.token}` },
      });
      const all = ((await res.json()) as { data: { section_questions: { id: number; total_seconds: number }[] } }).data
        .section_questions;
      const stored = all.find((q) => q.id === s.question)?.total_seconds ?? 0;
      if (stored > secondsPerSave) doubleCounts += 1;
      if (stored < secondsPerSave) lost += 1;
    }
    console.log(
      JSON.stringify(
        {
          date: new Date().toISOString(),
          database: fx.kind,
          students,
          through: 'gateway (store-gateway) → API',
          burst: summarise('200 first saves at once', burst),
          retry: summarise('every save retried (same seq)', retry),
          double_counts: doubleCounts,
          lost_saves: lost,
        },
        null,
        2,
      ),
    );
  } finally {
    await gateway.close();
    api.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
