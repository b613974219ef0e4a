import { entryScriptOf } from './integrity-plugin';
import type { RemoteVersion } from './release-manifest';

/**
 * One `<link rel="preload" as="script">` for a file of a remote's first mount. The attributes are those of the
 * `<script>` that later asks for the same URL, since the browser hands a preloaded response only to a request with the
 * same mode and integrity (otherwise the file is downloaded twice):
 * - the remote's entry (remoteEntry.js) is added by the MF runtime through the integrity plugin (integrity-plugin.ts),
 *   which gives it `integrity` (the version's `metadata.integrity`) and `crossorigin="anonymous"`; without an
 *   integrity the runtime adds its own plain `<script>`, so the link is plain too;
 * - the expose's chunks are added by the remote's webpack runtime (JSONP `<script>`, no crossorigin: the preset sets
 *   no `output.crossOriginLoading`), so their links carry neither.
 */
export interface FirstMountLink {
  /** Absolute URL (the MF runtime finds an existing preload link by its href; it compares absolute URLs). */
  href: string;
  integrity?: string;
  crossOrigin?: 'anonymous';
}

/**
 * The preload links of a first mount of `version`'s `./app` (decision 0008): its release-manifest entry's
 * `extras.preload`, recorded at publish (remoteEntry.js, then the expose's sync chunks). Only same-origin `.js` URLs
 * inside the folder of `version.url` are kept (a stray or hostile entry is dropped, never fetched); none when the
 * version has no list (published before the lists existed). Never throws.
 * @param version  the version the canary picked for this student (release-manifest.ts `activeVersions`)
 * @param base     the page's URL, to resolve the manifest's paths (default `location.href`)
 */
export function firstMountLinks(
  version: RemoteVersion,
  base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): FirstMountLink[] {
  const preload = version.extras?.preload;
  if (!Array.isArray(preload)) return [];
  let folder: URL;
  try {
    folder = new URL('.', new URL(version.url, base));
  } catch {
    return [];
  }
  const entry = entryScriptOf(version.url);
  const links: FirstMountLink[] = [];
  for (const item of preload) {
    if (typeof item !== 'string') continue;
    let url: URL;
    try {
      url = new URL(item, base);
    } catch {
      continue;
    }
    if (
      url.origin !== folder.origin ||
      !url.pathname.startsWith(folder.pathname) ||
      !url.pathname.endsWith('.js') ||
      url.search ||
      url.hash
    )
      continue;
    const href = url.href;
    if (links.some((link) => link.href === href)) continue;
    if (href === entry && version.metadata.integrity)
      links.push({ href, integrity: version.metadata.integrity, crossOrigin: 'anonymous' });
    else links.push({ href });
  }
  return links;
}

/**
 * Adds the first mount's preload links of `version` to `doc`'s head, so the remote's entry and `./app` chunks are
 * requested now — when the host's entry runs, beside the version's mf-manifest.json — instead of once the manifest has
 * answered. The MF runtime's own `preloadRemote` then finds these links (same href and rel) and adds no
 * second one; the scripts added later take the preloaded responses. A link already in the page is not added again.
 * Returns the hrefs added.
 */
export function addFirstMountPreloads(doc: Document, version: RemoteVersion): string[] {
  const added: string[] = [];
  const present = new Set(
    [...doc.querySelectorAll('link[rel="preload"]')].map(
      (link) => new URL(link.getAttribute('href') ?? '', doc.baseURI).href,
    ),
  );
  for (const { href, integrity, crossOrigin } of firstMountLinks(version, doc.baseURI)) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    if (crossOrigin) link.setAttribute('crossorigin', crossOrigin);
    if (integrity) link.setAttribute('integrity', integrity);
    link.setAttribute('href', href);
    doc.head.appendChild(link);
    added.push(href);
  }
  return added;
}
