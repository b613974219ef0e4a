import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/cache-policy';
import { buildGateway } from '../src/gateway';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function fixture() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
  roots.push(root);
  const hostDist = path.join(root, 'host', 'dist');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(path.join(hostDist, 'main.0123456789.js'), 'console.log(1)');
  const remoteDist = path.join(root, 'mfe-exam', 'dist');
  mkdirSync(remoteDist, { recursive: true });
  writeFileSync(path.join(root, 'mfe-exam', 'package.json'), '{"version":"1.2.3"}');
  writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(remoteDist, 'remoteEntry.js'), 'var mfe_exam;');
  writeFileSync(path.join(remoteDist, '42.abcdef0123.js'), 'chunk');
  return { hostDist, remoteDists: { 'mfe-exam': remoteDist, 'mfe-corners': path.join(root, 'missing') } };
}

describe('cache policy (ARCHITECTURE §7)', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['/remotes.json', NO_CACHE],
    ['/remotes/mfe-exam/mf-manifest.json', NO_CACHE],
    ['/remotes/mfe-exam/remoteEntry.js', NO_CACHE],
    ['/remotes/mfe-exam/42.abcdef0123.js', IMMUTABLE],
    ['main.0123456789.js', IMMUTABLE],
    ['favicon.svg', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('gateway: one origin for host, remotes, /remotes.json and /api', () => {
  const upstream = Fastify();
  upstream.get('/api/users/v1/get-student-details2/', async (req) => ({
    status: true,
    message: 'Success',
    data: { auth: req.headers.authorization ?? null },
  }));
  let apiUrl = '';
  beforeAll(async () => {
    apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => upstream.close());

  it('serves deep links with the host index.html, never cached', async () => {
    const gateway = await buildGateway({ ...fixture(), apiUrl });
    const response = await gateway.inject('/student/objectivetest');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>host</title>');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    await gateway.close();
  });

  it('serves hashed assets immutable and remote entries no-cache', async () => {
    const gateway = await buildGateway({ ...fixture(), apiUrl });
    expect((await gateway.inject('/main.0123456789.js')).headers['cache-control']).toBe(IMMUTABLE);
    const entry = await gateway.inject('/remotes/mfe-exam/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect((await gateway.inject('/remotes/mfe-exam/42.abcdef0123.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await gateway.inject('/remotes/mfe-exam/nope.js')).statusCode).toBe(404);
    await gateway.close();
  });

  it('lists built remotes in /remotes.json with version and SRI integrity, and leaves out a remote with no build', async () => {
    const gateway = await buildGateway({ ...fixture(), apiUrl });
    const response = await gateway.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    const manifest = response.json() as {
      microFrontends: Record<string, Array<{ url: string; metadata: { version: string; integrity: string } }>>;
    };
    expect(Object.keys(manifest.microFrontends)).toEqual(['mfe-exam']);
    const [entry] = manifest.microFrontends['mfe-exam'] ?? [];
    expect(entry?.url).toBe('/remotes/mfe-exam/mf-manifest.json');
    expect(entry?.metadata.version).toMatch(/^1\.2\.3-[0-9a-f]{8}$/);
    expect(entry?.metadata.integrity).toMatch(/^sha384-/);
    await gateway.close();
  });

  it('proxies /api/* to the API server with the Authorization header, and serves runtime config', async () => {
    const gateway = await buildGateway({ ...fixture(), apiUrl });
    const response = await gateway.inject({
      url: '/api/users/v1/get-student-details2/?username=1',
      headers: { authorization: 'Token abc' },
    });
    expect(response.json()).toEqual({ status: true, message: 'Success', data: { auth: 'Token abc' } });
    const config = (await gateway.inject('/config.json')).json();
    expect(config).toMatchObject({ apiBaseUrl: '/api/', payment: { provider: 'sandbox' } });
    expect(Object.keys(config.links)).toEqual(
      expect.arrayContaining(['feedbackForm', 'careEmail', 'questionPaper', 'social']),
    );
    await gateway.close();
  });
});

describe('gateway compression', () => {
  it('sends JavaScript compressed to a browser that accepts gzip', async () => {
    const dirs = fixture();
    writeFileSync(path.join(dirs.hostDist, 'main.0123456789.js'), 'const portal = "classroom";\n'.repeat(500));
    const gateway = await buildGateway({ ...dirs, apiUrl: 'http://127.0.0.1:9' });
    const response = await gateway.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(14_000 / 10);
    await gateway.close();
  });
});
