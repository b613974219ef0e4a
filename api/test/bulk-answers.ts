/**
 * Answer queues of the offline exam tests (001 §4.5; ARCHITECTURE §6 per-question seq): bulk-save answers for allotted
 * questions, a realistic queue of edits, a seeded shuffle and the stored state to compare — plain functions, no harness.
 */
import type { AllottedQuestion, BulkAnswer } from '@classroom/shared/contract';

/** The stored answer state by serial number (ids differ between students). */
export const stateBySerial = (qs: AllottedQuestion[]) =>
  qs.map((q) => ({
    serial_no: q.serial_no,
    ans_given: q.ans_given,
    options: [q.is_option1_selected, q.is_option2_selected, q.is_option3_selected, q.is_option4_selected],
    review: q.review_status,
    total_seconds: q.total_seconds,
    current_attempt_seconds: q.current_attempt_seconds,
  }));

/** One queued answer of `q` with sequence number `seq` (its seconds grow with seq); `over` sets the answer. */
export function answer(q: AllottedQuestion, seq: number, over: Partial<BulkAnswer> = {}): BulkAnswer {
  return {
    serial_no: q.serial_no,
    allotted_id: q.id,
    type: q.question_type_id,
    review: false,
    total_seconds: 10 * seq,
    ans_given: '',
    options_selected: [],
    current_attempt_seconds: [10 * seq],
    seq,
    ...over,
  };
}

/** A realistic queue: several edits of the same questions with rising seq, for every type. */
export function queueFor(qs: AllottedQuestion[]): BulkAnswer[] {
  const single = qs.filter((q) => q.question_type_id === 1);
  const multiple = qs.filter((q) => q.question_type_id === 2);
  const numeric = qs.filter((q) => q.question_type_id === 3);
  return [
    answer(single[0]!, 1, { options_selected: [1] }),
    answer(single[0]!, 2, { options_selected: [3] }),
    answer(single[1]!, 1, { options_selected: [2], review: true }),
    answer(single[2]!, 1, { options_selected: [4] }),
    answer(single[2]!, 3, { options_selected: [] }),
    answer(multiple[0]!, 1, { options_selected: [1, 3] }),
    answer(numeric[0]!, 1, { ans_given: '12.5' }),
    answer(numeric[0]!, 4, { ans_given: '-3' }),
    answer(numeric[1]!, 2, { ans_given: '7', review: true }),
  ];
}

/** `items` in an order fixed by `seed` (a linear congruential generator), so a failure replays. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
