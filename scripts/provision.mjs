// What `npm test` needs beyond Node on a fresh Debian machine: Chromium (e2e), nginx (the production
// config's tests) and PostgreSQL (the API suite's second run), from Debian's packages when missing. As root they are
// installed; otherwise one line names the `apt-get install` to run and the test command stops (exit 1) — never a
// skipped or silently passing suite. Then a throw-away PostgreSQL cluster on loopback, in a temporary folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The first existing path of a command among `candidates`, or of `name` on PATH; null when none. */
function findCommand(name, candidates = []) {
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** The newest PostgreSQL bin folder of Debian's packages (/usr/lib/postgresql/<major>/bin), or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((d) => existsSync(path.join(base, d, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return majors.length ? path.join(base, majors.at(-1), 'bin') : null;
}

let aptUpdated = false;
/** Installs Debian packages as root, or exits with the command a user should run. */
function aptInstall(packages, why) {
  if (!isRoot) {
    console.error(`npm test needs ${why}: run \`sudo apt-get install -y ${packages.join(' ')}\` and try again.`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian's packages (${why})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

/**
 * Makes sure Chromium, nginx and PostgreSQL are installed (see the file comment). Returns the Chromium path and
 * PostgreSQL's bin folder.
 */
export function ensureTools() {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) aptInstall(['chromium'], 'Chromium for the end-to-end suite');
  if (
    !findCommand('nginx', ['/usr/sbin/nginx']) ||
    !existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')
  ) {
    aptInstall(
      ['nginx', 'libnginx-mod-http-brotli-static'],
      'nginx with brotli_static for the production-config tests',
    );
  }
  if (!postgresBin()) aptInstall(['postgresql'], 'PostgreSQL for the API suite on a real server');
  return { chromiumPath, pgBin: postgresBin() };
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a private PostgreSQL cluster on 127.0.0.1:`port` in a temporary folder (never the package's main cluster,
 * never a developer's server on 5432); fsync off, as a test run needs no durability. Returns its URL and stop().
 */
export function startThrowawayPostgres(pgBin, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classroom-test-pg-'));
  const asPostgres = (cmd, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const run = (cmd, args) => {
    const [c, a] = asPostgres(cmd, args);
    execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (isRoot) {
    const { uid, gid } = JSON.parse(
      execFileSync('sh', ['-c', 'printf \'{"uid":%s,"gid":%s}\' "$(id -u postgres)" "$(id -g postgres)"'], {
        encoding: 'utf8',
      }),
    );
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run(path.join(pgBin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  run(path.join(pgBin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  execFileSync(path.join(pgBin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'classroom_test',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(pgBin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/classroom_test`, stop };
}
