/** The bulk-save form of a question's device state (001 §7 bulk save). Pure. */
import { isTextAnswerType, type AllottedQuestion, type BulkAnswer } from '@classroom/shared/contract';

export function toBulkAnswer(q: AllottedQuestion, seq: number): BulkAnswer {
  const options = [q.is_option1_selected, q.is_option2_selected, q.is_option3_selected, q.is_option4_selected];
  return {
    serial_no: q.serial_no,
    allotted_id: q.id,
    type: q.question_type_id,
    review: q.review_status,
    total_seconds: Math.min(86_400, Math.max(0, q.total_seconds)),
    ans_given: isTextAnswerType(q.question_type_id) ? (q.ans_given ?? '') : '',
    options_selected: isTextAnswerType(q.question_type_id) ? [] : options.flatMap((on, i) => (on ? [i + 1] : [])),
    current_attempt_seconds: q.current_attempt_seconds.slice(-1000),
    seq,
  };
}
