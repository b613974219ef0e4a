import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@classroom/shared/query';
import { emit } from '@classroom/shared/events';
import { formatDateTime } from '@classroom/shared/format';
import { setWaitingCheck, useConnection, type Connection } from './online';

/** The notice's words (decision 0016): 'You are offline — last updated 25 Nov 2026, 4:30 PM IST'. */
export const OFFLINE_TEXT = 'You are offline';
/** The notice's words when the device says it is online but the server gives no answer (decision 0016). */
export const UNREACHABLE_TEXT = "Can't reach the portal";

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

const subscribeCache = (listener: () => void) => queryClient.getQueryCache().subscribe(listener);
const lastUpdated = () => lastUpdatedOnScreen(queryClient);

/** The notice for a connection (decision 0016), given the time (ms) of the oldest data on screen, or null. */
export function noticeText(connection: Connection, updatedAt: number | null): string | null {
  if (connection === 'offline')
    return updatedAt === null ? OFFLINE_TEXT : `${OFFLINE_TEXT} — last updated ${formatDateTime(updatedAt)} IST`;
  if (connection === 'ok') return null;
  if (updatedAt === null) return connection === 'unreachable' ? UNREACHABLE_TEXT : null;
  return `${UNREACHABLE_TEXT} — showing what was saved at ${formatDateTime(updatedAt)} IST`;
}

/**
 * Above a screen showing its kept data (shared/src/query/persist.ts) when fresh data cannot come (decision 0016):
 * 'You are offline — last updated <time, IST>' while the device says it is offline; 'Can't reach the portal —
 * showing what was saved at <time, IST>' while it says it is online but the server gives no reply, or a read has
 * waited longer than STALLED_READ_MS (shared/src/api/reachability.ts). The time is that of the oldest data on
 * screen. Nothing while the server answers. A polite live region, so a screen reader hears the change. Reads the
 * page's one QueryClient (no provider needed). One use, in the student shell, serves every screen.
 */
export function OfflineNotice() {
  const connection = useConnection();
  const updatedAt = useSyncExternalStore(subscribeCache, lastUpdated, () => null);
  const text = noticeText(connection, updatedAt);
  return (
    <div role="status" className={text === null ? undefined : 'cp-offline-notice'}>
      {text}
    </div>
  );
}

/** Whether a read the screen watches is on its way with nothing kept to show meanwhile (decision 0016: a network
 * failure then gets the popup, host/src/session-events); a query not enabled yet waits for nothing. */
export function waitsForData(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((q) => q.getObserversCount() > 0 && q.state.data === undefined && q.state.fetchStatus !== 'idle');
}
setWaitingCheck(() => waitsForData(queryClient));

// A screen opened while the server does not answer sends no request (its read waits, paused) and so meets no failure:
// a read it has nothing kept of that pauses while the device says it is online raises the same event, for the popup.
if (typeof window !== 'undefined')
  queryClient.getQueryCache().subscribe(({ query, type }) => {
    if (type !== 'updated' || query.state.fetchStatus !== 'paused' || query.state.data !== undefined) return;
    if (query.getObserversCount() > 0 && navigator.onLine) emit('portal:network-unstable', { message: '', read: true });
  });
