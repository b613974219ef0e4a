/**
 * One API instance as a node:cluster pool (API_WORKERS=2, api/src/workers.ts) on a real PostgreSQL database
 * (TEST_DATABASE_URL, as the topology test): its `GET /metrics` counts the requests of both workers, whichever worker
 * the scrape lands on (api/src/http/metrics.ts, prom-client's AggregatorRegistry; docs/OPERATIONS.md). Needs
 * PostgreSQL and nginx (the cluster helper puts nginx in front), and fails, saying so, without them.
 */
import http from 'node:http';
import { freePort, freshDatabase, startCluster, type Cluster } from './cluster';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
let db: { url: string; drop(): Promise<void> };
let cluster: Cluster;
let port = 0;

beforeAll(async () => {
  if (!adminUrl)
    throw new Error(
      'This test needs a PostgreSQL server: run it through npm test, or set TEST_DATABASE_URL=postgres://…',
    );
  db = await freshDatabase(adminUrl, 'workermetrics');
  const [api, nginx] = [await freePort(), await freePort()];
  port = api!;
  cluster = await startCluster({
    databaseUrl: db.url,
    apiPorts: [api!],
    nginxPort: nginx!,
    apiEnv: { API_WORKERS: '2' },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await db?.drop();
}, 60_000);

/** GET `path` on the instance over a new connection each time (node:cluster hands connections, not requests, out). */
function getOnNewConnection(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** `http_requests_total` of GET /api/health with status 200 in a metrics text (0 when absent). */
const healthChecks = (metrics: string) =>
  Number(
    metrics
      .split('\n')
      .find((l) => l.startsWith('http_requests_total{method="GET",route="/api/health",status_code="200"}'))
      ?.split(' ')
      .pop() ?? 0,
  );

test('GET /metrics of a 2-worker instance counts every worker’s requests, whichever worker answers the scrape', async () => {
  const sent = 12;
  for (let i = 0; i < sent; i += 1) expect((await getOnNewConnection('/api/health')).status).toBe(200);
  // Several scrapes, each on its own connection, so both workers answer some of them.
  for (let i = 0; i < 4; i += 1) {
    const scrape = await getOnNewConnection('/metrics');
    expect(scrape.status).toBe(200);
    expect(healthChecks(scrape.body)).toBe(sent);
  }
}, 60_000);
