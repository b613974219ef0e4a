import { preloadRemote } from '@module-federation/enhanced/runtime';
import { isGuarded, ownerOf, type RemoteName } from '../../routes';
import { federationNameOf } from './names';

/**
 * The remote whose code the page at `pathname` will mount first, worth fetching at boot (decision 0007), or null: a host screen (sign-in at / and /signin, the error page) mounts no remote, and a guarded path
 * opened without a stored session is sent to sign-in, so its remote would be fetched for nothing.
 * @param pathname  location.pathname, e.g. '/student/objectivetest'
 * @param signedIn  whether a student session is stored on this device
 */
export function remoteToPreload(pathname: string, signedIn: boolean): RemoteName | null {
  const owner = ownerOf(pathname);
  if (!owner) return null;
  if (isGuarded(pathname) && !signedIn) return null;
  return owner.remote;
}

/** What the boot preloaded, kept on `window.__portalRoutePreload` for the e2e suite and for a look in DevTools. */
export interface RoutePreloadRecord {
  remote: RemoteName;
  /** 'done' once the runtime has the entry and the chunks; 'failed' when preloading threw (the load retries). */
  status: 'pending' | 'done' | 'failed';
}

function record(value: RoutePreloadRecord): void {
  if (typeof window !== 'undefined')
    (window as unknown as { __portalRoutePreload?: RoutePreloadRecord }).__portalRoutePreload = value;
}

/**
 * Starts fetching the current route's remote as soon as its version is registered, in parallel with the rest of the
 * boot (runtime config, the session check, the shell's first render), instead of after them: the MF
 * runtime's `preloadRemote` reads the version's mf-manifest.json, runs its remoteEntry.js (through the same
 * integrity, retry and fallback plugins as a load) and adds `<link rel="preload" as="script">` for the chunks of
 * `./app` and of shared modules the page does not have yet. Nothing is evaluated beyond the entry; the later
 * `loadRemote` finds the entry and the chunks already fetched. Resolves with the remote preloaded (null when none);
 * never rejects — a failed preload leaves the load to the loader's own retry and fallback.
 */
export async function preloadRouteRemote(pathname: string, signedIn: boolean): Promise<RemoteName | null> {
  const remote = remoteToPreload(pathname, signedIn);
  if (!remote) return null;
  record({ remote, status: 'pending' });
  try {
    await preloadRemote([{ nameOrAlias: federationNameOf(remote), exposes: ['./app'], resourceCategory: 'sync' }]);
    record({ remote, status: 'done' });
  } catch (error) {
    record({ remote, status: 'failed' });
    console.warn(`[host] preloading ${remote} failed; it loads when mounted`, error);
  }
  return remote;
}
