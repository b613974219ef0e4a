/**
 * The student's server data kept on the device (decision 0016): the page's one QueryClient is persisted to IndexedDB
 * with TanStack Query's persister (`@tanstack/react-query-persist-client`), one record per student, so the screens a
 * student has seen open with their last data offline and paint it at once on a return visit while fresh data loads.
 *
 * Per-student safety (shared phones): a record is written and read only under the signed-in student's `user_id`;
 * every record is deleted — and the in-memory cache emptied — when the session ends (logout, session expiry, the
 * login record cleared in another tab), when the profile is locked, and before another student's data is restored.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { openDB, type IDBPDatabase } from 'idb';
import { on } from '@classroom/shared/events';
import type { StudentData } from '@classroom/shared/contract';
import { sessionStore } from '@classroom/shared/session';
import { PERSIST_MAX_AGE_MS } from './index';
import { registerDoubtQueue } from './queued-doubt';

/** IndexedDB database and store of the persisted clients (one record per student, keyed `student:<user_id>`). */
export const PERSIST_DB = 'classroom-query';
const STORE = 'clients';
/** Changed when the shape of the kept data changes: a client saved under another buster is discarded. */
const BUSTER = 'v1';
/** Saves are coalesced: at most one write per this many milliseconds (a screen's burst of replies is one write); a
 * pending save is written at once when the page is hidden or left. */
const SAVE_EVERY_MS = 500;

let dbPromise: Promise<IDBPDatabase> | null = null;
function db(): Promise<IDBPDatabase> {
  dbPromise ??= openDB(PERSIST_DB, 1, { upgrade: (database) => void database.createObjectStore(STORE) });
  return dbPromise;
}

const recordKey = (userId: number) => `student:${userId}`;
const currentUserId = () => sessionStore.getState().user?.user_id ?? null;

/**
 * localStorage key naming the one student whose data this device keeps (their `user_id`), written with each save and
 * removed with the record: a synchronous answer to "is there anything to restore?" for the first render, which waits
 * for IndexedDB only when there is (`hasKeptData`).
 */
const KEPT_MARKER = 'classroom-query-kept';

function markKept(userId: number | null): void {
  try {
    if (userId === null) window.localStorage.removeItem(KEPT_MARKER);
    else window.localStorage.setItem(KEPT_MARKER, String(userId));
  } catch {
    // No localStorage (private mode on some browsers): the first render just does not wait for the restore.
  }
}

/**
 * True when this device has kept data of the signed-in student (their last save is marked, see `KEPT_MARKER`). A
 * student opening the portal on a new device, or after signing out, has none: the first render then need not wait for
 * IndexedDB to open and find nothing (the cold dashboard; decision 0016). Synchronous.
 */
export function hasKeptData(): boolean {
  const userId = currentUserId();
  try {
    return userId !== null && window.localStorage.getItem(KEPT_MARKER) === String(userId);
  } catch {
    return false;
  }
}

/** Writes the latest student's pending save now (set by `studentPersister`; called when the page is hidden or left). */
let flushPending: (() => void) | null = null;

/**
 * The IndexedDB persister of one student. A save is written only while that student is still the signed-in one
 * (a save queued before a sign-out never lands after it); saves are coalesced to one per `SAVE_EVERY_MS`.
 */
export function studentPersister(userId: number): Persister & { close(): void } {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const flush = async () => {
    timer = null;
    const client = pending;
    pending = null;
    if (!client || closed || currentUserId() !== userId) return;
    await (await db()).put(STORE, client, recordKey(userId));
    markKept(userId);
  };
  const flushNow = () => {
    if (timer) clearTimeout(timer);
    void flush().catch((error: unknown) => console.warn('[query-persist] the kept data could not be saved', error));
  };
  flushPending = flushNow;
  return {
    /** Drops the pending save and writes nothing more (the kept data was deleted for this page: Switch Batch). */
    close() {
      closed = true;
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(flushNow, SAVE_EVERY_MS);
    },
    async restoreClient() {
      if (currentUserId() !== userId) return undefined;
      return (await (await db()).get(STORE, recordKey(userId))) as PersistedClient | undefined;
    },
    async removeClient() {
      markKept(null);
      await (await db()).delete(STORE, recordKey(userId));
    },
  };
}

/** Deletes every student's persisted data from this device (resolves when IndexedDB has done it; never rejects). */
export async function forgetAllStudents(): Promise<void> {
  markKept(null);
  try {
    await (await db()).clear(STORE);
  } catch {
    // No IndexedDB (private mode on some browsers): nothing was kept.
  }
}

/** Where the student's own data (the session store's `student`) is kept in the cache, so it is persisted with the rest. */
const STUDENT_KEY = ['session', 'student'] as const;

function keepStudent(client: QueryClient, student: StudentData | null): void {
  if (student) client.setQueryData(STUDENT_KEY, student);
}

let active: { userId: number; stop: () => void; restored: Promise<void> } | null = null;
let started = false;
/** The client `startQueryPersistence` keeps, and its queue of changes (sign-in, sign-out, a drop), run one at a time. */
let persisted: QueryClient | null = null;
let changes: Promise<unknown> = Promise.resolve();
function change(task: () => Promise<void>): Promise<void> {
  const next = changes.then(task, task);
  changes = next.catch(() => undefined);
  return next;
}

