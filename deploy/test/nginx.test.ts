/**
 * deploy/nginx/portal.conf against Debian's nginx (docs/decisions/0003): nginx is started on loopback in front
 * of a release store this test fills, and must answer with the same Cache-Control as the Node gateway.
 * It needs the `nginx` binary (Debian: apt-get install -y nginx; .ci/run installs it) and fails,
 * saying so, when it is missing — it never skips silently.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { IMMUTABLE, NO_CACHE } from '../src/cache-policy';
import { discoveryOf, rollback } from '../src/release/channel';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import {
  cleanupFixtures,
  fakeExamBuild,
  fakeHostBuild,
  fakeHostBuildWithHead,
  fakeRemoteBuild,
  tempDir,
} from './release-fixtures';
import { nginxPageMap, withRuntimeConfig } from '../src/host-page';
import { buildStoreGateway } from '../src/store-gateway';
import { runtimeConfigFromEnv } from '../src/runtime-config';
import { contentSecurityPolicy, HSTS, TIMEOUTS } from '../src/gateway-hardening';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { freePort, NGINX } from './cluster';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { throwawayCertificate } = require('./throwaway-cert.cjs') as {
  throwawayCertificate(): Promise<{ key: string; cert: string }>;
};

/** Debian's libnginx-mod-http-brotli-static (npm test installs it with nginx); Debian's nginx.conf loads it from modules-enabled. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

describe('nginx configuration (deploy/nginx/portal.conf)', () => {
  const upstream = Fastify();
  upstream.get('/api/ping/', async () => ({ status: true, from: 'api' }));
  upstream.get('/api/who/', async (req) => ({ xff: req.headers['x-forwarded-for'] ?? null }));
  let nginx: ChildProcess | null = null;
  let base = '';
  let tlsPort = 0;
  let cert = '';
  let store: FsReleaseStore;
  const versions: Record<string, string> = {};
  let errorLog = '';
  let apiUrl = '';

  beforeAll(async () => {
    if (!NGINX) {
      throw new Error(
        "nginx is not installed, so deploy/nginx/portal.conf cannot be tested. Install Debian's package: apt-get install -y nginx (npm test does this as root).",
      );
    }
    apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const root = tempDir('nginx-store-');
    store = new FsReleaseStore(root);
    versions.h1 = (
      await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('aaaaaaaa'), who: 't' })
    ).version;
    versions.r1 = (
      await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: fakeRemoteBuild('one'), who: 't' })
    ).version;
    versions.r2 = (
      await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: fakeRemoteBuild('two'), who: 't' })
    ).version;

    const work = tempDir('nginx-run-');
    const port = await freePort();
    tlsPort = await freePort();
    const tls = await throwawayCertificate();
    cert = tls.cert;
    writeFileSync(path.join(work, 'cert.pem'), tls.cert);
    writeFileSync(path.join(work, 'key.pem'), tls.key, { mode: 0o600 });
    // Runtime config as a deploy writes it from the environment (npm run runtime-config > file).
    const configFile = path.join(work, 'config.json');
    writeFileSync(configFile, JSON.stringify(runtimeConfigFromEnv({ PORTAL_CARE_EMAIL: 'care@nginx.example.in' })));
    const site = readFileSync(path.resolve(__dirname, '../nginx/portal.conf'), 'utf8')
      .replaceAll('${RELEASES_DIR}', root)
      .replaceAll('${CHANNEL}', 'production')
      .replaceAll('${LISTEN}', `127.0.0.1:${port}`)
      .replaceAll('${TLS_LISTEN}', `127.0.0.1:${tlsPort}`)
      .replaceAll('${TLS_CERT_FILE}', path.join(work, 'cert.pem'))
      .replaceAll('${TLS_KEY_FILE}', path.join(work, 'key.pem'))
      .replaceAll('${API_UPSTREAM}', apiUrl)
      .replaceAll('${RUNTIME_CONFIG_FILE}', configFile)
      .replaceAll('${NGINX_DIR}', path.resolve(__dirname, '../nginx'));
    writeFileSync(path.join(work, 'portal.conf'), site);
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir));
    errorLog = path.join(work, 'error.log');
    const asRoot = process.getuid?.() === 0;
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `${asRoot ? 'user root;\n' : ''}load_module ${BROTLI_STATIC_MODULE};
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/portal.conf;
}
`,
    );
    const check = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${check.stderr}`);
    nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`${base}/config.json`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`nginx did not answer on ${base}: ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
  }, 30_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx!.once('exit', r));
    }
    await upstream.close();
    cleanupFixtures();
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });

  it('/remotes.json: the channel, no-cache; a rollback shows on the next request without a reload', async () => {
    const response = await get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await response.json()).toEqual(discoveryOf(await store.readChannel('production')));
    await store.updateChannel('production', (c) => rollback(c, 'mfe-dashboard', { who: 't' }));
    const after = (await (await get('/remotes.json')).json()) as {
      microFrontends: Record<string, Array<{ metadata: { version: string } }>>;
    };
    expect(after.microFrontends['mfe-dashboard']?.[0]?.metadata.version).toBe(versions.r1);
  });

  it('version folders: chunks immutable, mf-manifest.json and remoteEntry.js no-cache, every version kept', async () => {
    for (const version of [versions.r1, versions.r2]) {
      const chunk = await get(`/remotes/mfe-dashboard/${version}/42.abcdef0123.js`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(
        (await get(`/remotes/mfe-dashboard/${version}/__federation_expose_app.0123456789.js`)).headers.get(
          'cache-control',
        ),
      ).toBe(IMMUTABLE);
      const entry = await get(`/remotes/mfe-dashboard/${version}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe(NO_CACHE);
      expect((await get(`/remotes/mfe-dashboard/${version}/mf-manifest.json`)).headers.get('cache-control')).toBe(
        NO_CACHE,
      );
    }
    expect((await get('/remotes/mfe-dashboard/0.0.0-nope/remoteEntry.js')).status).toBe(404);
    expect((await get(`/remotes/mfe-dashboard/${versions.r1}/.release.json`)).status).toBe(404);
    expect((await get('/remotes/channels/production.json')).status).toBe(404);
  });

  it('the host: index.html for page paths (no-cache), hashed assets immutable; /config.json; /api proxied', async () => {
    for (const page of ['/', '/student/objectivetest']) {
      const response = await get(page);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>host aaaaaaaa</title>');
      expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    }
    const asset = await get('/main.aaaaaaaa00.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    const config = await get('/config.json');
    expect(config.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await config.json()).toEqual(runtimeConfigFromEnv({ PORTAL_CARE_EMAIL: 'care@nginx.example.in' }));
    expect(await (await get('/api/ping/')).json()).toEqual({ status: true, from: 'api' });
  });

  it('a host release switches / at once (the channel symlink), with no nginx reload', async () => {
    await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('bbbbbbbb'), who: 't' });
    expect(await (await get('/student')).text()).toContain('<title>host bbbbbbbb</title>');
    expect((await get('/main.bbbbbbbb00.js')).status).toBe(200);
  });

  it('the same security headers as the Node gateway on pages, assets, manifests and config (SECURITY.md); no HSTS over plain HTTP', async () => {
    // The host's inline script by its hash (decision 0027), as the Node gateway adds it from the host build's list.
    const conf = readFileSync(path.join(__dirname, '..', 'nginx', 'portal-security-headers.conf'), 'utf8');
    const inlineScripts = [...conf.matchAll(/'sha256-[A-Za-z0-9+/]{43}='/g)].map((m) => m[0]);
    expect(inlineScripts).toHaveLength(1);
    const policy = contentSecurityPolicy(runtimeConfigFromEnv({ PAYMENT_PROVIDER: 'razorpay' }), inlineScripts);
    for (const url of [
      '/',
      '/student/objectivetest',
      '/main.aaaaaaaa00.js',
      '/remotes.json',
      '/config.json',
      `/remotes/mfe-dashboard/${versions.r1}/remoteEntry.js`,
    ]) {
      const response = await get(url);
      expect(response.headers.get('content-security-policy')).toBe(policy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('serves HTTPS in HTTP/2 (decision 0031): the same pages, security headers and HSTS, and /api proxied', async () => {
    const session = connect(`https://localhost:${tlsPort}`, { ca: cert });
    const get2 = (urlPath: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': urlPath });
        let headers: IncomingHttpHeaders = {};
        let body = '';
        stream.on('response', (h) => (headers = h));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ headers, body }));
        stream.on('error', reject);
        stream.end();
      });
    // The host's inline script by its hash (decision 0027), as the Node gateway adds it from the host build's list.
    const conf = readFileSync(path.join(__dirname, '..', 'nginx', 'portal-security-headers.conf'), 'utf8');
    const inlineScripts = [...conf.matchAll(/'sha256-[A-Za-z0-9+/]{43}='/g)].map((m) => m[0]);
    expect(inlineScripts).toHaveLength(1);
    const policy = contentSecurityPolicy(runtimeConfigFromEnv({ PAYMENT_PROVIDER: 'razorpay' }), inlineScripts);
    for (const url of ['/', '/student/objectivetest', '/remotes.json']) {
      const { headers } = await get2(url);
      expect(headers[':status']).toBe(200);
      expect(headers['content-security-policy']).toBe(policy);
      expect(headers['strict-transport-security']).toBe(HSTS);
    }
    expect(session.alpnProtocol).toBe('h2');
    expect(JSON.parse((await get2('/api/ping/')).body)).toEqual({ status: true, from: 'api' });
    session.close();
  });

  it('replaces a client-sent X-Forwarded-For with the client address, and refuses a body over the limit with 413 (SECURITY.md)', async () => {
    expect(await (await get('/api/who/', { 'x-forwarded-for': '203.0.113.9' })).json()).toEqual({ xff: '127.0.0.1' });
    const big = await fetch(`${base}/api/ping/`, {
      method: 'POST',
      body: Buffer.alloc(21 * 1024 * 1024, 0x20),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(big.status).toBe(413);
  });

  it('serves the precompressed copies made at publish: br, then gzip, with Vary', async () => {
    const big = fakeHostBuild('dddddddd');
    writeFileSync(
      path.join(big, 'main.dddddddd00.js'),
      Array.from({ length: 400 }, (_, i) => `export const v${i} = "text ${i % 5}";`).join('\n'),
    );
    await publish({ store, channel: 'production', app: 'host', fromDir: big, who: 't' });
    const plain = await get('/main.dddddddd00.js', { 'accept-encoding': 'identity' });
    const br = await get('/main.dddddddd00.js', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(await br.text()).toBe(await plain.text());
    const gz = await get('/main.dddddddd00.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it("portal-pages.conf is the map of the remotes' screens as they are now (npm run nginx-page-map)", () => {
    expect(readFileSync(path.resolve(__dirname, '../nginx/portal-pages.conf'), 'utf8')).toBe(nginxPageMap());
  });

  it("decision 0008 (2026-11-27, nginx): every page path gets the Node gateway's page for the same store (its runtime config left to /config.json); a canary's remote is named by neither; a path without a variant gets the host's bare page", async () => {
    await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuildWithHead('eeeeeeee'), who: 't' });
    const exam = await publish({
      store,
      channel: 'production',
      app: 'mfe-exam',
      fromDir: fakeExamBuild('a'),
      who: 't',
    });
    const gateway = await buildStoreGateway({ store, apiUrl });
    const config = runtimeConfigFromEnv(process.env, '/api/');
    const pages = [
      '/student',
      '/student/',
      '/student/attendance',
      '/student/JeeExamScreen/12',
      '/student/objectivetest',
      '/student/no-such-screen/1',
      '/',
      '/signup',
      '/no/such/page',
    ];
    const expectSamePages = async () => {
      for (const page of pages) {
        const fromNginx = await get(page, { 'accept-encoding': 'br' });
        expect([page, fromNginx.status, fromNginx.headers.get('cache-control')]).toEqual([page, 200, NO_CACHE]);
        expect(fromNginx.headers.get('content-type')).toMatch(/^text\/html/);
        expect(fromNginx.headers.get('content-encoding')).toBe('br'); // its copy written beside it, as every release file's
        const html = withRuntimeConfig(await fromNginx.text(), config);
        expect([page, html]).toEqual([page, (await gateway.inject(page)).body]);
      }
    };
    const links = async (page: string) =>
      [...(await (await get(page)).text()).matchAll(/<link rel=preload [^>]*href=([^ >]+)>/g)].map((m) => m[1]);

    await expectSamePages();
    // The exam player's first mount and its screen's files; the dashboard's its own; the host's student chunks.
    expect(await links('/student/JeeExamScreen/12')).toEqual(
      expect.arrayContaining([
        '/after-sign-in.ad89c09ce0.js',
        '/calls.0accfb8f7d.js',
        `/remotes/mfe-exam/${exam.version}/mf-manifest.json`,
        `/remotes/mfe-exam/${exam.version}/713.aaaaaaaaaa.js`,
      ]),
    );
    expect(await links('/student')).toContain(`/remotes/mfe-dashboard/${versions.r1}/mf-manifest.json`);
    expect(await links('/')).toEqual(['/react.eeeeeeee00.js']);

    await publish({ store, channel: 'production', app: 'mfe-exam', fromDir: fakeExamBuild('b'), who: 't', canary: 10 });
    await expectSamePages();
    expect((await links('/student/JeeExamScreen/12')).filter((href) => href?.startsWith('/remotes/'))).toEqual([]);

    // The variants gone (a store written by an older release CLI): the host's index.html as it is, never a 404.
    rmSync(path.join(store.root, 'channels', 'production.pages'));
    for (const page of ['/student', '/student/JeeExamScreen/12', '/no/such/page']) {
      const response = await get(page);
      expect([page, response.status, await response.text()]).toEqual([
        page,
        200,
        readFileSync(path.join(store.root, 'channels', 'production.host', 'index.html'), 'utf8'),
      ]);
    }
    await gateway.close();
  });

  it('waits on the API as long as the Node gateway (180 s)', () => {
    const conf = readFileSync(path.resolve(__dirname, '../nginx/portal.conf'), 'utf8');
    expect(conf).toContain(`proxy_read_timeout ${TIMEOUTS.requestMs / 1000}s;`);
    expect(conf).toContain(`client_header_timeout ${TIMEOUTS.headersMs / 1000}s;`);
  });

  // Last: it stops the API.
  it("the API down → 503 with the spec's generic text and Retry-After, never nginx's page", async () => {
    await upstream.close();
    const res = await get('/api/ping/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.text()).toBe(JSON.stringify({ status: false, message: 'Some error occurred' }));
  });
});

/**
 * The N-instance site as deploy/compose runs it: deploy/nginx/nginx.conf (the complete main file) around
 * portal-api-upstream.conf and portal-gateway.conf, placeholders filled as the official image's templates would, the
 * file locations moved into a temporary folder (the only change to nginx.conf) and the compose resolver replaced
 * by loopback (no name needs resolving here).
 */
