/**
 * Save answer in one SQL statement (issue 14 §3; 001 §7 Save answer, §4.1, §5; ARCHITECTURE §6).
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
 * issue 12 §7, typedAnswerProblem) is left to the locked transaction too, which checks it before writing.
 * `undefined` means "not applied here, use the locked path" (nothing was written).
 */
import type { SaveAnswerBody, SaveAnswerReply } from '@classroom/shared/contract';
import { isOneOptionType, QUESTION_TYPE } from '@classroom/shared/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { badRequest, MESSAGES, notFound } from '../http/errors';
import { attemptDeadline, isPastGrace, normaliseNumeric, remainingSeconds, SAVE_GRACE_SECONDS } from './rules';
import { toQuestionStatus } from './serialise';

/** Start of the sequence clock of `nextSeq` (@classroom/shared/exam-rules): quarter-seconds since 2025-01-01 UTC. */
const SEQ_EPOCH_MS = Date.UTC(2025, 0, 1);

/** SQL: whether allotted row `a` holds an attempted answer for a question of type `type` (001 §5; rules.isAnswered). */
function wasAttemptedOf(a: string, type: string) {
  return sql.raw(`(CASE WHEN ${type} = ${QUESTION_TYPE.numeric} THEN coalesce(${a}.ans_given ~ '[0-9]', false)
    ELSE (${a}.is_option1_selected OR ${a}.is_option2_selected OR ${a}.is_option3_selected OR ${a}.is_option4_selected) END)`);
}

interface Row {
  sched_id: number;
  started_ms: number | null;
  submitted: boolean;
  practice: boolean;
  duration_minutes: number;
  end_ms: number;
  question_id: number | null;
  question_type: number | null;
  client_seq: number | null;
  /** The answer has a format the locked path checks (integer, or numerical with a precision; issue 12 §7). */
  typed: boolean | null;
  /** The write could raise the section's attempted count (limit > 0, unattempted → attempted), on the snapshot. */
  limit_relevant: boolean | null;
  applied: number;
  status: [number, number, number, number][] | null;
}

/**
 * Tries the save as one statement. Returns the reply (applied, or a retried/overtaken write that changed nothing),
 * throws the same refusals as the locked path (404 'Exam not found', 400 'Exam not started', 'Exam already submitted',
 * 'Exam time over', 404 'Question not found', 400 single choice), or returns undefined when the write might cross a
 * section attempt limit and must be decided under the lock.
 */
