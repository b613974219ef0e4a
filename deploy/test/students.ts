/**
 * Simulated students for the topology test and bench:cluster: each signs in (or holds a token), starts an exam,
 * saves answers and submits through nginx over plain HTTP, retrying as the player does (001 §7 Save answer; decision
 * 0004): a save that got no answer, a 5xx or a 429 is sent again, same body and sequence number, until acknowledged
 * (200) or refused (any other 4xx) or `giveUpMs` passes. Every reply is recorded, so a run can count the 5xx a client
 * saw, the saves acknowledged, and then check each acknowledged save is in the database (`lostSaves`).
 */
import { nextSeq } from '@classroom/shared/exam-rules';
import http from 'node:http';
import { Client } from 'pg';

/** One HTTP exchange a student made: the call, its status (0 = no answer), its time in ms and when it ended. */
export interface Exchange {
  call: 'signIn' | 'start' | 'questions' | 'save' | 'submit';
  status: number;
  ms: number;
  /** performance.now() when the answer (or the timeout) came, for throughput figures. */
  at: number;
}

/** A save the server acknowledged: allotted question id, the option chosen (1–4) and the seconds it carried. */
export interface AckedSave {
  studentId: number;
  questionId: number;
  option: number;
  seconds: number;
}

export interface Recorder {
  exchanges: Exchange[];
  acked: AckedSave[];
  /** Saves that were never acknowledged (refused, or no answer within giveUpMs). */
  unacknowledged: number;
}

export const newRecorder = (): Recorder => ({ exchanges: [], acked: [], unacknowledged: 0 });

/**
 * The students' connections: kept alive and reused (one per student at a time, as a browser holds its own), so a
 * call costs no TCP handshake and the load generator little CPU (Node's fetch, with its web streams, cost the bench as
 * much CPU as the API it measured). A free socket is unref'd by the agent, so it never holds a test
 * process open.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' });

/** A call's method, JSON body (text) and session token. */
export interface CallInit {
  method: 'GET' | 'POST';
  body?: string;
  token?: string;
  /** Parse the reply's body as JSON (the callers that read it); otherwise it is read to its end and dropped. */
  json?: boolean;
}

/**
 * One call over node:http: its status (0 when no answer came within `timeoutMs`, headers and the whole body) and, when
 * `init.json`, its JSON body (null when not JSON), recorded in `rec.exchanges`. A reply is counted only once its body
 * has arrived in full: a body the timeout cut is no answer, never a 200. Never rejects.
 */
export function request(
  rec: Recorder,
  call: Exchange['call'],
  url: string,
  init: CallInit,
  timeoutMs = 15_000,
): Promise<{ status: number; body: unknown }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number, body: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const at = performance.now();
      rec.exchanges.push({ call, status, ms: at - started, at });
      resolve({ status, body });
    };
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (init.token) headers.authorization = `Token ${init.token}`;
    if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
    const req = http.request(url, { method: init.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      if (init.json) res.on('data', (chunk: Buffer) => chunks.push(chunk));
      else res.resume();
      res.on('end', () => {
        if (!res.complete) return finish(0, null);
        let body: unknown = null;
        if (init.json) {
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = null;
          }
        }
        finish(res.statusCode ?? 0, body);
      });
      res.on('error', () => finish(0, null));
      res.on('close', () => {
        if (!res.complete) finish(0, null);
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish(0, null);
    }, timeoutMs);
    req.on('error', () => finish(0, null));
    req.end(init.body);
  });
}

const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

