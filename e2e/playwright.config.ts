import { defineConfig } from '@playwright/test';

/**
 * End-to-end suite (ARCHITECTURE §8): Debian's Chromium (/usr/bin/chromium, never a downloaded
 * browser) against the portal started as `npm start` starts it (global-setup.ts), on its own ports
 * and a fresh database. One worker: the tests share one portal and the machine has 2 cores.
 */
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8180);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../var/test-results/e2e.json' }],
  ],
  globalSetup: './global-setup.ts',
  outputDir: '../var/test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${GATEWAY_PORT}`,
    // The portal's service worker answers requests page.route() never sees: specs that route or hold a file run
    // without it; the specs about the worker and offline use opt in (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
