import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activate, stableOf, type HistoryEntry, type ReleaseRecord } from './channel';
import { sharedConflicts, type FederationManifest } from './compat';
import { firstMountFiles, screenFiles, type ManifestFiles } from './first-mount';
import { precompressInto } from './precompress';
import { contentOf, versionName, type ReleaseStore } from './store';

export const APPS = ['host', 'mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account'] as const;
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface PublishOptions {
  store: ReleaseStore;
  channel: string;
  app: string;
  /** Percentage of students who get the new version (1–99); all of them when absent. */
  canary?: number;
  /** A built folder to publish as it is (skips the build). */
  fromDir?: string;
  /** The package folder to build (default: the workspace's `<app>/`); a copy works if its node_modules resolve. */
  sourceDir?: string;
  who: string;
  note?: string;
  log?: (line: string) => void;
}

export interface PublishResult {
  version: string;
  stored: 'stored' | 'unchanged';
  entry: HistoryEntry;
  buildMs: number;
}

/** Builds one app alone with webpack (production) into a fresh temp folder; its dist/ is untouched. */
export function buildApp(sourceDir: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const webpack = path.join(sourceDir, 'node_modules', '.bin', 'webpack');
    if (!existsSync(webpack)) return reject(new Error(`webpack is not installed in ${sourceDir} (run pnpm install)`));
    const child = spawn(webpack, ['--mode', 'production', '--output-path', outDir], {
      cwd: sourceDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack failed (exit ${code}):\n${output.slice(-3000)}`)),
    );
  });
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** SRI hash (sha384) of a file. */
export function integrityOf(data: Buffer): string {
  return `sha384-${createHash('sha384').update(data).digest('base64')}`;
}

/** The federation manifest of the host that is live in the channel, if any. */
async function liveHostManifest(store: ReleaseStore, channel: string): Promise<FederationManifest | null> {
  const live = stableOf(await store.readChannel(channel), 'host');
  if (!live) return null;
  const data = await store.readFile('host', live.metadata.version, 'mf-manifest.json');
  return data ? (JSON.parse(data.toString('utf8')) as FederationManifest) : null;
}

/**
 * Publishes one app (ARCHITECTURE §7): build it alone (or take `fromDir`), check a remote's shared
 * singleton ranges against the live host's (a host against every live remote's), upload the version
 * folder (immutable), then activate it in the channel — for everyone or for a canary percentage.
 */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { store, channel, app } = options;
  const log = options.log ?? (() => {});
  if (!(APPS as readonly string[]).includes(app)) throw new Error(`Unknown app '${app}': one of ${APPS.join(', ')}`);
  const sourceDir = options.sourceDir ? path.resolve(options.sourceDir) : path.join(REPO_ROOT, app);
  let dir = options.fromDir ? path.resolve(options.fromDir) : '';
  let tmp = '';
  const started = Date.now();
  try {
    if (!dir) {
      tmp = mkdtempSync(path.join(os.tmpdir(), `release-${app}-`));
      dir = path.join(tmp, 'dist');
      log(`Building ${app} alone (webpack, production) from ${path.relative(process.cwd(), sourceDir) || '.'} …`);
      await buildApp(sourceDir, dir);
      log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const buildMs = Date.now() - started;
    const manifestFile = path.join(dir, 'mf-manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${dir} has no mf-manifest.json: not a Module Federation build`);
    const manifest = readJson<
      FederationManifest & ManifestFiles & { metaData?: { buildInfo?: { buildVersion?: string } } }
    >(manifestFile);
    const entryFile = app === 'host' ? 'index.html' : 'remoteEntry.js';
    if (!existsSync(path.join(dir, entryFile))) throw new Error(`${dir} has no ${entryFile}`);
    // What a first mount of the remote's ./app fetches, for the host to request beside the manifest.
    const firstMount = app === 'host' ? null : firstMountFiles(manifest, dir);
    // What a page opened on one of its screens fetches next; the live host's shared modules are taken from the host.
    const host = app === 'host' ? null : await liveHostManifest(store, channel);
    const screensFile = path.join(dir, 'screens.json');
    const screens =
      app === 'host'
        ? null
        : screenFiles(
            existsSync(screensFile) ? readFileSync(screensFile, 'utf8') : null,
            dir,
            (host?.shared ?? []).map((s) => s.name),
          );

    log('Checking shared singletons …');
    if (app === 'host') {
      const live = await store.readChannel(channel);
      const problems: string[] = [];
      for (const remote of Object.keys(live.microFrontends).filter((a) => a !== 'host')) {
        const version = stableOf(live, remote)!.metadata.version;
        const data = await store.readFile(remote, version, 'mf-manifest.json');
        if (data)
          problems.push(
            ...sharedConflicts(
              `${remote} ${version}`,
              JSON.parse(data.toString('utf8')) as FederationManifest,
              manifest,
            ).map((c) => c.message),
          );
      }
      if (problems.length)
        throw new Error(`Refused: the new host does not satisfy the live remotes:\n  ${problems.join('\n  ')}`);
    } else {
      if (!host) log('  no live host in the channel yet: nothing to check against');
      else {
        const conflicts = sharedConflicts(app, manifest, host);
        if (conflicts.length)
          throw new Error(
            `Refused: ${app} cannot share the host's singletons:\n  ${conflicts.map((c) => c.message).join('\n  ')}`,
          );
      }
    }
    log('  shared ranges fit');

    // Precompressed copies beside every text file, in a staging copy: the build folder stays as it was.
    if (!tmp) tmp = mkdtempSync(path.join(os.tmpdir(), `release-${app}-`));
    const staged = path.join(tmp, 'staged');
    const packed = precompressInto(dir, staged);
    log(
      `  precompressed ${packed.files} files: ${Math.round(packed.rawBytes / 1024)} KiB → ${Math.round(packed.brBytes / 1024)} KiB brotli`,
    );
    dir = staged;

    const pkgFile = path.join(sourceDir, 'package.json');
    const pkgVersion =
      manifest.metaData?.buildInfo?.buildVersion ??
      (existsSync(pkgFile) ? readJson<{ version: string }>(pkgFile).version : '0.0.0');
    const content = contentOf(dir);
    const version = versionName(pkgVersion, content);
    log(`Uploading ${app} ${version} (${Object.keys(content.files).length} files) to ${store.location} …`);
    const stored = await store.putVersion(app, version, dir, content);
    if (stored === 'unchanged') log('  already in the store with the same content: nothing uploaded');
    const record: ReleaseRecord = {
      version,
      url: `/remotes/${app}/${version}/${app === 'host' ? 'index.html' : 'mf-manifest.json'}`,
      integrity: integrityOf(readFileSync(path.join(dir, entryFile))),
      ...(firstMount ? { preload: firstMount.map((file) => `/remotes/${app}/${version}/${file}`) } : {}),
      ...(firstMount && screens
        ? {
            screens: Object.fromEntries(
              Object.entries(screens).map(([pattern, files]) => [
                pattern,
                files.map((file) => `/remotes/${app}/${version}/${file}`),
              ]),
            ),
          }
        : {}),
      publishedAt: new Date().toISOString(),
      publishedBy: options.who,
    };
    const entry = await store.updateChannel(channel, (c) =>
      activate(c, app, record, { who: options.who, note: options.note }, options.canary),
    );
    log(
      entry.action === 'canary'
        ? `Canary: ${app} ${version} for ${options.canary} % of students, ${entry.from} for the rest (channel ${channel})`
        : `Active: ${app} ${version} for every student (was ${entry.from ?? 'none'}; channel ${channel})`,
    );
    return { version, stored, entry, buildMs };
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}
