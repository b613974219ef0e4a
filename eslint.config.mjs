// ESLint flat config for the whole workspace: `pnpm run lint` (also a step of `npm test`, 0 warnings allowed).
// The house rules it keeps (docs/decisions/0020-house-rules-checked-by-eslint.md):
//   - a remote never imports another remote or the host; the host never imports a remote's source (remotes load
//     at run time through Module Federation);
//   - shared/ never imports a remote or the host;
//   - product code (the apps, shared/, api/src, deploy/src) never imports bench/, the performance lab;
//   - inside an app, a feature folder (src/<feature>/) never imports another feature; the parts several features
//     use live in src/data, src/ui or src/lib, which import no feature (shared/build/feature-zones.cjs).
// Plus React's hook rules (eslint-plugin-react-hooks), accessibility (eslint-plugin-jsx-a11y) and
// typescript-eslint's recommended set. Not type-aware, so a lint of the whole tree stays fast on 2 cores.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import featureRule from './shared/build/feature-zones.cjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = ['mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account'];
const APPS = ['host', ...REMOTES];
const others = (name) => APPS.filter((app) => app !== name);

const folders = (dir) =>
  readdirSync(path.join(ROOT, dir)).filter((name) => statSync(path.join(ROOT, dir, name)).isDirectory());

const packageZones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: others(app).map((other) => `./${other}`),
    message:
      'An app never imports another app: remotes load at run time and talk through @classroom/shared (docs/decisions/0020).',
  })),
  {
    target: './shared',
    from: APPS.map((app) => `./${app}`),
    message: 'shared/ never imports the host or a remote (docs/decisions/0020).',
  },
  {
    target: [...APPS.map((app) => `./${app}`), './shared', './api/src', './deploy/src'],
    from: './bench',
    message: 'Product code never imports the performance lab: bench/ depends on the product, never the reverse.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/seed/static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...packageZones, ...APPS.flatMap((app) => featureRule.featureZones(app, folders))] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@classroom/host', '@classroom/host/*', '@classroom/mfe-*'],
              message: 'No package imports an app by name: remotes load at run time (docs/decisions/0020).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circles in the API (its modules load in order at start-up; a circle there leaves a binding undefined).
    files: ['api/src/**/*.ts', 'api/seed/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['{host,mfe-dashboard,mfe-exam,mfe-corners,mfe-account,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      // React's two hook rules. The plugin's other recommended rules (refs, set-state-in-effect, purity,
      // incompatible-library) check code for the React Compiler, which this project does not use: they flag
      // latest-value refs read during render and state reset in effects, both correct without the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table wrapper is a labelled role="region" with tabIndex 0, so a keyboard user can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable): that role may take a tab stop.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Class recordings and lecture videos come from the institute without caption files: the API has no
      // caption field, so there is no <track> to give.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    // The side menu is a modal <dialog>: a click on its backdrop closes it as Escape (onCancel) does for the
    // keyboard, so the click handler needs no key twin.
    files: ['host/src/shell/side-menu.tsx'],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
    },
  },
  {
    // The TeX converter marks the places of converted tables with NUL-delimited tokens, a character TeX source
    // never holds.
    files: ['shared/src/math/tex-text.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    rules: {
      // A leading underscore marks a value taken only to leave it out (`const { a: _a, ...rest } = x`) or a
      // parameter a signature needs.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Code that runs in a browser page: the sandbox checkout script the API serves as is (plain ES5, no build,
    // so its closures keep `this` as `self`), Playwright's page functions in the web benchmark, jest's jsdom setup.
    files: ['api/src/payments/sandbox-checkout.js', 'bench/web/*.mjs', 'scripts/jest/jsdom-setup.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['api/src/payments/sandbox-checkout.js'],
    languageOptions: { sourceType: 'script' },
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
