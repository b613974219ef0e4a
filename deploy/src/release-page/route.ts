/**
 * The release page on the gateway (decision 0014): GET /release (HTML), /release/page.js (its script: React and
 * Recharts, bundled with esbuild on first request and kept in memory — never part of the student portal's builds) and
 * /release/data.json (the channel and the last hour's field figures, read from the API with the token). Read-only.
 *
 * Access: HTTP Basic authentication whose password is RELEASE_MANAGER_TOKEN (any user name), compared in constant
 * time; without the variable the routes answer 404, as if the page did not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Channel } from '../release/channel';
import { fetchFigures } from '../release/health';
import { loadThresholds } from '../release/health-config';
import { releasePageData } from './page-data';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Releases</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 16px; color: #1a1a1a; }
      table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
      th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #ddd; white-space: nowrap; }
      caption { text-align: left; font-weight: 600; padding: 4px 0; }
      section { margin-bottom: 32px; }
    </style>
  </head>
  <body><div id="root"></div><script src="/release/page.js"></script></body>
</html>`;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request's Basic credentials carry `token` as the password. */
export function isReleaseManager(header: string | undefined, token: string): boolean {
  const match = /^Basic\s+(\S+)$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const password = decoded.slice(decoded.indexOf(':') + 1);
  return timingSafeEqual(digest(password), digest(token));
}

let bundle: Promise<string> | null = null;
/** The page's script, bundled once per process. */
function pageScript(): Promise<string> {
  bundle ??= import('esbuild').then(async ({ build }) => {
    const out = await build({
      entryPoints: [path.join(__dirname, 'client.tsx')],
      bundle: true,
      minify: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    return out.outputFiles[0]!.text;
  });
  return bundle;
}

export interface ReleasePageOptions {
  readChannel: () => Promise<Channel>;
  /** The API's origin, e.g. 'http://127.0.0.1:3001'. */
  apiUrl: string;
  token: string | undefined;
  thresholdsFile: string;
}

export function registerReleasePage(app: FastifyInstance, options: ReleasePageOptions): void {
  const guard = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (!options.token) {
      void reply.code(404).type('text/plain').send('Not found');
      return false;
    }
    if (!isReleaseManager(request.headers.authorization, options.token)) {
      void reply
        .code(401)
        .header('WWW-Authenticate', 'Basic realm="Releases", charset="UTF-8"')
        .type('text/plain')
        .send('The release page is for release managers: sign in with the release manager token as the password.');
      return false;
    }
    reply.header('Cache-Control', 'no-store');
    return true;
  };
  app.get('/release', async (request, reply) =>
    guard(request, reply) ? reply.type('text/html; charset=utf-8').send(HTML) : reply,
  );
  app.get('/release/page.js', async (request, reply) =>
    guard(request, reply) ? reply.type('text/javascript; charset=utf-8').send(await pageScript()) : reply,
  );
  app.get('/release/data.json', async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const now = new Date();
    const figures = await fetchFigures(
      { api: `${options.apiUrl}/api`, token: options.token },
      new Date(now.getTime() - 3_600_000),
    );
    return releasePageData(
      await options.readChannel(),
      figures,
      (name) => loadThresholds(options.thresholdsFile, name),
      now,
    );
  });
}
