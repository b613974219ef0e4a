/**
 * The page's field figures per remote release (release health, decision 0014), counted from the first script on:
 * pages on which a release was loaded, on which its code threw, on which it failed to load. Tiny and synchronous so
 * nothing is missed before the beacon's own chunk (beacon.ts, loaded after first paint) arrives. Never holds a
 * student's id, name, answers or token: only app names, versions and counts.
 */

/** One release on this page: counts since the page opened, and how much of them the beacon has already sent. */
export interface ReleaseTally {
  app: string;
  version: string;
  viewed: boolean;
  errored: boolean;
  failed: boolean;
  /** When it was first loaded on this page: ms since the navigation began (performance.now()), null until then. */
  viewedAtMs: number | null;
  sent: { viewed: boolean; errored: boolean; failed: boolean };
}

const releases = new Map<string, ReleaseTally>();
/** The release each remote runs on this page now, by remote name. */
const current = new Map<string, ReleaseTally>();

function tallyOf(app: string, version: string): ReleaseTally {
  const key = `${app} ${version}`;
  let tally = releases.get(key);
  if (!tally) {
    tally = {
      app,
      version,
      viewed: false,
      errored: false,
      failed: false,
      viewedAtMs: null,
      sent: { viewed: false, errored: false, failed: false },
    };
    releases.set(key, tally);
  }
  return tally;
}

/**
 * The remote `app` at `version` is loaded on this page (the remote loader, before its `./app` is requested), at
 * `atMs` ms since the navigation began.
 */
export function noteView(app: string, version: string, atMs = performance.now()): void {
  const tally = tallyOf(app, version);
  tally.viewed = true;
  tally.viewedAtMs ??= atMs;
  current.set(app, tally);
}

/** The remote's code threw on this page: its root's report, or the host's catch of its mount (remote-area.tsx). */
export function noteError(app: string): void {
  const tally = current.get(app);
  if (tally) tally.errored = true;
}

/** Loading the remote failed after the federation runtime's retries (the fallback plugin, remote-loader.ts). */
export function noteLoadFailure(app: string): void {
  const tally = current.get(app);
  if (tally) tally.failed = true;
}

/** The release a script URL belongs to: '/remotes/mfe-exam/0.1.0-4f9a0ea2/123.js' → mfe-exam 0.1.0-4f9a0ea2. */
export function releaseOfScript(url: string | undefined | null): { app: string; version: string } | null {
  const match = /\/remotes\/(mfe-[a-z]+)\/([0-9A-Za-z.+-]+)\//.exec(url ?? '');
  return match ? { app: match[1]!, version: match[2]! } : null;
}

/**
 * An error no remote's own root saw — uncaught (an event handler, a timer), a rejection no one handled, or one the
 * host's root saw — counts for the release whose script threw (its file name, else its stack); an error of the host's
 * own code counts for no release.
 */
export function noteUncaught(filename: string | undefined, error: unknown): void {
  const release = releaseOfScript(filename) ?? releaseOfScript((error as { stack?: string } | null)?.stack);
  if (release) tallyOf(release.app, release.version).errored = true;
}

let listening = false;

/**
 * Starts counting (once per page; bootstrap.tsx): what a remote's React root reports (`portal:remote-error`,
 * shared/src/remote: render, effect and lifecycle errors caught by any of its boundaries), and uncaught errors and
 * rejections by script URL.
 */
export function listenForErrors(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('portal:remote-error', (event) =>
    noteError((event as CustomEvent<{ app: string }>).detail.app),
  );
  target.addEventListener('error', (event) => noteUncaught(event.filename, event.error));
  target.addEventListener('unhandledrejection', (event) => noteUncaught(undefined, event.reason));
}

/**
 * Every release of the page, as the page stands (page_views 1, errored_views and failed_views 0 or 1: the contract's
 * one page view), with `fresh` true when something about it was not sent yet and `viewedAtMs` as in the tally; marks
 * everything sent.
 */
export function takeUnsent(): {
  app: string;
  version: string;
  page_views: 1;
  errored_views: number;
  failed_views: number;
  fresh: boolean;
  viewedAtMs: number | null;
}[] {
  const out = [];
  for (const tally of releases.values()) {
    const fresh =
      (tally.viewed && !tally.sent.viewed) ||
      (tally.errored && !tally.sent.errored) ||
      (tally.failed && !tally.sent.failed);
    tally.sent = { viewed: tally.viewed, errored: tally.errored, failed: tally.failed };
    out.push({
      app: tally.app,
      version: tally.version,
      page_views: 1 as const,
      errored_views: Number(tally.errored),
      failed_views: Number(tally.failed),
      fresh,
      viewedAtMs: tally.viewedAtMs,
    });
  }
  return out;
}

/** Forgets everything (tests). */
export function resetTally(): void {
  releases.clear();
  current.clear();
}
