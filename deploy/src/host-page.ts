/**
 * The student's page, one renderer for both production paths (ARCHITECTURE §7, decision 0008
 * "nginx"): the Node gateway renders it per request (deploy/src/store-gateway.ts), the release CLI renders its
 * variants into the store at every channel change for nginx (`pageVariants`, deploy/src/release/store.ts), and nginx
 * picks a variant by the URI through the map `nginxPageMap` writes (deploy/nginx/portal-pages.conf).
 */
import { REMOTE_SCREENS } from '@classroom/shared/links/screens';
import { INLINE_CONFIG_ID, inlineJson, inlinedDiscovery, inlineManifest } from './inline-manifest';
import type { Discovery } from './release/channel';
import {
  hostScriptsOf,
  isDashboardPage,
  isStudentPage,
  remoteFirstMountLinks,
  withLinks,
  withStudentPreloads,
} from './student-preload';

/** A host build's first-screen.json lists its page names (host/webpack.config.cjs FirstScreenPreload). */
export interface FirstScreenLists {
  /** `student`: what a student page loads once main.js has run. */
  student: readonly string[];
  /** `apiClient`: the API client's chunk, which a student page off the dashboard loads then too (host/src/index.ts). */
  apiClient: readonly string[];
}

/** The lists of a host build's first-screen.json (its text, or null when absent), each kept to host scripts. */
export function firstScreenListsOf(firstScreenJson: string | null): FirstScreenLists {
  return { student: hostScriptsOf(firstScreenJson, 'student'), apiClient: hostScriptsOf(firstScreenJson, 'apiClient') };
}

/**
 * The page at `urlPath`: the host's index.html with the channel's discovery inlined (`inlinedDiscovery`) and, on a
 * student page, the preloads of what it loads next — the host's student chunks (and off the dashboard its API client
 * chunk), then the first mount and screen files of the page's remote (`remoteFirstMountLinks`) — and, when `config`
 * is given, the runtime config inlined first in `<head>` (the gateway's; nginx's page fetches /config.json).
 * Pure: the same inputs give the same bytes on either path.
 * @param urlPath  the page's path, without the query ('/student/JeeExamScreen/12')
 * @param config   the runtime config (/config.json's document), or null to leave it to be fetched
 */
export function renderHostPage(
  indexHtml: string,
  lists: FirstScreenLists,
  discovery: Discovery,
  urlPath: string,
  config: unknown | null,
): string {
  const student = isStudentPage(urlPath);
  const preloads = student ? [...lists.student, ...(isDashboardPage(urlPath) ? [] : lists.apiClient)] : [];
  const remoteLinks = student ? remoteFirstMountLinks(urlPath, discovery.microFrontends) : [];
  const page = inlineManifest(
    withLinks(withStudentPreloads(indexHtml, preloads), remoteLinks),
    inlinedDiscovery(discovery),
  );
  return config === null ? page : withRuntimeConfig(page, config);
}

/**
 * `page` with the runtime config (/config.json's document) inlined first in `<head>`, where the host and index.html's
 * early calls read it: the one step the gateway adds to a page nginx sends as the release CLI wrote it.
 */
export function withRuntimeConfig(page: string, config: unknown): string {
  return inlineJson(page, INLINE_CONFIG_ID, config, { first: true });
}

/** A page variant: its file name (without '.html') in `channels/<channel>.pages/` and a path it is rendered for. */
export interface PageVariant {
  name: string;
  /** nginx's regex for the URIs that get it (first match wins, as `remoteOfPage`'s `find`); null: the map's default. */
  uriRegex: string | null;
  /** A path of those URIs: the variant is `renderHostPage` of it. */
  samplePath: string;
}

/**
 * The remotes' screens (`REMOTE_SCREENS`, in their order) as page variants, then any other student page ('student'),
 * then every other page path ('page'). A screen pattern's URIs all get the page of its sample path (its ':param'
 * segments by their names, a trailing '/*' dropped): the same remote, and the same `extras.screens` patterns as long
 * as those are among the remote's screens (mfe-exam's build writes them from its routes).
 */
export const PAGE_VARIANTS: readonly PageVariant[] = [
  ...REMOTE_SCREENS.map(({ pattern }) => ({
    name: `screen.${pattern.slice(1).replaceAll('/', '.').replaceAll(':', '+').replaceAll('*', '_')}`,
    uriRegex: `^${pattern
      .replace(/\/\*$/, '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment))
      .join('/')}${pattern.endsWith('/*') ? '(/.*)?' : '/*'}$`,
    samplePath: pattern.replace(/\/\*$/, '').replaceAll(':', '') || '/',
  })),
  { name: 'student', uriRegex: '^/student(/.*)?$', samplePath: '/student/-' },
  { name: 'page', uriRegex: null, samplePath: '/' },
];

/** Every variant's page (name → html) for the live host and discovery, without the runtime config (nginx's). */
export function pageVariants(indexHtml: string, lists: FirstScreenLists, discovery: Discovery): Map<string, string> {
  return new Map(
    PAGE_VARIANTS.map((variant) => [
      variant.name,
      renderHostPage(indexHtml, lists, discovery, variant.samplePath, null),
    ]),
  );
}

/**
 * nginx's `map $uri $portal_page_variant` (deploy/nginx/portal-pages.conf, included by portal.conf): each variant's
 * regex in `PAGE_VARIANTS` order. Checked in and compared with this output by deploy/test/nginx.test.ts, so a new
 * screen fails the test until `npm run nginx-page-map > deploy/nginx/portal-pages.conf` is run.
 */
export function nginxPageMap(): string {
  const lines = PAGE_VARIANTS.map(({ name, uriRegex }) => `    ${uriRegex ? `"~${uriRegex}"` : 'default'} ${name};`);
  return [
    '# Generated by `npm run nginx-page-map > deploy/nginx/portal-pages.conf` (deploy/src/host-page.ts nginxPageMap)',
    "# from the remotes' screens: which pre-rendered page (channels/<channel>.pages/<variant>.html) a page path gets.",
    'map $uri $portal_page_variant {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
