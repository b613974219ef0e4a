import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError, subscribeReachability } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import { isConnected } from '../ui/online';

/** Retries of a failed read: a network failure or a 5xx twice more; a 4xx, a 401 or a locked profile never (a retry cannot change the answer). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'refused' && (error.httpStatus ?? 0) >= 500;
}

/** A persisted client older than this is dropped on restore (persist.ts); also every query's `gcTime`, so a query
 * seen days ago is still kept for an offline open (decision 0016). Milliseconds: 7 days. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The page's one QueryClient (ARCHITECTURE §2 'server state'): `@classroom/shared` and `@tanstack/react-query` are
 * shared singletons, so the host and every remote read and fill the same cache. Reads stay fresh for 30 s and are
 * not refetched on window focus (a slow 4G link pays for every request); they are kept `PERSIST_MAX_AGE_MS` unused
 * (the host persists them per student, ./persist.ts); `portal:batch-switched` drops everything
 * (000 §4 switching batch).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, gcTime: PERSIST_MAX_AGE_MS, refetchOnWindowFocus: false },
    // An action goes to the server and fails at once when it cannot be reached (its screen says so, 000 §8) rather
    // than waiting paused; the offline doubt (queued-doubt.ts) is queued on purpose and says so itself.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * TanStack Query's idea of "online" is the server's reachability (decision 0016), not only `navigator.onLine`: a read
 * that fails for a network reason while the device says it is online pauses (its kept data stays on screen, no error
 * page) instead of failing, and every paused read goes out again once the server answers (reachability.ts probes it).
 */
export function followReachability(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(isConnected());
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const stop = subscribeReachability(update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      stop();
    };
  });
}

if (typeof window !== 'undefined') {
  on('portal:batch-switched', () => void queryClient.invalidateQueries());
  followReachability();
}
