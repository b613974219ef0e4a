import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  activate,
  assertChannel,
  discoveryOf,
  emptyChannel,
  promote,
  rollback,
  type ReleaseRecord,
} from '../src/release/channel';
import { firstMountFiles } from '../src/release/first-mount';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { buildStoreGateway } from '../src/store-gateway';
import { INLINE_MANIFEST_ID } from '../src/inline-manifest';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

/**
 * Decision 0008, the host preloads the current route's remote entry and exposed chunk: publish records
 * in the release manifest the files a first mount of a remote's ./app fetches, so the host can request them with its
 * entry, beside the version's mf-manifest.json.
 */
describe("the first mount's files, recorded at publish", () => {
  const manifestOf = (dir: string) =>
    JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;

  it("reads remoteEntry.js and ./app's sync chunks from the build's mf-manifest.json (not its async chunks)", () => {
    const dir = fakeRemoteBuild('one');
    expect(firstMountFiles(manifestOf(dir), dir)).toEqual([
      'remoteEntry.js',
      '42.abcdef0123.js',
      '__federation_expose_app.0123456789.js',
    ]);
    expect(firstMountFiles({ ...manifestOf(dir), exposes: [] }, dir)).toBeNull();
  });

  it('refuses a manifest naming a file the build lacks, or a path outside the version folder', () => {
    const dir = fakeRemoteBuild('one');
    const withSync = (sync: unknown) => ({
      ...manifestOf(dir),
      exposes: [{ name: 'app', path: './app', assets: { js: { sync } } }],
    });
    expect(() => firstMountFiles(withSync(['99.missing.js']), dir)).toThrow(
      "mf-manifest.json names '99.missing.js' for ./app, which is not in the build",
    );
    expect(() => firstMountFiles(withSync(['../mfe-exam/remoteEntry.js']), dir)).toThrow(
      'not a script inside the version folder',
    );
    expect(() => firstMountFiles(withSync(['https://cdn.example/x.js']), dir)).toThrow(
      'not a script inside the version folder',
    );
    expect(() => firstMountFiles(withSync('42.abcdef0123.js'), dir)).toThrow('is not a list of file names');
  });

  it("publish puts the list, as URLs in the version's folder, in the channel, /remotes.json and the index.html the gateway serves; a refused list changes nothing", async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('h1'), who: 'test' });
    const { version } = await publish({
      store,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('one'),
      who: 'test',
    });
    const folder = `/remotes/mfe-dashboard/${version}/`;
    const expected = [
      `${folder}remoteEntry.js`,
      `${folder}42.abcdef0123.js`,
      `${folder}__federation_expose_app.0123456789.js`,
    ];
    const channel = await store.readChannel('production');
    expect(channel.releases['mfe-dashboard']?.[0]?.preload).toEqual(expected);
    expect(discoveryOf(channel).microFrontends['mfe-dashboard']?.[0]?.extras).toEqual({ preload: expected });
    expect(channel.microFrontends.host?.[0]?.extras).toBeUndefined(); // the host is served at /, never preloaded
    // Every listed file is served.
    const gateway = await buildStoreGateway({ store, apiUrl: 'http://127.0.0.1:9' });
    for (const url of expected) expect((await gateway.inject(url)).statusCode).toBe(200);
    const page = (await gateway.inject('/student')).body;
    const inlined = JSON.parse(
      new RegExp(`<script type="application/json" id="${INLINE_MANIFEST_ID}">(.*?)</script>`).exec(page)![1]!,
    ) as ReturnType<typeof discoveryOf>;
    expect(inlined.microFrontends['mfe-dashboard']?.[0]?.extras).toEqual({ preload: expected });
    await gateway.close();

    const broken = fakeRemoteBuild('broken');
    const manifest = manifestOf(broken);
    writeFileSync(
      path.join(broken, 'mf-manifest.json'),
      JSON.stringify({
        ...manifest,
        exposes: [{ name: 'app', path: './app', assets: { js: { sync: ['404.0000000000.js'] } } }],
      }),
    );
    const before = await store.readChannel('production');
    await expect(
      publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: broken, who: 'test' }),
    ).rejects.toThrow("names '404.0000000000.js'");
    expect(await store.readChannel('production')).toEqual(before);
    expect(await store.listVersions('mfe-dashboard')).toEqual([version]);
  });
});

describe('the list follows its version through canary, promote and rollback', () => {
  const record = (version: string, preload = true): ReleaseRecord => ({
    version,
    url: `/remotes/mfe-exam/${version}/mf-manifest.json`,
    integrity: `sha384-${version}`,
    ...(preload
      ? {
          preload: [
            `/remotes/mfe-exam/${version}/remoteEntry.js`,
            `/remotes/mfe-exam/${version}/__federation_expose_app.${version}.js`,
          ],
        }
      : {}),
    publishedAt: 't',
    publishedBy: 'test',
  });
  const who = { who: 'test' };
  const listOf = (c: ReturnType<typeof emptyChannel>) =>
    c.microFrontends['mfe-exam']!.map((v) => [v.metadata.version, v.extras?.preload[0] ?? null]);

  it('each version of the manifest carries its own files, and a version published before the lists carries none', () => {
    const c = emptyChannel('production');
    activate(c, 'mfe-exam', record('a', false), who);
    activate(c, 'mfe-exam', record('b'), who, 20);
    expect(listOf(c)).toEqual([
      ['a', null],
      ['b', '/remotes/mfe-exam/b/remoteEntry.js'],
    ]);
    assertChannel(c);
    promote(c, 'mfe-exam', who);
    expect(listOf(c)).toEqual([['b', '/remotes/mfe-exam/b/remoteEntry.js']]);
    activate(c, 'mfe-exam', record('c'), who);
    rollback(c, 'mfe-exam', who);
    expect(listOf(c)).toEqual([['b', '/remotes/mfe-exam/b/remoteEntry.js']]);
    rollback(c, 'mfe-exam', who, 'a');
    expect(listOf(c)).toEqual([['a', null]]);
    // 'a' published again once lists exist: its record gains the list, so a later rollback to it preloads too.
    activate(c, 'mfe-exam', record('a'), who);
    expect(c.releases['mfe-exam']?.find((r) => r.version === 'a')?.preload).toHaveLength(2);
    assertChannel(c);
  });

  it("refuses a channel whose list points outside the version's folder", () => {
    const c = emptyChannel('production');
    activate(c, 'mfe-exam', record('b'), who);
    c.microFrontends['mfe-exam']![0]!.extras = { preload: ['/remotes/mfe-exam/a/remoteEntry.js'] };
    expect(() => assertChannel(c, 'production.json')).toThrow(
      'production.json: mfe-exam b: extras.preload holds "/remotes/mfe-exam/a/remoteEntry.js", not a script inside /remotes/mfe-exam/b/',
    );
    c.microFrontends['mfe-exam']![0]!.extras = { preload: [] };
    expect(() => assertChannel(c)).toThrow('extras.preload must be a non-empty list of URLs');
    c.microFrontends['mfe-exam']![0]!.extras = { preload: ['/remotes/mfe-exam/b/../a/x.js'] };
    expect(() => assertChannel(c)).toThrow('not a script inside');
  });
});
