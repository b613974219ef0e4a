/**
 * Production safety (issue 13 §6): with NODE_ENV=production the API refuses to start while a secret is unset or still
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
  // Issue 11 §4: the provider's webhook secret (a forged webhook could mark an order paid).
  { name: 'PAYMENT_WEBHOOK_SECRET', developmentDefaults: ['embedded-development-webhook-secret'] },
];

/** The names of secrets that are unset, empty or at a development default in `env`; [] when all are set. */
export function unsafeSecrets(env: Record<string, string | undefined>, secrets: readonly SecretSpec[] = SECRETS): string[] {
  return secrets.filter((s) => !env[s.name]?.trim() || s.developmentDefaults.includes(env[s.name]!.trim())).map((s) => s.name);
}

/**
 * Throws when NODE_ENV is production and any secret is unsafe; the message names each variable. Outside production
 * (the embedded demo, tests) the development defaults are allowed.
 */
export function assertProductionSecrets(env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  const unsafe = unsafeSecrets(env);
  if (unsafe.length) {
    throw new Error(`Refusing to start in production: set ${unsafe.join(', ')} (unset or a development default; never commit a secret).`);
  }
}
