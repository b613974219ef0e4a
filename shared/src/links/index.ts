/**
 * Links to the institute's external services (000 §7, 001 §2.2). The spec names the service but not its
 * address, so the address here is the institute's to set.
 */

/** The external result host that serves question-paper downloads (000 §7). */
export const QUESTION_PAPER_URL = 'https://results.classroom-portal.in/question-paper';

/** A question-paper download link: the result host with ExamScheduleId and StudentId (001 §2.2). */
export function questionPaperUrl(examScheduleId: number, studentId: number): string {
  const query = new URLSearchParams({ ExamScheduleId: String(examScheduleId), StudentId: String(studentId) });
  return `${QUESTION_PAPER_URL}?${query.toString()}`;
}

export { BUILT_SCREENS, isScreenBuilt, matchesScreen } from './screens';
