// `npm test`: type-check, lint, format check, every jest project (units, components, API via Fastify inject), then the
// Playwright e2e suite in Debian's Chromium against the portal started as `npm start` starts it.
// The last line is 'N passed, N failed'.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { ensureTools, freePort, startThrowawayPostgres } from './provision.mjs';

ensurePnpm();
// Chromium, nginx and PostgreSQL from Debian's packages when missing (scripts/provision.mjs), then a throw-away
// PostgreSQL cluster for the API suite's second run, unless TEST_DATABASE_URL names a server already.
const { pgBin } = ensureTools();
if (!process.env.TEST_DATABASE_URL) {
  const pg = startThrowawayPostgres(pgBin, Number(process.env.TEST_PG_PORT) || (await freePort()));
  process.env.TEST_DATABASE_URL = pg.url;
  process.on('exit', pg.stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
}
const { ROOT, buildAll } = await import('./build.mjs');
const results = path.join(ROOT, 'var', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
execSync('pnpm install --frozen-lockfile', { cwd: ROOT, stdio: 'inherit' });

let passed = 0;
let failed = 0;
const step = (name) => console.log(`\n=== ${name} ===`);

step('Type-check (tsc --noEmit, every package)');
const tsc = spawnSync('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: ROOT, stdio: 'inherit' });
if (tsc.status === 0) passed += 1;
else failed += 1;

step('Lint (ESLint: house rules, hooks, accessibility; 0 warnings)');
const lint = spawnSync('pnpm', ['run', '--silent', 'lint'], { cwd: ROOT, stdio: 'inherit' });
if (lint.status === 0) passed += 1;
else failed += 1;

step('Format (prettier --check)');
const format = spawnSync('pnpm', ['run', '--silent', 'format:check'], { cwd: ROOT, stdio: 'inherit' });
if (format.status === 0) passed += 1;
else failed += 1;

step('Jest (ts-jest): shared, host, remotes, api, deploy');
const jestJson = path.join(results, 'jest.json');
spawnSync('pnpm', ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (existsSync(jestJson)) {
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
} else failed += 1;

{
  // The same API suite on a PostgreSQL server (the throw-away cluster above): every test file gets its own database there.
  step(`Jest: the API suite again on PostgreSQL (${process.env.TEST_DATABASE_URL})`);
  const pgJson = path.join(results, 'jest-postgres.json');
  spawnSync(
    'pnpm',
    ['exec', 'jest', '--ci', '--selectProjects', 'api', '--maxWorkers=2', '--json', `--outputFile=${pgJson}`],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL },
    },
  );
  if (existsSync(pgJson)) {
    const report = JSON.parse(readFileSync(pgJson, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  } else failed += 1;
}

step('Build (webpack, production)');
try {
  await buildAll();
  step('End-to-end (Playwright, /usr/bin/chromium)');
  const e2eJson = path.join(results, 'e2e.json');
  spawnSync('pnpm', ['exec', 'playwright', 'test'], {
    cwd: path.join(ROOT, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
  });
  if (existsSync(e2eJson)) {
    const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected + (stats.flaky ?? 0);
    if (stats.expected + stats.unexpected === 0) failed += 1;
  } else failed += 1;
} catch (error) {
  console.error(error.message);
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