/** Sends one call again while it is retryable (see the module comment), 200 ms apart, for at most `giveUpMs`. */
async function withRetry(rec: Recorder, call: Exchange['call'], url: string, init: CallInit, giveUpMs: number) {
  const deadline = Date.now() + giveUpMs;
  for (;;) {
    const res = await request(rec, call, url, init);
    if (!retryable(res.status) || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A student in an exam: the token, id, the allotted single-choice questions of the attempt (after `start`) and the
 * last sequence number this student's saves used (one clock for every answer write, decision 0005).
 */
export interface Student {
  id: number;
  token: string;
  singles: number[];
  seq: number;
}

/** POST /api/users/v1/login/ → the token and id; throws when not 200. */
export async function signIn(
  rec: Recorder,
  base: string,
  username: string,
  password: string,
): Promise<{ id: number; token: string }> {
  const res = await withRetry(
    rec,
    'signIn',
    `${base}/api/users/v1/login/`,
    { method: 'POST', body: JSON.stringify({ username, password }), json: true },
    20_000,
  );
  if (res.status !== 200) throw new Error(`sign-in of ${username}: HTTP ${res.status}`);
  const data = (res.body as { data: { token: string; user_id: number } }).data;
  return { id: data.user_id, token: data.token };
}

/** Starts (or resumes) `examId`, then fetches the attempt's questions; returns the student with its single-choice ids. */
export async function startExam(
  rec: Recorder,
  base: string,
  who: { id: number; token: string },
  examId: number,
): Promise<Student> {
  const start = await withRetry(
    rec,
    'start',
    `${base}/api/exam/v1/start-exam/${examId}/`,
    { method: 'POST', token: who.token, body: JSON.stringify({ student_id: who.id }) },
    20_000,
  );
  if (start.status !== 200) throw new Error(`start of exam ${examId} by ${who.id}: HTTP ${start.status}`);
  const all = await withRetry(
    rec,
    'questions',
    `${base}/api/exam/v1/fetch-all-questions/${examId}/`,
    { method: 'GET', token: who.token, json: true },
    20_000,
  );
  if (all.status !== 200) throw new Error(`questions of exam ${examId} for ${who.id}: HTTP ${all.status}`);
  const list = (all.body as { data: { section_questions: { id: number; question_type_id: number }[] } }).data
    .section_questions;
  return { ...who, singles: list.filter((q) => q.question_type_id === 1).map((q) => q.id), seq: 0 };
}

/** Saves option `option` on allotted question `questionId` with retries; records it in `rec.acked` when acknowledged. */
export async function saveAnswer(
  rec: Recorder,
  base: string,
  s: Student,
  examId: number,
  questionId: number,
  option: number,
  giveUpMs = 20_000,
): Promise<boolean> {
  const seconds = 7;
  s.seq = nextSeq(s.seq, Date.now());
  const body = {
    student_id: s.id,
    ques_id: questionId,
    total_seconds: seconds,
    review_status: false,
    [`is_option${option}_selected`]: true,
    seq: s.seq,
  };
  const res = await withRetry(
    rec,
    'save',
    `${base}/api/exam/v1/save-exam/${examId}/`,
    { method: 'POST', token: s.token, body: JSON.stringify(body) },
    giveUpMs,
  );
  if (res.status === 200) rec.acked.push({ studentId: s.id, questionId, option, seconds });
  else rec.unacknowledged += 1;
  return res.status === 200;
}

/** Submits `examId` (idempotent on the server) with retries; returns the final HTTP status. */
export async function submitExam(rec: Recorder, base: string, s: Student, examId: number): Promise<number> {
  return (
    await withRetry(
      rec,
      'submit',
      `${base}/api/exam/v1/submit-exam/${examId}/`,
      { method: 'POST', token: s.token, body: JSON.stringify({ student_id: s.id }) },
      20_000,
    )
  ).status;
}

/**
 * Acknowledged saves the database does not hold as acknowledged (docs/OPERATIONS.md "0 lost"): the option of a
 * question's last acknowledged save (`acked` is in acknowledgement order) is not the one stored, or the question's
 * total_seconds is below the sum of its acknowledged saves. Reads allotted_questions straight from PostgreSQL.
 */
export async function lostSaves(databaseUrl: string, acked: AckedSave[]): Promise<AckedSave[]> {
  if (acked.length === 0) return [];
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...new Set(acked.map((a) => a.questionId))];
    const { rows } = await client.query<{
      id: number;
      total_seconds: number;
      o1: boolean;
      o2: boolean;
      o3: boolean;
      o4: boolean;
    }>(
      'SELECT id, total_seconds, is_option1_selected AS o1, is_option2_selected AS o2, is_option3_selected AS o3, is_option4_selected AS o4 FROM allotted_questions WHERE id = ANY($1::int[])',
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const seconds = new Map<number, number>();
    const last = new Map<number, AckedSave>();
    for (const a of acked) {
      seconds.set(a.questionId, (seconds.get(a.questionId) ?? 0) + a.seconds);
      last.set(a.questionId, a);
    }
    return [...last.values()].filter((a) => {
      const row = byId.get(a.questionId);
      const chosen = row && [row.o1, row.o2, row.o3, row.o4][a.option - 1];
      return !row || !chosen || row.total_seconds < seconds.get(a.questionId)!;
    });
  } finally {
    await client.end();
  }
}
