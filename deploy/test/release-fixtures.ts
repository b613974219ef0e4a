import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';

const roots: string[] = [];
export function cleanupFixtures() {
  roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  roots.push(dir);
  return dir;
}

const shared = (react: string, version = '19.3.1') => [
  { name: 'react', version, requiredVersion: react },
  { name: 'react-dom/client', version, requiredVersion: react },
  { name: '@classroom/shared/session', version: '0.1.0', requiredVersion: '^0.1.0' },
];

/** A built remote folder as webpack writes it: mf-manifest.json, remoteEntry.js and a hashed chunk. */
export function fakeRemoteBuild(label: string, options: { react?: string; reactVersion?: string } = {}): string {
  const dir = tempDir('fake-remote-');
  // The part of the manifest publish reads: shared ranges, the entry's name, ./app's chunks (as @module-federation/enhanced writes them).
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_dashboard',
      metaData: {
        buildInfo: { buildVersion: '0.1.0' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      },
      shared: shared(options.react ?? '^19.2.0', options.reactVersion),
      exposes: [
        {
          id: 'mfe_dashboard:app',
          name: 'app',
          path: './app',
          assets: {
            js: { sync: ['42.abcdef0123.js', '__federation_expose_app.0123456789.js'], async: ['7.fedcba9876.js'] },
            css: { sync: [], async: [] },
          },
        },
      ],
    }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var mfe_dashboard = ${JSON.stringify(label)};`);
  writeFileSync(path.join(dir, '42.abcdef0123.js'), `chunk ${label}`);
  writeFileSync(path.join(dir, '__federation_expose_app.0123456789.js'), `expose ${label}`);
  return dir;
}

/** A built host folder: index.html, a hashed entry and mf-manifest.json with the host's shared versions. */
export function fakeHostBuild(label: string): string {
  const dir = tempDir('fake-host-');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>host ${label}</title><script src="/main.${label.padEnd(10, '0')}.js"></script>`,
  );
  writeFileSync(path.join(dir, `main.${label.padEnd(10, '0')}.js`), `console.log(${JSON.stringify(label)})`);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'host', metaData: { buildInfo: { buildVersion: '0.1.0' } }, shared: shared('^19.2.0') }),
  );
  return dir;
}

/** The exam player's route, which fakeExamBuild lists files for. */
export const EXAM_PLAYER = '/student/JeeExamScreen/:examId';

/**
 * A remote build with the exam player's screen list (mfe-exam/webpack.config.cjs ScreenFiles): its chunks and a face,
 * and two shared modules' own copies — react, which the host provides, and exam-rules, which it does not.
 */
export function fakeExamBuild(label: string, files: Record<string, unknown> = {}): string {
  const dir = fakeRemoteBuild(label);
  mkdirSync(path.join(dir, 'fonts'));
  for (const file of [
    '713.aaaaaaaaaa.js',
    'fonts/KaTeX_Main-Regular.bbbbbbbbbb.woff2',
    '1813.cccccccccc.js',
    '9.react.js',
  ])
    writeFileSync(path.join(dir, file), `${file} ${label}`);
  writeFileSync(
    path.join(dir, 'screens.json'),
    JSON.stringify({
      [EXAM_PLAYER]: {
        files: ['713.aaaaaaaaaa.js', 'fonts/KaTeX_Main-Regular.bbbbbbbbbb.woff2'],
        shared: { react: ['9.react.js'], '@classroom/shared/exam-rules': ['1813.cccccccccc.js'] },
        ...files,
      },
    }),
  );
  return dir;
}

/**
 * A host build as the real one writes its page: index.html with a `<head>` holding its own script and preload, and
 * first-screen.json listing a student page's chunks and the API client's (host/webpack.config.cjs FirstScreenPreload).
 */
export function fakeHostBuildWithHead(label: string): string {
  const dir = fakeHostBuild(label);
  const main = `main.${label.padEnd(10, '0')}.js`;
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>host ${label}</title><script defer src=/${main}></script><link rel=preload as=script href=/react.${label.padEnd(10, '0')}.js></head><body></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'first-screen.json'),
    JSON.stringify({
      preload: [`react.${label.padEnd(10, '0')}.js`],
      student: ['/after-sign-in.ad89c09ce0.js', '/student-layout.1c187d4d5b.js'],
      apiClient: ['/calls.0accfb8f7d.js'],
    }),
  );
  return dir;
}

/**
 * A release store on disk whose 'production' channel runs a host (fakeHostBuild `label`) whose index.html has a
 * `<head>`, where the gateway writes its links: the start of every gateway test of a page's links.
 */
export async function storeWithPublishedHost(label: string): Promise<FsReleaseStore> {
  const store = new FsReleaseStore(tempDir('store-'));
  const host = fakeHostBuild(label);
  writeFileSync(
    path.join(host, 'index.html'),
    '<!doctype html><html><head><title>host</title></head><body></body></html>',
  );
  await publish({ store, channel: 'production', app: 'host', fromDir: host, who: 't' });
  return store;
}
