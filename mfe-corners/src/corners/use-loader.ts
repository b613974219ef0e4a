import { useEffect, useState } from 'react';
import { ApiError } from '@classroom/shared/api';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** 401 and 1007 are handled by the host (it navigates away): render nothing special. */
  | { status: 'handled-by-host' }
  | { status: 'error'; message: string };

/**
 * Runs `load` whenever `key` changes (null = nothing to load yet), aborting the previous run; bump
 * `attempt` in the key to retry.
 */
export function useLoader<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: key === null ? 'idle' : 'loading' });
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.kind === 'profile-locked' || error.kind === 'session-expired')) setState({ status: 'handled-by-host' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
    // `load` is keyed by `key` on purpose: callers build it inline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
