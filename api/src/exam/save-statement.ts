/**
 * Save answer in one SQL statement (001 §7 Save answer, §4.1, §5; ARCHITECTURE §6).
 *
 * One round trip does what the locked transaction of ./attempts `saveAnswerLocked` does in five: it finds the caller's
 * attempt (the practice attempt first, as findScheduled) and holds it FOR SHARE — a concurrent submit, which locks it
 * FOR UPDATE, waits for the save or the save waits for it and then sees it submitted —, checks the attempt is started,
 * not submitted and within its end + 60 s grace, finds the allotted question of that attempt, refuses two options on a
 * single-choice question, applies the write only when its sequence number is higher than the stored one (the newest
 * intent wins), and returns the attempt's fields, the question's and the 90-row status list with the new colour.
 *
 * The section attempt limit (001 §5) needs a count over the other questions of the section, which a single statement
 * reads from its own snapshot; so the statement applies only writes that cannot raise the section's attempted count
 * (no limit, the answer is cleared, or the question was already attempted — checked on the row's newest version), and
 * leaves the rest (a first answer in a section with a limit) to the locked transaction, which counts after the lock.
 * A typed answer with a format to check (a JEE Advanced integer answer, a numerical answer with the paper's precision;
 *, typedAnswerProblem) is left to the locked transaction too, which checks it before writing.
 *
 * The caller: with `{ tokenHash }` the same statement also finds the session's token and its
 * student (000 §6) — unknown → 401 'Invalid token', revoked → 401 'User logged into another device' (superseded) or
 * 'Invalid token' (signed out), fees due → 403 profile locked (000 §4), a body naming another student → 403 'Not
 * allowed' — and writes only for a live token of an unlocked student who owns the body: one round trip per save,
 * read from the same snapshot as the write, so a token revoked before the save's statement began never saves. With
 * `{ studentId }` (the DPP save, the tests) the caller was authenticated before.
 *
 * The statement's text is fixed (built once per caller kind, parameters $1…$n) and sent as a named prepared
 * statement on PostgreSQL: no SQL is built per request, and the server parses it once per connection.
 */
import type { SaveAnswerBody, SaveAnswerReply } from '@classroom/shared/contract';
import { isOneOptionType, QUESTION_TYPE } from '@classroom/shared/contract';
import { isProfileLocked } from '../auth/tokens';
import { queryRows, type Db } from '../db/client';
import { badRequest, MESSAGES, notAllowed, notFound, profileLocked, unauthorized } from '../http/errors';
import { attemptDeadline, isPastGrace, normaliseNumeric, remainingSeconds, SAVE_GRACE_SECONDS } from './rules';
import { toQuestionStatus } from './serialise';
import { istDayOf } from '../ist-day';

/** Start of the sequence clock of `nextSeq` (@classroom/shared/exam-rules): quarter-seconds since '2025-01-01' UTC. */
const SEQ_EPOCH_MS = Date.UTC(2025, 0, 1);

/** Who saves: a session's token (hashed, checked inside the statement) or a student authenticated before. */
export type SaveCaller = { tokenHash: string } | { studentId: number };

/** SQL: whether allotted row `a` holds an attempted answer for a question of type `type` (001 §5; rules.isAnswered). */
function wasAttemptedOf(a: string, type: string): string {
  return `(CASE WHEN ${type} = ${QUESTION_TYPE.numeric} THEN coalesce(${a}.ans_given ~ '[0-9]', false)
    ELSE (${a}.is_option1_selected OR ${a}.is_option2_selected OR ${a}.is_option3_selected OR ${a}.is_option4_selected) END)`;
}

/** The statement's inputs, by name; `statementText` numbers them $1…$n in order of first use. */
interface Inputs {
  tokenHash: string | null;
  studentId: number | null;
  claimedStudent: number;
  today: string;
  examId: number;
  now: string;
  quesId: number;
  numericAnswer: string | null;
  anyOption: boolean;
  manyOptions: boolean;
  option1: boolean;
  option2: boolean;
  option3: boolean;
  option4: boolean;
  review: boolean;
  seconds: number;
  seq: number | null;
  seqFloor: number;
}

