import { useEffect } from 'react';
import { ApiError, DEFAULT_ERROR_TEXT, fetchCall } from '@classroom/shared/api';
import { isOfflineTolerant } from '../routes';
import { checkVersion, isCheckDue, type VersionEnv } from './version-check';

const browserEnv: VersionEnv = {
  // fetch, and no schema chunk: the check runs on the sign-in page too; it reads one string.
  fetchVersion: async () =>
    (await fetchCall('getVersion', { query: { platform: 'web' }, check: versionReply })).current_version,
  storage: window.localStorage,
  clearCaches: async () => {
    if (!('caches' in window)) return;
    for (const key of await caches.keys()) await caches.delete(key);
  },
  unregisterServiceWorkers: async () => {
    if (!('serviceWorker' in navigator)) return;
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  },
  offlineExamRunning: () => isOfflineTolerant(window.location.pathname),
  reload: () => window.location.reload(),
};

/** The get-version reply's part the check reads (000 §8): `current_version`, a non-empty string; else a refusal. */
export function versionReply(data: unknown): { platform: string; current_version: string } {
  const reply = data as { platform?: unknown; current_version?: unknown } | null;
  if (typeof reply?.current_version !== 'string' || reply.current_version === '')
    throw new ApiError(DEFAULT_ERROR_TEXT, 'refused');
  return { platform: String(reply.platform ?? 'web'), current_version: reply.current_version };
}

/** Runs the version check (./version-check.ts) at boot and when the tab comes back into view, at most every 10 min. */
export function useVersionCheck(env: VersionEnv = browserEnv): void {
  useEffect(() => {
    let last: number | null = null;
    const run = () => {
      if (document.visibilityState === 'hidden' || !isCheckDue(last, Date.now())) return;
      last = Date.now();
      void checkVersion(env);
    };
    run();
    document.addEventListener('visibilitychange', run);
    window.addEventListener('focus', run);
    return () => {
      document.removeEventListener('visibilitychange', run);
      window.removeEventListener('focus', run);
    };
  }, [env]);
}
