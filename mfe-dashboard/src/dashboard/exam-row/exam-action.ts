import type { DashboardExam } from '@classroom/shared/contract';
import { questionPaperUrl as questionPaperHref, SPECIAL_SCHOOL_ID } from '@classroom/shared/links';
import { MESSAGES } from '../../messages';

/**
 * Route state handed to the instruction screens (001 §2.1 "Other links seen in state"). `examId` is what
 * /student/InstructionPage (themes other than 1 and 3) reads its exam from — without it that page goes back to the
 * test list; `exam_id` is kept for the other instruction screens.
 */
export interface ExamRouteState {
  examId: number;
  exam_id: number;
  exam_name: string;
  exam_type: number;
  studentId: number;
}

/** The action area of a dashboard exam card. */
export type ExamAction =
  | { kind: 'disabled'; label: string }
  | { kind: 'start' | 'continue'; label: string; activeTag: true; to: string; state: ExamRouteState }
  | { kind: 'practice'; label: string; note: string; to: string; state: ExamRouteState }
  | { kind: 'result'; label: string; to: string; state: { exam_name: string; result_released: true } }
  | { kind: 'text'; label: string }
  | { kind: 'download'; label: string; href: string }
  | { kind: 'none' };

/**
 * 000 §4 / 001 §2.1: where Start goes. A JEE Advanced paper (`partial_marks`) → its own instructions
 * /student/JeeadvanceIns/{id} (001 §2.1); otherwise by `exam_theme_assoc_id`: 1 → /student/instruction/{id},
 * 3 → /student/generic/{id}/instructions, any other → /student/InstructionPage.
 */
export function instructionRoute(exam: Pick<DashboardExam, 'id' | 'exam_theme_assoc_id' | 'partial_marks'>): string {
  if (exam.partial_marks) return `/student/JeeadvanceIns/${exam.id}`;
  if (exam.exam_theme_assoc_id === 1) return `/student/instruction/${exam.id}`;
  if (exam.exam_theme_assoc_id === 3) return `/student/generic/${exam.id}/instructions`;
  return '/student/InstructionPage';
}

/** 001 §2.2 question-paper link (one builder in @classroom/shared/links). */
export { questionPaperHref };

/**
 * 000 §4 Dashboard exam_status / 001 §4.7: 1 disabled 'Coming soon'; 2 'Active' + Start; 3 'Active' +
 * Continue; 4 Result ('Thank you for participating' for school 40059); 5 disabled 'Result coming soon';
 * 7 (window closed, not given) Practice with the note 'Rank is not available because you are taking it outside the test
 * window' — never Start — opening the same instructions, where mfe-exam takes the practice attempt;
 * any other 'Download Question Paper' (none for school 40059, 000 §6).
 */
export function examAction(
  exam: Pick<
    DashboardExam,
    | 'id'
    | 'exam_name'
    | 'exam_status'
    | 'exam_theme_assoc_id'
    | 'exam_type_assoc'
    | 'partial_marks'
    | 'exam_schedule_id'
  >,
  who: { studentId: number; schoolId: number },
): ExamAction {
  const special = who.schoolId === SPECIAL_SCHOOL_ID;
  const state: ExamRouteState = {
    examId: exam.id,
    exam_id: exam.id,
    exam_name: exam.exam_name,
    exam_type: exam.exam_type_assoc,
    studentId: who.studentId,
  };
  const to = instructionRoute(exam);
  switch (exam.exam_status) {
    case 1:
      return { kind: 'disabled', label: MESSAGES.exam.comingSoon };
    case 2:
      return { kind: 'start', label: MESSAGES.exam.start, activeTag: true, to, state };
    case 3:
      return { kind: 'continue', label: MESSAGES.exam.continue, activeTag: true, to, state };
    case 4:
      return special
        ? { kind: 'text', label: MESSAGES.exam.thankYou }
        : {
            kind: 'result',
            label: MESSAGES.exam.result,
            to: `/student/result/${exam.id}`,
            // Status 4 only once the result is released (001 §4.7): the result screen reads it at once.
            state: { exam_name: exam.exam_name, result_released: true },
          };
    case 5:
      return { kind: 'disabled', label: MESSAGES.exam.resultComingSoon };
    case 7:
      return { kind: 'practice', label: MESSAGES.exam.practice, note: MESSAGES.exam.practiceNote, to, state };
    default: {
      // No download for school 40059 (000 §6), nor when the gateway configures no result host. The paper is keyed by
      // the student's scheduled attempt (ExamScheduleId, 001 §2.2), as on the test list — not by the exam's id.
      const href =
        special || exam.exam_schedule_id === null ? null : questionPaperHref(exam.exam_schedule_id, who.studentId);
      return href ? { kind: 'download', label: MESSAGES.exam.downloadPaper, href } : { kind: 'none' };
    }
  }
}

/** Exam duration for the card: minutes as 'N min' (000 §3: exam_duration is in minutes). */
export function durationText(minutes: number): string {
  return `${minutes} min`;
}