/**
 * The statement's text for a caller kind, and the order of its parameters. Built once per kind at load (no SQL is
 * assembled per request). Parameters are typed in the text, so PostgreSQL plans it without the values.
 */
function statementText(caller: 'token' | 'student'): { text: string; keys: (keyof Inputs)[] } {
  const keys: (keyof Inputs)[] = [];
  const p = (key: keyof Inputs, type: string) => {
    let at = keys.indexOf(key);
    if (at < 0) at = keys.push(key) - 1;
    return `$${at + 1}::${type}`;
  };
  // k: the caller, one row — the token's student with what the register's checks need (000 §6, 000 §4 profile lock,
  // ARCHITECTURE §5 ownership), or the given student. `allowed`: this caller may write.
  const k =
    caller === 'token'
      ? `SELECT st.id AS student_id, tk.revoked_at IS NOT NULL AS revoked, tk.revoked_reason, tk.expires_at <= ${p('now', 'timestamptz')} AS expired,
        st.fee_pending, st.fee_due_date::text AS fee_due_date,
        (tk.revoked_at IS NULL AND tk.expires_at > ${p('now', 'timestamptz')} AND NOT (st.fee_pending > 0 AND (st.fee_due_date IS NULL OR st.fee_due_date <= ${p('today', 'date')}))
          AND st.id = ${p('claimedStudent', 'integer')}) AS allowed
      FROM tokens tk JOIN students st ON st.id = tk.student_id
      WHERE tk.token_hash = ${p('tokenHash', 'text')}
      LIMIT 1`
      : `SELECT ${p('studentId', 'integer')} AS student_id, false AS revoked, NULL::text AS revoked_reason, false AS expired, 0 AS fee_pending, NULL::text AS fee_due_date, true AS allowed`;
  const now = p('now', 'timestamptz');
  const writeSeq = `coalesce(${p('seq', 'integer')}, greatest(a.client_seq + 1, ${p('seqFloor', 'integer')}))`;
  const choice = (key: keyof Inputs) => `(t.question_type <> ${QUESTION_TYPE.numeric} AND ${p(key, 'boolean')})`;
  const text = `
    WITH k AS (${k}), s AS (
      SELECT se.id, se.started_at, se.submitted_at, se.practice, e.duration_minutes, e.end_at,
        (se.started_at IS NOT NULL AND se.submitted_at IS NULL AND ${now} <= (CASE WHEN se.practice
          THEN se.started_at + e.duration_minutes * interval '1 minute'
          ELSE least(se.started_at + e.duration_minutes * interval '1 minute', e.end_at) END) + ${SAVE_GRACE_SECONDS} * interval '1 second') AS open
      FROM scheduled_exams se JOIN exams e ON e.id = se.exam_id
      WHERE se.exam_id = ${p('examId', 'integer')} AND se.student_id = (SELECT student_id FROM k WHERE k.allowed)
      ORDER BY se.practice DESC LIMIT 1
      FOR SHARE OF se
    ), t AS (
      SELECT a.id, a.client_seq, q.question_type_id AS question_type, sec.num_compulsory_questions AS attempt_limit,
        (CASE WHEN q.question_type_id = ${QUESTION_TYPE.numeric} THEN ${p('numericAnswer', 'text')} IS NOT NULL ELSE ${p('anyOption', 'boolean')} END) AS will_attempt,
        ${wasAttemptedOf('a', 'q.question_type_id')} AS was_attempted,
        (q.question_type_id = ${QUESTION_TYPE.integer} OR (q.question_type_id = ${QUESTION_TYPE.numeric} AND q.answer_decimals IS NOT NULL)) AS typed
      FROM allotted_questions a
      JOIN questions q ON q.id = a.question_id
      JOIN exam_sections sec ON sec.id = a.exam_section_id
      WHERE a.id = ${p('quesId', 'integer')} AND a.scheduled_exam_id = (SELECT id FROM s)
    ), u AS (
      UPDATE allotted_questions a SET
        ans_given = CASE WHEN t.question_type = ${QUESTION_TYPE.numeric} THEN ${p('numericAnswer', 'text')} ELSE NULL END,
        is_option1_selected = ${choice('option1')},
        is_option2_selected = ${choice('option2')},
        is_option3_selected = ${choice('option3')},
        is_option4_selected = ${choice('option4')},
        review_status = ${p('review', 'boolean')},
        color_id = CASE WHEN ${p('review', 'boolean')} THEN (CASE WHEN t.will_attempt THEN 3 ELSE 2 END)
          ELSE (CASE WHEN t.will_attempt THEN 1 ELSE 4 END) END,
        visited = true,
        total_seconds = a.total_seconds + ${p('seconds', 'integer')},
        current_attempt_seconds = array_append(a.current_attempt_seconds, ${p('seconds', 'integer')}),
        client_seq = ${writeSeq}
      FROM s, t
      WHERE a.id = t.id AND s.open
        AND NOT t.typed
        AND NOT (t.question_type IN (${QUESTION_TYPE.single}, ${QUESTION_TYPE.matching}) AND ${p('manyOptions', 'boolean')})
        AND a.client_seq < ${writeSeq}
        AND (t.attempt_limit <= 0 OR NOT t.will_attempt OR ${wasAttemptedOf('a', 't.question_type')})
      RETURNING a.id, a.color_id
    )
    SELECT k.student_id, k.revoked, k.revoked_reason, k.expired, k.fee_pending, k.fee_due_date,
      s.id AS sched_id, (extract(epoch FROM s.started_at) * 1000)::float8 AS started_ms, s.submitted_at IS NOT NULL AS submitted,
      s.practice, s.duration_minutes, (extract(epoch FROM s.end_at) * 1000)::float8 AS end_ms,
      t.id AS question_id, t.question_type, t.client_seq, t.typed,
      (t.attempt_limit > 0 AND t.will_attempt AND NOT t.was_attempted) AS limit_relevant,
      (SELECT count(*) FROM u)::int AS applied,
      (SELECT json_agg(json_build_array(x.id, x.serial_no, x.exam_section_id, coalesce(u.color_id, x.color_id)) ORDER BY x.serial_no)
        FROM allotted_questions x LEFT JOIN u ON u.id = x.id WHERE x.scheduled_exam_id = s.id) AS status
    FROM k LEFT JOIN s ON true LEFT JOIN t ON true`;
  return { text: text.replace(/\n\s+/g, '\n'), keys };
}

