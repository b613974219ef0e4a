import { MutationObserver } from '@tanstack/react-query';
import { ApiError, call, logout } from '@classroom/shared/api';
import { queryClient } from './index';

/** The mutation key of the error page's analytics post (001 §2.8), in the page's one mutation cache. */
export const ERROR_PAGE_VIEW_KEY = ['analytics', 'error-page-view'] as const;

/** How the error page's analytics post ended: sent, refused with 401 (the session is on another device), or failed. */
export type ErrorPageViewOutcome = 'posted' | 'another-device' | 'failed';

/**
 * The error page's analytics post (001 §2.8: `postAnalytics` with page_name 'error'), as a mutation of the page's one
 * QueryClient (ARCHITECTURE §2 'server state': every write through TanStack Query). One call posts once: no retry, and
 * `networkMode: 'always'` — offline it fails at once as the plain call did, rather than waiting paused in the kept
 * data (decision 0016) for a page the student has long left. A 401 signs the student out (`logout`) and returns
 * 'another-device', for the page to say so; any other failure is ignored ('failed': nothing on screen reads it).
 * Loaded by the UI kit's error page on demand, so the kit — on the sign-in page — stays free of TanStack Query
 *. Never rejects.
 */
export async function postErrorPageView(): Promise<ErrorPageViewOutcome> {
  const post = new MutationObserver(queryClient, {
    mutationKey: ERROR_PAGE_VIEW_KEY,
    mutationFn: () => call('postAnalytics', { body: { page_name: 'error' } }),
    networkMode: 'always',
    retry: false,
  });
  try {
    await post.mutate();
    return 'posted';
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'session-expired') {
      void logout();
      return 'another-device';
    }
    return 'failed';
  } finally {
    post.reset();
  }
}
