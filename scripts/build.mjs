// Builds the host and the four remotes (webpack, production), two at a time on this 2-core machine.
// An app whose sources did not change since its last build is skipped (hash in dist/.source-hash).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account'];

function hashTree(hash, dir) {
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(path.relative(ROOT, full)).update(readFileSync(full));
  }
}

/** Hash of what an app's build depends on: its sources and config, shared/, and the lockfile (paths relative to the
 * workspace, so a copy of the tree at another path, e.g. a git worktree, reuses the build). */
function sourceHash(app) {
  const hash = createHash('sha256');
  hashTree(hash, path.join(ROOT, app, 'src'));
  for (const file of [
    path.join(ROOT, app, 'package.json'),
    path.join(ROOT, app, 'webpack.config.cjs'),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ])
    hash.update(readFileSync(file));
  hashTree(hash, path.join(ROOT, 'shared', 'src'));
  hashTree(hash, path.join(ROOT, 'shared', 'build'));
  return hash.digest('hex');
}

function runWebpack(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['exec', 'webpack', '--mode', 'production'], {
      cwd: path.join(ROOT, app),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`webpack failed for ${app} (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

/** Builds every app whose sources changed; `force` rebuilds all. Resolves with seconds taken. */
export async function buildAll({ force = false, parallel = 2 } = {}) {
  const started = Date.now();
  const queue = APPS.filter((app) => {
    const marker = path.join(ROOT, app, 'dist', '.source-hash');
    return force || !existsSync(marker) || readFileSync(marker, 'utf8') !== sourceHash(app);
  });
  if (queue.length === 0) {
    console.log('Build: every app is up to date.');
    return 0;
  }
  console.log(`Build: ${queue.join(', ')} (${parallel} at a time)…`);
  const workers = Array.from({ length: parallel }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      // The hash is taken before webpack reads the sources: a file edited during the build makes the next run build again.
      const hash = sourceHash(app);
      const ms = await runWebpack(app);
      writeFileSync(path.join(ROOT, app, 'dist', '.source-hash'), hash);
      console.log(`  built ${app} in ${(ms / 1000).toFixed(1)} s`);
    }
  });
  await Promise.all(workers);
  const seconds = (Date.now() - started) / 1000;
  console.log(`Build done in ${seconds.toFixed(1)} s.`);
  return seconds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
