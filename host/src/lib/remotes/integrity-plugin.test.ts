import { entryScriptOf, expectIntegrity, integrityFor, integrityPlugin } from './integrity-plugin';

describe('integrity plugin (SRI on remote entries)', () => {
  const createScript = (
    integrityPlugin() as unknown as {
      createScript(args: { url: string; attrs?: Record<string, unknown> }): HTMLScriptElement | undefined;
    }
  ).createScript;

  it('derives the entry script beside a version manifest', () => {
    expect(entryScriptOf('/remotes/mfe-dashboard/0.1.0-aaaa/mf-manifest.json')).toBe(
      'http://localhost/remotes/mfe-dashboard/0.1.0-aaaa/remoteEntry.js',
    );
  });

  it('gives the entry script of a version (and of its fallback) integrity and crossOrigin; other scripts are left to the runtime', () => {
    expectIntegrity({
      url: '/remotes/mfe-dashboard/0.2.0-bbbb/mf-manifest.json',
      fallbackUrl: '/remotes/mfe-dashboard/0.1.0-aaaa/mf-manifest.json',
      metadata: { version: '0.2.0-bbbb', integrity: 'sha384-new', fallbackIntegrity: 'sha384-old' },
    });
    const script = createScript({
      url: 'http://localhost/remotes/mfe-dashboard/0.2.0-bbbb/remoteEntry.js',
      attrs: { fetchpriority: 'high', async: true },
    });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.integrity).toBe('sha384-new');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.getAttribute('fetchpriority')).toBe('high');
    expect(script?.src).toBe('http://localhost/remotes/mfe-dashboard/0.2.0-bbbb/remoteEntry.js');
    expect(integrityFor('/remotes/mfe-dashboard/0.1.0-aaaa/remoteEntry.js')).toBe('sha384-old');
    expect(createScript({ url: '/remotes/mfe-exam/1/remoteEntry.js' })).toBeUndefined();
  });
});
