import { INLINE_MANIFEST_ID } from '../inline-blocks';
import { installFiles } from './install-files';

const origin = 'https://portal.example';

/** A student page's index.html as the gateway serves it: the build's tags, the student preloads, the inlined manifest. */
function studentPage(manifest: unknown): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return (
    '<!doctype html><html lang=en><head><meta charset=utf-8>' +
    '<link rel=icon href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"><title>Classroom</title>' +
    '<script defer src=/main.0123456789.js></script>' +
    '<link rel=preload as=script href=/bootstrap.0123456789.js>' +
    '<link rel="preload" as="script" href="/react.abcdef0123.js">' +
    '<link rel=preload as=script href=https://cdn.example/x.0123456789.js>' +
    '<link rel=stylesheet href=/styles.0123456789.css>' +
    '<link rel=preload as=script href=/after-sign-in.0123456789.js>' +
    `<script type="application/json" id="${INLINE_MANIFEST_ID}">${json}</script>` +
    '</head><body><div id=root></div></body></html>'
  );
}

const version = (app: string, id: string, preload: string[], deployment?: object) => ({
  url: `/remotes/${app}/${id}/mf-manifest.json`,
  metadata: { version: id },
  deployment,
  extras: { preload },
});

describe('installFiles: what the worker caches at install (decision 0016, code cache)', () => {
  it("names the host's scripts of a student page and the live remotes' first-mount files, absolute and once", () => {
    const html = studentPage({
      microFrontends: {
        'mfe-dashboard': [
          version(
            'mfe-dashboard',
            '2',
            ['/remotes/mfe-dashboard/2/remoteEntry.js', '/remotes/mfe-dashboard/2/app.1.js'],
            {
              traffic: 100,
              default: true,
            },
          ),
          version('mfe-dashboard', '1', ['/remotes/mfe-dashboard/1/remoteEntry.js'], { traffic: 0, default: false }),
        ],
        'mfe-exam': [version('mfe-exam', '7', ['/remotes/mfe-exam/7/remoteEntry.js', '/remotes/mfe-corners/7/x.js'])],
      },
    });
    expect(installFiles(html, origin)).toEqual([
      `${origin}/main.0123456789.js`,
      `${origin}/bootstrap.0123456789.js`,
      `${origin}/react.abcdef0123.js`,
      `${origin}/after-sign-in.0123456789.js`,
      `${origin}/remotes/mfe-dashboard/2/remoteEntry.js`,
      `${origin}/remotes/mfe-dashboard/2/app.1.js`,
      `${origin}/remotes/mfe-exam/7/remoteEntry.js`,
    ]);
  });

  it("keeps the host's scripts when the inlined manifest is unreadable or absent", () => {
    const broken = studentPage({}).replace(/<script type="application\/json"[^]*?<\/script>/, '');
    expect(installFiles(broken, origin)).toHaveLength(4);
    const unreadable = studentPage({ microFrontends: 3 });
    expect(installFiles(unreadable, origin)).toEqual(installFiles(broken, origin));
  });
});
