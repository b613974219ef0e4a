/**
 * Registers the portal's service worker (/sw.js, served by the host, which imports this release's exam-sw.js) from the
 * offline exam screens only, then hands it the files this page already loaded so a reload works offline even on
 * the first visit (ARCHITECTURE §6). Failures are ignored: the exam still works online without it.
 */
let registered = false;

declare const __webpack_public_path__: string | undefined;

/** This remote's release folder path ('/remotes/mfe-exam/0.1.0-abc/'), from webpack's runtime public path. */
function releaseFolder(): string | null {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  if (!base) return null;
  const folder = new URL(base, location.href).pathname;
  return folder.endsWith('/') ? folder : `${folder}/`;
}

export function registerExamServiceWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const folder = releaseFolder();
  if (!folder) return;
  registered = true;
  navigator.serviceWorker
    .register(`/sw.js?exam=${encodeURIComponent(`${folder}exam-sw.js`)}`, { scope: '/', updateViaCache: 'none' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => u.startsWith(location.origin) && !u.includes('/api/'));
      registration.active?.postMessage({ type: 'CACHE_URLS', urls: [...new Set([...urls, '/config.json', '/remotes.json'])], shell: '/' });
    })
    .catch(() => {
      registered = false;
    });
}
