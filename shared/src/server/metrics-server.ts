import { createServer, type Server } from 'node:http';

/** What a metrics port serves: the Prometheus text and its content type (prom-client's `register`). */
export interface MetricsSource {
  metrics(): Promise<string>;
  contentType: string;
}

/**
 * Serves `source` at `GET /metrics` on host:port, the private address a Prometheus scrapes (METRICS_PORT, loopback
 * unless METRICS_HOST): the public port never answers metrics, and a NetworkPolicy can open this port to the
 * monitoring namespace alone (deploy/k8s). Anything else: 404; a failing collection: 500.
 */
export async function startMetricsServer(port: number, host: string, source: MetricsSource): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
