import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import { readStoredUser } from '@classroom/shared/session';
import { studentKey } from './canary';
import { federationNameOf } from './names';
import { activeVersions, type ReleaseManifest, type RemoteVersion } from './release-manifest';
import { earlyRegistered, installLoadPlugins } from './early-start';
import { expectIntegrity } from './integrity-plugin';
import { fallbackLifecycles } from './remote-fallback';
import { INLINE_MANIFEST_ID } from '../../inline-blocks';
import { noteLoadFailure, noteView } from '../tally';

/** The version registered for each remote, by federation name ('mfe_dashboard'). */
const registered = new Map<string, { remote: string; version: RemoteVersion; onFallback: boolean }>();

/**
 * errorLoadRemote (ARCHITECTURE §2.3, second layer): when a remote's `./app` finally fails to load
 * (after the retry plugin), load it from the version's fallbackUrl — the version it replaced — if there
 * is one; otherwise, or if that fails too, hand back the fallback component's lifecycles, so the area
 * shows the fallback with Retry instead of an error.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'classroom-fallback',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined; // manifest and request stages: let the runtime raise
      const federationName = String(args.id).split('/')[0] ?? '';
      const entry = registered.get(federationName);
      const remote = entry?.remote ?? federationName;
      console.error(`[host] ${remote} could not be loaded`, args.error);
      noteLoadFailure(remote); // release health (decision 0014): a load failure of this page's release
      if (entry && entry.version.fallbackUrl && !entry.onFallback) {
        entry.onFallback = true;
        console.warn(`[host] ${remote}: loading its fallback ${entry.version.fallbackUrl}`);
        registerRemotes([{ name: federationName, entry: entry.version.fallbackUrl }], { force: true });
        try {
          const module = await loadRemote(String(args.id));
          if (module) return module;
        } catch (error) {
          console.error(`[host] ${remote}: the fallback failed too`, error);
        }
      }
      return { default: fallbackLifecycles(remote) };
    },
  };
}

let fallbackInstalled = false;

/** The manifest and student key the registered versions were picked with, and the remotes loaded since. */
let picked: { manifest: ReleaseManifest; key: string } | null = null;
const loadedRemotes = new Set<string>();

/**
 * The versions are picked at boot, often on the sign-in page (an anonymous key). When the student
 * key has changed since (signed in, or out) and a remote has not been loaded yet, its version is
 * picked again for the new key, so a student gets their own bucket's version from the first page
 * after sign-in, the same one every reload gives them. A remote already running is left alone.
 */
function repickFor(remote: string, key: string) {
  if (!picked || picked.key === key || loadedRemotes.has(remote)) return;
  const version = activeVersions(picked.manifest, key)[remote];
  const federationName = federationNameOf(remote);
  const current = registered.get(federationName);
  if (!version || current?.version.url === version.url) return;
  registered.set(federationName, { remote, version, onFallback: false });
  expectIntegrity(version);
  registerRemotes([{ name: federationName, entry: version.url }], { force: true });
}

/**
 * The release manifest the gateway inlined into index.html (deploy/src/inline-manifest.ts), read once: it saves the
 * /remotes.json round trip at boot. Null when absent (nginx, the dev server) or unreadable; a later re-registration
 * (after sign-in) fetches /remotes.json for the newest channel.
 */
export function inlinedManifest(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ReleaseManifest | null {
  const element = doc?.getElementById(INLINE_MANIFEST_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as ReleaseManifest;
  } catch {
    return null;
  }
}

async function fetchManifest(url: string): Promise<ReleaseManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as ReleaseManifest;
}

/**
 * Registers each remote's version for this student from the release manifest — inlined in index.html, else fetched
 * from /remotes.json (never cached) — (canary buckets: canary.ts) with the Module Federation runtime (ARCHITECTURE §2.2), with the retry
 * and fallback runtime plugins and SRI on every entry script (integrity-plugin.ts). Nothing about remote versions is in the host's build. Returns the
 * registered versions by remote name.
 */
export async function registerRemotesFromManifest(
  url = '/remotes.json',
  key = studentKey(readStoredUser()?.user_id),
): Promise<Record<string, string>> {
  const manifest = inlinedManifest() ?? (await fetchManifest(url));
  const active = activeVersions(manifest, key);
  picked = { manifest, key };
  if (!getInstance()) throw new Error('Module Federation runtime is not initialised');
  installLoadPlugins();
  if (!fallbackInstalled) {
    registerPlugins([fallbackPlugin()]);
    fallbackInstalled = true;
  }
  for (const [name, version] of Object.entries(active)) {
    registered.set(federationNameOf(name), { remote: name, version, onFallback: false });
    expectIntegrity(version);
  }
  // A remote the early start (early-start.ts) registered with the same version keeps that registration, so what it
  // preloaded stays; any other is registered afresh.
  const toRegister = Object.entries(active)
    .map(([name, version]) => ({ name: federationNameOf(name), entry: version.url }))
    .filter((remote) => earlyRegistered.get(remote.name) !== remote.entry);
  if (toRegister.length > 0) registerRemotes(toRegister, { force: true });
  return Object.fromEntries(Object.entries(active).map(([name, v]) => [name, v.metadata.version]));
}

/** The versions of every remote this student runs (the manifest and key picked at boot or sign-in); empty before boot. */
export function pickedVersions(): Record<string, RemoteVersion> {
  return picked ? activeVersions(picked.manifest, picked.key) : {};
}

/**
 * Loads a remote's `./app` (its single-spa lifecycles). After a final load failure the fallback
 * plugin answers with the fallback's lifecycles; rejects when the remote exposes no lifecycles.
 */
export async function loadRemoteApp(remote: string): Promise<ParcelConfigObject> {
  repickFor(remote, studentKey(readStoredUser()?.user_id));
  loadedRemotes.add(remote);
  const version = registered.get(federationNameOf(remote))?.version.metadata.version;
  if (version) noteView(remote, version); // release health (decision 0014): this page runs this release
  const module = await loadRemote<ParcelConfigObject & { default?: ParcelConfigObject }>(
    `${federationNameOf(remote)}/app`,
  );
  const lifecycles = module?.default ?? module;
  if (!lifecycles || typeof (lifecycles as { mount?: unknown }).mount !== 'function') {
    throw new Error(`${remote} did not expose single-spa lifecycles from ./app`);
  }
  return lifecycles;
}
