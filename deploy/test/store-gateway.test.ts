import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { IMMUTABLE, NO_CACHE } from '../src/cache-policy';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { rollback } from '../src/release/channel';
import { buildStoreGateway } from '../src/store-gateway';
import { remoteFirstMountLinks } from '../src/student-preload';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, storeWithPublishedHost, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

describe('gateway over the release store (ARCHITECTURE §7)', () => {
  const upstream = Fastify();
  upstream.get('/api/ping/', async () => ({ status: true }));
  let apiUrl = '';
  beforeAll(async () => {
    apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => upstream.close());

  async function setup() {
    const store = new FsReleaseStore(tempDir('store-'));
    const h1 = await publish({
      store,
      channel: 'production',
      app: 'host',
      fromDir: fakeHostBuild('aaaaaaaa'),
      who: 't',
    });
    const h2 = await publish({
      store,
      channel: 'production',
      app: 'host',
      fromDir: fakeHostBuild('bbbbbbbb'),
      who: 't',
    });
    const r1 = await publish({
      store,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('one'),
      who: 't',
    });
    const r2 = await publish({
      store,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('two'),
      who: 't',
    });
    const gateway = await buildStoreGateway({ store, apiUrl });
    return { store, gateway, h1, h2, r1, r2 };
  }

  it('serves /remotes.json from the channel, no-cache, without the host; a rollback shows on the next request', async () => {
    const { store, gateway, r1, r2 } = await setup();
    const first = await gateway.inject('/remotes.json');
    expect(first.headers['cache-control']).toBe(NO_CACHE);
    const body = first.json() as {
      microFrontends: Record<string, Array<{ url: string; metadata: { version: string; integrity: string } }>>;
    };
    expect(Object.keys(body.microFrontends)).toEqual(['mfe-dashboard']);
    expect(body.microFrontends['mfe-dashboard']?.[0]?.url).toBe(
      `/remotes/mfe-dashboard/${r2.version}/mf-manifest.json`,
    );
    expect(body.microFrontends['mfe-dashboard']?.[0]?.metadata.integrity).toMatch(/^sha384-/);
    await store.updateChannel('production', (c) => rollback(c, 'mfe-dashboard', { who: 't' }));
    const after = (await gateway.inject('/remotes.json')).json() as typeof body;
    expect(after.microFrontends['mfe-dashboard']?.[0]?.metadata.version).toBe(r1.version);
    await gateway.close();
  });

  it('version folders: hashed files immutable, mf-manifest.json and remoteEntry.js no-cache, old versions still served', async () => {
    const { gateway, r1, r2 } = await setup();
    for (const version of [r1.version, r2.version]) {
      const chunk = await gateway.inject(`/remotes/mfe-dashboard/${version}/42.abcdef0123.js`);
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      expect(chunk.headers['content-type']).toContain('javascript');
      expect(
        (await gateway.inject(`/remotes/mfe-dashboard/${version}/__federation_expose_app.0123456789.js`)).headers[
          'cache-control'
        ],
      ).toBe(IMMUTABLE);
      expect((await gateway.inject(`/remotes/mfe-dashboard/${version}/remoteEntry.js`)).headers['cache-control']).toBe(
        NO_CACHE,
      );
      expect(
        (await gateway.inject(`/remotes/mfe-dashboard/${version}/mf-manifest.json`)).headers['cache-control'],
      ).toBe(NO_CACHE);
    }
    expect((await gateway.inject('/remotes/mfe-dashboard/0.0.0-nope/remoteEntry.js')).statusCode).toBe(404);
    expect((await gateway.inject('/remotes/channels/production.json/x')).statusCode).toBe(404);
    expect((await gateway.inject('/remotes/mfe-dashboard/..%2F..%2Fchannels/production.json')).statusCode).toBe(404);
    await gateway.close();
  });

  it("serves the live host's index.html for pages (no-cache) and its assets immutable, older host assets too", async () => {
    const { gateway } = await setup();
    const page = await gateway.inject('/student/objectivetest');
    expect(page.body).toContain('<title>host bbbbbbbb</title>');
    expect(page.headers['cache-control']).toBe(NO_CACHE);
    expect((await gateway.inject('/')).body).toContain('host bbbbbbbb');
    const current = await gateway.inject('/main.bbbbbbbb00.js');
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    expect((await gateway.inject('/main.aaaaaaaa00.js')).body).toContain('aaaaaaaa');
    expect((await gateway.inject('/main.cccccccc00.js')).statusCode).toBe(404);
    expect((await gateway.inject('/api/ping/')).json()).toEqual({ status: true });
    await gateway.close();
  });

  it("a /student page's index.html preloads what a signed-in page loads next (first-screen.json `student`, off the dashboard `apiClient`); the sign-in page and other pages do not", async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    const dir = fakeHostBuild('dddddddd');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>host</title><script defer src=/main.dddddddd00.js></script><link rel=preload as=script href=/react.dddddddd00.js></head><body></body></html>',
    );
    const student = ['/after-sign-in.ad89c09ce0.js', '/remote-mount.767d0567bc.js', '/student-layout.1c187d4d5b.js'];
    // A stray entry (another origin, a path outside the host's root, not a hashed script) is dropped, never preloaded.
    writeFileSync(
      path.join(dir, 'first-screen.json'),
      JSON.stringify({
        preload: ['react.dddddddd00.js'],
        student: [...student, 'https://evil.example/x.0123456789.js', '/remotes/x/1/a.0123456789.js', '/sw.js'],
        apiClient: ['/calls.0accfb8f7d.js', 'https://evil.example/calls.0123456789.js'],
      }),
    );
    await publish({ store, channel: 'production', app: 'host', fromDir: dir, who: 't' });
    const gateway = await buildStoreGateway({ store, apiUrl });
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel=preload as=script href=([^ >]+)>/g)].map((m) => m[1]);
    expect(preloads((await gateway.inject('/student')).body)).toEqual(['/react.dddddddd00.js', ...student]);
    // Off the dashboard, the API client's chunk too (decision 0008: the host's entry asks for it at once).
    for (const page of ['/student/attendance', '/student/JeeExamScreen/12']) {
      expect([page, preloads((await gateway.inject(page)).body)]).toEqual([
        page,
        ['/react.dddddddd00.js', ...student, '/calls.0accfb8f7d.js'],
      ]);
    }
    for (const page of ['/', '/signup', '/students', '/who-we-are']) {
      expect([page, preloads((await gateway.inject(page)).body)]).toEqual([page, ['/react.dddddddd00.js']]);
    }
    await gateway.close();
  });

  it("decision 0027: index.html's CSP allows the live host's inline script by the hash its build lists, never 'unsafe-inline'; a malformed entry is dropped, other files keep the plain policy", async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    const dir = fakeHostBuild('ffffffff');
    const hash = `'sha256-${'A'.repeat(43)}='`;
    writeFileSync(
      path.join(dir, 'first-screen.json'),
      JSON.stringify({ preload: [], student: [], inlineScripts: [hash, "'unsafe-inline'", "'sha256-short='"] }),
    );
    await publish({ store, channel: 'production', app: 'host', fromDir: dir, who: 't' });
    const gateway = await buildStoreGateway({ store, apiUrl });
    const scriptSrc = async (url: string) =>
      /script-src ([^;]*)/.exec(String((await gateway.inject(url)).headers['content-security-policy']))?.[1];
    for (const page of ['/', '/student', '/student/attendance'])
      expect([page, await scriptSrc(page)]).toEqual([page, `'self' ${hash}`]);
    expect(await scriptSrc('/main.ffffffff00.js')).toBe("'self'");
    expect(await scriptSrc('/remotes.json')).toBe("'self'");
    await gateway.close();
    // A host built before the list existed: the plain policy.
    const older = new FsReleaseStore(tempDir('store-'));
    await publish({ store: older, channel: 'production', app: 'host', fromDir: fakeHostBuild('gggggggg'), who: 't' });
    const plain = await buildStoreGateway({ store: older, apiUrl });
    expect(
      /script-src ([^;]*)/.exec(String((await plain.inject('/student')).headers['content-security-policy']))?.[1],
    ).toBe("'self'");
    await plain.close();
  });

  it("decision 0008: /student's index.html names the live mfe-dashboard's manifest and first-mount files as the runtime asks for them; none with a canary, the rolled-back version next load", async () => {
    const store = await storeWithPublishedHost('eeeeeeee');
    const r1 = await publish({
      store,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('one'),
      who: 't',
    });
    const gateway = await buildStoreGateway({ store, apiUrl });
    const links = async (page: string) =>
      [...(await gateway.inject(page)).body.matchAll(/<link rel=preload ([^>]+)>/g)].map((m) => m[1]);
    const integrity = async (version: string) =>
      (
        (await gateway.inject('/remotes.json')).json() as {
          microFrontends: Record<string, Array<{ metadata: { version: string; integrity: string } }>>;
        }
      ).microFrontends['mfe-dashboard']!.find((v) => v.metadata.version === version)!.metadata.integrity;
    const firstMount = async (version: string) => {
      const folder = `/remotes/mfe-dashboard/${version}/`;
      return [
        `as=fetch crossorigin href=${folder}mf-manifest.json`,
        `as=script crossorigin=anonymous integrity="${await integrity(version)}" href=${folder}remoteEntry.js`,
        `as=script href=${folder}42.abcdef0123.js`,
        `as=script href=${folder}__federation_expose_app.0123456789.js`,
      ];
    };
    expect(await links('/student')).toEqual(await firstMount(r1.version));
    // Another remote's screen, the sign-in page and a path no screen matches name none of mfe-dashboard's files.
    for (const page of ['/student/objectivetest', '/', '/student/no-such-screen/1/2'])
      expect([page, await links(page)]).toEqual([page, []]);

    const r2 = await publish({
      store,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('two'),
      who: 't',
      canary: 10,
    });
    expect(r2.version).not.toBe(r1.version);
    expect(await links('/student')).toEqual([]); // the student's bucket picks the version: the host's entry loads it
    await store.updateChannel('production', (c) => rollback(c, 'mfe-dashboard', { who: 't' }));
    expect(await links('/student')).toEqual(await firstMount(r1.version));
    await gateway.close();
  });

  it('answers 503 with the command to run when no host is published', async () => {
    const gateway = await buildStoreGateway({ store: new FsReleaseStore(tempDir('store-')), apiUrl });
    const page = await gateway.inject('/student');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run release -- publish host');
    expect((await gateway.inject('/remotes.json')).json()).toEqual({ schema: expect.any(String), microFrontends: {} });
    await gateway.close();
  });
});

