import { whenIdle } from '@classroom/shared/ui';
import { firstMountLinks } from '../remotes/first-mount-preload';
import type { RemoteVersion } from '../remotes/release-manifest';

/**
 * The same-origin files the portal's service worker is asked to keep (decision 0016): what this page loaded before
 * the worker controlled it (`loaded`, absolute URLs from the resource timing entries), the live manifests, and every
 * live remote's first-mount files (its release-manifest `extras.preload`, decision 0008, filtered by
 * `firstMountLinks`), so a return visit or an offline open of any remote finds them in the cache. Never /api/.
 * @param loaded    absolute URLs of resources this page fetched
 * @param versions  the remote versions this student runs, by remote name
 * @param origin    the page's origin ('https://portal.example')
 * @returns absolute URLs, without duplicates
 */
export function filesToKeep(loaded: string[], versions: Record<string, RemoteVersion>, origin: string): string[] {
  const base = `${origin}/`;
  const firstMounts = Object.values(versions).flatMap((version) =>
    firstMountLinks(version, base).map((link) => link.href),
  );
  const all = [...loaded, `${origin}/config.json`, `${origin}/remotes.json`, ...firstMounts];
  return [...new Set(all.filter((url) => url.startsWith(base) && !url.startsWith(`${origin}/api/`)))];
}

let registered = false;

/**
 * Registers /sw.js (host/src/sw/portal-sw.ts, scope '/') once the first screen is idle — it never competes with the
 * first paint — then posts it `{ type: 'CACHE_URLS', urls, shell: '/' }` (see `filesToKeep`). Runs once per page;
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
        registration.active?.postMessage({
          type: 'CACHE_URLS',
          urls: filesToKeep(loaded, versions(), location.origin),
          shell: '/',
        });
      })
      .catch(() => {
        registered = false;
      });
  });
}
