import { createServer, type AddressInfo } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now (the system's pick), for a process a test or a local
 * cluster starts (the API's tests, deploy/test/cluster.ts). Rejects when no port can be had. (scripts/provision.mjs keeps a
 * copy of its own: it runs before the TypeScript tooling is installed.)
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
