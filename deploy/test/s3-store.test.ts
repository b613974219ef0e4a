import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { activate, assertChannel, rollback, type ReleaseRecord } from '../src/release/channel';
import { openReleaseStore } from '../src/release/open-store';
import { publish } from '../src/release/publish';
import { S3ReleaseStore } from '../src/release/s3-store';
import { contentOf, versionName } from '../src/release/store';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, tempDir } from './release-fixtures';
import { startS3Server, type TestS3Server } from './s3-server';

let server: TestS3Server;
let env: NodeJS.ProcessEnv;
let n = 0;
/** A fresh prefix per test in the one bucket; a fresh S3 client each time, like a separate machine. */
const store = (prefix = `t${++n}`) => S3ReleaseStore.fromUrl(`s3://releases/${prefix}`, env);

beforeAll(async () => {
  server = await startS3Server(tempDir('s3rver-'), ['releases']);
  env = {
    ...process.env,
    S3_ENDPOINT: server.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  };
}, 30_000);
afterAll(async () => {
  await server?.close();
  cleanupFixtures();
});

const record = (version: string): ReleaseRecord => ({
  version,
  url: `/remotes/mfe-dashboard/${version}/mf-manifest.json`,
  integrity: 'sha384-x',
  publishedAt: 't',
  publishedBy: 'test',
});

describe('S3 release store (s3rver on loopback, conditional writes)', () => {
  it('is selected by an s3:// URL; a folder otherwise', () => {
    expect(openReleaseStore('/x', 's3://releases/prod/eu', env).location).toBe('s3://releases/prod/eu');
    expect(openReleaseStore('/x', undefined, { RELEASE_STORE: 's3://b' }).location).toBe('s3://b');
    expect(openReleaseStore('/x', undefined, {}).location).toBe('/x');
  });

  it('stores a version once, immutable: the same content again is a no-op, other content under that name is refused, old versions kept', async () => {
    const s = store();
    const one = fakeRemoteBuild('one');
    const version = versionName('0.1.0', contentOf(one));
    expect(await s.putVersion('mfe-dashboard', version, one)).toBe('stored');
    expect(await s.putVersion('mfe-dashboard', version, one)).toBe('unchanged');
    await expect(s.putVersion('mfe-dashboard', version, fakeRemoteBuild('two'))).rejects.toThrow(
      'already in the store with different content',
    );
    expect((await s.readFile('mfe-dashboard', version, 'remoteEntry.js'))?.toString()).toContain('one');
    const two = fakeRemoteBuild('two');
    const version2 = versionName('0.1.0', contentOf(two));
    expect(await s.putVersion('mfe-dashboard', version2, two)).toBe('stored');
    expect(await s.listVersions('mfe-dashboard')).toEqual([version, version2].sort());
    expect(await s.openFile('mfe-dashboard', version, '../../etc/passwd')).toBeNull();
    expect(await s.readFile('mfe-dashboard', version, 'nope.js')).toBeNull();
  });

  it('a half-uploaded version (no marker) is finished only with the same bytes', async () => {
    const s = store();
    const one = fakeRemoteBuild('one');
    const content = contentOf(one);
    const version = versionName('0.1.0', content);
    // Simulate an interrupted upload: one file there, no .release.json.
    const other = fakeRemoteBuild('evil');
    await s
      .putVersion('mfe-dashboard', version, other, {
        contentHash: 'other',
        files: { 'remoteEntry.js': contentOf(other).files['remoteEntry.js']! },
      })
      .catch(() => {});
    await expect(s.putVersion('mfe-dashboard', version, one, content)).rejects.toThrow(
      'already in the store with different content',
    );
  });

  it('publishes through publish() and the gateway serves it from S3', async () => {
    const s = store();
    await publish({ store: s, channel: 'production', app: 'host', fromDir: fakeHostBuild('h1'), who: 'test' });
    const { version } = await publish({
      store: s,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('d1'),
      who: 'test',
    });
    const gateway = await buildStoreGateway({ store: s, apiUrl: 'http://127.0.0.1:9' });
    try {
      const remotes = await gateway.inject('/remotes.json');
      expect(remotes.json().microFrontends['mfe-dashboard'][0].metadata.version).toBe(version);
      const entry = await gateway.inject(`/remotes/mfe-dashboard/${version}/remoteEntry.js`);
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toContain('d1');
      expect((await gateway.inject('/')).body).toContain('host h1');
    } finally {
      await gateway.close();
    }
  });

  it('20 concurrent publish and rollback operations (each its own client) leave a valid channel with all 20 history entries', async () => {
    const prefix = `t${++n}`;
    await store(prefix).updateChannel('production', (c) => {
      activate(c, 'mfe-dashboard', record('1.0.0-a'), { who: 'seed' });
      activate(c, 'mfe-dashboard', record('1.0.0-b'), { who: 'seed' });
    });
    const before = server.preconditionFailures;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store(prefix).updateChannel('production', (c) =>
          i % 2 === 0
            ? activate(c, 'mfe-dashboard', record(i % 4 === 0 ? '1.0.0-a' : '1.0.0-b'), { who: 'ci', note: `run ${i}` })
            : rollback(c, 'mfe-dashboard', { who: 'ci', note: `run ${i}` }, '1.0.0-b'),
        ),
      ),
    );
    const ms = performance.now() - started;
    const channel = await store(prefix).readChannel('production');
    assertChannel(channel);
    expect(channel.history).toHaveLength(22);
    expect(new Set(channel.history.slice(2).map((h) => h.note))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => `run ${i}`)),
    );
    expect(channel.releases['mfe-dashboard']).toHaveLength(2);
    const lost = server.preconditionFailures - before;
    console.log(`S3 store: 20 concurrent channel updates in ${ms.toFixed(0)} ms, ${lost} lost races retried (412)`);
    expect(lost).toBeGreaterThan(0); // they really raced
  }, 60_000);

  it('the release CLI works against the S3 store (RELEASE_STORE)', async () => {
    const exec = promisify(execFile);
    const repo = path.resolve(__dirname, '../..');
    const cliEnv = { ...env, RELEASE_STORE: `s3://releases/cli${++n}`, RELEASE_USER: 'ci' };
    const cli = (...args: string[]) =>
      exec(path.join(repo, 'node_modules', '.bin', 'tsx'), [path.join(repo, 'deploy/src/release-cli.ts'), ...args], {
        cwd: repo,
        env: cliEnv,
      });
    await cli('publish', 'mfe-dashboard', '--from', fakeRemoteBuild('c1'));
    await cli('publish', 'mfe-dashboard', '--from', fakeRemoteBuild('c2'), '--canary', '30');
    const status = (await cli('status')).stdout;
    expect(status).toContain(`Channel production in s3://releases/cli${n}`);
    expect(status).toMatch(/mfe-dashboard\s+0\.1\.0-\w+ {2}70 %, canary 0\.1\.0-\w+ 30 %/);
    expect((await cli('rollback', 'mfe-dashboard')).stdout).toContain('Rolled back: mfe-dashboard');
    expect((await cli('history', 'mfe-dashboard')).stdout.trim().split('\n')).toHaveLength(3);
  }, 60_000);
});
