/**
 * Typed event bus over window CustomEvents (ARCHITECTURE §3). Remotes never import each other;
 * they meet here. The host listens and acts on session expiry (000 §8 HTTP 401) and profile lock
 * (000 §4, error code 1007).
 */
export interface PortalEvents {
  /** HTTP 401: the token is invalid or superseded. `message` is the server's text. */
  'portal:session-expired': { message: string };
  /** A reply carried error code 1007 (000 §4 Profile lock). */
  'portal:profile-locked': { path: string };
  /** A network-type failure (000 §8: 'Failed to fetch', 'Network Error'…; a gateway's 502/503/504); `read`: the
   * failed call only read (a screen showing kept data then says so instead of the popup, decision 0016). */
  'portal:network-unstable': { message: string; read?: boolean };
  /** The student switched batch (000 §4 Switching batch); `studentCourseId` is the new course. */
  'portal:batch-switched': { studentCourseId: number };
  /** The student's unread notification count changed (mark as read); the top bar's bell shows `unread`. */
  'portal:notifications-changed': { unread: number };
  /** Code of remote `app` threw (a render, effect or root error its React root saw): counted against its release
   * (decision 0014). */
  'portal:remote-error': { app: string };
  /** Ask the host's one Toaster to show a message; `durationMs` defaults to 2000 (000 §9). */
  'portal:toast': { message: string; kind?: 'success' | 'error' | 'info'; durationMs?: number };
}

export type PortalEventName = keyof PortalEvents;

/** Dispatches `name` on window with `detail` as the CustomEvent's detail. */
export function emit<N extends PortalEventName>(name: N, detail: PortalEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to `name`; returns the function that unsubscribes. */
export function on<N extends PortalEventName>(name: N, handler: (detail: PortalEvents[N]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<PortalEvents[N]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
