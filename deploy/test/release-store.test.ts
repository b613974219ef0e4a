import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  activate,
  assertChannel,
  badMarkOf,
  discoveryOf,
  emptyChannel,
  promote,
  rollback,
  type ReleaseRecord,
} from '../src/release/channel';
import { sharedConflicts } from '../src/release/compat';
import { publish } from '../src/release/publish';
import { contentOf, FsReleaseStore, versionName } from '../src/release/store';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

const record = (version: string): ReleaseRecord => ({
  version,
  url: `/remotes/mfe-exam/${version}/mf-manifest.json`,
  integrity: 'sha384-x',
  publishedAt: 't',
  publishedBy: 'test',
});
const who = { who: 'test' };

describe('channel (Frontend Discovery shape + history)', () => {
  it('publishes, runs a canary, promotes and rolls back, logging each change', () => {
    const c = emptyChannel('production');
    activate(c, 'mfe-exam', record('1.0.0-a'), who);
    activate(c, 'mfe-exam', record('1.1.0-b'), who, 30);
    expect(c.microFrontends['mfe-exam']).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ version: '1.0.0-a' }),
        deployment: { traffic: 70, default: true },
      }),
      expect.objectContaining({
        metadata: expect.objectContaining({ version: '1.1.0-b' }),
        deployment: { traffic: 30, default: false },
        fallbackUrl: '/remotes/mfe-exam/1.0.0-a/mf-manifest.json',
      }),
    ]);
    assertChannel(c);
    promote(c, 'mfe-exam', who);
    expect(c.microFrontends['mfe-exam']).toHaveLength(1);
    expect(c.microFrontends['mfe-exam']?.[0]?.metadata.version).toBe('1.1.0-b');
    rollback(c, 'mfe-exam', who);
    expect(c.microFrontends['mfe-exam']?.[0]?.metadata.version).toBe('1.0.0-a');
    rollback(c, 'mfe-exam', who, '1.1.0-b');
    expect(c.history.map((h) => `${h.action} ${h.from}→${h.to}`)).toEqual([
      'publish null→1.0.0-a',
      'canary 1.0.0-a→1.1.0-b',
      'promote 1.0.0-a→1.1.0-b',
      'rollback 1.1.0-b→1.0.0-a',
      'rollback 1.0.0-a→1.1.0-b',
    ]);
    expect(() => rollback(c, 'mfe-exam', who, '9.9.9')).toThrow(
      'mfe-exam has no version 9.9.9 in channel production (known: 1.0.0-a, 1.1.0-b)',
    );
    expect(() => promote(c, 'mfe-exam', who)).toThrow('mfe-exam has no canary to promote');
  });

  it('a rollback undoes the last release: back to the version it replaced, even after an earlier rollback', () => {
    const c = emptyChannel('production');
    activate(c, 'mfe-exam', record('1.0.0-a'), who);
    activate(c, 'mfe-exam', record('1.1.0-b'), who);
    rollback(c, 'mfe-exam', who, '1.0.0-a');
    activate(c, 'mfe-exam', record('1.2.0-c'), who);
    expect(rollback(c, 'mfe-exam', who).to).toBe('1.0.0-a'); // not 1.1.0-b, published just before c
    expect(() => rollback(c, 'mfe-exam', who)).toThrow('mfe-exam has no version before 1.0.0-a that is not marked bad');
  });

  it('a version rolled back for a reason is marked bad: plain rollback skips it, --to still takes it', () => {
    const c = emptyChannel('production');
    for (const v of ['1.0.0-good', '1.1.0-slow', '1.2.0-mount', '1.3.0-render'])
      activate(c, 'mfe-exam', record(v), who);
    // Three rollbacks with a reason, as the watcher writes them: each takes off a bad version and marks it.
    expect(rollback(c, 'mfe-exam', { who: 'watch', note: 'render throws' }).to).toBe('1.2.0-mount');
    expect(rollback(c, 'mfe-exam', { who: 'watch', note: 'mount throws' }).to).toBe('1.1.0-slow');
    expect(rollback(c, 'mfe-exam', { who: 'watch', note: 'p75 LCP' }).to).toBe('1.0.0-good');
    expect(badMarkOf(c, 'mfe-exam', '1.3.0-render')).toMatchObject({ reason: 'render throws', who: 'watch' });
    // A person brings the render-throw version back on purpose; a plain rollback then skips every marked one.
    rollback(c, 'mfe-exam', who, '1.3.0-render');
    expect(rollback(c, 'mfe-exam', who).to).toBe('1.0.0-good');
    expect(badMarkOf(c, 'mfe-exam', '1.0.0-good')).toBeUndefined();
    assertChannel(c);
  });

  it('a rollback during a canary ends the canary', () => {
    const c = emptyChannel('production');
    activate(c, 'mfe-exam', record('1.0.0-a'), who);
    activate(c, 'mfe-exam', record('1.1.0-b'), who, 10);
    const entry = rollback(c, 'mfe-exam', who);
    expect([entry.from, entry.to]).toEqual(['1.1.0-b', '1.0.0-a']);
    expect(c.microFrontends['mfe-exam']).toEqual([
      expect.objectContaining({ deployment: { traffic: 100, default: true } }),
    ]);
  });

  it('/remotes.json leaves out the host', () => {
    const c = emptyChannel('production');
    activate(c, 'host', { ...record('h1'), url: '/remotes/host/h1/index.html' }, who);
    activate(c, 'mfe-exam', record('1.0.0-a'), who);
    expect(Object.keys(discoveryOf(c).microFrontends)).toEqual(['mfe-exam']);
  });
});

