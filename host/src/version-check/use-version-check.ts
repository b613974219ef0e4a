import { useEffect } from 'react';
import { call } from '@classroom/shared/api';
import { isOfflineTolerant } from '../routes';
import { checkVersion, isCheckDue, type VersionEnv } from './version-check';

const browserEnv: VersionEnv = {
  fetchVersion: async () => (await call('getVersion', { query: { platform: 'web' } })).current_version,
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
