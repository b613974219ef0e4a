import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_PORT } from '../playwright.config';

/**
 * A pass-through proxy in front of the gateway, on a port of its own (so a page opened through it is an origin of its
 * own: its own service worker, its own caches). page.route() does not see a service worker's fetches nor a beacon
 * sent as a page unloads; this proxy sees every request the browser makes. While `state.stall` is on, page
 * navigations (`Sec-Fetch-Mode: navigate`) are held unanswered and counted in `state.stalled`; `state.seen` lists
 * every request as 'METHOD /path?query', in arrival order.
 * Resolves with { url, state, close() } once it listens.
 */
export async function startGatewayProxy() {
  const held: ServerResponse[] = [];
  const state = { stall: false, stalled: 0, seen: [] as string[] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.seen.push(`${req.method} ${req.url}`);
    if (state.stall && req.headers['sec-fetch-mode'] === 'navigate') {
      state.stalled += 1;
      held.push(res);
      return;
    }
    const upstream = forward(
      { host: '127.0.0.1', port: GATEWAY_PORT, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
