import { whenIdle } from '@classroom/shared/ui';
import { firstMountLinks } from '../remotes/first-mount-preload';
import type { RemoteVersion } from '../remotes/release-manifest';

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
