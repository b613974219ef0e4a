import { matchesScreen, REMOTE_SCREENS } from '@classroom/shared/links/screens';
import { isScreenFile, type DiscoveryVersion } from './release/channel';

/**
 * A signed-in student's page in one hop more (decision 0007): on a page path under /student
 * (the host's guarded student pages) the gateway adds `<link rel="preload" as="script">` to index.html for the host
 * files such a page loads once main.js has run — the student shell's chunk group with `after-sign-in` (the API client,
 * the contract, TanStack Query) and single-spa — so they download beside main.js instead of one round trip after it.
 * The list is the host build's `first-screen.json` `student` (host/webpack.config.cjs FirstScreenPreload). A visitor
 * who is not signed in is sent to sign-in by the host, and needs the same files right after signing in.
 * With no canary running, the page's remote's manifest and first-mount files are named too (`remoteFirstMountLinks`,
 * decision 0008).
 */

/** The host's guarded student pages: /student and below (host/src/routes.ts). */
export function isStudentPage(urlPath: string): boolean {
  return urlPath === '/student' || urlPath.startsWith('/student/');
}

/** The dashboard's page, whose first calls need only the first screen's schemas (host/src/lib/remotes/early-start.ts onDashboard). */
export function isDashboardPage(urlPath: string): boolean {
  return urlPath.replace(/\/+$/, '') === '/student';
}

/** A host file at the site's root with a content hash, e.g. '/after-sign-in.ad89c09ce0.js'; anything else is dropped. */
const HOST_SCRIPT = /^\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[0-9a-f]{8,}\.js$/;

/**
 * A list of a host build's first-screen.json (its text), kept to host script URLs: `student` (what a student page
 * loads once main.js has run) or `apiClient` (the API client's `calls` chunk, which a student page off the dashboard
 * loads then too: host/src/index.ts); [] when the file or the list is absent (a host built before it) or unreadable.
 */
export function hostScriptsOf(firstScreenJson: string | null, list: 'student' | 'apiClient'): string[] {
  if (!firstScreenJson) return [];
  try {
    const urls = (JSON.parse(firstScreenJson) as Record<string, unknown>)[list];
    return Array.isArray(urls)
      ? urls.filter((url): url is string => typeof url === 'string' && HOST_SCRIPT.test(url))
      : [];
  } catch {
    return [];
  }
}

/**
 * The `inlineScripts` of a host build's first-screen.json (its text): the CSP hash sources (`'sha256-…'`) of
 * index.html's inline scripts (the dashboard's early calls, decision 0027), for the page's Content-Security-Policy
 * (`contentSecurityPolicy` keeps only well-formed ones); [] when the file or the list is absent or unreadable.
 */
export function inlineScriptsOf(firstScreenJson: string | null): string[] {
  if (!firstScreenJson) return [];
  try {
    const list = (JSON.parse(firstScreenJson) as { inlineScripts?: unknown }).inlineScripts;
    return Array.isArray(list) ? list.filter((source): source is string => typeof source === 'string') : [];
  } catch {
    return [];
  }
}

/** `html` with a preload link per URL before `</head>` (after the build's own links, so main.js and those go first). */
export function withStudentPreloads(html: string, urls: readonly string[]): string {
  return withLinks(
    html,
    urls.map((url) => `<link rel=preload as=script href=${url}>`),
  );
}

/**
 * The remote whose screen `urlPath` is ('/student' → 'mfe-dashboard'), from the remotes' screen lists — the host's
 * `ownerOf` (host/src/routes.ts) for a path that matches a screen; null for any other path (no preload: a missed head
 * start, never a wrong file).
 */
export function remoteOfPage(urlPath: string): string | null {
  return REMOTE_SCREENS.find((screen) => matchesScreen(screen.pattern, urlPath))?.owner ?? null;
}

/** A path inside a version folder that a preload may name: plain path characters, no '..', a script. */
const VERSION_SCRIPT = /^\/remotes\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\/[A-Za-z0-9._/-]+\.js$/;

