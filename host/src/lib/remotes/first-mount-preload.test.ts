import { addFirstMountPreloads, firstMountLinks } from './first-mount-preload';
import type { RemoteVersion } from './release-manifest';

/** The route remote's entry and ./app chunks are requested with the host's entry, each with the attributes of the script that uses it. */
const version = (preload?: unknown, integrity: string | null = 'sha384-entry'): RemoteVersion =>
  ({
    url: '/remotes/mfe-dashboard/0.2.0-bbbb/mf-manifest.json',
    metadata: { version: '0.2.0-bbbb', ...(integrity ? { integrity } : {}) },
    ...(preload === undefined ? {} : { extras: { preload } }),
  }) as RemoteVersion;
const folder = 'http://localhost/remotes/mfe-dashboard/0.2.0-bbbb/';

describe("the first mount's preload links (decision 0008)", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('the entry with its SRI and crossorigin (as the integrity plugin gives its script), the chunks plain (as webpack adds theirs)', () => {
    const links = firstMountLinks(
      version([
        '/remotes/mfe-dashboard/0.2.0-bbbb/remoteEntry.js',
        '/remotes/mfe-dashboard/0.2.0-bbbb/2679.f4689800bd.js',
        '/remotes/mfe-dashboard/0.2.0-bbbb/__federation_expose_app.6f6ca7337f.js',
      ]),
    );
    expect(links).toEqual([
      { href: `${folder}remoteEntry.js`, integrity: 'sha384-entry', crossOrigin: 'anonymous' },
      { href: `${folder}2679.f4689800bd.js` },
      { href: `${folder}__federation_expose_app.6f6ca7337f.js` },
    ]);
  });

  it('an entry without a recorded integrity is loaded by the runtime as a plain script: its link is plain too', () => {
    expect(firstMountLinks(version(['/remotes/mfe-dashboard/0.2.0-bbbb/remoteEntry.js'], null))).toEqual([
      { href: `${folder}remoteEntry.js` },
    ]);
  });

  it('nothing for a version without a list, and never a file outside the version folder or another site', () => {
    expect(firstMountLinks(version(undefined))).toEqual([]);
    expect(firstMountLinks(version('remoteEntry.js'))).toEqual([]);
    expect(
      firstMountLinks(
        version([
          '/remotes/mfe-dashboard/0.1.0-aaaa/remoteEntry.js', // another version
          'https://elsewhere.example/remotes/mfe-dashboard/0.2.0-bbbb/x.js',
          '/remotes/mfe-dashboard/0.2.0-bbbb/../0.1.0-aaaa/x.js',
          '/remotes/mfe-dashboard/0.2.0-bbbb/style.css',
          '/remotes/mfe-dashboard/0.2.0-bbbb/x.js?v=1',
          42,
          '/remotes/mfe-dashboard/0.2.0-bbbb/ok.js',
          '/remotes/mfe-dashboard/0.2.0-bbbb/ok.js',
        ]),
      ),
    ).toEqual([{ href: `${folder}ok.js` }]);
  });

  it('adds one <link rel=preload as=script> per file to the head, once', () => {
    const v = version([
      '/remotes/mfe-dashboard/0.2.0-bbbb/remoteEntry.js',
      '/remotes/mfe-dashboard/0.2.0-bbbb/5963.bc81cf66e5.js',
    ]);
    expect(addFirstMountPreloads(document, v)).toEqual([`${folder}remoteEntry.js`, `${folder}5963.bc81cf66e5.js`]);
    expect(addFirstMountPreloads(document, v)).toEqual([]);
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((l) => [
        l.rel,
        l.getAttribute('as'),
        l.getAttribute('href'),
        l.getAttribute('crossorigin'),
        l.getAttribute('integrity'),
      ]),
    ).toEqual([
      ['preload', 'script', `${folder}remoteEntry.js`, 'anonymous', 'sha384-entry'],
      ['preload', 'script', `${folder}5963.bc81cf66e5.js`, null, null],
    ]);
  });
});
