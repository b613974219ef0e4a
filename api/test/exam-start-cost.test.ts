/**
 * What one start-exam costs the database (001 §7 Start exam; decision 0005): the
 * round trips the API sends for a first start and a resume, counted at the driver (every PGlite query, exec and
 * transaction; on DATABASE_URL every node-postgres Client.query), so a change that adds a round trip fails here.
 * And a first start that races another start of the same attempt: one attempt, its questions allotted once.
 */
import { PGlite } from '@electric-sql/pglite';
import { endpoints } from '@classroom/shared/contract';
import { Client } from 'pg';
import { call, signIn, useHarness } from './helpers';

const h = useHarness({}, 180_000);

type Sent = { text: string }[];
type Query = (...args: unknown[]) => Promise<unknown>;

/** Records every statement the database handle sends while `run` runs; BEGIN and COMMIT of a PGlite transaction too. */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; sent: Sent }> {
  const sent: Sent = [];
  const client = (h.handle.db as unknown as { $client: unknown }).$client;
  const textOf = (first: unknown) => (typeof first === 'string' ? first : ((first as { text?: string })?.text ?? ''));
  const spy = (target: Record<string, unknown>, name: string): (() => void) => {
    const original = target[name] as Query;
    target[name] = function (this: unknown, ...args: unknown[]) {
      sent.push({ text: textOf(args[0]) });
      return original.apply(this, args);
    };
    return () => {
      target[name] = original;
    };
  };
  const restores: (() => void)[] = [];
  if (client instanceof PGlite) {
    const pglite = client as unknown as Record<string, unknown>;
    restores.push(spy(pglite, 'query'), spy(pglite, 'exec'));
    const transaction = pglite.transaction as (cb: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
    pglite.transaction = (cb: (tx: Record<string, unknown>) => Promise<unknown>) =>
      transaction.call(client, async (tx: unknown) => {
        const t = tx as Record<string, unknown>;
        sent.push({ text: 'BEGIN' });
        spy(t, 'query');
        spy(t, 'exec');
        const value = await cb(t);
        sent.push({ text: 'COMMIT' });
        return value;
      });
    restores.push(() => {
      pglite.transaction = transaction;
    });
  } else {
    restores.push(spy(Client.prototype as unknown as Record<string, unknown>, 'query'));
  }
  try {
    return { result: await run(), sent };
  } finally {
    for (const restore of restores) restore();
  }
}

const isTransactionControl = (text: string) => /^\s*(BEGIN|COMMIT|ROLLBACK)\b/i.test(text);

describe('start-exam round trips', () => {
  test('a first start is 4 round trips and no transaction; a resume 3', async () => {
    const s = await signIn(h.app, 'section-303');
    const start = () =>
      call(h.app, 'startExam', {
        token: s.token,
        params: { examId: h.seeded.exams.mock },
        body: { student_id: s.userId },
      });
    const first = await counted(start);
    expect(first.result.statusCode).toBe(200);
    // The token's session, the attempt with its exam, the statement that starts it and allots its questions, and
    // one read of the palette with the first section's questions.
    expect(first.sent.map((s) => s.text).filter(isTransactionControl)).toEqual([]);
    expect(first.sent).toHaveLength(4);
    const data = endpoints.startExam.data.parse(first.result.body.data);
    expect(data.section_questions.length).toBeGreaterThan(0);

    const resume = await counted(start);
    expect(resume.result.statusCode).toBe(200);
    expect(resume.sent).toHaveLength(3);
    expect(endpoints.startExam.data.parse(resume.result.body.data).question_status_list).toEqual(
      data.question_status_list,
    );
  });

  test('two first starts at once open one attempt, its questions allotted once and numbered 1…n', async () => {
    const s = await signIn(h.app, 'section-303');
    const start = () =>
      call(h.app, 'startExam', {
        token: s.token,
        params: { examId: h.seeded.exams.expired },
        body: { student_id: s.userId },
      });
    const [a, b] = await Promise.all([start(), start()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const one = endpoints.startExam.data.parse(a.body.data);
    const two = endpoints.startExam.data.parse(b.body.data);
    expect(one.practice).toBe(true);
    expect(two.question_status_list).toEqual(one.question_status_list);
    const all = await call(h.app, 'fetchAllQuestions', {
      token: s.token,
      params: { examId: h.seeded.exams.expired },
      query: { student_id: s.userId },
    });
    const questions = endpoints.fetchAllQuestions.data.parse(all.body.data).section_questions;
    expect(questions.map((q) => q.serial_no)).toEqual(questions.map((_, i) => i + 1));
    expect(new Set(questions.map((q) => q.question_id)).size).toBe(questions.length);
  });
});
