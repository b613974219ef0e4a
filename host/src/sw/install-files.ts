import { INLINE_MANIFEST_ID } from '../inline-blocks';
import { firstMountLinks } from '../remotes/first-mount-preload';
import { activeVersions, type ReleaseManifest } from '../remotes/release-manifest';

/**
 * The page the worker reads at install to learn the first screen's files: a student page's index.html, which the
 * gateway serves with the host's entry, its first-screen preloads, the student shell's preloads
 * (deploy/src/student-preload.ts) and the live release manifest inlined (docs/PERFORMANCE.md §1).
 */
export const INSTALL_PAGE = '/student';

/** `name=value` attributes of one start tag (values quoted or not, as the minified index.html has them). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/\s([a-zA-Z-]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g))
    attributes.set(name!.toLowerCase(), (value ?? '').replace(/^["']|["']$/g, ''));
  return attributes;
}

/** The release manifest the gateway inlined into `html` (INLINE_MANIFEST_ID), or null when absent or unreadable. */
function inlinedManifest(html: string): ReleaseManifest | null {
  const block = new RegExp(`<script[^>]*\\sid=["']?${INLINE_MANIFEST_ID}["']?[^>]*>([\\s\\S]*?)</script>`).exec(html);
  try {
    return block ? (JSON.parse(block[1]!) as ReleaseManifest) : null;
  } catch {
    return null;
  }
}

/**
 * The scripts a return visit of a student page runs first, read from that page's index.html (`INSTALL_PAGE`): the
 * host's own (`<script src>` and `<link rel=preload as=script>`: main.js, the bootstrap, the shared chunks, the
 * student shell's) and every live remote's first-mount files (the inlined manifest's default versions, their
 * `extras.preload`, decision 0008, kept by `firstMountLinks` to the version's own folder). The worker caches them
 * during its install event, when Chromium gives a cached script its full V8 code cache at once (decision 0016,
 * "code cache"). Only same-origin `.js` URLs, never /api/; absolute, without duplicates. Never throws: an unreadable
 * manifest only drops the remotes' files.
 * @param html    the page's index.html as served
 * @param origin  the worker's origin ('https://portal.example')
 */
export function installFiles(html: string, origin: string): string[] {
  const base = `${origin}/`;
  const found: string[] = [];
  for (const [tag, element] of html.matchAll(/<(script|link)\s[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    if (element!.toLowerCase() === 'script' && attributes.get('src')) found.push(attributes.get('src')!);
    else if (attributes.get('rel') === 'preload' && attributes.get('as') === 'script' && attributes.get('href'))
      found.push(attributes.get('href')!);
  }
  const manifest = inlinedManifest(html);
  if (manifest) {
    try {
      for (const version of Object.values(activeVersions(manifest)))
        found.push(...firstMountLinks(version, base).map((link) => link.href));
    } catch {
      // A malformed manifest: the host's files only (the page's own message adds the rest, register.ts).
    }
  }
  const urls = found.flatMap((raw) => {
    try {
      const url = new URL(raw, base);
      const ok = url.origin === origin && url.pathname.endsWith('.js') && !url.pathname.startsWith('/api/');
      return ok && !url.search && !url.hash ? [url.href] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(urls)];
}
