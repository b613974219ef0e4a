/**
 * Registers the portal's service worker (/sw.js, the host's: host/src/sw/portal-sw.ts) from the offline exam screens,
 * then hands it the files this page already loaded so a reload works offline even on the first visit (ARCHITECTURE §6). Failures are ignored: the exam still works online without it.
 */
let registered = false;

export function registerExamServiceWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext)
    return;
  registered = true;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => u.startsWith(location.origin) && !u.includes('/api/'));
      registration.active?.postMessage({
        type: 'CACHE_URLS',
        urls: [...new Set([...urls, '/config.json', '/remotes.json'])],
        shell: '/',
      });
    })
    .catch(() => {
      registered = false;
    });
}
