import { useQueries } from '@tanstack/react-query';
import { ApiError } from '@classroom/shared/api';
import type { ClassItem, DashboardExam, DataOf, Mpp, StudentData } from '@classroom/shared/contract';
import { attendanceQuery, bannerQuery, classesQuery, examsQuery, mppsQuery } from '../data/queries';
import { attendanceBatchOf } from '@classroom/shared/links';
import { SAMPLE_CONTENT } from './sample-content';

/** The dashboard's datasets (000 §2, §3 dashboard state). `attendance` is null where no panel is shown. */
/** 000 §3 Attendance record and Banner, as the contract's calls answer them. */
export type AttendanceRecord = DataOf<'attendance'>;
export type Banner = DataOf<'bannerDetails'>;

export interface DashboardData {
  mpps: Mpp[];
  exams: DashboardExam[];
  classes: ClassItem[];
  banner: Banner;
  attendance: AttendanceRecord | null;
}

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; data: DashboardData }
  /** The host handles these (401 → sign-in, 1007 → /student/locked): render nothing special. */
  | { status: 'handled-by-host' }
  | { status: 'error'; message: string };

/** True for failures the host acts on itself (000 §4 profile lock, §8 HTTP 401). */
export function isHandledByHost(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'profile-locked' || error.kind === 'session-expired');
}

/**
 * 000 §2, §4 dashboard loading, issue 9 §9: every dataset (MPPs, tests, classes, banner, attendance) is a query of the
 * shared QueryClient, all requested in the same render — in parallel, never one after another — and each loaded once
 * (cached, de-duplicated). The lists need the student (its id is in the test list's path; a free student gets sample
 * content instead, 000 §2), so they start as soon as it is known. On a cold /student load the host's entry has already
 * started these same calls beside this remote's code (issue 14 §1, DASHBOARD_FIRST_CALLS in @classroom/shared/links);
 * each query's `call` takes that request instead of sending again.
 * Returns the combined state and `retry`, which refetches the failed queries.
 */
export function useDashboard(student: StudentData | null): { state: DashboardState; retry: () => void } {
  const batch = student ? attendanceBatchOf(student) : null;
  // 000 §2: a free student's rows show demo sample content, so the real lists are not requested.
  const real = student !== null && !student.is_free;
  return useQueries({
    queries: [
      { ...mppsQuery(), enabled: real },
      { ...examsQuery(student?.id ?? 0), enabled: real },
      { ...classesQuery(), enabled: real },
      bannerQuery(),
      { ...attendanceQuery(batch ?? 0), enabled: batch !== null },
    ],
    combine: ([mpps, exams, classes, banner, attendance]) => {
      const all = [...(real ? [mpps, exams, classes] : []), banner, ...(batch !== null ? [attendance] : [])];
      const retry = () => all.filter((q) => q.isError).forEach((q) => void q.refetch());
      const failed = all.find((q) => q.isError);
      if (failed) {
        if (isHandledByHost(failed.error)) return { state: { status: 'handled-by-host' as const }, retry };
        return { state: { status: 'error' as const, message: failed.error?.message ?? '' }, retry };
      }
      if (!student || all.some((q) => !q.isSuccess)) return { state: { status: 'loading' as const }, retry };
      return {
        state: {
          status: 'ready' as const,
          data: {
            mpps: real ? (mpps.data ?? []) : SAMPLE_CONTENT.mpps,
            exams: real ? (exams.data ?? []) : SAMPLE_CONTENT.exams,
            classes: real ? (classes.data ?? []) : SAMPLE_CONTENT.classes,
            banner: banner.data ?? null,
            attendance: batch !== null ? (attendance.data ?? null) : null,
          },
        },
        retry,
      };
    },
  });
}
