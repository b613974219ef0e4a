/**
 * Host boot (ARCHITECTURE §2): runtime config and /remotes.json are fetched, remotes registered with
 * the Module Federation runtime, single-spa started once so every router sees pushState, then render.
 * As soon as the versions are registered, the current route's remote starts loading (issue 14 §1,
 * route-preload.ts), in parallel with the runtime config, the session check and the shell's first render.
 */
import '@classroom/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadRuntimeConfig } from '@classroom/shared/api';
import { readStoredUser } from '@classroom/shared/session';
import { App } from './app';
import { registerRemotesFromManifest } from './remotes/remote-loader';
import { preloadRouteRemote } from './remotes/route-preload';
import { BootFailure } from './shell/boot-failure';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    await Promise.all([
      loadRuntimeConfig(),
      registerRemotesFromManifest().then(() => void preloadRouteRemote(location.pathname, readStoredUser() !== null)),
    ]);
  } catch (error) {
    root.render(<BootFailure error={error as Error} />);
    return;
  }
  start({ urlRerouteOnly: true });
  root.render(<App />);
}

void boot();
