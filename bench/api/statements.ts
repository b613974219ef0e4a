/**
 * `pnpm --filter @classroom/bench bench:statements` (docs/PERFORMANCE.md, profile first): what one save, one bulk save of 90
 * answers and one submit cost in SQL statements, i.e. round trips to PostgreSQL (BEGIN and COMMIT included; the
 * token lookup of every authenticated call too). Counts every `pg` Client.query of the request, on a fresh database
 * classroom_statements_<pid> of DATABASE_URL (dropped afterwards). Prints a JSON table with each statement's opening,
 * and the time of the one-statement save (with and without the token check folded in; docs/PERFORMANCE.md) beside the raw
 * single-row UPDATE (500 of each, through the driver).
 */
import { Client } from 'pg';
import { buildApp } from '../../api/src/app';
import { openDb } from '../../api/src/db/client';
import { seedIfEmpty } from '../../api/seed/seed';
import { eq, sql } from 'drizzle-orm';
import { allottedQuestions } from '../../api/src/db/schema';
import { saveAnswer, saveAnswerByToken } from '../../api/src/exam/attempts';
import { hashToken } from '../../api/src/auth/tokens';
import { prepareBench } from '../../api/test/exam-population';
import { stats } from './server';

interface Counted {
  call: string;
  status: number;
  statements: number;
  texts: string[];
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('bench:statements needs DATABASE_URL=postgres://… (it counts round trips to a server)');
  const dbName = `classroom_statements_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}" TEMPLATE template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const fx = await prepareBench(handle.db, 3, 2);
    const app = await buildApp({ db: handle.db });

    // Count every statement the pool's clients send from here on.
    let log: string[] | null = null;
    const original = Client.prototype.query;
    Client.prototype.query = function query(this: Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      if (log) log.push((typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 90));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query;

    const results: Counted[] = [];
    const measure = async (call: string, url: string, token: string, body: unknown) => {
      log = [];
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Token ${token}` },
        payload: body as object,
      });
      results.push({ call, status: res.statusCode, statements: log.length, texts: log });
      log = null;
    };
    const [saver, other] = fx.savers;
    const numeric = saver!.all.find((q) => q.type === 3 && q.sectionLimit > 0)!;
    await measure('save-answer (single choice)', `/api/exam/v1/save-exam/${fx.jeeExamId}/`, saver!.token, {
      student_id: saver!.id,
      ques_id: saver!.single[0],
      total_seconds: 5,
      review_status: false,
      is_option2_selected: true,
    });
    await measure(
      'save-answer (numeric, first answer in a section with an attempt limit)',
      `/api/exam/v1/save-exam/${fx.jeeExamId}/`,
      saver!.token,
      { student_id: saver!.id, ques_id: numeric.id, total_seconds: 5, review_status: false, ans_given: '42' },
    );
    await measure('bulk save, 90 answers', `/api/exam/v1/bulk-save-answers/${fx.jeeExamId}/`, other!.token, {
      studentId: other!.id,
      examId: fx.jeeExamId,
      updatedAnswers: other!.all.map((q) => ({
        serial_no: q.serial,
        allotted_id: q.id,
        type: q.type,
        review: false,
        total_seconds: 5,
        ans_given: '',
        options_selected: q.type === 3 ? [] : [1],
        current_attempt_seconds: [5],
        seq: 10,
      })),
    });
    await measure('submit', `/api/exam/v1/submit-exam/${fx.jeeExamId}/`, saver!.token, { student_id: saver!.id });
    Client.prototype.query = original;

    // Time per statement, straight through the driver (no HTTP, no token): the one-statement save against the raw
    // single-row UPDATE it contains (the bench's write floor), 500 of each in a row.
    const target = other!.single[3]!;
    const timed = async (write: (i: number) => Promise<unknown>) => {
      const ms: number[] = [];
      const t0 = performance.now();
      for (let i = 0; i < 500; i += 1) {
        const t = performance.now();
        await write(i);
        ms.push(performance.now() - t);
      }
      return stats(ms, performance.now() - t0);
    };
    const floor = await timed((i) =>
      handle.db
        .update(allottedQuestions)
        .set({ isOption1Selected: i % 2 === 0, totalSeconds: sql`${allottedQuestions.totalSeconds} + 1` })
        .where(eq(allottedQuestions.id, target)),
    );
    const save = await timed((i) =>
      saveAnswer(
        handle.db,
        fx.jeeExamId,
        other!.id,
        {
          student_id: other!.id,
          ques_id: target,
          total_seconds: 1,
          review_status: false,
          [`is_option${(i % 4) + 1}_selected`]: true,
        },
        new Date(),
      ),
    );
    // The statement as the API sends it (docs/PERFORMANCE.md): the token checked inside, one round trip in all.
    const tokenHash = hashToken(other!.token);
    const byToken = await timed((i) =>
      saveAnswerByToken(
        handle.db,
        fx.jeeExamId,
        tokenHash,
        {
          student_id: other!.id,
          ques_id: target,
          total_seconds: 1,
          review_status: false,
          [`is_option${(i % 4) + 1}_selected`]: true,
        },
        new Date(),
      ),
    );
    const ratio = (x: { p50: number }) => Math.round((x.p50 / floor.p50) * 10) / 10;
    console.log(
      JSON.stringify(
        {
          statements: results,
          timePerStatementMs: {
            rawUpdate: floor,
            saveStatement: save,
            saveStatementWithToken: byToken,
            p50Ratio: ratio(save),
            p50RatioWithToken: ratio(byToken),
          },
        },
        null,
        2,
      ),
    );
    await app.close();
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
