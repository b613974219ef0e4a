/**
 * Starts the gateway on http://localhost:8080 (PORT) in front of the API (API_URL, default
 * http://127.0.0.1:3001). By default it serves the release store (RELEASE_STORE — a folder or s3://bucket/prefix — or RELEASES_DIR, default var/releases;
 * channel RELEASE_CHANNEL, default production); GATEWAY_SOURCE=dist serves the build folders instead.
 */
import path from 'node:path';
import { buildGateway } from './gateway';
import { REMOTES } from './remotes-manifest';
import { openReleaseStore } from './release/open-store';
import { buildStoreGateway } from './store-gateway';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
// Loopback unless told otherwise (issue 13 §6): HOST=0.0.0.0 serves every interface.
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';

async function main() {
  const fromDist = process.env.GATEWAY_SOURCE === 'dist';
  const store = openReleaseStore(path.join(root, 'var', 'releases'));
  const app = fromDist
    ? await buildGateway({
        hostDist: path.join(root, 'host/dist'),
        remoteDists: Object.fromEntries(REMOTES.map((r) => [r, path.join(root, r, 'dist')])),
        apiUrl,
      })
    : await buildStoreGateway({ store, channel: process.env.RELEASE_CHANNEL ?? 'production', apiUrl });
  await app.listen({ port, host });
  console.log(`Gateway listening on http://localhost:${port} (${fromDist ? 'build folders' : `release store ${store.location}`})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Gateway failed to start: ${error.message}`);
  process.exit(1);
});
