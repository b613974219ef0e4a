/**
 * The live release manifest inlined into the host's index.html (decision 0007): the host reads
 * it from the page instead of waiting for a /remotes.json round trip before it can load a remote. A JSON data block
 * (`type="application/json"`) is never executed, so the CSP's no-inline-scripts rule holds. /remotes.json stays for
 * everyone else (nginx, older hosts).
 */

import type { Discovery } from './release/channel';

/** The element id the host looks for (host/src/lib/remotes/remote-loader.ts). */
export const INLINE_MANIFEST_ID = 'portal-remotes';

/**
 * The element id of the runtime config inlined beside it (host/src/boot-config.ts): the same JSON as /config.json, so
 * the host renders its first screen without waiting for that round trip either.
 */
export const INLINE_CONFIG_ID = 'portal-config';

/**
 * The release manifest as index.html inlines it: the channel's discovery without each version's `extras.screens`
 * (decision 0008: the gateway's links carry them; the host reads none, and every page would be
 * ≈ 1.1 KiB heavier). /remotes.json serves the whole discovery.
 */
export function inlinedDiscovery(discovery: Discovery): Discovery {
  return {
    ...discovery,
    microFrontends: Object.fromEntries(
      Object.entries(discovery.microFrontends).map(([app, versions]) => [
        app,
        versions.map(({ extras, ...version }) =>
          extras ? { ...version, extras: { preload: extras.preload } } : version,
        ),
      ]),
    ),
  };
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
 * take the browser's connections (host/src/lib/early-calls, decision 0027).
 */
export function inlineJson(html: string, id: string, value: unknown, { first = false } = {}): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${id}">${json}</script>`;
  if (first && /<head[^>]*>/.test(html)) return html.replace(/<head[^>]*>/, (head) => `${head}${block}`);
  if (html.includes('</head>')) return html.replace('</head>', `${block}</head>`);
  if (/<body[^>]*>/.test(html)) return html.replace(/<body[^>]*>/, (body) => `${body}${block}`);
  return `${html}${block}`;
}
