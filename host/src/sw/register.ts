import { getInstance } from '@module-federation/enhanced/runtime';
import { whenIdle } from '@classroom/shared/ui';
import { firstMountLinks } from '../lib/remotes/first-mount-preload';
import type { RemoteVersion } from '../lib/remotes/release-manifest';

/**
 * The same-origin files the portal's service worker is asked to keep (decision 0016): what this page loaded before
 * the worker controlled it (`loaded`, absolute URLs from the resource timing entries), the live manifests — /config.json,
 * /remotes.json and every live remote version's own mf-manifest.json (`version.url`), which the federation runtime reads
 * before it loads anything of a remote — and every live remote's first-mount files (its release-manifest
 * `extras.preload`, decision 0008, filtered by `firstMountLinks`). So a return visit or an offline open of any remote's
 * first screen finds all it fetches in the cache — the list screens its `./app` holds, mfe-exam's test and quiz lists
 * and mfe-corners' corner pages, included — even when this device never opened that remote online. Never /api/.
 * @param loaded    absolute URLs of resources this page fetched
 * @param versions  the remote versions this student runs, by remote name
 * @param origin    the page's origin ('https://portal.example')
 * @returns absolute URLs, without duplicates
 */
export function filesToKeep(loaded: string[], versions: Record<string, RemoteVersion>, origin: string): string[] {
  const base = `${origin}/`;
  const firstMounts = Object.values(versions).flatMap((version) => [
    ...manifestOf(version, base),
    ...firstMountLinks(version, base).map((link) => link.href),
  ]);
  const all = [...loaded, `${origin}/config.json`, `${origin}/remotes.json`, ...firstMounts];
  return [...new Set(all.filter((url) => url.startsWith(base) && !url.startsWith(`${origin}/api/`)))];
}

/** The version's mf-manifest.json as an absolute URL, if it is one (`[]` for a URL that does not parse or name one). */
function manifestOf(version: RemoteVersion, base: string): string[] {
  try {
    const url = new URL(version.url, base);
    return url.pathname.endsWith('/mf-manifest.json') && !url.search && !url.hash ? [url.href] : [];
  } catch {
    return [];
  }
}

/** The part of a remote version's mf-manifest.json that names its shared modules' own files. */
export interface SharedFilesManifest {
  shared?: Array<{ name?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/**
 * The files of the shared modules a remote brings itself (decision 0016): a remote's first mount also loads its own
 * copy of every shared module no one on the page provides — mfe-corners' `zustand/middleware`, mfe-exam's
 * `@classroom/shared/exam-rules` — which its release-manifest `extras.preload` does not name. Those are the `shared`
 * entries of its mf-manifest.json whose name is not in `provided` (what the host gives the page's share scope); their
 * sync JavaScript files, as absolute URLs inside the manifest's own folder (anything else is dropped). Never throws.
 * @param manifest     the remote version's mf-manifest.json, parsed
 * @param manifestUrl  its absolute URL (the files are relative to its folder)
 * @param provided     names of the shared modules the host provides
 */
export function ownSharedFiles(
  manifest: SharedFilesManifest,
  manifestUrl: string,
  provided: ReadonlySet<string>,
): string[] {
  const folder = new URL('.', manifestUrl);
  const files = (Array.isArray(manifest.shared) ? manifest.shared : [])
    .filter((entry) => typeof entry?.name === 'string' && !provided.has(entry.name))
    .flatMap((entry) => (Array.isArray(entry.assets?.js?.sync) ? (entry.assets.js.sync as unknown[]) : []))
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, folder))
    .filter((url) => url.origin === folder.origin && url.pathname.startsWith(folder.pathname))
    .filter((url) => url.pathname.endsWith('.js') && !url.search && !url.hash)
    .map((url) => url.href);
  return [...new Set(files)];
}

/** The shared modules the host itself provides to the page's share scope (by the federation runtime's records). */
function hostProvidedShares(): Set<string> {
  const instance = getInstance();
  const scope = instance?.shareScopeMap?.default ?? {};
  return new Set(
    Object.entries(scope)
      .filter(([, byVersion]) => Object.values(byVersion).some((shared) => shared.from === instance?.name))
      .map(([name]) => name),
  );
}

/** Every live remote's own shared files (`ownSharedFiles`), reading each version's mf-manifest.json; [] on failure. */
async function liveOwnSharedFiles(versions: Record<string, RemoteVersion>): Promise<string[]> {
  const provided = hostProvidedShares();
  const lists = await Promise.all(
    Object.values(versions).flatMap((version) =>
      manifestOf(version, location.href).map((url) =>
        fetch(url)
          .then((response) => (response.ok ? (response.json() as Promise<SharedFilesManifest>) : {}))
          .then((manifest) => ownSharedFiles(manifest, url, provided))
          .catch(() => []),
      ),
    ),
  );
  return lists.flat();
}

let registered = false;

/**
 * Registers /sw.js (host/src/sw/portal-sw.ts, scope '/') once the first screen is idle — it never competes with the
 * first paint — then posts it `{ type: 'CACHE_URLS', urls, shell: '/' }` (see `filesToKeep`), then a second list:
 * the live remotes' own shared files (`ownSharedFiles`, read from their manifests). Runs once per page;
 * does nothing without service workers or outside a secure context. Failures are ignored: the portal works online
 * without the worker. `versions` is read when the worker is ready (after boot has picked them).
 */
export function registerPortalServiceWorker(versions: () => Record<string, RemoteVersion>): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext)
    return;
  registered = true;
  whenIdle(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        const live = versions();
        registration.active?.postMessage({
          type: 'CACHE_URLS',
          urls: filesToKeep(loaded, live, location.origin),
          shell: '/',
        });
        // Then what each remote's first mount loads of its own beyond those (its own shared modules' files).
        return liveOwnSharedFiles(live).then(
          (urls) => urls.length > 0 && registration.active?.postMessage({ type: 'CACHE_URLS', urls }),
        );
      })
      .catch(() => {
        registered = false;
      });
  });
}
