/**
 * Production safety (SECURITY.md): with NODE_ENV=production the API refuses to start while a secret is unset or still
 * at its development default — a default committed to git is known to everyone (a student could forge a payment
 * signature with it). Each secret names its variable so the operator knows what to set.
 */

/** A secret the API reads from the environment, with the development defaults that must never run in production. */
export interface SecretSpec {
  /** Environment variable, e.g. 'PAYMENT_SECRET'. */
  name: string;
  /** Values that are public (committed defaults); an unset or empty variable is refused too. */
  developmentDefaults: readonly string[];
}

/** The API's secrets. Payment adapters add theirs here (webhook secret). */
export const SECRETS: SecretSpec[] = [
  { name: 'PAYMENT_SECRET', developmentDefaults: ['embedded-development-payment-secret'] },
  // docs/decisions/0006: the provider's webhook secret (a forged webhook could mark an order paid).
  { name: 'PAYMENT_WEBHOOK_SECRET', developmentDefaults: ['embedded-development-webhook-secret'] },
];

/**
 * Every setting the production profile requires, in one list (`productionRefusals` refuses a start without each): the
 * deployment recipes (deploy/compose, deploy/k8s) and docs/OPERATIONS.md are checked against it by
 * deploy/test/recipes.test.ts. `fixed`: the one value production takes; `shape`: a value the recipes write, of that
 * form; every other setting is the institute's own and comes from the operator's environment (Compose `${NAME:?}`)
 * or a Secret (Kubernetes).
 */
export const PRODUCTION_SETTINGS: readonly { name: string; fixed?: string; shape?: RegExp; what: string }[] = [
  { name: 'DATABASE_URL', what: 'postgres://user:password@host:port/db (through PgBouncer for the API)' },
  { name: 'PAYMENT_SECRET', what: "the payment provider's key secret" },
  { name: 'PAYMENT_WEBHOOK_SECRET', what: "the payment provider's webhook secret" },
  { name: 'PAYMENT_PROVIDER', fixed: 'razorpay', what: 'the live payment provider' },
  { name: 'PAYMENT_KEY_ID', what: "the payment provider's public key id" },
  { name: 'SMS_GATEWAY_URL', what: "the SMS gateway's send URL" },
  { name: 'SMS_GATEWAY_TOKEN', what: "the SMS gateway's token" },
  {
    name: 'UPLOAD_STORE',
    shape: /^s3:\/\/[^/]+\/\S+$/,
    what: 'the object store of uploaded files, s3://bucket/prefix',
  },
];

/** The names of secrets that are unset, empty or at a development default in `env`; [] when all are set. */
export function unsafeSecrets(
  env: Record<string, string | undefined>,
  secrets: readonly SecretSpec[] = SECRETS,
): string[] {
  return secrets
    .filter((s) => !env[s.name]?.trim() || s.developmentDefaults.includes(env[s.name]!.trim()))
    .map((s) => s.name);
}

/**
 * The development-only settings production refuses (docs/decisions/0010-production-profile.md): each entry names the variable to set and why.
 * `[]` outside production or when every setting is fit for production.
 * - `DATABASE_URL`: production runs on PostgreSQL; the embedded PGlite is one process on one disk, for development.
 * - `PAYMENT_PROVIDER=razorpay` and `PAYMENT_KEY_ID`: the sandbox provider (and its sandbox-pay routes) marks any order
 *   paid without money, so it is refused whether unset or set deliberately to `sandbox`.
 * - `SMS_GATEWAY_URL` and `SMS_GATEWAY_TOKEN`: the outbox writes one-time codes to a file; production sends them.
 * - `UPLOAD_STORE`: uploads in a folder are on one instance's disk, seen by no other instance and lost with it
 *   (http/file-store.ts).
 */
export function productionRefusals(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  if (!env.DATABASE_URL?.trim())
    refusals.push('DATABASE_URL (production runs on PostgreSQL, never the embedded PGlite)');
  if (env.PAYMENT_PROVIDER !== 'razorpay') {
    refusals.push(
      `PAYMENT_PROVIDER=razorpay (${env.PAYMENT_PROVIDER ? `'${env.PAYMENT_PROVIDER}'` : 'unset'}: the sandbox provider and its routes are for development only)`,
    );
  } else if (!env.PAYMENT_KEY_ID?.trim()) {
    refusals.push("PAYMENT_KEY_ID (the payment provider's key id)");
  }
  if (!env.SMS_GATEWAY_URL?.trim() || !env.SMS_GATEWAY_TOKEN?.trim()) {
    refusals.push('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN (the SMS outbox is for development only)');
  }
  if (!env.UPLOAD_STORE?.trim()) {
    refusals.push("UPLOAD_STORE=s3://bucket/prefix (uploads in a folder are on one instance's disk only)");
  }
  return [
    ...unsafeSecrets(env).map((name) => `${name} (unset or a development default; never commit a secret)`),
    ...refusals,
  ];
}

/**
 * Throws when NODE_ENV is production and a secret is unsafe or a development-only setting is in force; the message
 * names each variable (`productionRefusals`). Outside production (the embedded demo, tests) everything is allowed.
 */
export function assertProductionConfig(env: Record<string, string | undefined> = process.env): void {
  const refusals = productionRefusals(env);
  if (refusals.length) throw new Error(`Refusing to start in production: set ${refusals.join('; ')}.`);
}