const STATEMENTS = {
  token: { name: 'save_answer_by_token', ...statementText('token') },
  student: { name: 'save_answer_by_student', ...statementText('student') },
};

interface Row {
  student_id: number;
  revoked: boolean;
  revoked_reason: string | null;
  expired: boolean;
  fee_pending: number;
  fee_due_date: string | null;
  /** null: no attempt of this exam for this caller (or the caller may not write: revoked, locked, not the owner). */
  sched_id: number | null;
  started_ms: number | null;
  submitted: boolean | null;
  practice: boolean | null;
  duration_minutes: number | null;
  end_ms: number | null;
  question_id: number | null;
  question_type: number | null;
  client_seq: number | null;
  /** The answer has a format the locked path checks (integer, or numerical with a precision). */
  typed: boolean | null;
  /** The write could raise the section's attempted count (limit > 0, unattempted → attempted), on the snapshot. */
  limit_relevant: boolean | null;
  applied: number;
  status: [number, number, number, number][] | null;
}

/** What the statement decided: the caller's student id, and the reply — or undefined: decide under the lock. */
export interface StatementOutcome {
  studentId: number;
  reply: SaveAnswerReply | undefined;
}

/**
 * Tries the save as one statement. Resolves `{ studentId, reply }` — the reply when the statement answered (applied, or
 * a retried/overtaken write that changed nothing), undefined when the write might cross a section attempt limit or
 * carries a typed answer and must be decided under the lock (nothing was written). Throws the refusals of the register
 * for a token caller (401 'Invalid token' / 'User logged into another device', 403 profile locked, 403 'Not allowed'),
 * then those of the locked path (404 'Exam not found', 400 'Exam not started', 'Exam already submitted', 'Exam time
 * over', 404 'Question not found', 400 single choice), in that order.
 */
