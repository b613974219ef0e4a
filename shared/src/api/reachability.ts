/**
 * Whether the portal's server can be reached now (decision 0016), apart from what the device believes
 * (`navigator.onLine`): a phone on a weak cell, behind a hostel Wi-Fi's login page or facing a server that is down
 * says it is online while nothing gets through. The API clients (reply.ts, client.ts, index.ts) report here:
 * - a reply of any kind but the gateway's 502/503/504 → reachable;
 * - no reply (refused, reset, timed out) or a 502/503/504 → unreachable;
 * - a read unanswered for {@link STALLED_READ_MS} → stalled (the request goes on; its answer clears it).
 * While unreachable, `${apiBaseUrl}health` is asked every {@link PROBE_INTERVAL_MS} and at the browser's `online`
 * event; its first reply makes the server reachable again. No React, no TanStack Query: the sign-in page may load it.
 */

/** How long a read may go unanswered before the screen says it shows what was saved (ms). */
export const STALLED_READ_MS = 1500;
/** How often the server is asked whether it answers again while unreachable (ms). */
export const PROBE_INTERVAL_MS = 3000;

/** 'ok': the last call was answered; 'stalled': a read waits longer than STALLED_READ_MS; 'unreachable': no reply. */
export type Reachability = 'ok' | 'stalled' | 'unreachable';

let state: Reachability = 'ok';
let stalledReads = 0;
let probeUrl: string | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: Reachability) {
  if (next === state) return;
  state = next;
  if (state === 'unreachable') scheduleProbe();
  else clearTimeout(probeTimer);
  listeners.forEach((listener) => listener());
}

function scheduleProbe() {
  clearTimeout(probeTimer);
  if (probeUrl === null || typeof fetch === 'undefined') return;
  probeTimer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
}

/** While unreachable, asks the server's health route once (checkServer); still no answer plans the next probe. */
async function probe(): Promise<void> {
  if (state !== 'unreachable') return;
  if (!(await checkServer())) scheduleProbe();
}

/**
 * Asks the server now whether it answers (after code failed to load: was it the connection?); the state follows the
 * answer. Resolves true when it answered. Without a configured API (no probe URL) assumes it does.
 */
export async function checkServer(): Promise<boolean> {
  if (probeUrl === null || typeof fetch === 'undefined') return true;
  try {
    // A frozen server accepts the connection and never answers: the probe gives up like a read would.
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(PROBE_INTERVAL_MS) : undefined;
    const response = await fetch(probeUrl, { cache: 'no-store', signal });
    if (![502, 503, 504].includes(response.status)) {
      noteAnswered();
      return true;
    }
  } catch {
    // no reply
  }
  noteUnreachable();
  return false;
}

/** The current state. */
export function reachability(): Reachability {
  return state;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The server answered a call (any HTTP reply but the gateway's 502/503/504). */
export function noteAnswered(): void {
  set(stalledReads > 0 ? 'stalled' : 'ok');
}

/** A call got no reply, or the gateway's 502/503/504: the server cannot be reached now. */
export function noteUnreachable(): void {
  set('unreachable');
}

/**
 * Watches one read: after STALLED_READ_MS without an answer the state becomes 'stalled' (unless already
 * unreachable); returns the function to call once it settled (answered or failed: the clients report which).
 */
export function watchRead(): () => void {
  let stalled = false;
  const timer = setTimeout(() => {
    stalled = true;
    stalledReads += 1;
    if (state === 'ok') set('stalled');
  }, STALLED_READ_MS);
  return () => {
    clearTimeout(timer);
    if (!stalled) return;
    stalledReads -= 1;
    if (stalledReads === 0 && state === 'stalled') set('ok');
  };
}

/** Where to ask whether the server answers again: the API's health route under `apiBaseUrl` ('/api/' → '/api/health'). */
export function setProbeBase(apiBaseUrl: string): void {
  probeUrl = `${apiBaseUrl}health`;
  if (typeof window !== 'undefined' && !probeListening) {
    probeListening = true;
    window.addEventListener('online', () => void probe());
  }
}
let probeListening = false;

/** Back to 'ok' with nothing watched (tests). */
export function resetReachability(): void {
  clearTimeout(probeTimer);
  stalledReads = 0;
  state = 'ok';
}
