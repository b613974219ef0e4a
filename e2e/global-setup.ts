import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GATEWAY_PORT } from './playwright.config';

/** Starts API + gateway as `npm start` does, on a fresh database; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(__dirname, '..');
  const { startPortal } = (await import(pathToFileURL(path.join(root, 'scripts/portal.mjs')).href)) as {
    startPortal(options: {
      apiPort: number;
      gatewayPort: number;
      dbDir: string;
      releasesDir: string;
      log: (line: string) => void;
    }): Promise<{ url: string; stop(): Promise<void>; restartApi(): Promise<number> }>;
  };
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'classroom-e2e-db-'));
  // A release store of its own, filled from the dist/ builds (tests publish and roll back in it); the
  // release specs find it in E2E_RELEASES_DIR.
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'classroom-e2e-releases-'));
  process.env.E2E_RELEASES_DIR = releasesDir;
  const verbose = process.env.E2E_VERBOSE === '1';
  // A fresh admin token per run (no secret in git): the API process inherits it, and specs that import papers
  // through POST /api/admin/v1/import-paper/ read it from process.env.ADMIN_TOKEN.
  process.env.ADMIN_TOKEN = randomBytes(24).toString('hex');
  // Likewise the release managers' token of the field figures (release health, decision 0014): the API checks it and
  // the release CLI run by release-health.spec.ts sends it.
  process.env.RELEASE_MANAGER_TOKEN = randomBytes(24).toString('hex');
  // Every simulated student's beacon comes from loopback too (the API's default is 120 a minute per address).
  process.env.FIELD_FIGURES_RATE_PER_IP ??= '10000';
  // The release-health spec's few demo students each load the dashboard several times per step: one student counts
  // once per release per window (600 s by default; the API's field-figures test holds that), here one second.
  process.env.FIELD_FIGURES_WINDOW_SECONDS ??= '1';
  // Every simulated student of the suite signs in (and asks for codes) from one loopback address; the suite's specs
  // also type wrong passwords for the same demo students far more often than the per-account limit (10 wrong
  // passwords per 10 minutes) allows. The limits themselves are held by the API's tests (api/test/rate-limits-shared,
  // sign-in-limits, auth), so they are raised here.
  process.env.LOGIN_RATE_PER_IP ??= '1000';
  process.env.LOGIN_RATE_PER_USERNAME ??= '1000';
  const portal = await startPortal({
    apiPort: Number(process.env.E2E_API_PORT ?? 3301),
    gatewayPort: GATEWAY_PORT,
    dbDir,
    releasesDir,
    log: (line) => (verbose || /error|fail/i.test(line) ? console.log(line) : undefined),
  });
  console.log(`e2e: portal at ${portal.url} (database ${dbDir})`);
  // A control endpoint on loopback for specs that restart the API mid-test (the offline chaos spec):
  // POST {E2E_CONTROL_URL}/restart-api stops the API server and starts it again on the same database.
  const control = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/restart-api') {
      response.writeHead(404).end();
      return;
    }
    portal.restartApi().then(
      (ms) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms })),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  return async () => {
    control.close();
    await portal.stop();
    rmSync(dbDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  };
}
