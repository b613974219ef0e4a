import { useSyncExternalStore } from 'react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '@classroom/shared/query';
import { formatDateTime } from '@classroom/shared/format';

/** The notice's words (decision 0016): 'You are offline — last updated 25 Nov 2026, 4:30 PM IST'. */
export const OFFLINE_TEXT = 'You are offline';

/**
 * When the data on screen was last fetched: the oldest `dataUpdatedAt` (ms) of the queries the screen is watching
 * (those with an observer) that hold data; null when none does.
 */
export function lastUpdatedOnScreen(client: QueryClient): number | null {
  const times = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : null;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
const subscribeCache = (listener: () => void) => queryClient.getQueryCache().subscribe(listener);
const lastUpdated = () => lastUpdatedOnScreen(queryClient);

/**
 * 'You are offline — last updated <time, IST>' while the device has no connection (TanStack Query's onlineManager:
 * the browser's online/offline events), over a screen showing its kept data (shared/src/query/persist.ts). The time
 * is that of the oldest data on screen; without any, only 'You are offline'. Nothing while online. A polite live
 * region, so a screen reader hears the change. Reads the page's one QueryClient (no provider needed). One use, in the
 * student shell, serves every screen.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const updatedAt = useSyncExternalStore(subscribeCache, lastUpdated, () => null);
  return (
    <div role="status" className={online ? undefined : 'cp-offline-notice'}>
      {online
        ? null
        : updatedAt === null
          ? OFFLINE_TEXT
          : `${OFFLINE_TEXT} — last updated ${formatDateTime(updatedAt)} IST`}
    </div>
  );
}