export async function saveAnswerStatement(db: Db, examId: number, studentId: number, body: SaveAnswerBody, now: Date): Promise<SaveAnswerReply | undefined> {
  const options = [!!body.is_option1_selected, !!body.is_option2_selected, !!body.is_option3_selected, !!body.is_option4_selected];
  const anyOption = options.some(Boolean);
  const manyOptions = options.filter(Boolean).length > 1;
  const numericAnswer = normaliseNumeric(body.ans_given);
  const seq = body.seq ?? null;
  const seqFloor = Math.floor((now.getTime() - SEQ_EPOCH_MS) / 250);
  const nowIso = now.toISOString();
  // Attempted (001 §5): numeric — the text holds a digit; choice — any option ticked (rules.isAnswered).
  const wasAttempted = wasAttemptedOf('a', 't.question_type');
  const writeSeq = sql`coalesce(${seq}::integer, greatest(a.client_seq + 1, ${seqFloor}::integer))`;
  const query = sql`
    WITH s AS (
      SELECT se.id, se.started_at, se.submitted_at, se.practice, e.duration_minutes, e.end_at,
        (se.started_at IS NOT NULL AND se.submitted_at IS NULL AND ${nowIso}::timestamptz <= (CASE WHEN se.practice
          THEN se.started_at + e.duration_minutes * interval '1 minute'
          ELSE least(se.started_at + e.duration_minutes * interval '1 minute', e.end_at) END) + ${SAVE_GRACE_SECONDS} * interval '1 second') AS open
      FROM scheduled_exams se JOIN exams e ON e.id = se.exam_id
      WHERE se.exam_id = ${examId} AND se.student_id = ${studentId}
      ORDER BY se.practice DESC LIMIT 1
      FOR SHARE OF se
    ), t AS (
      SELECT a.id, a.client_seq, q.question_type_id AS question_type, sec.num_compulsory_questions AS attempt_limit,
        (CASE WHEN q.question_type_id = ${QUESTION_TYPE.numeric} THEN ${numericAnswer}::text IS NOT NULL ELSE ${anyOption}::boolean END) AS will_attempt,
        ${wasAttemptedOf('a', 'q.question_type_id')} AS was_attempted,
        (q.question_type_id = ${QUESTION_TYPE.integer} OR (q.question_type_id = ${QUESTION_TYPE.numeric} AND q.answer_decimals IS NOT NULL)) AS typed
      FROM allotted_questions a
      JOIN questions q ON q.id = a.question_id
      JOIN exam_sections sec ON sec.id = a.exam_section_id
      WHERE a.id = ${body.ques_id} AND a.scheduled_exam_id = (SELECT id FROM s)
    ), u AS (
      UPDATE allotted_questions a SET
        ans_given = CASE WHEN t.question_type = ${QUESTION_TYPE.numeric} THEN ${numericAnswer}::text ELSE NULL END,
        is_option1_selected = (t.question_type <> ${QUESTION_TYPE.numeric} AND ${options[0]}::boolean),
        is_option2_selected = (t.question_type <> ${QUESTION_TYPE.numeric} AND ${options[1]}::boolean),
        is_option3_selected = (t.question_type <> ${QUESTION_TYPE.numeric} AND ${options[2]}::boolean),
        is_option4_selected = (t.question_type <> ${QUESTION_TYPE.numeric} AND ${options[3]}::boolean),
        review_status = ${body.review_status}::boolean,
        color_id = CASE WHEN ${body.review_status}::boolean THEN (CASE WHEN t.will_attempt THEN 3 ELSE 2 END)
          ELSE (CASE WHEN t.will_attempt THEN 1 ELSE 4 END) END,
        visited = true,
        total_seconds = a.total_seconds + ${body.total_seconds}::integer,
        current_attempt_seconds = array_append(a.current_attempt_seconds, ${body.total_seconds}::integer),
        client_seq = ${writeSeq}
      FROM s, t
      WHERE a.id = t.id AND s.open
        AND NOT t.typed
        AND NOT (t.question_type IN (${QUESTION_TYPE.single}, ${QUESTION_TYPE.matching}) AND ${manyOptions}::boolean)
        AND a.client_seq < ${writeSeq}
        AND (t.attempt_limit <= 0 OR NOT t.will_attempt OR ${wasAttempted})
      RETURNING a.id, a.color_id
    )
    SELECT s.id AS sched_id, (extract(epoch FROM s.started_at) * 1000)::float8 AS started_ms, s.submitted_at IS NOT NULL AS submitted,
      s.practice, s.duration_minutes, (extract(epoch FROM s.end_at) * 1000)::float8 AS end_ms,
      t.id AS question_id, t.question_type, t.client_seq, t.typed,
      (t.attempt_limit > 0 AND t.will_attempt AND NOT t.was_attempted) AS limit_relevant,
      (SELECT count(*) FROM u)::int AS applied,
      (SELECT json_agg(json_build_array(x.id, x.serial_no, x.exam_section_id, coalesce(u.color_id, x.color_id)) ORDER BY x.serial_no)
        FROM allotted_questions x LEFT JOIN u ON u.id = x.id WHERE x.scheduled_exam_id = s.id) AS status
    FROM s LEFT JOIN t ON true`;
  const result = await db.execute(query);
  const [row] = (result as unknown as { rows: Row[] }).rows;

  // The refusals, in the order of the locked path.
  if (!row) throw notFound(MESSAGES.examNotFound);
  if (row.started_ms === null) throw badRequest(MESSAGES.examNotBegun);
  if (row.submitted) throw badRequest(MESSAGES.examSubmitted);
  const deadline = attemptDeadline(new Date(row.started_ms), row.duration_minutes, new Date(row.end_ms), row.practice);
  if (isPastGrace(deadline, now)) throw badRequest(MESSAGES.examTimeOver);
  if (row.question_id === null) throw notFound(MESSAGES.questionNotFound);
  if (row.question_type !== null && isOneOptionType(row.question_type) && manyOptions) throw badRequest(MESSAGES.singleChoiceOneOption);
  if (row.typed) return undefined;

  const reply = (): SaveAnswerReply => ({
    num_seconds: remainingSeconds(deadline, now),
    question_status_list: (row.status ?? []).map(([id, serialNo, examSectionId, colorId]) => toQuestionStatus({ id, serialNo, examSectionId, colorId })),
  });
  if (row.applied > 0) return reply();
  // Not applied: a retried or overtaken write (its seq is not above the stored one) that could not cross the attempt
  // limit changes nothing and is answered as before; anything else (a first answer in a section with an attempt
  // limit — refused there even when stale, as before —, or a row that moved meanwhile) is decided under the lock.
  if (seq !== null && row.client_seq !== null && seq <= row.client_seq && row.limit_relevant === false) return reply();
  return undefined;
}
