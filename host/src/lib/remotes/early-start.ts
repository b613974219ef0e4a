import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { studentKey } from './canary';
import { addFirstMountPreloads } from './first-mount-preload';
import { expectIntegrity, integrityPlugin } from './integrity-plugin';
import { federationNameOf } from './names';
import { activeVersions, type ReleaseManifest } from './release-manifest';
import { retryPlugin } from './retry-plugin';
import { preloadRouteRemote, remoteToPreload } from './route-preload';
import { takeEarlyCalls } from '../early-calls';
import { INLINE_CONFIG_ID, INLINE_MANIFEST_ID } from '../../inline-blocks';

/**
 * The login record's key on the device (000 §2 "Login record … kept on the device as 'userdetail'"), the same as
 * `USERDETAIL_KEY` of @classroom/shared/session — repeated here because this module runs in the host's entry chunk,
 * before the share scope exists, where no shared module may be imported (route-preload.test.ts checks they agree).
 */
export const LOGIN_RECORD_KEY = 'userdetail';

/** The login record stored on the device (000 §3 'userdetail'), parsed but not yet checked; null when absent or unreadable. */
export function storedRecord(storage: Storage | undefined = globalThis.localStorage): unknown {
  try {
    return JSON.parse(storage?.getItem(LOGIN_RECORD_KEY) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** The user id of a login record (`storedRecord`), read without validation (a wrong guess only costs a preload); null when it has none. */
function userIdOf(record: unknown): number | null {
  const id = (record as { user_id?: unknown } | null)?.user_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The user id of the login record on the device, read without validation (a wrong guess only costs a preload). */
export function storedUserId(storage: Storage | undefined = globalThis.localStorage): number | null {
  return userIdOf(storedRecord(storage));
}

let loadPluginsInstalled = false;

/**
 * Whether `pathname` is the dashboard (`/student`), whose first calls — the student's data, the dashboard, the bell's
 * unread count — are all first-screen calls sent over `fetch` (FIRST_SCREEN_ENDPOINTS): its page preloads zod and
 * those calls' schemas, not axios and the whole contract (`preloadApiClient`, decision 0027).
 */
export function onDashboard(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/student';
}

/** The integrity (SRI) and retry runtime plugins, installed once, before any remote entry is requested. */
export function installLoadPlugins(): void {
  if (loadPluginsInstalled) return;
  registerPlugins([
    integrityPlugin(),
    retryPlugin({ onRetry: (what, attempt) => console.warn(`[host] retrying ${what} (attempt ${attempt + 1})`) }),
  ]);
  loadPluginsInstalled = true;
}

/** Remotes registered by the early start, by federation name → the entry URL registered. */
export const earlyRegistered = new Map<string, string>();

/**
 * Starts the current route's remote from the host's entry, before the bootstrap chunks are requested (decision 0007):
 * registers the version the canary picks for this student from the release manifest inlined into index.html, adds
 * preload links for its first-mount files (decision 0008) and asks the MF runtime to preload it, so manifest, entry and
 * `./app` chunks download together beside the host's own. The bootstrap keeps this registration when it picks the
 * same version. Returns the remote started, or null (no inlined manifest, a host screen, a guarded page without a
 * session, an unreadable manifest).
 * @param after  when given, the downloads wait for it (the registration does not): the route's first API calls then
 *   take the browser's six HTTP/1.1 connections first, and the dashboard shows only once its data is in (000 §2).
 */
export function startRouteRemoteEarly(
  doc: Document = document,
  pathname: string = location.pathname,
  after?: Promise<unknown>,
): string | null {
  const userId = storedUserId();
  const remote = remoteToPreload(pathname, userId !== null);
  const text = doc.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!remote || !text) return null;
  let manifest: ReleaseManifest;
  try {
    manifest = JSON.parse(text) as ReleaseManifest;
  } catch {
    return null;
  }
  const version = activeVersions(manifest, studentKey(userId))[remote];
  if (!version) return null;
  installLoadPlugins();
  expectIntegrity(version);
  const federationName = federationNameOf(remote);
  registerRemotes([{ name: federationName, entry: version.url }]);
  earlyRegistered.set(federationName, version.url);
  const download = () => {
    void preloadRouteRemote(pathname, userId !== null);
    // The entry and ./app's chunks beside the manifest, not one round trip after it: in the next task, so the runtime's
    // manifest request (issued a few promise steps into preloadRemote) is queued before them — the entry cannot run
    // without the manifest.
    setTimeout(() => addFirstMountPreloads(doc, version), 0);
  };
  if (after) void after.then(download, download);
  else download();
  return remote;
}

/** `apiBaseUrl` of the runtime config inlined into index.html (e.g. '/api/'), or null when absent or unreadable. */
export function inlinedApiBaseUrl(doc: Document = document): string | null {
  try {
    const url = (
      JSON.parse(doc.getElementById(INLINE_CONFIG_ID)?.textContent ?? 'null') as { apiBaseUrl?: unknown } | null
    )?.apiBaseUrl;
    return typeof url === 'string' && url !== '' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Starts the current route's first API calls from the host's entry, in parallel with the remote's code (decision 0007):
 * for a stored student login record and an inlined runtime config it loads the prefetch store and the screen lists
 * (neither brings React, axios or zod) and runs the route's first-call plan (`routeCallPlan`, kept by the remote that
 * owns the route) with the stored token; the screen's own calls then take those replies. Nothing is sent for a
 * signed-out visitor, a record that is not a student's, or a route with no plan. Resolves true once the plan's first
 * calls were handed to `fetch`, false when none were sent; never rejects.
 */
export function startRouteCallsEarly(doc: Document = document, pathname: string = location.pathname): Promise<boolean> {
  const record = storedRecord();
  if (userIdOf(record) === null) return Promise.resolve(false);
  const baseURL = inlinedApiBaseUrl(doc);
  if (!baseURL) return Promise.resolve(false);
  return Promise.all([import('@classroom/shared/links/screens'), import('@classroom/shared/prefetch')])
    .then(([screens, prefetch]) => {
      const plan = screens.routeCallPlan(pathname);
      if (!plan || !prefetch.isLoginRecord(record) || record.permission !== prefetch.STUDENT_PERMISSION) return false;
      // The calls index.html's inline script already sent (host/src/lib/early-calls) are kept first: the plan finds them
      // under way and sends only what they do not cover.
      prefetch.adoptEarlyCalls(takeEarlyCalls(), record.token);
      prefetch.prefetchRoute(plan, { baseURL, token: record.token, username: record.username, pathname });
      return true;
    })
    .catch(() => false);
}