export async function saveAnswerStatement(
  db: Db,
  examId: number,
  caller: SaveCaller,
  body: SaveAnswerBody,
  now: Date,
): Promise<StatementOutcome> {
  const options = [
    !!body.is_option1_selected,
    !!body.is_option2_selected,
    !!body.is_option3_selected,
    !!body.is_option4_selected,
  ];
  const manyOptions = options.filter(Boolean).length > 1;
  const byToken = 'tokenHash' in caller;
  const inputs: Inputs = {
    tokenHash: byToken ? caller.tokenHash : null,
    studentId: byToken ? null : caller.studentId,
    claimedStudent: body.student_id,
    today: istDayOf(now),
    examId,
    now: now.toISOString(),
    quesId: body.ques_id,
    numericAnswer: normaliseNumeric(body.ans_given),
    anyOption: options.some(Boolean),
    manyOptions,
    option1: options[0]!,
    option2: options[1]!,
    option3: options[2]!,
    option4: options[3]!,
    review: body.review_status,
    seconds: body.total_seconds,
    seq: body.seq ?? null,
    seqFloor: Math.floor((now.getTime() - SEQ_EPOCH_MS) / 250),
  };
  const statement = STATEMENTS[byToken ? 'token' : 'student'];
  const [row] = await queryRows<Row>(
    db,
    statement.name,
    statement.text,
    statement.keys.map((key) => inputs[key]),
  );

  // The register's refusals (000 §6, 000 §4, ARCHITECTURE §5), in its order; then those of the locked path.
  if (!row) throw unauthorized(MESSAGES.invalidToken);
  if (row.revoked)
    throw unauthorized(row.revoked_reason === 'superseded' ? MESSAGES.superseded : MESSAGES.invalidToken);
  if (row.expired) throw unauthorized(MESSAGES.sessionExpired);
  if (isProfileLocked({ feePending: row.fee_pending, feeDueDate: row.fee_due_date }, now)) throw profileLocked();
  if (byToken && body.student_id !== row.student_id) throw notAllowed();
  const studentId = row.student_id;
  if (row.sched_id === null) throw notFound(MESSAGES.examNotFound);
  if (row.started_ms === null) throw badRequest(MESSAGES.examNotBegun);
  if (row.submitted) throw badRequest(MESSAGES.examSubmitted);
  const deadline = attemptDeadline(
    new Date(row.started_ms),
    row.duration_minutes!,
    new Date(row.end_ms!),
    !!row.practice,
  );
  if (isPastGrace(deadline, now)) throw badRequest(MESSAGES.examTimeOver);
  if (row.question_id === null) throw notFound(MESSAGES.questionNotFound);
  if (row.question_type !== null && isOneOptionType(row.question_type) && manyOptions)
    throw badRequest(MESSAGES.singleChoiceOneOption);
  if (row.typed) return { studentId, reply: undefined };

  const reply = (): SaveAnswerReply => ({
    num_seconds: remainingSeconds(deadline, now),
    question_status_list: (row.status ?? []).map(([id, serialNo, examSectionId, colorId]) =>
      toQuestionStatus({ id, serialNo, examSectionId, colorId }),
    ),
  });
  if (row.applied > 0) return { studentId, reply: reply() };
  // Not applied: a retried or overtaken write (its seq is not above the stored one) that could not cross the attempt
  // limit changes nothing and is answered as before; anything else (a first answer in a section with an attempt
  // limit — refused there even when stale, as before —, or a row that moved meanwhile) is decided under the lock.
  const seq = body.seq ?? null;
  if (seq !== null && row.client_seq !== null && seq <= row.client_seq && row.limit_relevant === false)
    return { studentId, reply: reply() };
  return { studentId, reply: undefined };
}
