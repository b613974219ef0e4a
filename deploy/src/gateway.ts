import { addSecurityHeaders, contentSecurityPolicy, apiProxyOptions, enforceBodyLimit } from './gateway-hardening';
import { gatewayServerOptions, type GatewayTls } from './gateway-server';
import { runtimeConfigFromEnv } from './runtime-config';
import { drainState, type DrainState } from '@classroom/shared/server';
import { gatewayRequestIdOptions, registerGatewayOps } from './gateway-ops';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { buildRemotesManifest } from './remotes-manifest';
import { inlineScriptsOf } from './student-preload';

export interface GatewayOptions {
  /** The host's build folder (index.html and its assets). */
  hostDist: string;
  /** Build folder of each remote by name, served under /remotes/<name>/. */
  remoteDists: Record<string, string>;
  /** The API server that /api/* is proxied to, e.g. 'http://127.0.0.1:3001'. */
  apiUrl: string;
  /** The API base URL the browser uses (runtime config); default '/api/'. */
  apiBaseUrl?: string;
  logger?: boolean;
  /** The process's drain flag (SIGTERM): /gateway/ready answers 503 once it is set (default: a flag never set). */
  drain?: DrainState;
  /** Key and certificate: HTTP/2 over TLS, HTTP/1.1 through ALPN (decision 0031); none: plain HTTP/1.1. */
  tls?: GatewayTls | null;
}

/**
 * The portal gateway (ARCHITECTURE §7): one origin for the host, each remote's build,
 * /remotes.json, /config.json (runtime config) and /api/* proxied to the API server. Unknown paths
 * that a browser navigates to get the host's index.html (the host's router shows the right screen).
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    ...gatewayServerOptions(options.tls),
    ...gatewayRequestIdOptions,
  });
  registerGatewayOps(app, { drain: options.drain ?? drainState() });
  enforceBodyLimit(app);
  const hostIndex = path.join(options.hostDist, 'index.html');
  if (!existsSync(hostIndex)) throw new Error(`The host is not built: ${hostIndex} is missing (run npm run build)`);
  // The host's index.html runs one inline script (its early calls, decision 0027), allowed by the hash its build lists.
  const firstScreen = path.join(options.hostDist, 'first-screen.json');
  const inlineScripts = inlineScriptsOf(existsSync(firstScreen) ? readFileSync(firstScreen, 'utf8') : null);
  addSecurityHeaders(
    app,
    contentSecurityPolicy(runtimeConfigFromEnv(process.env, options.apiBaseUrl ?? '/api/'), inlineScripts),
  );

  const setHeaders = (res: { setHeader(name: string, value: string): void }, filePath: string) =>
    res.setHeader('Cache-Control', cacheControlFor(filePath));

  // gzip/brotli for the host, the remotes and the manifests: most students are on slow 4G (DESIGN.md).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyHttpProxy, apiProxyOptions(options.apiUrl));

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return buildRemotesManifest(options.remoteDists);
  });
  app.get('/config.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return runtimeConfigFromEnv(process.env, options.apiBaseUrl ?? '/api/');
  });

  for (const [remote, dist] of Object.entries(options.remoteDists)) {
    await app.register(fastifyStatic, {
      root: path.resolve(dist),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: path.resolve(options.hostDist),
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders,
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/remotes/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', NO_CACHE);
    return reply.sendFile('index.html', path.resolve(options.hostDist));
  });
  // '/' itself: the host's index.html, never cached.
  app.get('/', (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return reply.sendFile('index.html', path.resolve(options.hostDist));
  });
  return app;
}
