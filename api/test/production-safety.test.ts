/**
 * Production safety (SECURITY.md "Production refuses development-only settings", docs/decisions/0010-production-profile.md):
 * with NODE_ENV=production the API refuses to start with a development-default secret, the sandbox payment provider,
 * the SMS outbox or PGlite, naming the setting; and it never seeds the demo institute.
 */
import {
  assertProductionConfig,
  PRODUCTION_SETTINGS,
  productionRefusals,
  unsafeSecrets,
} from '../src/production-safety';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { freePort, productionEnv, ROOT, startApi, testPostgres, type TestPostgres } from './api-process';

/** The port the configuration checks name (no process listens on it). */
const PORT = 3611;

test('in production an unset or default PAYMENT_SECRET is refused, naming the variable; a real one passes', () => {
  const good = productionEnv('postgres://db.internal/classroom', PORT);
  expect(() => assertProductionConfig({ ...good, PAYMENT_SECRET: undefined })).toThrow(/PAYMENT_SECRET/);
  expect(() => assertProductionConfig({ ...good, PAYMENT_SECRET: 'embedded-development-payment-secret' })).toThrow(
    /PAYMENT_SECRET/,
  );
  expect(() => assertProductionConfig(good)).not.toThrow();
  expect(unsafeSecrets({ PAYMENT_SECRET: '  ', PAYMENT_WEBHOOK_SECRET: 'w-9f2-a-real-webhook-secret' })).toEqual([
    'PAYMENT_SECRET',
  ]);
});

test('the webhook secret is refused in production while unset or at its development default', () => {
  const good = productionEnv('postgres://db.internal/classroom', PORT);
  expect(() => assertProductionConfig({ ...good, PAYMENT_WEBHOOK_SECRET: undefined })).toThrow(
    /PAYMENT_WEBHOOK_SECRET/,
  );
  expect(() =>
    assertProductionConfig({ ...good, PAYMENT_WEBHOOK_SECRET: 'embedded-development-webhook-secret' }),
  ).toThrow(/PAYMENT_WEBHOOK_SECRET/);
});

test('production names each development-only setting: sandbox payments (even deliberate), no key id, the outbox, PGlite, uploads in a folder', () => {
  const good = productionEnv('postgres://db.internal/classroom', PORT);
  expect(productionRefusals(good)).toEqual([]);
  expect(productionRefusals({ ...good, PAYMENT_PROVIDER: undefined })).toEqual([
    expect.stringMatching(/^PAYMENT_PROVIDER=razorpay \(unset/),
  ]);
  expect(productionRefusals({ ...good, PAYMENT_PROVIDER: 'sandbox' })).toEqual([
    expect.stringMatching(/^PAYMENT_PROVIDER=razorpay \('sandbox'/),
  ]);
  expect(productionRefusals({ ...good, PAYMENT_KEY_ID: '' })).toEqual([expect.stringMatching(/^PAYMENT_KEY_ID/)]);
  expect(productionRefusals({ ...good, SMS_GATEWAY_URL: undefined })).toEqual([
    expect.stringMatching(/^SMS_GATEWAY_URL/),
  ]);
  expect(productionRefusals({ ...good, DATABASE_URL: '' })).toEqual([expect.stringMatching(/^DATABASE_URL/)]);
  expect(productionRefusals({ ...good, UPLOAD_STORE: '' })).toEqual([expect.stringMatching(/^UPLOAD_STORE=s3:/)]);
});

test('PRODUCTION_SETTINGS, the list the recipes are checked against, is exactly what production refuses to start without', () => {
  const good = productionEnv('postgres://db.internal/classroom', PORT);
  const required = Object.keys(good).filter((name) => {
    const { [name]: _dropped, ...without } = good;
    return productionRefusals(without).length > 0;
  });
  expect(PRODUCTION_SETTINGS.map((s) => s.name).sort()).toEqual(required.sort());
  for (const { name, fixed } of PRODUCTION_SETTINGS.filter((s) => s.fixed)) {
    expect(productionRefusals({ ...good, [name]: fixed })).toEqual([]);
    expect(productionRefusals({ ...good, [name]: `${fixed}-other` }).length).toBeGreaterThan(0);
  }
});

test('outside production the embedded demo runs with the development defaults', () => {
  expect(() => assertProductionConfig({ NODE_ENV: 'development' })).not.toThrow();
  expect(() => assertProductionConfig({})).not.toThrow();
});

describe('the API process in production mode', () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await testPostgres();
  }, 120_000);
  afterAll(() => pg?.stop(), 60_000);

  // Each case: one setting of an otherwise complete production environment, and the variable the refusal must name.
  const refused: [string, Record<string, string | undefined>, RegExp][] = [
    ['the default payment secret', { PAYMENT_SECRET: 'embedded-development-payment-secret' }, /set PAYMENT_SECRET \(/],
    [
      'no payment provider (the sandbox by default)',
      { PAYMENT_PROVIDER: undefined },
      /PAYMENT_PROVIDER=razorpay \(unset/,
    ],
    ['PAYMENT_PROVIDER=sandbox on purpose', { PAYMENT_PROVIDER: 'sandbox' }, /PAYMENT_PROVIDER=razorpay \('sandbox'/],
    ['no SMS gateway (the dev outbox)', { SMS_GATEWAY_URL: undefined }, /SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN/],
    ['no DATABASE_URL (PGlite)', { DATABASE_URL: undefined }, /DATABASE_URL \(production runs on PostgreSQL/],
    ['uploads in a folder', { UPLOAD_STORE: undefined }, /UPLOAD_STORE=s3:\/\/bucket\/prefix/],
  ];
  test.each(refused)(
    'refuses to start with %s, naming the setting',
    async (_name, change, named) => {
      const start = await startApi({ ...productionEnv(pg.url, await freePort()), ...change });
      if (start.listening) await start.stop();
      expect(start.listening).toBe(false);
      expect(start.output).toMatch(/Refusing to start in production/);
      expect(start.output).toMatch(named);
    },
    90_000,
  );

  test('starts on an empty PostgreSQL without the demo institute: the demo student cannot sign in, no sandbox checkout', async () => {
    const port = await freePort();
    const start = await startApi(productionEnv(pg.url, port));
    if (!start.listening) throw new Error(`the production API did not start:\n${start.output}`);
    try {
      // Production never migrates (decision 0012): the migrator does, then the same instance turns ready by itself.
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(503);
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/src/db/migrate-cli.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: pg.url },
        stdio: 'ignore',
      });
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      const signIn = await fetch(`http://127.0.0.1:${port}/api/users/v1/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '7000000001', password: 'Student@2027' }),
      });
      expect(signIn.status).toBeGreaterThanOrEqual(400);
      const demo = await fetch(`http://127.0.0.1:${port}/api/users/v1/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '9876543212', password: 'Rohan@2027' }),
      });
      expect(demo.status).toBeGreaterThanOrEqual(400);
      expect((await fetch(`http://127.0.0.1:${port}/api/payment/sandbox/checkout.js`)).status).toBe(404);
      expect(start.output).not.toMatch(/demo data seeded/);
    } finally {
      await start.stop();
    }
  }, 90_000);
});
