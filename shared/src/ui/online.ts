import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const getOnline = () => navigator.onLine;

/**
 * Whether the device has a connection now: the browser's `navigator.onLine` and its online/offline events — the same
 * source TanStack Query's onlineManager follows (shared/src/query/persist.ts sets it from `navigator.onLine` at boot),
 * read here without TanStack Query so the sign-in page's bundle stays without it. True on the server.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getOnline, () => true);
}
