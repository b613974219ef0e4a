import { useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isHandledByHost } from '@classroom/shared/api';
import type { ClassItem, DashboardExam, DataOf, Mpp, StudentData } from '@classroom/shared/contract';
import { studentDashboardQuery } from '../data/queries';
import { SAMPLE_CONTENT } from './sample-content';

/** 000 §3 Attendance record and Banner, as the contract's calls answer them. */
export type AttendanceRecord = DataOf<'attendance'>;
export type Banner = DataOf<'bannerDetails'>;

/** The dashboard's datasets (000 §2, §3 dashboard state). `attendance` is null where no panel is shown. */
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

const LOADING: DashboardState = { status: 'loading' };

/**
 * 000 §2, §4 dashboard loading; decision 0027, the dashboard asks for its data in one call, never in sequence: MPPs, tests, classes, banner and attendance come in ONE query, student-dashboard (`studentDashboardQuery`),
 * which needs no student data (the server reads the student from the token) — so it is asked for on the first render,
 * in parallel with the student's own data (`useStudent`, which the page calls beside this hook and passes as
 * `student`), never after it. On a cold /student load the host's entry has already started both calls beside this
 * remote's code (DASHBOARD_FIRST_CALLS in @classroom/shared/links); the query's `call` takes that request instead of
 * sending again. The state is 'loading' until the dashboard's data AND the student are in (000 §2 'Loading... please
 * wait'). A free student's rows show demo sample content (000 §2), never real lists (the server sends none: null).
 * `studentKept` (from `useStudent`): the student is the copy kept on the device (decision 0016); kept lists are shown
 * with it, but lists fetched by this page only with the fresh student, so a batch switched on another device is never
 * mixed with the kept one.
 * Returns the combined state and `retry`, which refetches the dashboard's data after a failure.
 */
export function useDashboard(
  student: StudentData | null,
  studentKept = false,
): { state: DashboardState; retry: () => void } {
  const dashboard = useQuery(studentDashboardQuery());
  /** The last state shown of a kept student with the kept lists (decision 0016, kept data online). */
  const keptPair = useRef<DashboardState | null>(null);
  const retry = () => void dashboard.refetch();
  const reply = dashboard.data;
  // One object per reply and student (not per render): the page defers it (`useDeferredValue`), which starts a
  // background render whenever the value is a new object.
  const ready = useMemo((): DashboardState | null => {
    if (!student || !reply) return null;
    const real = !student.is_free;
    return {
      status: 'ready',
      data: {
        mpps: real ? (reply.mpps ?? []) : SAMPLE_CONTENT.mpps,
        exams: real ? (reply.exams ?? []) : SAMPLE_CONTENT.exams,
        classes: real ? (reply.classes ?? []) : SAMPLE_CONTENT.classes,
        banner: reply.banner,
        attendance: reply.attendance,
      },
    };
  }, [student, reply]);
  if (dashboard.isError) {
    if (isHandledByHost(dashboard.error)) return { state: { status: 'handled-by-host' }, retry };
    return { state: { status: 'error', message: dashboard.error.message }, retry };
  }
  // Never the lists of one batch with the student of another: fresh lists wait for the fresh student (the kept one
  // may name a batch switched on another device; 000 §4), the kept pair staying on screen meanwhile.
  if (studentKept && dashboard.dataUpdatedAt >= performance.timeOrigin)
    return { state: keptPair.current ?? LOADING, retry };
  if (!ready || !dashboard.isSuccess) return { state: LOADING, retry };
  if (studentKept) keptPair.current = ready;
  return { state: ready, retry };
}