/** An SRI value as the release manifest carries it ('sha384-…'); anything else is never written into the page. */
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The preload links of the first mount of `urlPath`'s remote, for index.html (decision 0008, decision 0027): the live
 * version's mf-manifest.json (`as=fetch crossorigin`, as the federation runtime's `fetch(url, {})` asks for it) and its
 * `extras.preload` files — remoteEntry.js with the version's `integrity` and `crossorigin=anonymous` (the integrity
 * plugin's `<script>`, host/src/lib/remotes/integrity-plugin.ts), the expose's chunks plain (the remote's JSONP `<script>`):
 * a preload whose mode or integrity differs from the later request is downloaded twice. The host's early start
 * (host/src/lib/remotes/first-mount-preload.ts) finds these links by href and adds none of its own. Then, for a path one
 * of the version's `extras.screens` patterns matches (the exam players), that screen's files (`SCREEN_FILE_AS`): a
 * page opened on it fetches them once `./app` has run, ≈ 0.8 s after it arrived (decision
 * 0008).
 * None when the page is no remote's screen, or the remote has more than one live version (a canary: the version is the
 * student's bucket's, which only the host knows — it keeps loading it from its entry), or a file is outside the
 * version's folder (a stray entry is dropped, never fetched).
 * @param microFrontends  the channel's discovery (`discoveryOf(channel).microFrontends`), the same JSON index.html inlines
 */
export function remoteFirstMountLinks(
  urlPath: string,
  microFrontends: Record<string, readonly DiscoveryVersion[]>,
): string[] {
  const remote = remoteOfPage(urlPath);
  const versions = remote ? microFrontends[remote] : undefined;
  if (!versions || versions.length !== 1) return [];
  const { url, metadata, extras } = versions[0]!;
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  if (!url.endsWith('/mf-manifest.json') || !VERSION_SCRIPT.test(`${folder}x.js`)) return [];
  const files = (extras?.preload ?? []).filter(
    (file, i, all) =>
      file.startsWith(folder) && VERSION_SCRIPT.test(file) && !file.includes('/../') && all.indexOf(file) === i,
  );
  // The page's screen's further files (extras.screens, decision 0008): those of every pattern
  // the path matches, after the first mount's, each once.
  const screenFiles = Object.entries(extras?.screens ?? {})
    .filter(([pattern]) => matchesScreen(pattern, urlPath))
    .flatMap(([, list]) => list)
    .filter(
      (file, i, all) =>
        file.startsWith(folder) &&
        isScreenFile(file.slice(folder.length)) &&
        !files.includes(file) &&
        all.indexOf(file) === i,
    );
  return [
    `<link rel=preload as=fetch crossorigin href=${url}>`,
    ...files.flatMap((file) => {
      if (file !== `${folder}remoteEntry.js` || !metadata.integrity)
        return [`<link rel=preload as=script href=${file}>`];
      // The entry's script carries the integrity: a link without the same value would be a second download.
      return SRI.test(metadata.integrity)
        ? [`<link rel=preload as=script crossorigin=anonymous integrity="${metadata.integrity}" href=${file}>`]
        : [];
    }),
    ...screenFiles.map(
      (file) => `<link rel=preload ${SCREEN_FILE_AS[file.slice(file.lastIndexOf('.') + 1)]} href=${file}>`,
    ),
  ];
}

/**
 * The preload's attributes per kind of screen file, as the later request asks for it (or the file is downloaded
 * twice): a chunk by webpack's JSONP `<script>` (no crossorigin), a stylesheet by `<link rel=stylesheet>`, a face by
 * `@font-face` (always CORS mode: `crossorigin`; mfe-exam's load-math.ts adds the same link and finds this one).
 */
const SCREEN_FILE_AS: Record<string, string> = {
  js: 'as=script',
  css: 'as=style',
  woff2: 'as=font type=font/woff2 crossorigin',
};

/** `html` with `links` (whole `<link>` elements) before `</head>`, after the build's own links and the student preloads. */
export function withLinks(html: string, links: readonly string[]): string {
  if (links.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `${links.join('')}</head>`);
}
