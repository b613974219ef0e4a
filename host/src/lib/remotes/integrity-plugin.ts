import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteVersion } from './release-manifest';

/**
 * Subresource Integrity for remote entries (ARCHITECTURE §7, decision 0003): /remotes.json carries
 * `metadata.integrity`, the SRI hash of the version's remoteEntry.js (the file next to the
 * mf-manifest.json its `url` names), and `metadata.fallbackIntegrity` for its fallbackUrl. The MF
 * runtime adds the entry <script> through the `createScript` loader hook; this plugin gives that
 * script `integrity` and `crossOrigin`, so a browser with SRI (every current one) refuses an entry
 * whose bytes differ — the load fails, and the retry and fallback plugins take over.
 */
const expected = new Map<string, string>();

const absolute = (url: string) =>
  new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href).href;

/** The remoteEntry.js beside a version's mf-manifest.json (an entry URL is its own). */
export function entryScriptOf(versionUrl: string): string {
  const url = absolute(versionUrl);
  return url.endsWith('.json') ? new URL('remoteEntry.js', url).href : url;
}

/** Remembers the integrity of a version's entry and of its fallback's. */
export function expectIntegrity(version: RemoteVersion): void {
  if (version.metadata.integrity) expected.set(entryScriptOf(version.url), version.metadata.integrity);
  if (version.fallbackUrl && version.metadata.fallbackIntegrity)
    expected.set(entryScriptOf(version.fallbackUrl), version.metadata.fallbackIntegrity);
}

export function integrityFor(url: string): string | undefined {
  return expected.get(absolute(url).split('?')[0]!);
}

export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'classroom-integrity',
    createScript({ url, attrs }) {
      const integrity = integrityFor(url);
      if (!integrity || typeof document === 'undefined') return undefined; // the runtime's own script
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type' && !script.hasAttribute(name)) script.setAttribute(name, String(value));
      }
      return script;
    },
  };
}
