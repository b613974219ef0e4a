import { useEffect, useState } from 'react';
import { ApiError } from '@classroom/shared/api';
import { getDashboard, type DashboardData } from './get-dashboard';

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

/** Loads the dashboard lists once per `attempt` (bump it to retry); aborts on unmount. */
export function useDashboard(attempt: number): DashboardState {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getDashboard(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isHandledByHost(error)) setState({ status: 'handled-by-host' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return state;
}
