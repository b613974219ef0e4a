import { call } from '@classroom/shared/api';
import type { ClassItem, DashboardExam, Mpp } from '@classroom/shared/contract';
import { loadStudent } from '@classroom/shared/ui';

/** 000 §9: MPP list and exam list ask for skip 0, limit 10. */
export const LIST_PAGE = { skip: 0, limit: 10 } as const;

/** The three dashboard lists (000 §2). */
export interface DashboardData {
  mpps: Mpp[];
  exams: DashboardExam[];
  classes: ClassItem[];
}

/**
 * 000 §2, §7: loads the MPPs (POST student dpps), the tests (exams list, exam type 1) and the classes in
 * parallel; the exam list needs the student id, so it starts as soon as the (shared, loaded-once) student
 * data arrives. Rejects with the first `ApiError`.
 */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const [mppReply, exams, classes] = await Promise.all([
    call('studentMpps', { body: { ...LIST_PAGE }, signal }),
    loadStudent().then((student) =>
      call('examsList', { params: { studentId: student.id }, query: { exam_type_id: 1, ...LIST_PAGE }, signal }),
    ),
    call('dashboardClasses', { signal }),
  ]);
  return { mpps: mppReply.dpps, exams, classes };
}
