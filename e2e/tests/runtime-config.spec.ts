import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../deploy/test/cluster';
import { account } from './support';

/**
 * Every outside address comes from runtime config (/config.json, set by environment at the gateway),
 * none baked into a build. A second gateway over the same release store and API, started with other addresses,
 * serves the same built files — and the page shows the new addresses.
 */
const ROOT = path.resolve(__dirname, '../..');

let gateway: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  gateway = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['deploy/src/gateway-cli.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      API_URL: `http://127.0.0.1:${process.env.E2E_API_PORT ?? 3301}`,
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      PORTAL_CARE_EMAIL: 'fees-desk@changed.example.in',
      PORTAL_COUNSELLOR_URL: 'https://counsel.changed.example.in/talk',
      PORTAL_JEE_ADVANCED_TEST_SERIES_URL: 'https://series.changed.example.in/jee-advanced',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/config.json`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(() => {
  gateway?.kill('SIGTERM');
});

test('an address changed in the gateway environment shows in the page without a rebuild (001 §2.7 care e-mail, counsellor)', async ({
  page,
}) => {
  const config = (await (await fetch(`${origin}/config.json`)).json()) as { links: { careEmail: string } };
  expect(config.links.careEmail).toBe('fees-desk@changed.example.in');

  const demo = account('fees-due');
  await page.goto(`${origin}/`);
  await page.getByLabel('Mobile number').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/student/locked');
  await expect(page.getByRole('link', { name: 'fees-desk@changed.example.in' })).toHaveAttribute(
    'href',
    'mailto:fees-desk@changed.example.in',
  );
  await expect(page.getByRole('link', { name: /Contact counsellor/ })).toHaveAttribute(
    'href',
    'https://counsel.changed.example.in/talk',
  );

  // The same build behind the suite's own gateway shows the demo address: the text came from config, not the build.
  const demoConfig = (await (await page.request.get('/config.json')).json()) as { links: { careEmail: string } };
  expect(demoConfig.links.careEmail).not.toBe('fees-desk@changed.example.in');
});

test("section 303's JEE Advanced test-series button links to the gateway's address (000 §6)", async ({ page }) => {
  const demo = account('section-303');
  await page.goto(`${origin}/`);
  await page.getByLabel('Mobile number').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/student');
  await expect(page.getByRole('link', { name: /JEE Advanced Test Series/ })).toHaveAttribute(
    'href',
    'https://series.changed.example.in/jee-advanced',
  );
});
