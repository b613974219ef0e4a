/**
 * Starts the gateway on http://localhost:8080 (PORT) in front of the API (API_URL, default
 * http://127.0.0.1:3001). By default it serves the release store (RELEASE_STORE — a folder or s3://bucket/prefix — or RELEASES_DIR, default var/releases;
 * channel RELEASE_CHANNEL, default production); GATEWAY_SOURCE=dist serves the build folders instead.
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM) together: HTTPS, HTTP/2 with HTTP/1.1 through ALPN (decision 0031); neither:
 * plain HTTP/1.1.
 */
import path from 'node:path';
import { drainAndClose, drainState, drainTimingsFromEnv, startMetricsServer } from '@classroom/shared/server';
import { register } from 'prom-client';
import { buildGateway } from './gateway';
import { REMOTES } from './remotes-manifest';
import { openReleaseStore } from './release/open-store';
import { buildStoreGateway } from './store-gateway';
import { tlsFromEnv } from './gateway-server';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
// Loopback unless told otherwise (SECURITY.md): HOST=0.0.0.0 serves every interface.
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';

async function main() {
  const fromDist = process.env.GATEWAY_SOURCE === 'dist';
  const drain = drainState();
  const tls = tlsFromEnv();
  const store = openReleaseStore(path.join(root, 'var', 'releases'));
  const app = fromDist
    ? await buildGateway({
        hostDist: path.join(root, 'host/dist'),
        remoteDists: Object.fromEntries(REMOTES.map((r) => [r, path.join(root, r, 'dist')])),
        apiUrl,
        drain,
        tls,
      })
    : await buildStoreGateway({ store, channel: process.env.RELEASE_CHANNEL ?? 'production', apiUrl, drain, tls });
  await app.listen({ port, host });
  console.log(
    `Gateway listening on ${tls ? 'https' : 'http'}://localhost:${port} (${tls ? 'HTTP/2 and HTTP/1.1 over TLS' : 'HTTP/1.1'}; ${fromDist ? 'build folders' : `release store ${store.location}`})`,
  );
  // METRICS_PORT: Prometheus metrics on their own port (loopback unless METRICS_HOST), never on the public one.
  const metrics = process.env.METRICS_PORT
    ? await startMetricsServer(Number(process.env.METRICS_PORT), process.env.METRICS_HOST ?? '127.0.0.1', register)
    : null;
  // SIGTERM/SIGINT: /gateway/ready turns 503, then the listener closes and requests in flight finish within
  // SHUTDOWN_GRACE_MS (shared/src/server/drain.ts); exit 1 when some had to be cut.
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    const outcome = await drainAndClose({ app, state: drain, ...drainTimingsFromEnv() });
    metrics?.close();
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  console.error(`Gateway failed to start: ${error.message}`);
  process.exit(1);
});
