/**
 * Test-list rules (001 §2.2, §2.3 start routing, §6 school 40059). Plain TypeScript, no React.
 */
import type { ScheduledExam } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { questionPaperUrl } from '@classroom/shared/links';
import { opensOn, PRACTICE_NOTE, resultDeclaredOn, TEST_LIST_TITLES, WINDOW_CLOSED } from '../messages';

/** 001 §2.2: the tabs of a test or DPP list — All, Attempted, Pending. */
export type ListTab = 'all' | 'attempted' | 'pending';

/** 001 §6: students of this school get no result and no question-paper download. */
export const NO_RESULT_SCHOOL_ID = 40059;

/** 001 §2.2: the title by exam type (1 'My Test', 2 'My Assignments', 3 'My Quiz'); unknown types read as tests. */
export function listTitle(examType: number): string {
  return TEST_LIST_TITLES[examType] ?? 'My Test';
}

/**
 * The exam type a list shows (001 §2.1, §2.2): /student/Quizlist is the quiz list (3) whatever its state;
 * /student/objectivetest takes route state exam_type (1 My Test, 2 My Assignments, 3 My Quiz), default 1.
 */
export function examTypeFromState(state: unknown, pathname = '/student/objectivetest'): 1 | 2 | 3 {
  if (/^\/student\/Quizlist\/?$/.test(pathname)) return 3;
  const value = (state as { exam_type?: unknown } | null)?.exam_type;
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}

/** 001 §2.2: a scheduled exam is Attempted if it has been given, otherwise Pending. */
export function isGiven(exam: ScheduledExam): boolean {
  return exam.exam_assoc.exam_given;
}

/**
 * Rows of a tab from the two lists (scheduled = not given, given = attempted), one row per exam id,
 * ordered by start date, newest first.
 */
export function rowsFor(
  tab: ListTab,
  scheduled: readonly ScheduledExam[],
  given: readonly ScheduledExam[],
): ScheduledExam[] {
  const byExam = new Map<number, ScheduledExam>();
  for (const exam of [...scheduled, ...given]) byExam.set(exam.exam_assoc.id, exam);
  const all = [...byExam.values()].sort((a, b) =>
    b.exam_assoc.exam_start_date.localeCompare(a.exam_assoc.exam_start_date),
  );
  if (tab === 'attempted') return all.filter(isGiven);
  if (tab === 'pending') return all.filter((e) => !isGiven(e));
  return all;
}

/**
 * Where Start leads (001 §2.3, §4.7 links): a JEE Advanced paper (partial marks) → its own instructions
 * /student/JeeadvanceIns/{id} (001 §2.1), the same rule as the dashboard card; otherwise by theme: 1 → instruction page,
 * 3 → generic instructions, else InstructionPage with state.
 */
export function startTarget(exam: ScheduledExam): { to: string; state?: Record<string, unknown> } {
  const { id, exam_theme_assoc_id: theme } = exam.exam_assoc;
  if (exam.exam_assoc.partial_marks) return { to: `/student/JeeadvanceIns/${id}` };
  if (theme === 1) return { to: `/student/instruction/${id}` };
  if (theme === 3) return { to: `/student/generic/${id}/instructions` };
  return { to: '/student/InstructionPage', state: { examId: id, exam_type: exam.exam_assoc.exam_type_id, theme } };
}

export type StartAction =
  { kind: 'start' } | { kind: 'practice'; note: string } | { kind: 'text'; text: string } | { kind: 'none' };

/**
 * 001 §2.2 / 000 §4: Start only where the server would start the attempt (`can_start`, decided on the
 * server clock); before the window 'Opens {date, time}'; after it and not given, the status-7 Practice attempt
 * (offered while the server says `practice` is 'available' or 'running') with the note 'Rank is not available because
 * you are taking it outside the test window'; 'Exam window is closed' once nothing more can be taken; nothing once given.
 */
export function startAction(exam: ScheduledExam): StartAction {
  const a = exam.exam_assoc;
  if (a.exam_given) return { kind: 'none' };
  if (a.can_start) return { kind: 'start' };
  if (a.practice === 'available' || a.practice === 'running') return { kind: 'practice', note: PRACTICE_NOTE };
  if (a.practice === 'submitted') return { kind: 'none' };
  if (!a.is_expired) return { kind: 'text', text: opensOn(formatDateTime(a.exam_start_date)) };
  return { kind: 'text', text: WINDOW_CLOSED };
}

/** 001 §2.2: the late-submission flag shows when attending_status is LateSubmission. */
export function isLateSubmission(exam: ScheduledExam): boolean {
  return exam.attending_status === 'LateSubmission';
}

export type ResultCell =
  { kind: 'link'; to: string; state: Record<string, unknown> } | { kind: 'text'; text: string } | { kind: 'none' };

/**
 * 001 §2.2 result column: nothing for school 40059 or an exam not given (but a submitted practice attempt links to
 * its result); for exam type 1 'Result will be
 * declared on {end date}' until the exam has expired, then a link to /student/result/{examId}
 * (state exam_name, attempted_on, 001 §2.1; result_released, so the screen asks nothing more before reading it).
 */
export function resultCell(exam: ScheduledExam, examType: number, schoolId: number | undefined): ResultCell {
  const a = exam.exam_assoc;
  if (schoolId === NO_RESULT_SCHOOL_ID) return { kind: 'none' };
  // A submitted practice attempt's result is released at once (scored, without rank and percentile).
  if (!isGiven(exam) && a.practice === 'submitted') {
    return {
      kind: 'link',
      to: `/student/result/${a.id}`,
      state: { exam_name: a.exam_topic, practice: true, result_released: true },
    };
  }
  if (!isGiven(exam)) return { kind: 'none' };
  // 001 §2.2: the result link only once the server releases it (max(end, exam_result_on)).
  if (!a.result_released)
    return { kind: 'text', text: resultDeclaredOn(formatDateTime(a.result_declared_on ?? a.exam_end_date)) };
  return {
    kind: 'link',
    to: `/student/result/${a.id}`,
    state: { exam_name: a.exam_topic, attempted_on: a.exam_start_date, result_released: true },
  };
}

/**
 * 001 §2.2 question-paper link: the external result host with ExamScheduleId and StudentId, for an exam the
 * student has given; none for school 40059 (001 §6). `studentId` undefined (not loaded yet) gives none.
 */
export function questionPaperLink(
  exam: ScheduledExam,
  schoolId: number | undefined,
  studentId: number | undefined,
): string | null {
  if (schoolId === NO_RESULT_SCHOOL_ID || studentId === undefined || !isGiven(exam)) return null;
  return questionPaperUrl(exam.id, studentId);
}
