import { filesToKeep } from './register';
import type { RemoteVersion } from '../remotes/release-manifest';

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
