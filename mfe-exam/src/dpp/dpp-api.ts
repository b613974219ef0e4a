/** The DPP player's calls (001 §7): DPP start and DPP save; section questions and submit as in the normal exam. */
import { call, timedCall } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { examInfoQuery } from '../data/instruction-queries';
import type { SaveAnswerBody } from '@classroom/shared/contract';
import { getSectionQuestions, postSubmitExam, type PlayerApi } from '../lib/player/player-api';
import { withSeq } from '../lib/player/save-seq';
import { countedFromArrival } from '../lib/player/start-ahead';
import { toDppSaveBody } from './rules';

export const DPP_PLAYER_API: PlayerApi = {
  /**
   * DPP start (exam_id = the MPP card's id) schedules the DPP for the student; exam info is read after it. Opened cold,
   * the host may have sent both already (DPP_PLAYER_FIRST_CALLS of @classroom/shared/links, in this order): the
   * start's remaining seconds (001 §4.2) are then counted from when its reply came, not from when the player read it.
   */
  async start(examId: number, studentId: number) {
    const start = await timedCall('dppStart', { params: { studentId }, body: { exam_id: examId } });
    const info = await queryClient.fetchQuery(examInfoQuery(examId, studentId));
    return [info, countedFromArrival(start.data, start.arrivedAt, performance.now())] as const;
  },
  sectionQuestions: getSectionQuestions,
  save: (examId: number, body: SaveAnswerBody) =>
    call('dppSaveAnswer', { params: { examId }, body: toDppSaveBody(withSeq(examId, body)) }),
  submit: postSubmitExam,
};
