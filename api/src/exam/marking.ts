/**
 * Marks of one allotted question, the one rule for submission (the stored score), the result, the answer key and the
 * analysis. A JEE Advanced paper (exams.jee_advanced) is marked by the published scheme per question
 * type with the pure functions of ./jee-advanced; any other paper by its section's marks (./rules scoreAnswer).
 */
import { jeeAdvancedFullMarks, scoreJeeAdvanced } from './jee-advanced';
import { isAnswered, isCorrect, scoreAnswer, type ScoringKey } from './rules';
import { answerOf, type AllottedJoined, type ExamRow } from './serialise';

/** What marking reads of an allotted row: the answer, the question's type, key and tolerance, the section's marks. */
export interface MarkedRow {
  allotted: AllottedJoined['allotted'];
  question: Pick<AllottedJoined['question'], 'questionTypeId' | 'answerKey' | 'tolerance'>;
  section: Pick<AllottedJoined['section'], 'positiveMarks' | 'negativeMarks'>;
}

/** The scoring key of a question on a paper marked by its sections. */
export function scoringKeyOf(
  exam: Pick<ExamRow, 'partialMarks'>,
  { question, section }: Pick<MarkedRow, 'question' | 'section'>,
): ScoringKey {
  return {
    questionType: question.questionTypeId,
    answerKey: question.answerKey,
    tolerance: question.tolerance,
    positiveMarks: section.positiveMarks,
    negativeMarks: section.negativeMarks,
    partialMarks: exam.partialMarks,
  };
}

/**
 * Marks of one allotted question: `attempted`; `correct` (null when not attempted; on a JEE Advanced paper: full marks
 * earned); `marks` (whole marks, negative for a wrong answer); `full`, the marks a right answer earns.
 */
export function markOf(exam: Pick<ExamRow, 'partialMarks' | 'jeeAdvanced'>, row: MarkedRow) {
  const key = scoringKeyOf(exam, row);
  const answer = answerOf(row.allotted);
  const attempted = isAnswered(key.questionType, answer);
  if (exam.jeeAdvanced) {
    const full = jeeAdvancedFullMarks(key.questionType);
    const marks = scoreJeeAdvanced(key.questionType, key, answer);
    return { attempted, correct: attempted ? marks === full : null, marks, full };
  }
  return {
    attempted,
    correct: attempted ? isCorrect(key, answer) : null,
    marks: scoreAnswer(key, answer),
    full: key.positiveMarks,
  };
}
