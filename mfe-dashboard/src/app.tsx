/**
 * The exposed `./app`: single-spa lifecycles (bootstrap, mount, unmount) that the host mounts as a
 * parcel on the routes it gives to mfe-dashboard (host/src/routes.ts). Every error its code throws goes to the host
 * (shared/src/remote: counted against this release, the host's fallback shown).
 */
import { remoteLifecycles } from '@classroom/shared/remote';
import { Root } from './root';

const lifecycles = remoteLifecycles('mfe-dashboard', Root);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
