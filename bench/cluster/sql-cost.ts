/**
 * What one start and one save cost the database, for bench:cluster's bottleneck line (bench/cluster/bench.ts; the
 * finer breakdown is `pnpm --filter @classroom/bench bench:statements`): the API built in this process on the bench's
 * database answers one start-exam and one save-exam of a student the run did not use, while every node-postgres
 * `Client.query` is counted. One query call is one round trip to PostgreSQL (node-postgres does not pipeline); the
 * transaction-control ones (BEGIN, COMMIT, ROLLBACK) are counted apart from the SQL statements that do the work.
 */
import { nextSeq } from '@classroom/shared/exam-rules';
import { Client } from 'pg';
import { buildApp } from '../../api/src/app';
import { openDb } from '../../api/src/db/client';

/** Round trips of one request and how many of them were BEGIN/COMMIT/ROLLBACK. */
export interface RequestCost {
  status: number;
  roundTrips: number;
  transactionControl: number;
}

const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|START TRANSACTION)\b/i;

/**
 * Starts `examId` for `who` (a student with a token who has not started it) and saves one single-choice answer, on
 * the database at `databaseUrl`; returns the cost of each. Throws when either call does not answer 200.
 */
export async function startAndSaveCost(
  databaseUrl: string,
  examId: number,
  who: { id: number; token: string },
): Promise<{ start: RequestCost; save: RequestCost }> {
  const handle = await openDb({ databaseUrl });
  const app = await buildApp({ db: handle.db });
  const original = Client.prototype.query;
  let texts: string[] | null = null;
  Client.prototype.query = function query(this: Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    texts?.push(typeof first === 'string' ? first : (first?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
  const measure = async (url: string, payload: object): Promise<RequestCost & { body: string }> => {
    texts = [];
    const res = await app.inject({ method: 'POST', url, headers: { authorization: `Token ${who.token}` }, payload });
    const counted = texts;
    texts = null;
    if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    return {
      status: res.statusCode,
      roundTrips: counted.length,
      transactionControl: counted.filter((t) => TRANSACTION_CONTROL.test(t)).length,
      body: res.body,
    };
  };
  try {
    const { body: _s, ...start } = await measure(`/api/exam/v1/start-exam/${examId}/`, { student_id: who.id });
    const questions = await app.inject({
      method: 'GET',
      url: `/api/exam/v1/fetch-all-questions/${examId}/`,
      headers: { authorization: `Token ${who.token}` },
    });
    const single = (
      questions.json() as { data: { section_questions: { id: number; question_type_id: number }[] } }
    ).data.section_questions.find((q) => q.question_type_id === 1);
    if (!single) throw new Error(`exam ${examId} has no single-choice question to save`);
    const { body: _v, ...save } = await measure(`/api/exam/v1/save-exam/${examId}/`, {
      student_id: who.id,
      ques_id: single.id,
      total_seconds: 5,
      review_status: false,
      is_option1_selected: true,
      seq: nextSeq(0, Date.now()),
    });
    return { start, save };
  } finally {
    Client.prototype.query = original;
    await app.close();
    await handle.close();
  }
}

/** "N round trips (M of them BEGIN/COMMIT)" for the bottleneck line. */
export const costText = (c: RequestCost) =>
  `${c.roundTrips - c.transactionControl} SQL statement${c.roundTrips - c.transactionControl === 1 ? '' : 's'} in ${c.roundTrips} round trip${c.roundTrips === 1 ? '' : 's'}${c.transactionControl ? ` (${c.transactionControl} of them BEGIN/COMMIT)` : ''}`;
