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

let waitingCheck: () => boolean = () => true;

/** Sets how to tell whether the screen waits for data it has nothing kept of (the offline notice's module, which
 * reads the query cache). */
export function setWaitingCheck(check: () => boolean): void {
  waitingCheck = check;
}

/**
 * Whether the screen waits for a read it has nothing kept of (decision 0016): a read failing for a network reason
 * then gets the popup; one failing while every read on screen shows kept data does not. True until the student
 * shell's offline notice is loaded (the sign-in page keeps nothing).
 */
export function screenWaitsForData(): boolean {
  return waitingCheck();
}
