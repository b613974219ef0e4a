import { addSecurityHeaders, contentSecurityPolicy, apiProxyOptions, enforceBodyLimit } from './gateway-hardening';
import { gatewayServerOptions, type GatewayTls } from './gateway-server';
import { runtimeConfigFromEnv } from './runtime-config';
import { drainState, type DrainState } from '@classroom/shared/server';
import { gatewayRequestIdOptions, registerGatewayOps } from './gateway-ops';
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import path from 'node:path';
import { IMMUTABLE, NO_CACHE } from './cache-policy';
import { firstScreenListsOf, renderHostPage, type FirstScreenLists } from './host-page';
import { encodingsToTry, variesByEncoding } from './precompressed';
import { discoveryOf, stableOf, type Channel } from './release/channel';
import { SAFE_SEGMENT, type ReleaseStore } from './release/store';
import { registerReleasePage } from './release-page/route';
import { inlineScriptsOf } from './student-preload';

export interface StoreGatewayOptions {
  store: ReleaseStore;
  /** The channel whose versions are served (default 'production'). */
  channel?: string;
  /** The API server that /api/* is proxied to. */
  apiUrl: string;
  /** The API base URL the browser uses (runtime config); default '/api/'. */
  apiBaseUrl?: string;
  logger?: boolean;
  /** The process's drain flag (SIGTERM): /gateway/ready answers 503 once it is set (default: a flag never set). */
  drain?: DrainState;
  /** Key and certificate: HTTP/2 over TLS, HTTP/1.1 through ALPN (decision 0031); none: plain HTTP/1.1. */
  tls?: GatewayTls | null;
}

/** The files that name other files: revalidated on every load (ARCHITECTURE §7). */
const REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
]);

/** Cache-Control of a file inside a version folder: immutable, except the files that name others. */
export function versionFileCacheControl(file: string): string {
  return REVALIDATE.has(file.split('/').pop() ?? '') ? NO_CACHE : IMMUTABLE;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The gateway in front of the release store (ARCHITECTURE §7): /remotes.json from the channel, every
 * version folder at /remotes/<app>/<version>/…, the live host at / (its index.html for any page path,
 * its assets by name — falling back to older host versions so a page opened before a host release can
 * still fetch its lazy chunks), /config.json and /api/* proxied. The channel is re-read when its file
 * changes, so a publish or rollback takes effect on the next request.
 */
export async function buildStoreGateway(options: StoreGatewayOptions): Promise<FastifyInstance> {
  const { store } = options;
  const channelName = options.channel ?? 'production';
  const app = Fastify({
    logger: options.logger ?? false,
    ...gatewayServerOptions(options.tls),
    ...gatewayRequestIdOptions,
  });
  registerGatewayOps(app, { drain: options.drain ?? drainState() });
  enforceBodyLimit(app);
  const runtimeConfig = () => runtimeConfigFromEnv(process.env, options.apiBaseUrl ?? '/api/');
  addSecurityHeaders(app, contentSecurityPolicy(runtimeConfig()));
  await app.register(fastifyHttpProxy, apiProxyOptions(options.apiUrl));

  const readChannel = (): Promise<Channel> => store.readChannel(channelName);

  // The release managers' page (decision 0014): its own route, its own script, behind RELEASE_MANAGER_TOKEN.
  registerReleasePage(app, {
    readChannel,
    apiUrl: options.apiUrl,
    token: process.env.RELEASE_MANAGER_TOKEN || undefined,
    thresholdsFile: process.env.RELEASE_HEALTH_CONFIG ?? path.resolve(__dirname, '..', 'release-health.json'),
  });
  const served: ServedStore = { store, readChannel, runtimeConfig };
  registerReleaseFiles(app, served);
  registerHostPages(app, served);
  return app;
}

/** What the routes below read: the store, the served channel (re-read on each call) and the runtime config. */
interface ServedStore {
  store: ReleaseStore;
  readChannel: () => Promise<Channel>;
  runtimeConfig: () => ReturnType<typeof runtimeConfigFromEnv>;
}

/** /remotes.json from the channel, /config.json, and every version folder's files at /remotes/<app>/<version>/…. */
function registerReleaseFiles(app: FastifyInstance, { store, readChannel, runtimeConfig }: ServedStore) {
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return discoveryOf(await readChannel());
  });
  app.get('/config.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return runtimeConfig();
  });

  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/remotes/:name/:version/*',
    async (req, reply) => {
      const { name, version } = req.params;
      const file = req.params['*'];
      const ok =
        name !== 'channels' &&
        SAFE_SEGMENT.test(name) &&
        SAFE_SEGMENT.test(version) &&
        file.split('/').every((s) => SAFE_SEGMENT.test(s));
      if (ok && (await sendVersionFile(store, reply, name, version, file, versionFileCacheControl(file)))) return reply;
      return reply.code(404).type('text/plain').send('Not found');
    },
  );
}

/**
 * The live host at / and at any page path (its index.html), and its assets by name — falling back to older host
 * versions so a page opened before a host release can still fetch its lazy chunks.
 */
