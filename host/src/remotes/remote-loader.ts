import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import { federationNameOf } from './names';
import { activeVersions, type ReleaseManifest } from './release-manifest';

/**
 * Fetches /remotes.json at boot (never cached) and registers each remote's active version with the
 * Module Federation runtime (ARCHITECTURE §2.2). Nothing about remote versions is in the host's build.
 * Returns the registered versions by remote name.
 */
export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<Record<string, string>> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const active = activeVersions((await response.json()) as ReleaseManifest);
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
  registerRemotes(
    Object.entries(active).map(([name, version]) => ({ name: federationNameOf(name), entry: version.url })),
    { force: true },
  );
  return Object.fromEntries(Object.entries(active).map(([name, v]) => [name, v.metadata.version]));
}

/**
 * Loads a remote's `./app` (its single-spa lifecycles). Rejects when the remote's entry or chunks
 * cannot be loaded, or when it exposes no lifecycles; the caller shows the fallback with Retry.
 */
export async function loadRemoteApp(remote: string): Promise<ParcelConfigObject> {
  const module = await loadRemote<ParcelConfigObject & { default?: ParcelConfigObject }>(`${federationNameOf(remote)}/app`);
  const lifecycles = module?.default ?? module;
  if (!lifecycles || typeof (lifecycles as { mount?: unknown }).mount !== 'function') {
    throw new Error(`${remote} did not expose single-spa lifecycles from ./app`);
  }
  return lifecycles;
}
