/**
 * The live release manifest inlined into the host's index.html (docs/PERFORMANCE.md, "collapse the waterfall"): the host reads
 * it from the page instead of waiting for a /remotes.json round trip before it can load a remote. A JSON data block
 * (`type="application/json"`) is never executed, so the CSP's no-inline-scripts rule holds. /remotes.json stays for
 * everyone else (nginx, older hosts).
 */

/** The element id the host looks for (host/src/remotes/remote-loader.ts). */
export const INLINE_MANIFEST_ID = 'portal-remotes';

/**
 * The element id of the runtime config inlined beside it (host/src/boot-config.ts): the same JSON as /config.json, so
 * the host renders its first screen without waiting for that round trip either (docs/PERFORMANCE.md).
 */
export const INLINE_CONFIG_ID = 'portal-config';

/**
 * The element id of the first-mount remote's mf-manifest.json inlined beside them (host/src/remotes/inlined-remote-manifest.ts):
 * `{ [its URL]: its JSON }`, so the federation runtime mounts the page's remote without a request for it — under
 * HTTP/1.1 one request fewer in the queue before the dashboard's first calls (decision 0027).
 */
export const INLINE_REMOTE_MANIFESTS_ID = 'portal-remote-manifests';

/**
 * `html` with `manifestJson` (the text of the mf-manifest.json at `url`, a version folder's file: it never changes) as
 * the `INLINE_REMOTE_MANIFESTS_ID` block; null when the text is not a JSON object (the page then names the file with
 * a preload link instead).
 */
export function inlineRemoteManifest(html: string, url: string, manifestJson: string): string | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestJson);
  } catch {
    return null;
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return null;
  return inlineJson(html, INLINE_REMOTE_MANIFESTS_ID, { [url]: manifest });
}

/**
 * `html` with `manifest` as a JSON data block before `</head>`, else at the start of `<body>`, else at the end (a page
 * without those tags). `<` is escaped so no value can close the element.
 */
export function inlineManifest(html: string, manifest: unknown): string {
  return inlineJson(html, INLINE_MANIFEST_ID, manifest);
}

/**
 * `html` with `value` as a JSON data block with the given element id, placed as `inlineManifest` places it — or, with
 * `first`, right after `<head>`, before everything the build wrote there: the runtime config, which index.html's
 * inline script reads as it is parsed to send the dashboard's first calls before the page's script and preload tags
 * take the browser's connections (host/src/early-calls, decision 0027).
 */
export function inlineJson(html: string, id: string, value: unknown, { first = false } = {}): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${id}">${json}</script>`;
  if (first && /<head[^>]*>/.test(html)) return html.replace(/<head[^>]*>/, (head) => `${head}${block}`);
  if (html.includes('</head>')) return html.replace('</head>', `${block}</head>`);
  if (/<body[^>]*>/.test(html)) return html.replace(/<body[^>]*>/, (body) => `${body}${block}`);
  return `${html}${block}`;
}
