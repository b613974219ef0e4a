/** The player's calls (001 §7), typed from the contract. Thin wrappers so the hook reads by intent. */
import { call, timedCall } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { examInfoQuery } from '../../data/instruction-queries';
import type { ExamInfo, SaveAnswerBody, SaveAnswerReply, StartExamReply } from '@classroom/shared/contract';
import { withSeq } from './save-seq';
import { countedFromArrival, takeStartAhead } from './start-ahead';

/**
 * Exam info (through the page's one query cache: the instructions screen's read when still fresh) and the start (or
 * resume) of the attempt, loaded together; or, when the instructions page's PROCEED began
 * the start moments ago (./start-ahead), that reply with the info the page showed. Opened cold, the host
 * may have sent both already (PLAYER_FIRST_CALLS of @classroom/shared/links): the start's remaining seconds are then
 * counted from when its reply came, not from when the player read it.
 */
export function getExamAndStart(examId: number, studentId: number): Promise<readonly [ExamInfo, StartExamReply]> {
  const ahead = takeStartAhead(examId, studentId);
  if (ahead) return ahead;
  return Promise.all([
    queryClient.fetchQuery(examInfoQuery(examId, studentId)),
    timedCall('startExam', { params: { examId }, body: { student_id: studentId } }),
  ]).then(([info, start]) => [info, countedFromArrival(start.data, start.arrivedAt, performance.now())] as const);
}

/** One section's allotted questions (001 §4.3: fetched when a tab or tile of an unloaded section is chosen). */
export function getSectionQuestions(examId: number, studentId: number, subjectId: number, sectionId: number) {
  return call('fetchQuestions', {
    params: { examId },
    query: { student_id: studentId, subject_id: subjectId, section_id: sectionId },
  });
}

/** Saves one answer (001 §7 Save answer); `total_seconds` ≥ 1 (001 §5); ordered by its sequence number (ARCHITECTURE §6). */
export function postSaveAnswer(examId: number, body: SaveAnswerBody) {
  return call('saveAnswer', { params: { examId }, body: withSeq(examId, body) });
}

/** Submits the attempt for final marking (001 §4.6). */
export function postSubmitExam(examId: number, studentId: number) {
  return call('submitExam', { params: { examId }, body: { student_id: studentId } });
}

/**
 * The calls the online player makes, so one hook serves the normal exam and the DPP (001 §7: the DPP has its own
 * start and save calls; section questions and submit are shared).
 */
export interface PlayerApi {
  start(examId: number, studentId: number): Promise<readonly [ExamInfo, StartExamReply]>;
  sectionQuestions: typeof getSectionQuestions;
  save(examId: number, body: SaveAnswerBody): Promise<SaveAnswerReply>;
  submit(examId: number, studentId: number): Promise<unknown>;
}

/** The normal exam's calls (start-exam, save-exam). */
export const NORMAL_PLAYER_API: PlayerApi = {
  start: getExamAndStart,
  sectionQuestions: getSectionQuestions,
  save: postSaveAnswer,
  submit: postSubmitExam,
};
