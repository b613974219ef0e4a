import { filesToKeep, ownSharedFiles } from './register';
import type { RemoteVersion } from '../lib/remotes/release-manifest';

const version = (app: string, preload?: unknown[]): RemoteVersion =>
  ({
    url: `/remotes/${app}/1.0.0-abc/mf-manifest.json`,
    metadata: { version: '1.0.0-abc', integrity: 'sha384-x' },
    extras: preload ? { preload } : undefined,
  }) as RemoteVersion;

describe('filesToKeep (decision 0016)', () => {
  const origin = 'https://portal.example';

  it("asks the worker to keep the page's files, the live manifests and every live remote's first-mount files — never /api/ or another origin", () => {
    const urls = filesToKeep(
      [
        `${origin}/main.0123456789.js`,
        `${origin}/api/exam/v1/list/`,
        'https://cdn.example/x.0123456789.js',
        `${origin}/main.0123456789.js`,
      ],
      {
        'mfe-dashboard': version('mfe-dashboard', [
          '/remotes/mfe-dashboard/1.0.0-abc/remoteEntry.js',
          '/remotes/mfe-dashboard/1.0.0-abc/app.0123456789.js',
        ]),
        'mfe-corners': version('mfe-corners', [
          '/remotes/mfe-exam/9/elsewhere.0123456789.js',
          'https://evil.example/a.js',
        ]),
        'mfe-exam': version('mfe-exam'),
      },
      origin,
    );
    expect(urls).toEqual([
      `${origin}/main.0123456789.js`,
      `${origin}/config.json`,
      `${origin}/remotes.json`,
      // Each live remote's own manifest, read first by a mount of it: an offline open of a remote this device never
      // opened online (mfe-exam's test list) needs it as much as the first-mount files.
      `${origin}/remotes/mfe-dashboard/1.0.0-abc/mf-manifest.json`,
      `${origin}/remotes/mfe-dashboard/1.0.0-abc/remoteEntry.js`,
      `${origin}/remotes/mfe-dashboard/1.0.0-abc/app.0123456789.js`,
      `${origin}/remotes/mfe-corners/1.0.0-abc/mf-manifest.json`,
      `${origin}/remotes/mfe-exam/1.0.0-abc/mf-manifest.json`,
    ]);
  });
});

describe('ownSharedFiles (decision 0016)', () => {
  const manifestUrl = 'https://portal.example/remotes/mfe-corners/1.0.0-abc/mf-manifest.json';

  it("keeps the files of the shared modules a remote brings itself, not those the host provides, nor any outside the remote's folder", () => {
    const manifest = {
      shared: [
        { name: 'react', assets: { js: { sync: ['react.1111111111.js'] } } },
        { name: 'zustand/middleware', assets: { js: { sync: ['6988.f0ea27b629.js'] } } },
        { name: '@classroom/shared/math', assets: { js: { sync: ['3883.506a1ee3b3.js', '6264.506a1ee3b3.js'] } } },
        { name: 'stray', assets: { js: { sync: ['../../mfe-exam/9/x.0123456789.js', 'https://evil.example/a.js'] } } },
        { name: 'styles', assets: { js: { sync: ['a.css'] } } },
      ],
    };
    expect(ownSharedFiles(manifest, manifestUrl, new Set(['react']))).toEqual([
      'https://portal.example/remotes/mfe-corners/1.0.0-abc/6988.f0ea27b629.js',
      'https://portal.example/remotes/mfe-corners/1.0.0-abc/3883.506a1ee3b3.js',
      'https://portal.example/remotes/mfe-corners/1.0.0-abc/6264.506a1ee3b3.js',
    ]);
  });

  it('keeps nothing of a manifest without a shared list, or whose every shared module the host provides', () => {
    expect(ownSharedFiles({}, manifestUrl, new Set())).toEqual([]);
    expect(
      ownSharedFiles(
        { shared: [{ name: 'react', assets: { js: { sync: ['react.1111111111.js'] } } }] },
        manifestUrl,
        new Set(['react']),
      ),
    ).toEqual([]);
  });
});
