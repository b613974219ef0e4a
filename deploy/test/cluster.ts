/**
 * Several machines on one: a real PostgreSQL database, N API processes on their own ports, Debian's nginx
 * load-balancing them with deploy/nginx (portal-gateway.conf + portal-api-upstream.conf + portal-api-proxy.conf) and,
 * optionally, Node gateways serving a release store. Used by the topology test (deploy/test/topology.test.ts) and
 * `npm run bench:cluster` (bench/cluster/bench.ts); docs/decisions/0012-scale-out-behind-a-balancer.md.
 *
 * Every process is started as `node --import tsx <file>` (one process, so SIGKILL kills exactly the instance).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@classroom/shared/server';

/** A TCP port free on 127.0.0.1 right now (`@classroom/shared/server`), for the cluster's processes and its tests. */
export { freePort };

export const ROOT = path.resolve(__dirname, '../..');
const NGINX_DIR = path.join(ROOT, 'deploy/nginx');
/** Debian's nginx binary, or null when it is not installed. */
export const NGINX =
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ??
  (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null);

export const NGINX_MISSING = 'nginx is not installed: apt-get install -y nginx (npm test installs it as root)';

/** A fresh database on the server of `adminUrl` (created from template0); `drop()` removes it. */
export async function freshDatabase(adminUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `classroom_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Polls `url` until it answers 200 (resolves) or `timeoutMs` passes (rejects, with `what` in the message). */
export async function waitFor200(url: string, timeoutMs: number, what: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: ${url} did not answer 200 within ${timeoutMs} ms`);
}

/** One process of the cluster. `output` keeps its last 20 KB of stdout and stderr (for a failure message). */
export interface Proc {
  port: number;
  child: ChildProcess;
  output: () => string;
}

function startNode(file: string, env: NodeJS.ProcessEnv, port: number): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { port, child, output: () => out };
}

/** Resolves when `child` has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Debian's nginx in the foreground with deploy/nginx's portal-gateway.conf + portal-api-upstream.conf (their
 * placeholders filled), its temp folders, pid and error.log in `work`. `apiServers`, `gatewayServers`: the upstreams'
 * `server …;` lines (no gateway: the site answers /api/ only, its gateway upstream one server marked down). Does not
 * wait for it to listen. Throws when nginx is not installed.
 */
