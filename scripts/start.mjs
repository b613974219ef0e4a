// `npm start`: everything a fresh machine with Node 20 and npm needs — pnpm, install, build, database
// (migrated and seeded on first run, kept afterwards), API and gateway — then the URL and demo accounts.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm } from './ensure-pnpm.mjs';

const started = Date.now();
ensurePnpm();
const { ROOT, buildAll } = await import('./build.mjs');
console.log('Installing dependencies (pnpm install)…');
execSync('pnpm install --frozen-lockfile', { cwd: ROOT, stdio: 'inherit' });
await buildAll();
const { startPortal } = await import('./portal.mjs');
const port = Number(process.env.PORT ?? 8080);
// TLS_CERT_FILE and TLS_KEY_FILE (PEM) together: the gateway serves HTTPS, HTTP/2 and HTTP/1.1 (decision 0031).
const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
const portal = await startPortal({
  gatewayPort: port,
  apiPort: Number(process.env.API_PORT ?? 3001),
  tls: certFile || keyFile ? { certFile, keyFile } : null,
});

const accounts = JSON.parse(readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8'));
console.log(`\nThe portal is running at ${portal.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log('Demo accounts (mobile number / password):');
for (const a of accounts)
  console.log(`  ${a.kind.padEnd(14)} ${a.username} / ${a.password}${a.name ? `  (${a.name})` : ''}`);
console.log(
  `Releases: served from the release store ${path.relative(ROOT, portal.releasesDir) || portal.releasesDir} (npm run release -- status).`,
);
console.log('Press Ctrl+C to stop.');

const shutdown = async () => {
  await portal.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
