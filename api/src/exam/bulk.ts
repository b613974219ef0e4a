/**
 * Bulk save of the offline-tolerant exam (001 §4.5, §7 bulk save; ARCHITECTURE §6).
 * Every answer carries a per-question sequence number `seq`; it is applied only when higher than the stored
 * `client_seq`, so a replayed or reordered request changes nothing. Same refusals as a single save
 * (not started, submitted, 'Exam time over' after the end + 60 s, two options on a single choice, section attempt
 * limit); the whole request is one transaction: refused → nothing changes. Statements: the attempt's
 * row lock, one read of its allotted questions, one UPDATE of every applied answer; the status list is built from them.
 */
import type { BulkAnswer, BulkSaveBody, BulkSaveReply } from '@classroom/shared/contract';
import { isOneOptionType, isTextAnswerType } from '@classroom/shared/contract';
import { typedAnswerProblem } from '@classroom/shared/exam-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError, badRequest, MESSAGES, notFound } from '../http/errors';
import { assertOpen, deadlineOf, findScheduled } from './attempts';
import { allottedForRules } from './allotted-reads';
import {
  attemptLimitMessage,
  isAnswered,
  isPastGrace,
  normaliseNumeric,
  paletteColor,
  type AnswerState,
} from './rules';
import { answerFormatOf, answerOf, toQuestionStatus } from './serialise';

/** The answer state a bulk answer sets, for a question of `type`. */
export function bulkAnswerState(type: number, a: BulkAnswer): AnswerState {
  if (isTextAnswerType(type)) return { ansGiven: normaliseNumeric(a.ans_given), options: [false, false, false, false] };
  const chosen = new Set(a.options_selected);
  return { ansGiven: null, options: [chosen.has(1), chosen.has(2), chosen.has(3), chosen.has(4)] };
}

/**
 * Applies `body.updatedAnswers` to the caller's attempt. Per question only the answer with the highest `seq` in the
 * request counts, and only if it is higher than the stored one; `total_seconds` and `current_attempt_seconds` are the
 * device's totals (set, not added, so a replay cannot double them).
 */
export async function bulkSave(
  db: Db,
  examId: number,
  studentId: number,
  body: BulkSaveBody,
  now: Date,
): Promise<BulkSaveReply> {
  if (body.examId !== examId) throw badRequest('examId: examId must be the exam of the path');
  return db.transaction(async (tx) => {
    const { exam, sched } = await findScheduled(tx, examId, studentId, true);
    assertOpen(sched);
    const deadline = deadlineOf(exam, sched);
    if (deadline && isPastGrace(deadline, now)) throw badRequest(MESSAGES.examTimeOver);

    const rows = await allottedForRules(tx, sched.id);
    const byId = new Map(rows.map((r) => [r.allotted.id, r]));
    // Highest seq per question within the request.
    const latest = new Map<number, BulkAnswer>();
    for (const a of body.updatedAnswers) {
      if (!byId.has(a.allotted_id)) throw notFound(`${MESSAGES.questionNotFound}: allotted_id ${a.allotted_id}`);
      const seen = latest.get(a.allotted_id);
      if (!seen || a.seq > seen.seq) latest.set(a.allotted_id, a);
    }
    const toApply = [...latest.values()].filter((a) => a.seq > byId.get(a.allotted_id)!.allotted.clientSeq);

    const next = new Map<number, AnswerState>();
    for (const a of toApply) {
      const { question } = byId.get(a.allotted_id)!;
      const state = bulkAnswerState(question.questionTypeId, a);
      if (isOneOptionType(question.questionTypeId) && state.options.filter(Boolean).length > 1) {
        throw badRequest(`${MESSAGES.singleChoiceOneOption} (allotted_id ${a.allotted_id})`);
      }
      // Typed answers in the paper's format, as a single save checks them.
      const problem =
        state.ansGiven === null
          ? null
          : typedAnswerProblem(question.questionTypeId, state.ansGiven, answerFormatOf(question));
      if (problem) throw badRequest(`${problem} (allotted_id ${a.allotted_id})`);
      next.set(a.allotted_id, state);
    }

    // Section attempt limits (001 §5) on the state after the request, for sections whose attempted count grows.
    const sections = new Map<number, { limit: number; total: number; before: number; after: number }>();
    for (const r of rows) {
      const s = sections.get(r.section.id) ?? {
        limit: r.section.numCompulsoryQuestions,
        total: 0,
        before: 0,
        after: 0,
      };
      const type = r.question.questionTypeId;
      s.total += 1;
      if (isAnswered(type, answerOf(r.allotted))) s.before += 1;
      if (isAnswered(type, next.get(r.allotted.id) ?? answerOf(r.allotted))) s.after += 1;
      sections.set(r.section.id, s);
    }
    for (const s of sections.values()) {
      if (s.limit > 0 && s.after > s.limit && s.after > s.before)
        throw new ApiError(400, attemptLimitMessage(s.limit, s.total, s.before));
    }

    // Every write in one UPDATE: the answers as one JSON document, applied where the seq is higher.
    const writes = toApply.map((a) => {
      const { question } = byId.get(a.allotted_id)!;
      const state = next.get(a.allotted_id)!;
      return {
        id: a.allotted_id,
        ans: state.ansGiven,
        o1: state.options[0],
        o2: state.options[1],
        o3: state.options[2],
        o4: state.options[3],
        review: a.review,
        color: paletteColor(isAnswered(question.questionTypeId, state), a.review),
        total: a.total_seconds,
        cas: a.current_attempt_seconds,
        seq: a.seq,
      };
    });
    const updated =
      writes.length === 0
        ? []
        : (
            (await tx.execute(sql`
      UPDATE allotted_questions a SET
        ans_given = v.ans, is_option1_selected = v.o1, is_option2_selected = v.o2, is_option3_selected = v.o3,
        is_option4_selected = v.o4, review_status = v.review, color_id = v.color, visited = true,
        total_seconds = v.total, current_attempt_seconds = v.cas, client_seq = v.seq
      FROM jsonb_to_recordset(${JSON.stringify(writes)}::jsonb)
        AS v(id integer, ans text, o1 boolean, o2 boolean, o3 boolean, o4 boolean, review boolean, color smallint, total integer, cas integer[], seq integer)
      WHERE a.id = v.id AND a.scheduled_exam_id = ${sched.id} AND a.client_seq < v.seq
      RETURNING a.id, a.color_id`)) as unknown as { rows: { id: number; color_id: number }[] }
          ).rows;
    const newColour = new Map(updated.map((u) => [u.id, u.color_id]));
    // The palette after the request, from the rows read under the lock and the colours just written.
    const question_status_list = rows.map((r) =>
      toQuestionStatus({ ...r.allotted, colorId: newColour.get(r.allotted.id) ?? r.allotted.colorId }),
    );
    return { applied: updated.length, ignored: body.updatedAnswers.length - updated.length, question_status_list };
  });
}
