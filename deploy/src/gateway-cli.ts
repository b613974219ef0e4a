/**
 * Starts the gateway on http://localhost:8080 (PORT) in front of the API (API_URL, default
 * http://127.0.0.1:3001), serving the host and every remote from their build folders.
 */
import path from 'node:path';
import { buildGateway } from './gateway';
import { REMOTES } from './remotes-manifest';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

async function main() {
  const app = await buildGateway({
    hostDist: path.join(root, 'host/dist'),
    remoteDists: Object.fromEntries(REMOTES.map((r) => [r, path.join(root, r, 'dist')])),
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001',
  });
  await app.listen({ port, host });
  console.log(`Gateway listening on http://localhost:${port}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Gateway failed to start: ${error.message}`);
  process.exit(1);
});
