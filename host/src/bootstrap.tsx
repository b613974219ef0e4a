/**
 * Host boot (ARCHITECTURE §2): runtime config and /remotes.json are fetched, remotes registered with
 * the Module Federation runtime, single-spa started once so every router sees pushState, then render.
 */
import '@classroom/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadRuntimeConfig } from '@classroom/shared/api';
import { App } from './app';
import { registerRemotesFromManifest } from './remotes/remote-loader';
import { BootFailure } from './shell/boot-failure';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    await Promise.all([loadRuntimeConfig(), registerRemotesFromManifest()]);
  } catch (error) {
    root.render(<BootFailure error={error as Error} />);
    return;
  }
  start({ urlRerouteOnly: true });
  root.render(<App />);
}

void boot();