function stopPersisting(client: QueryClient): Promise<void> {
  active?.stop();
  active = null;
  client.clear();
  return forgetAllStudents();
}

function persistFor(client: QueryClient, userId: number): Promise<void> {
  const persister = studentPersister(userId);
  const restored = persistQueryClientRestore({
    queryClient: client,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: BUSTER,
  }).catch(() => undefined);
  const unsubscribe = { current: () => {} };
  let stopped = false;
  // Saving starts after the restore, so an empty cache never overwrites the kept one; a doubt queued offline before
  // the reload is sent now if the device is online (else when it comes back, see startQueryPersistence).
  void restored.then(() => {
    if (stopped) return;
    // Kept data paints at once but is never taken as fresh: every restored query is marked stale, so a screen that
    // mounts refetches it (online) while showing the kept copy. Without this a reload within the 30 s staleTime — the
    // reload after Switch Batch, a read marked just before — showed the kept answer as current.
    void client.invalidateQueries({ refetchType: 'none' });
    unsubscribe.current = persistQueryClientSubscribe({ queryClient: client, persister, buster: BUSTER });
    // The subscription saves on the cache's next change only: what arrived while IndexedDB was restoring (a fast
    // first screen, or a slow IndexedDB: a worker filling its caches competes with it) is saved now, not whenever the
    // next query happens to change — a page closed first left nothing to open offline.
    // Only when this page fetched an answer (restored ones are older than the page): saving back what was just restored
    // would cost a return visit a dehydrate and a structured clone of the whole kept cache on its way to the first paint.
    if (
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.dataUpdatedAt >= performance.timeOrigin)
    )
      void persistQueryClientSave({ queryClient: client, persister, buster: BUSTER }).catch(() => undefined);
    if (onlineManager.isOnline()) void client.resumePausedMutations();
    // Offline, the screens that need the student's data (get-student-details2, kept in the session store, not in a
    // query) take the kept copy; online they load it afresh as always.
    const kept = client.getQueryData<StudentData>(STUDENT_KEY);
    if (!onlineManager.isOnline() && kept && !sessionStore.getState().student) sessionStore.getState().setStudent(kept);
  });
  active = {
    userId,
    restored,
    stop: () => {
      stopped = true;
      unsubscribe.current();
      persister.close();
    },
  };
  return restored;
}

/**
 * Starts keeping `client`'s data for the signed-in student (call once, at boot, before the first screen renders), with
 * the doubts asked offline (queued-doubt.ts) among it.
 * Also tells TanStack Query whether the device is online now (`navigator.onLine`), so a screen opened offline shows
 * its kept data (its fetch waits, paused, for the connection) instead of failing.
 * - signed in at boot: that student's record is restored (others are deleted first);
 * - a student signs in: any other student's record is deleted, then theirs restored;
 * - signed out, session expired, profile locked: every record deleted, the cache emptied, nothing saved until the
 *   next sign-in.
 * @returns a promise resolved once the signed-in student's data is in the cache (at once when signed out); it never
 *          rejects — a broken store only means nothing is restored.
 */
export function startQueryPersistence(client: QueryClient): Promise<void> {
  if (started) return active?.restored ?? Promise.resolve();
  started = true;
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  registerDoubtQueue(client);
  window.addEventListener('pagehide', () => flushPending?.());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushPending?.());
  // Back online: what was queued (a doubt asked offline) is sent, whether or not a screen has the client mounted.
  onlineManager.subscribe((online) => void (online && client.resumePausedMutations()));
  const userId = currentUserId();
  const ready = (async () => {
    if (userId === null) return forgetAllStudents();
    await removeOthers(userId);
    return persistFor(client, userId);
  })();
  // One change at a time, in order (a sign-out then another sign-in must not interleave their deletes and restores).
  changes = ready;
  persisted = client;
  keepStudent(client, sessionStore.getState().student);
  sessionStore.subscribe((state, previous) => {
    if (state.student !== previous.student) keepStudent(client, state.student);
    const next = state.user?.user_id ?? null;
    if (next === (previous.user?.user_id ?? null)) return;
    void change(() => stopPersisting(client).then(() => (next === null ? undefined : persistFor(client, next))));
  });
  on('portal:session-expired', () => void change(() => stopPersisting(client)));
  on('portal:profile-locked', () => void change(() => stopPersisting(client)));
  return ready;
}

/**
 * Deletes the kept data now and keeps nothing more for the rest of this page (decision 0016, the rule for kept data
 * online): Switch Batch calls it after switch-course succeeds and BEFORE its reload (000 §4 switching batch), because
 * every kept read — the student's own details and the dashboard's lists alike — names or depends on the batch left,
 * and the next page paints kept data at once. The in-memory cache is emptied too, a pending save dropped and the
 * `KEPT_MARKER` removed. Resolves when IndexedDB has deleted the records; never rejects. Without persistence started
 * (no student shell on this page) it just deletes whatever the device keeps.
 */
export function dropKeptData(): Promise<void> {
  const client = persisted;
  return change(() => (client ? stopPersisting(client) : forgetAllStudents()));
}

async function removeOthers(userId: number): Promise<void> {
  try {
    const database = await db();
    for (const key of await database.getAllKeys(STORE))
      if (key !== recordKey(userId)) await database.delete(STORE, key);
  } catch {
    // No IndexedDB: nothing was kept.
  }
}