export function startNginx(options: {
  work: string;
  port: number;
  apiServers: string[];
  gatewayServers?: string[];
  workers?: number;
}): Proc {
  if (!NGINX) throw new Error(NGINX_MISSING);
  const { work } = options;
  const upstream = readFileSync(path.join(NGINX_DIR, 'portal-api-upstream.conf'), 'utf8').replaceAll(
    '${API_SERVERS}',
    options.apiServers.join('\n    '),
  );
  const site = readFileSync(path.join(NGINX_DIR, 'portal-gateway.conf'), 'utf8')
    .replaceAll('${LISTEN}', `127.0.0.1:${options.port}`)
    .replaceAll('${API_UPSTREAM}', 'http://portal_api')
    .replaceAll('${GATEWAY_SERVERS}', options.gatewayServers?.join('\n    ') || 'server 127.0.0.1:9 down;')
    .replaceAll('${NGINX_DIR}', NGINX_DIR);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir), { recursive: true });
  const errorLog = path.join(work, 'error.log');
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${options.workers ?? 1};
daemon off;
pid ${work}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  ${upstream}
  ${site}
}
`,
  );
  const child = spawn(NGINX, ['-c', path.join(work, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  });
  return {
    port: options.port,
    child,
    output: () => out + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-5_000) : ''),
  };
}

export interface ClusterOptions {
  /** The migrated-or-empty database every API instance uses. */
  databaseUrl: string;
  /** Ports of the API instances (one instance each). */
  apiPorts: number[];
  /** Port nginx listens on (127.0.0.1). */
  nginxPort: number;
  /** Gateways behind nginx for everything but /api/ (port → its environment, e.g. RELEASE_STORE); none: /api/ only. */
  gateways?: { port: number; env: NodeJS.ProcessEnv }[];
  /** Extra environment of every API instance. */
  apiEnv?: NodeJS.ProcessEnv;
  /** nginx's passive check: seconds an instance that failed is left out (`fail_timeout`, default 5). */
  failTimeoutS?: number;
  /** nginx worker processes (default 1). */
  nginxWorkers?: number;
}

export interface Cluster {
  /** http://127.0.0.1:<nginxPort> */
  base: string;
  apis: Proc[];
  gateways: Proc[];
  nginx: Proc;
  /** Starts API instance `i` again on its port (after it exited) and waits until /api/ready answers 200. */
  restartApi(i: number): Promise<void>;
  /** Stops every process (SIGTERM, then SIGKILL after 5 s) and removes the work folder. */
  stop(): Promise<void>;
}

/** The API instance on `port`: the first one migrates and seeds (api/src/main.ts), the others find it done. */
function startApi(port: number, options: ClusterOptions, work: string): Proc {
  return startNode(
    path.join(ROOT, 'api/src/main.ts'),
    {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      API_WORKERS: '1',
      API_LOG: '0',
      UPLOAD_DIR: path.join(work, 'uploads'),
      SMS_OUTBOX_DIR: path.join(work, 'outbox'),
      LOGIN_RATE_PER_IP: '1000000',
      LOGIN_RATE_PER_USERNAME: '1000000',
      ...options.apiEnv,
    },
    port,
  );
}

/**
 * Starts the cluster (see the module comment): API instance 0 first (it migrates and seeds), then the others, the
 * gateways, then nginx; resolves once nginx answers /api/ready. Throws, saying so, when nginx is not installed.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!NGINX) throw new Error(NGINX_MISSING);
  const work = mkdtempSync(path.join(os.tmpdir(), 'classroom-cluster-'));
  const apis: Proc[] = [];
  const gateways: Proc[] = [];
  let nginx: Proc | null = null;
  const stop = async () => {
    const all = [...(nginx ? [nginx] : []), ...gateways, ...apis];
    for (const p of all) p.child.kill('SIGTERM');
    // The SIGKILL timer is cleared once the process has exited: a pending one held the test worker open for 5 s
    // after its suite (jest: "a worker process has failed to exit gracefully").
    await Promise.all(
      all.map(async (p) => {
        const timer = setTimeout(() => p.child.kill('SIGKILL'), 5_000);
        await exited(p.child);
        clearTimeout(timer);
      }),
    );
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const ready = (p: Proc) => waitFor200(`http://127.0.0.1:${p.port}/api/ready`, 90_000, `API on ${p.port}`, p.child);
    apis.push(startApi(options.apiPorts[0]!, options, work));
    await ready(apis[0]!);
    for (const port of options.apiPorts.slice(1)) apis.push(startApi(port, options, work));
    for (const g of options.gateways ?? []) {
      gateways.push(
        startNode(
          path.join(ROOT, 'deploy/src/gateway-cli.ts'),
          {
            ...process.env,
            PORT: String(g.port),
            HOST: '127.0.0.1',
            API_URL: `http://127.0.0.1:${options.apiPorts[0]}`,
            ...g.env,
          },
          g.port,
        ),
      );
    }
    await Promise.all(apis.slice(1).map(ready));
    await Promise.all(
      gateways.map((g) =>
        waitFor200(`http://127.0.0.1:${g.port}/gateway/ready`, 90_000, `gateway on ${g.port}`, g.child),
      ),
    );

    nginx = startNginx({
      work,
      port: options.nginxPort,
      apiServers: options.apiPorts.map(
        (p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=${options.failTimeoutS ?? 5}s;`,
      ),
      gatewayServers: (options.gateways ?? []).map((g) => `server 127.0.0.1:${g.port} max_fails=1 fail_timeout=5s;`),
      workers: options.nginxWorkers,
    });
    await waitFor200(`http://127.0.0.1:${options.nginxPort}/api/ready`, 20_000, 'nginx', nginx.child);
  } catch (error) {
    const logs = [...apis, ...gateways, ...(nginx ? [nginx] : [])]
      .map((p) => `--- ${p.port}\n${p.output()}`)
      .join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
  return {
    base: `http://127.0.0.1:${options.nginxPort}`,
    apis,
    gateways,
    nginx: nginx!,
    restartApi: async (i) => {
      apis[i] = startApi(options.apiPorts[i]!, options, work);
      await waitFor200(
        `http://127.0.0.1:${apis[i]!.port}/api/ready`,
        90_000,
        `API on ${apis[i]!.port}`,
        apis[i]!.child,
      );
    },
    stop,
  };
}
