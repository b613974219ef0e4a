// Starts the portal's processes exactly as `npm start` does: the API server (migrates and seeds its
// database on first run) and the gateway in front of it. Used by scripts/start.mjs and the e2e suite.
import { spawn, spawnSync } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ROOT } from './build.mjs';

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * The demo institute's outside addresses (runtime config, deploy/src/runtime-config.ts; README 'Runtime config').
 * Each is a default only: a variable set in the environment wins, and an empty one hides that link.
 */
export const DEMO_LINK_ENV = {
  PORTAL_QUESTION_PAPER_URL: 'https://results.classroom-portal.in/question-paper',
  PORTAL_JEE_ADVANCED_TEST_SERIES_URL: 'https://tests.classroom-portal.in/jee-advanced',
  PORTAL_SELF_LEARNING_MODULE_URL: 'https://learn.classroom-portal.in/',
  PORTAL_COUNSELLOR_URL: 'https://www.classroom-portal.in/contact-counsellor',
  PORTAL_CARE_EMAIL: 'care@classroom-portal.in',
  PORTAL_SUPPORT_EMAIL: 'support@classroom-portal.in',
  PORTAL_FEEDBACK_FORM_URL: 'https://forms.classroom-portal.in/feedback',
  PORTAL_APP_STORE_URL: 'https://play.google.com/store/apps/details?id=in.classroomportal.app',
  PORTAL_REFUND_POLICY_URL: 'https://www.classroom-portal.in/refund-policy',
  PORTAL_PRIVACY_POLICY_URL: 'https://www.classroom-portal.in/privacy-policy',
  PORTAL_TERMS_URL: 'https://www.classroom-portal.in/terms-and-conditions',
  PORTAL_WHATSAPP_URL: 'https://wa.me/919000000000',
  PORTAL_FACEBOOK_URL: 'https://www.facebook.com/classroomportal',
  PORTAL_TWITTER_URL: 'https://twitter.com/classroomportal',
  PORTAL_LINKEDIN_URL: 'https://www.linkedin.com/company/classroomportal',
  PORTAL_YOUTUBE_URL: 'https://www.youtube.com/@classroomportal',
  PORTAL_INSTAGRAM_URL: 'https://www.instagram.com/classroomportal',
};

/** The gateway's environment: the demo links unless the environment sets its own (even to empty). */
export function gatewayEnv(extra) {
  const links = Object.fromEntries(
    Object.entries(DEMO_LINK_ENV).map(([name, value]) => [name, process.env[name] ?? value]),
  );
  return { ...links, ...extra };
}

function startProcess(name, script, env, log) {
  const child = spawn(TSX, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (d) => log(prefix(d)));
  child.stderr.on('data', (d) => log(prefix(d)));
  return child;
}

/**
 * The status of a GET to one of our own processes on loopback. Over https the certificate is not checked: this asks
 * whether the child is up, not whom to trust (a throwaway or an operator's certificate alike).
 */
function statusOf(url) {
  if (!url.startsWith('https:')) return fetch(url).then((response) => response.status);
  return new Promise((resolve, reject) => {
    httpsGet(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

async function waitForHttp(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await statusOf(url)) < 500) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`${name} was not ready at ${url} after ${timeoutMs} ms`);
}

/**
 * Every app live in the release store: an app missing from the channel is published once from its
 * dist/ build (deploy/src/release-seed.ts). Throws with the seed's output when it fails.
 */
export function seedReleaseStore(releasesDir, log = console.log) {
  const seed = spawnSync(TSX, ['deploy/src/release-seed.ts'], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
  for (const line of `${seed.stdout}${seed.stderr}`.split('\n').filter(Boolean)) log(`[release] ${line}`);
  if (seed.status !== 0) throw new Error(`Could not fill the release store ${releasesDir}: ${seed.stderr.trim()}`);
}

/**
 * Starts API and gateway. `dbDir` is the PGlite folder (default var/db; ignored when DATABASE_URL is
 * set). The gateway serves the release store `releasesDir` (default $RELEASES_DIR or var/releases),
 * filled from the dist/ builds first where an app is missing. `tls` ({ certFile, keyFile }, PEM files): the
 * gateway serves HTTPS, HTTP/2 with HTTP/1.1 through ALPN (decision 0031); null (default): plain HTTP/1.1, whatever
 * the environment's TLS_CERT_FILE and TLS_KEY_FILE say. `apiEnv`: more of the API's environment (e.g. { RELEASE_MANAGER_TOKEN }
 * for the release managers' figures read, decision 0014). Resolves with { url, releasesDir, stop(), restartApi() } once
 * both answer.
 */
export async function startPortal({
  apiPort = 3001,
  gatewayPort = 8080,
  dbDir,
  releasesDir = process.env.RELEASES_DIR ?? path.join(ROOT, 'var', 'releases'),
  tls = null,
  log = console.log,
  apiEnv: moreApiEnv = {},
} = {}) {
  const scheme = tls ? 'https' : 'http';
  seedReleaseStore(releasesDir, log);
  // The gateway on loopback is the only proxy the API believes about client addresses (SECURITY.md).
  // The field-figure beacon counts only releases live in the channel the gateway serves (decision 0014).
  const apiEnv = {
    FIELD_FIGURES_CHANNEL: path.join(
      releasesDir,
      'channels',
      `${process.env.RELEASE_CHANNEL ?? 'production'}.remotes.json`,
    ),
    ...moreApiEnv,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
  };
  if (dbDir) apiEnv.DB_DIR = dbDir;
  let api = startProcess('api', 'api/src/main.ts', apiEnv, log);
  const children = [api];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
  };
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/`, api, 'API', 120_000);
    const gateway = startProcess(
      'gateway',
      'deploy/src/gateway-cli.ts',
      gatewayEnv({
        PORT: String(gatewayPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        RELEASES_DIR: releasesDir,
        TLS_CERT_FILE: tls?.certFile ?? '',
        TLS_KEY_FILE: tls?.keyFile ?? '',
      }),
      log,
    );
    children.push(gateway);
    await waitForHttp(`${scheme}://127.0.0.1:${gatewayPort}/remotes.json`, gateway, 'Gateway', 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  /** Stops the API server and starts it again on the same database (the e2e chaos test); resolves with the ms it took. */
  const restartApi = async () => {
    const started = Date.now();
    if (api.exitCode === null) {
      const exited = new Promise((r) => api.once('exit', r));
      api.kill('SIGTERM');
      await exited;
    }
    api = startProcess('api', 'api/src/main.ts', apiEnv, log);
    children[0] = api;
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/`, api, 'API', 120_000);
    return Date.now() - started;
  };
  return { url: `${scheme}://localhost:${gatewayPort}`, releasesDir, stop, restartApi };
}
