/**
 * Host boot (ARCHITECTURE §2): runtime config and /remotes.json are read (both inlined in index.html by the
 * gateway, else fetched), remotes registered with the Module Federation runtime, then render. single-spa starts with
 * the first remote area (remotes/remote-area.tsx), so the sign-in page does not load it.
 * The current route's remote has been loading since the entry ran (index.ts, early-start.ts); when the
 * inlined manifest was missing there, it starts as soon as the versions are registered here (route-preload.ts;
 * a no-op for what is already preloaded), in parallel with the runtime config, the session
 * check and the shell's first render.
 */
import '@classroom/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { preloadApiClient } from '@classroom/shared/api';
import { readStoredUser } from '@classroom/shared/session';
import { App } from './app';
import { loadOlderBar, loadShellDialogs, loadStudentLayout } from './lazy-screens';
import { isLegacyList } from './routes';
import { bootRuntimeConfig } from './boot-config';
import { pickedVersions, registerRemotesFromManifest } from './lib/remotes/remote-loader';
import { preloadRouteRemote } from './lib/remotes/route-preload';
import { onDashboard } from './lib/remotes/early-start';
import { BootFailure } from './shell/boot-failure';
import { listenForErrors, noteUncaught } from './lib/tally';
import { afterFirstScreen } from './field-figures/after-first-screen';
import { registerPortalServiceWorker } from './sw/register';

/**
 * Release health (decision 0014): the beacon's chunk (web-vitals and the sender) loads after the first screen
 * (after-first-screen.ts), so it never competes with it; the vitals it reads are buffered by the browser.
 */
function startFieldFigures(apiBaseUrl: string, sampleRate: number) {
  afterFirstScreen(
    () =>
      void import(/* webpackChunkName: "field-figures" */ './field-figures/beacon')
        .then((beacon) => beacon.startBeacon({ apiBaseUrl, sampleRate, token: () => readStoredUser()?.token ?? null }))
        .catch(() => undefined),
  );
}

/** `promise`, or undefined after `ms` milliseconds if it has not settled by then. */
function atMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  listenForErrors();
  // What the host's own root sees of a remote's code (its stack names the release) counts against that release.
  const report = (error: unknown) => {
    console.error(error);
    noteUncaught(undefined, error);
  };
  const root = createRoot(container, { onCaughtError: report, onUncaughtError: report });
  const studentPage = location.pathname.startsWith('/student') && readStoredUser() !== null;
  try {
    await Promise.all([
      bootRuntimeConfig().then((config) => startFieldFigures(config.apiBaseUrl, config.fieldFigures.sampleRate)),
      registerRemotesFromManifest().then(() => void preloadRouteRemote(location.pathname, readStoredUser() !== null)),
      // A signed-in /student page renders with the student shell and the API client's calls in place, as when they were
      // part of the bootstrap (the API client started from the entry, index.ts; the shell here): no loader flash.
      // The student's kept data is in the cache before the first render (decision 0016), waited for at most 1 s, when
      // the device keeps some: a cold open (nothing kept) renders without waiting for IndexedDB.
      studentPage
        ? Promise.all([
            loadStudentLayout().then((m) => (m.keptDataToRestore ? atMost(m.dataRestored, 1000) : undefined)),
            preloadApiClient({ firstScreenOnly: onDashboard(location.pathname) }),
            isLegacyList(location.pathname) ? loadOlderBar() : undefined,
          ]).catch(() => undefined)
        : undefined,
    ]);
  } catch (error) {
    root.render(<BootFailure error={error as Error} />);
    return;
  }
  // Signed in: the calls' schemas (and, off the dashboard, axios; loaded by the first call) start now, beside the first
  // render (decision 0027).
  if (readStoredUser())
    void preloadApiClient({ firstScreenOnly: onDashboard(location.pathname) }).catch(() => undefined);
  root.render(<App />);
  // The shell's parts the first screen did not show (lazy-screens.ts), once it is done: ready before a press, and
  // cached by the service worker for an offline visit.
  afterFirstScreen(() => {
    if (readStoredUser()) for (const load of [loadShellDialogs, loadOlderBar]) void load().catch(() => undefined);
  });
  // The portal's one service worker (decision 0016): an offline open and a return visit find the shell and remotes.
  registerPortalServiceWorker(pickedVersions);
}

void boot();
