/**
 * `npm run release` runs the CLI as compiled JavaScript (scripts/release.mjs → deploy/dist/release/release-cli.cjs), so
 * a rollback takes effect within a few hundred milliseconds of the command, start-up included. This
 * runs the real command on a store of two versions and reads the channel it wrote.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { stableOf } from '../src/release/channel';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { cleanupFixtures, fakeRemoteBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);
const exec = promisify(execFile);
const repo = path.resolve(__dirname, '../..');

test('rollback through the compiled CLI: the channel goes back one version and the command prints its time from start', async () => {
  const dir = tempDir('compiled-store-');
  const store = new FsReleaseStore(dir);
  const one = await publish({
    store,
    channel: 'production',
    app: 'mfe-dashboard',
    fromDir: fakeRemoteBuild('one'),
    who: 't',
  });
  const two = await publish({
    store,
    channel: 'production',
    app: 'mfe-dashboard',
    fromDir: fakeRemoteBuild('two'),
    who: 't',
  });
  const { stdout } = await exec(
    process.execPath,
    [path.join(repo, 'scripts/release.mjs'), 'rollback', 'mfe-dashboard', '--store', dir],
    { cwd: repo, env: { ...process.env, RELEASE_USER: 'ci' } },
  );
  expect(stdout).toMatch(
    new RegExp(
      `Rolled back: mfe-dashboard ${two.version} → ${one.version} \\(channel production, written in \\d+ ms; \\d+ ms from the command's start;`,
    ),
  );
  expect(stableOf(await store.readChannel('production'), 'mfe-dashboard')?.metadata.version).toBe(one.version);
}, 60_000);
