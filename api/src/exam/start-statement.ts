/**
 * The first start of an attempt in one SQL statement (001 §7 Start exam, §4; decisions 0030 and 0012).
 *
 * One round trip records `started_at` and 'Attending' on the attempt's row and allots every question of the exam,
 * numbered 1… in section order then question order — what a locked transaction of six round trips (BEGIN, the row
 * lock, the read of the exam's questions, the insert, the update, COMMIT) did before, with no question row sent to the
 * API and back. The UPDATE applies only to a row not yet started nor submitted: of two concurrent starts, the second
 * waits for the first's row lock, then finds the row started and changes nothing (a data-modifying CTE's INSERT runs
 * only for the row the UPDATE returned), so an attempt is started once and allotted once.
 *
 * The text is fixed (parameters $1 attempt id, $2 the start time as ISO text, $3 exam id) and sent as a named prepared
 * statement on PostgreSQL (../db/client queryRows).
 */
import { queryRows, type Db } from '../db/client';

const START = `WITH started AS (
  UPDATE scheduled_exams SET started_at = $2::timestamptz, attending_status = 'Attending'
  WHERE id = $1 AND started_at IS NULL AND submitted_at IS NULL
  RETURNING id
), allotted AS (
  INSERT INTO allotted_questions (scheduled_exam_id, exam_section_id, question_id, serial_no)
  SELECT started.id, eq.exam_section_id, eq.question_id,
    row_number() OVER (ORDER BY es.sort_order, es.id, eq.sort_order, eq.id)
  FROM started, exam_questions eq JOIN exam_sections es ON es.id = eq.exam_section_id
  WHERE es.exam_id = $3
  ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT (SELECT count(*) FROM started)::int AS started, (SELECT count(*) FROM allotted)::int AS allotted`;

/**
 * Starts attempt `schedId` of exam `examId` at `now` and allots its questions, in one statement (see the module
 * comment). Returns false when the row was already started or submitted (a concurrent start won, or a submit came
 * first): nothing was written, and the caller reads the row again. `db` is the handle openDb returned, not a
 * transaction (the statement is a transaction of its own). The caller checks the window and the practice rules first.
 */
export async function startStatement(db: Db, schedId: number, examId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ started: number }>(db, 'exam_start', START, [schedId, now.toISOString(), examId]);
  return (row?.started ?? 0) > 0;
}
