/**
 * Version check (000 §8, 001 §4.10): the web version the server announces (get-version, platform 'web') is compared
 * with the one this device last ran. On a mismatch the new version is stored first (so the reload cannot loop), Cache
 * Storage is cleared, service workers are unregistered — except while an offline-tolerant exam is running, whose
 * worker keeps the student's exam working (never lose an exam in progress) — and the page reloads once.
 */

/** localStorage key of the last web version this device ran. */
export const VERSION_KEY = 'webVersion';
/** The check runs at boot and on tab focus, at most every 10 minutes (in ms). */
export const CHECK_EVERY_MS = 10 * 60_000;

/** What the check needs from the browser (injected for tests). */
export interface VersionEnv {
  fetchVersion(): Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  clearCaches(): Promise<void>;
  unregisterServiceWorkers(): Promise<void>;
  /** Whether an offline-tolerant exam is on screen now (host/src/routes.ts isOfflineTolerant). */
  offlineExamRunning(): boolean;
  reload(): void;
}

/**
 * Runs one check. Returns 'first' (no version stored yet: stored now), 'same', or 'reloaded' after clearing. A failed
 * version call changes nothing (the check runs again later).
 */
export async function checkVersion(env: VersionEnv): Promise<'first' | 'same' | 'reloaded' | 'unknown'> {
  let current: string;
  try {
    current = await env.fetchVersion();
  } catch {
    return 'unknown';
  }
  const stored = env.storage.getItem(VERSION_KEY);
  if (stored === current) return 'same';
  env.storage.setItem(VERSION_KEY, current);
  if (stored === null) return 'first';
  await env.clearCaches().catch(() => undefined);
  if (!env.offlineExamRunning()) await env.unregisterServiceWorkers().catch(() => undefined);
  env.reload();
  return 'reloaded';
}

/** Whether a check is due: never run, or the last one was at least CHECK_EVERY_MS ago. */
export function isCheckDue(lastMs: number | null, nowMs: number): boolean {
  return lastMs === null || nowMs - lastMs >= CHECK_EVERY_MS;
}
