import { INLINE_REMOTE_MANIFESTS_ID } from '../inline-blocks';

/** The inlined manifests by absolute URL, read from the page once; empty when the gateway inlined none. */
let inlined: Map<string, unknown> | null = null;

function absolute(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/**
 * The mf-manifest.json the store gateway inlined into index.html for the page's remote (deploy/src/inline-manifest.ts
 * `inlineRemoteManifest`, decision 0027) as the `Response` the federation runtime's manifest `fetch` would get, or
 * undefined when `url` is not the inlined one (another remote, another version — a rollback or a canary — or a page
 * nginx served as built): then the runtime fetches it as before. A version folder's manifest never changes, so the
 * inlined copy answers every request for that URL.
 * @param url  the manifest URL the runtime asks for (absolute or relative to the page)
 */
export function inlinedRemoteManifest(
  url: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Response | undefined {
  if (!doc) return undefined;
  if (!inlined) {
    inlined = new Map();
    try {
      const blocks = JSON.parse(doc.getElementById(INLINE_REMOTE_MANIFESTS_ID)?.textContent || '{}') as unknown;
      if (blocks && typeof blocks === 'object')
        for (const [key, manifest] of Object.entries(blocks)) {
          const href = absolute(key, doc.baseURI);
          if (href && manifest && typeof manifest === 'object') inlined.set(href, manifest);
        }
    } catch {
      // unreadable: every manifest is fetched
    }
  }
  const href = absolute(url, doc.baseURI);
  const manifest = href ? inlined.get(href) : undefined;
  if (!manifest) return undefined;
  return new Response(JSON.stringify(manifest), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Forgets what was read (tests: another page). */
export function forgetInlinedRemoteManifests(): void {
  inlined = null;
}
