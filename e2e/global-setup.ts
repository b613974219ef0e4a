import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GATEWAY_PORT } from './playwright.config';

/** Starts API + gateway as `npm start` does, on a fresh database; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(__dirname, '..');
  const { startPortal } = (await import(pathToFileURL(path.join(root, 'scripts/portal.mjs')).href)) as {
    startPortal(options: { apiPort: number; gatewayPort: number; dbDir: string; log: (line: string) => void }): Promise<{ url: string; stop(): Promise<void> }>;
  };
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'classroom-e2e-db-'));
  const verbose = process.env.E2E_VERBOSE === '1';
  const portal = await startPortal({
    apiPort: Number(process.env.E2E_API_PORT ?? 3301),
    gatewayPort: GATEWAY_PORT,
    dbDir,
    log: (line) => (verbose || /error|fail/i.test(line) ? console.log(line) : undefined),
  });
  console.log(`e2e: portal at ${portal.url} (database ${dbDir})`);
  return async () => {
    await portal.stop();
    rmSync(dbDir, { recursive: true, force: true });
  };
}