describe('the N-instance site (deploy/nginx/nginx.conf + portal-gateway.conf)', () => {
  const NGINX_DIR = path.resolve(__dirname, '../nginx');
  const api = Fastify();
  api.get('/api/ping/', async () => ({ status: true }));
  let nginx: ChildProcess | null = null;
  let base = '';
  let accessLog = '';
  let apiPort = 0;

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx (npm test installs it as root)');
    apiPort = await freePort();
    await api.listen({ port: apiPort, host: '127.0.0.1' });
    const work = tempDir('nginx-site-');
    mkdirSync(path.join(work, 'conf.d'));
    const port = await freePort();
    const fill = (file: string) =>
      readFileSync(path.join(NGINX_DIR, file), 'utf8')
        .replaceAll('${LISTEN}', `127.0.0.1:${port}`)
        .replaceAll('${API_UPSTREAM}', 'http://portal_api')
        .replaceAll('${API_SERVERS}', `server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=5s;`)
        .replaceAll('${GATEWAY_SERVERS}', 'server 127.0.0.1:9 down;')
        .replaceAll('${NGINX_DIR}', NGINX_DIR);
    writeFileSync(path.join(work, 'conf.d', '10-portal-api-upstream.conf'), fill('portal-api-upstream.conf'));
    writeFileSync(path.join(work, 'conf.d', '20-portal.conf'), fill('portal-gateway.conf'));
    accessLog = path.join(work, 'access.log');
    const main = readFileSync(path.join(NGINX_DIR, 'nginx.conf'), 'utf8');
    expect(main).toMatch(/^\s*resolver 127\.0\.0\.11 valid=\d+s/m);
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;\n${main}`
        .replaceAll(' /tmp/', ` ${work}/`)
        .replace('error_log /dev/stderr warn;', `error_log ${work}/error.log warn;`)
        .replace('access_log /dev/stdout portal;', `access_log ${accessLog} portal;`)
        .replace('resolver 127.0.0.11', 'resolver 127.0.0.1')
        .replace('include /etc/nginx/conf.d/*.conf;', `include ${work}/conf.d/*.conf;`),
    );
    const check = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t rejected deploy/nginx/nginx.conf:\n${check.stderr}`);
    nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`${base}/api/ping/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }, 30_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await api.close();
  });

  it('logs one JSON line per request with its request id, the path without the query string, a mobile number as [mobile]', async () => {
    const res = await fetch(`${base}/api/ping/?mobile=9812345670&token=secret-token`);
    expect(res.status).toBe(200);
    await fetch(`${base}/api/users/9812345670/`);
    await new Promise((r) => setTimeout(r, 200));
    const lines = readFileSync(accessLog, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.at(-2)).toMatchObject({
      path: '/api/ping/',
      status: 200,
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(lines.at(-1)).toMatchObject({ path: '/api/users/[mobile]/' });
    expect(readFileSync(accessLog, 'utf8')).not.toMatch(/9812345670|secret-token/);
  });

  it('waits on the API as long as the Node gateway and portal.conf (180 s)', () => {
    const site = readFileSync(path.join(NGINX_DIR, 'portal-gateway.conf'), 'utf8');
    expect(site).toContain(`proxy_read_timeout ${TIMEOUTS.requestMs / 1000}s;`);
    expect(site).toContain(`proxy_send_timeout ${TIMEOUTS.requestMs / 1000}s;`);
  });

  // Last: it stops the API.
  it("every API instance down → the portal's 503 JSON with Retry-After, never nginx's HTML 502", async () => {
    await api.close();
    const res = await fetch(`${base}/api/exam/v1/save-exam/7/`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.text()).toBe(JSON.stringify({ status: false, message: 'Some error occurred' }));
  });
});