describe('filesystem release store', () => {
  it('stores a version once, immutable: the same content again is a no-op, other content under that name is refused', async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    const build = fakeRemoteBuild('one');
    const content = contentOf(build);
    const version = versionName('0.1.0', content);
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(await store.putVersion('mfe-dashboard', version, build)).toBe('stored');
    expect(await store.putVersion('mfe-dashboard', version, build)).toBe('unchanged');
    await expect(store.putVersion('mfe-dashboard', version, fakeRemoteBuild('two'))).rejects.toThrow(
      'already in the store with different content',
    );
    expect((await store.readFile('mfe-dashboard', version, 'remoteEntry.js'))?.toString()).toContain('one');
    expect(await store.listVersions('mfe-dashboard')).toEqual([version]);
  });

  it('refuses names that would leave the store', async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    await expect(store.putVersion('..', 'x', fakeRemoteBuild('x'))).rejects.toThrow(
      "Not a valid name in the release store: '..'",
    );
    expect(await store.openFile('mfe-exam', '1', '../../etc/passwd')).toBeNull();
  });

  it('writes the channel atomically (no temp file left) and refuses to use a broken one', async () => {
    const root = tempDir('store-');
    const store = new FsReleaseStore(root);
    await store.updateChannel('production', (c) => activate(c, 'mfe-exam', record('1.0.0-a'), who));
    const file = path.join(root, 'channels', 'production.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).microFrontends['mfe-exam'][0].metadata.version).toBe('1.0.0-a');
    expect(existsSync(`${file}.lock`)).toBe(false);
    writeFileSync(file, '{"microFrontends":{}}');
    await expect(store.readChannel('production')).rejects.toThrow('releases: Invalid input');
  });
});

describe('publish: shared singleton ranges', () => {
  it('names the package and both ranges when the host cannot satisfy a singleton', () => {
    const conflicts = sharedConflicts(
      'mfe-dashboard',
      {
        shared: [
          { name: 'react', version: '17.0.2', requiredVersion: '^17.0.2' },
          { name: 'axios', version: '1.0.0', requiredVersion: '^0.1.0' },
        ],
      },
      {
        shared: [
          { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' },
          { name: 'axios', version: '1.21.0' },
        ],
      },
    );
    expect(conflicts.map((c) => c.message)).toEqual([
      'react: mfe-dashboard requires ^17.0.2, but the host provides 19.3.1 (host range ^19.2.0); a singleton is loaded once per page, so mfe-dashboard would run on a version it was not built for',
    ]);
  });

  it('refuses a remote built against an incompatible React range and changes nothing', async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('h1'), who: 'test' });
    await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: fakeRemoteBuild('ok'), who: 'test' });
    const before = await store.readChannel('production');
    await expect(
      publish({
        store,
        channel: 'production',
        app: 'mfe-dashboard',
        fromDir: fakeRemoteBuild('old-react', { react: '^17.0.2', reactVersion: '17.0.2' }),
        who: 'test',
      }),
    ).rejects.toThrow(
      /Refused: mfe-dashboard cannot share the host's singletons:\n\s+react: mfe-dashboard requires \^17\.0\.2, but the host provides 19\.3\.1 \(host range \^19\.2\.0\)/,
    );
    expect(await store.readChannel('production')).toEqual(before);
    expect(await store.listVersions('mfe-dashboard')).toHaveLength(1);
  });
});

describe('release CLI', () => {
  const exec = promisify(execFile);
  const repo = path.resolve(__dirname, '../..');
  const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');
  const cli = (store: string, ...args: string[]) =>
    exec(tsx, [path.join(repo, 'deploy/src/release-cli.ts'), ...args, '--store', store], {
      cwd: repo,
      env: { ...process.env, RELEASE_USER: 'ci' },
    });

  it('refuses an incompatible React range with the message, exit code 1', async () => {
    const store = tempDir('store-');
    await cli(store, 'publish', 'host', '--from', fakeHostBuild('h1'));
    const refused = await cli(
      store,
      'publish',
      'mfe-dashboard',
      '--from',
      fakeRemoteBuild('r17', { react: '^17.0.2', reactVersion: '17.0.2' }),
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain("release: Refused: mfe-dashboard cannot share the host's singletons");
    expect(refused?.stderr).toContain(
      'react: mfe-dashboard requires ^17.0.2, but the host provides 19.3.1 (host range ^19.2.0)',
    );
  }, 30_000);

  it('20 concurrent publish and rollback processes leave a valid channel holding all 20 history entries', async () => {
    const store = tempDir('store-');
    const a = fakeRemoteBuild('a');
    const b = fakeRemoteBuild('b');
    await cli(store, 'publish', 'mfe-dashboard', '--from', a);
    const { stdout } = await cli(store, 'publish', 'mfe-dashboard', '--from', b);
    const versionB = /Done: publish mfe-dashboard (\S+)/.exec(stdout)?.[1];
    // Half publish b or a again (each an activation), half roll back to b: every one is a history entry.
    const runs = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? cli(store, 'publish', 'mfe-dashboard', '--from', i % 4 === 0 ? a : b, '--note', `run ${i}`)
        : cli(store, 'rollback', 'mfe-dashboard', '--to', versionB!, '--note', `run ${i}`),
    );
    await Promise.all(runs);
    const channel = JSON.parse(readFileSync(path.join(store, 'channels', 'production.json'), 'utf8')) as unknown;
    assertChannel(channel);
    expect(channel.history).toHaveLength(22);
    expect(new Set(channel.history.slice(2).map((h) => h.note))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => `run ${i}`)),
    );
    expect(channel.releases['mfe-dashboard']).toHaveLength(2);
    expect(existsSync(path.join(store, 'channels', 'production.json.lock'))).toBe(false);
  }, 120_000);
});
