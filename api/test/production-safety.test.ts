/** Production safety (issue 13 §6): the API refuses to start in production with a development-default secret. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { assertProductionSecrets, unsafeSecrets } from '../src/production-safety';

test('in production an unset or default PAYMENT_SECRET is refused, naming the variable; a real one passes', () => {
  expect(() => assertProductionSecrets({ NODE_ENV: 'production' })).toThrow(/PAYMENT_SECRET/);
  expect(() => assertProductionSecrets({ NODE_ENV: 'production', PAYMENT_SECRET: 'embedded-development-payment-secret' })).toThrow(/PAYMENT_SECRET/);
  expect(() => assertProductionSecrets({ NODE_ENV: 'production', PAYMENT_SECRET: 'k8Jd-a-real-secret-from-the-vault', PAYMENT_WEBHOOK_SECRET: 'w-9f2-a-real-webhook-secret' })).not.toThrow();
  expect(unsafeSecrets({ PAYMENT_SECRET: '  ', PAYMENT_WEBHOOK_SECRET: 'w-9f2-a-real-webhook-secret' })).toEqual(['PAYMENT_SECRET']);
});

test('issue 11 §4: the webhook secret is refused in production while unset or at its development default', () => {
  const real = { NODE_ENV: 'production', PAYMENT_SECRET: 'k8Jd-a-real-secret-from-the-vault' };
  expect(() => assertProductionSecrets(real)).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  expect(() => assertProductionSecrets({ ...real, PAYMENT_WEBHOOK_SECRET: 'embedded-development-webhook-secret' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
});

test('outside production the embedded demo runs with the development defaults', () => {
  expect(() => assertProductionSecrets({ NODE_ENV: 'development' })).not.toThrow();
  expect(() => assertProductionSecrets({})).not.toThrow();
});

test('the API process itself exits non-zero in production with the default secret and prints which', () => {
  const root = path.resolve(__dirname, '../..');
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: root, encoding: 'utf8', timeout: 60_000,
    env: { ...process.env, NODE_ENV: 'production', PAYMENT_SECRET: 'embedded-development-payment-secret', PORT: '1', DATABASE_URL: '' },
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/Refusing to start in production: set PAYMENT_SECRET, PAYMENT_WEBHOOK_SECRET/);
}, 60_000);
