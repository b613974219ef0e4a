import { useSyncExternalStore } from 'react';
import { reachability, subscribeReachability } from '../api/reachability';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stop = subscribeReachability(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stop();
  };
}

/**
 * Whether the portal's server can be reached now (decision 0016): the device says it is online (`navigator.onLine`)
 * and the last call did not go unanswered (shared/src/api/reachability.ts). False on a phone in airplane mode and on
 * one that believes it is online while nothing gets through. True on the server.
 */
export function isConnected(): boolean {
  return navigator.onLine && reachability() !== 'unreachable';
}

/** {@link isConnected} as a React value, following the browser's online/offline events and the API's replies. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isConnected, () => true);
}

/** The notice's case: 'offline' (the device says so), 'unreachable' (no reply), 'stalled' (a read waits) or 'ok'. */
export type Connection = 'offline' | 'unreachable' | 'stalled' | 'ok';

const connection = (): Connection => (navigator.onLine ? reachability() : 'offline');

/** The {@link Connection} now, as a React value. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, connection, () => 'ok');
}

let keptCheck: () => boolean = () => false;

/** Sets how to tell whether the screen shows kept data (the offline notice's module, which reads the query cache). */
export function setKeptDataCheck(check: () => boolean): void {
  keptCheck = check;
}

/** Whether the screen shows data the device kept (false until the student shell's offline notice is loaded). */
export function keptDataOnScreen(): boolean {
  return keptCheck();
}
