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
 * At install, the first screen's scripts (install-files.ts) are copied from the browser's HTTP cache only — never
 * downloaded — for at most `INSTALL_CACHING_BOUND_MS`: Chromium gives a script a worker caches during its install event
 * a full V8 code cache, so a return visit runs them without compiling, and the worker's control is never held for
 * longer than that bound (decision 0016).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { INSTALL_PAGE, installFiles } from './install-files';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'classroom-shell-v1';
const MANIFEST_CACHE = 'classroom-manifests-v1';
const ASSET_CACHE = 'classroom-assets-v1';
const SHELL_KEY = '/__app-shell__';

void self.skipWaiting();
clientsClaim();

/** Fetches `url` (absolute) and keeps a successful answer in `cache` under it; a failed fetch is left out. */
async function fetchInto(cache: Cache, url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  if (response?.ok) await cache.put(url, response);
}

/**
 * The longest the install event waits for the first screen's scripts (ms). The offline exam relies on the worker
 * controlling the page before the connection drops (001 §4.5; `exam-offline-chaos.spec.ts`): the caching withdrawn on
 * 2026-11-26 downloaded the files and held the control for seconds on Slow 4G. Past this bound the install completes;
 * what is not cached yet is left to the runtime routes (and the page's CACHE_URLS message).
 */
const INSTALL_CACHING_BOUND_MS = 1000;
/** A request answered from the HTTP cache only (fresh or stale), never the network; fails when nothing is cached. */
const FROM_HTTP_CACHE: RequestInit = { cache: 'only-if-cached', mode: 'same-origin', credentials: 'same-origin' };

/**
 * The first screen's scripts — the host's and the live remotes' first-mount files, named by a student page's
 * index.html (`installFiles`) — copied from the HTTP cache into the asset cache during the install event (the page
 * that registered the worker has just loaded them). Best effort: a page or file not in the HTTP cache is skipped.
 */
async function cacheFirstScreen(): Promise<void> {
  const page = await fetch(INSTALL_PAGE, FROM_HTTP_CACHE);
  if (!page.ok) return;
  const cache = await caches.open(ASSET_CACHE);
  const urls = installFiles(await page.text(), self.location.origin);
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, FROM_HTTP_CACHE).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

self.addEventListener('install', (event: ExtendableEvent) => {
  const bound = new Promise<void>((resolve) => setTimeout(resolve, INSTALL_CACHING_BOUND_MS));
  event.waitUntil(Promise.race([cacheFirstScreen().catch(() => undefined), bound]));
});

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