function registerHostPages(app: FastifyInstance, { store, readChannel, runtimeConfig }: ServedStore) {
  /**
   * Each host version's first-screen.json, read and parsed once (it never changes: a version folder is immutable): its
   * page's lists (`firstScreenListsOf`) and its inline scripts' CSP hashes, [] each when absent or unreadable.
   */
  type FirstScreen = FirstScreenLists & { inlineScripts: string[] };
  const firstScreens = new Map<string, Promise<FirstScreen>>();
  function firstScreenOf(version: string): Promise<FirstScreen> {
    let lists = firstScreens.get(version);
    if (!lists) {
      lists = store.readFile('host', version, 'first-screen.json').then(
        (json) => {
          const text = json?.toString('utf8') ?? null;
          return { ...firstScreenListsOf(text), inlineScripts: inlineScriptsOf(text) };
        },
        () => ({ student: [], apiClient: [], inlineScripts: [] }),
      );
      firstScreens.set(version, lists);
    }
    return lists;
  }

  /**
   * The live host's page for `urlPath` (`renderHostPage`, deploy/src/host-page.ts: the live /remotes.json inlined and a
   * student page's preloads) with the live /config.json inlined. Built from the channel on every request, so a
   * rollback or publish names its version on the next load (decision 0003).
   */
  async function sendHostIndex(reply: FastifyReply, urlPath = '/') {
    const channel = await readChannel();
    const host = stableOf(channel, 'host');
    const html = host ? await store.readFile('host', host.metadata.version, 'index.html') : null;
    if (!host || !html)
      return reply
        .code(503)
        .type('text/plain')
        .send('The host is not published in this channel: npm run release -- publish host');
    const firstScreen = await firstScreenOf(host.metadata.version);
    const config = runtimeConfig();
    const page = renderHostPage(html.toString('utf8'), firstScreen, discoveryOf(channel), urlPath, config);
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('Content-Security-Policy', contentSecurityPolicy(config, firstScreen.inlineScripts))
      .type('text/html; charset=utf-8')
      .send(page);
  }

  app.get('/', (_req, reply) => sendHostIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(404).type('text/plain').send('Not found');
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/'))
      return reply.code(404).type('text/plain').send('Not found');
    if (!path.extname(urlPath)) return sendHostIndex(reply, urlPath); // a page path: the host's router shows it
    const file = urlPath.slice(1);
    if (file.split('/').every((s) => SAFE_SEGMENT.test(s))) {
      const channel = await readChannel();
      const live = stableOf(channel, 'host')?.metadata.version;
      // The live host first, then older host versions, newest first (chunks of pages opened before a release).
      const versions = [live, ...(channel.releases.host ?? []).map((r) => r.version).reverse()].filter(
        (v, i, all): v is string => !!v && all.indexOf(v) === i,
      );
      for (const version of versions) {
        if (
          await sendVersionFile(
            store,
            reply,
            'host',
            version,
            file,
            /\.[0-9a-f]{8,}\.(js|css|map|txt)$/.test(file) ? IMMUTABLE : NO_CACHE,
          )
        )
          return reply;
      }
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

/** Sends a release file: its precompressed copy in the best encoding the browser accepts, else the file itself. */
async function sendVersionFile(
  store: ReleaseStore,
  reply: FastifyReply,
  name: string,
  version: string,
  file: string,
  cacheControl: string,
) {
  const acceptEncoding = reply.request.headers['accept-encoding'];
  let opened = null;
  let encoding: string | null = null;
  for (const candidate of encodingsToTry(
    Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding,
    file,
  )) {
    opened = await store.openFile(name, version, `${file}${candidate.suffix}`);
    if (opened) {
      encoding = candidate.encoding;
      break;
    }
  }
  opened ??= await store.openFile(name, version, file);
  if (!opened) return false;
  reply.header('Cache-Control', cacheControl);
  reply.header('Content-Length', opened.size);
  if (encoding) reply.header('Content-Encoding', encoding);
  if (variesByEncoding(file)) reply.header('Vary', 'Accept-Encoding');
  reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream');
  await reply.send(opened.stream);
  return true;
}