describe('remoteFirstMountLinks (decision 0008)', () => {
  const folder = '/remotes/mfe-dashboard/1.0.0-a/';
  const version = (preload: string[], integrity?: string) => ({
    url: `${folder}mf-manifest.json`,
    metadata: { version: '1.0.0-a', integrity },
    deployment: { traffic: 100, default: true },
    extras: { preload },
  });
  const hrefs = (links: string[]) => links.map((link) => /href=(\S+)>$/.exec(link)?.[1]);

  it('keeps only scripts inside the version folder, and leaves out an entry whose integrity it cannot write as is', () => {
    const stray = [
      `${folder}remoteEntry.js`,
      `${folder}1.abc.js`,
      '/remotes/mfe-exam/2.0.0-b/1.abc.js',
      `${folder}../mfe-exam/x.js`,
      `${folder}style.css`,
      'https://evil.example/remotes/mfe-dashboard/1.0.0-a/2.js',
    ];
    expect(hrefs(remoteFirstMountLinks('/student', { 'mfe-dashboard': [version(stray, 'sha384-AbC+/9==')] }))).toEqual([
      `${folder}mf-manifest.json`,
      `${folder}remoteEntry.js`,
      `${folder}1.abc.js`,
    ]);
    expect(
      hrefs(remoteFirstMountLinks('/student', { 'mfe-dashboard': [version(stray, 'sha384-x" onload="alert(1)')] })),
    ).toEqual([`${folder}mf-manifest.json`, `${folder}1.abc.js`]);
  });
});
