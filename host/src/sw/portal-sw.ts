/// <reference lib="webworker" />
/**
 * The portal's one service worker, /sw.js, built and served by the host (ARCHITECTURE §6: "an app shell cached by a
 * service worker lets a reload work offline"; the offline exam relies on it, 001 §4.5). Its scope is the whole portal.
 * It caches the app shell only — never /api/ (a student's data lives in IndexedDB, shared/src/query) — with Workbox:
 *   - page navigations: network first (4 s), falling back to the last host index.html; the network request is the
 *     browser's navigation preload, sent while the worker starts, not after;
 *   - the live files that name others (/config.json, /remotes.json, and a manifest or entry outside a release folder):
 *     network first (4 s);
 *   - everything inside a release version folder (/remotes/<app>/<version>/…, mf-manifest.json and remoteEntry.js
 *     included: a version folder never changes, decision 0003), content-hashed chunks, CSS and fonts: cache first.
 * A rollback wins because what names the live versions (index.html with its inlined manifest, /remotes.json) is asked
 * of the network on every online load; only what a version folder holds is served from the cache (decision 0016).
 * A page can send { type: 'CACHE_URLS', urls } to cache what it loaded before the worker took control.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'classroom-shell-v1';
const MANIFEST_CACHE = 'classroom-manifests-v1';
const ASSET_CACHE = 'classroom-assets-v1';
const SHELL_KEY = '/__app-shell__';

void self.skipWaiting();
clientsClaim();

/** The part of an install event that declares static routes (Service Worker Static Routing API; Chromium 123+). */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: string }; source: 'network' }): Promise<void>;
}

// The API never passes through the worker (it caches none of it): the browser sends /api/ calls straight to the
// network without starting or waking the worker. A page's last beacon as it unloads (the field figures, decision 0014)
// is among them: dispatched to the worker it was often lost once the page was gone. Browsers without static routes
// keep the worker's fetch handler, which lets /api/ calls through untouched.
self.addEventListener('install', (event) => {
  void (event as RoutingInstallEvent).addRoutes?.({ condition: { urlPattern: '/api/*' }, source: 'network' });
});

/** Fetches `url` (absolute) and keeps a successful answer in `cache` under it; a failed fetch is left out. */
async function fetchInto(cache: Cache, url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  if (response?.ok) await cache.put(url, response);
}

const isApi = (url: URL) => url.pathname.startsWith('/api/');
const MANIFEST_NAMES = /(^\/config\.json$|^\/remotes\.json$|\/mf-manifest\.json$|\/remoteEntry\.js$|\/mf-stats\.json$)/;
/** A file inside a release version folder (/remotes/<app>/<version>/…): immutable once published (decision 0003). */
const isInVersionFolder = (url: URL) => /^\/remotes\/[A-Za-z0-9._-]+\/[A-Za-z0-9._+-]+\/./.test(url.pathname);
const isManifest = (url: URL) => MANIFEST_NAMES.test(url.pathname) && !isInVersionFolder(url);
const isHashedAsset = (url: URL) =>
  isInVersionFolder(url) || /\.[0-9a-f]{8,}\.(js|css)$/.test(url.pathname) || /\.(woff2?|ttf)$/.test(url.pathname);

async function cacheShell(response: Response): Promise<void> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_KEY, response);
}

// The navigation's network request starts while a stopped worker boots (a return visit hours later finds it
// stopped), not once its script has run: the browser's navigation preload, answered below as `preloadResponse`.
navigationPreload.enable();

/** The network's answer to a navigation: the browser's preload when it sent one, else a fetch of our own. */
async function fromNetwork(request: Request, event: ExtendableEvent): Promise<Response> {
  const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
  return preloaded ?? fetch(request);
}

// Navigations: every portal path is the host's one index.html, so one cached copy serves any URL offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !isApi(url),
  async ({ request, event }) => {
    try {
      const response = await Promise.race([
        fromNetwork(request, event),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 4000)),
      ]);
      void cacheShell(response.clone());
      return response;
    } catch {
      const cached = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
      return cached ?? Response.error();
    }
  },
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isManifest(url),
  new NetworkFirst({ cacheName: MANIFEST_CACHE, networkTimeoutSeconds: 4 }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && !isApi(url) && isHashedAsset(url),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown; shell?: unknown } | null;
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string');
  event.waitUntil(
    (async () => {
      if (typeof data.shell === 'string') {
        const response = await fetch(data.shell, { credentials: 'same-origin' }).catch(() => null);
        if (response) await cacheShell(response);
      }
      for (const raw of urls) {
        const url = new URL(raw, self.location.origin);
        if (url.origin !== self.location.origin || isApi(url)) continue;
        const cacheName = isManifest(url) ? MANIFEST_CACHE : isHashedAsset(url) ? ASSET_CACHE : null;
        if (!cacheName) continue;
        const cache = await caches.open(cacheName);
        if (cacheName === ASSET_CACHE && (await cache.match(url.href))) continue;
        await fetchInto(cache, url.href);
      }
    })(),
  );
});
