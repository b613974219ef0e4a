// Makes sure pnpm is on this machine (a fresh machine has only Node and npm). corepack fails its
// signature check here, so pnpm comes from npm.
import { execSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

export function ensurePnpm() {
  try {
    execSync('pnpm --version', { stdio: 'ignore' });
    return;
  } catch {
    console.log(`pnpm is missing: installing pnpm@${PNPM_VERSION} with npm…`);
  }
  execSync(`npm install --global pnpm@${PNPM_VERSION}`, { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePnpm();
