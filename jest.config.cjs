/**
 * One jest run for every package (ts-jest). Components run in jsdom, the API and deploy in node.
 * `npm test` drives this through scripts/test.mjs.
 */
const base = (name, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true, target: 'ES2022' }, diagnostics: false }],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../scripts/jest/style-mock.cjs',
    '^@classroom/shared/ui/tokens.css$': '<rootDir>/../scripts/jest/style-mock.cjs',
    '^@classroom/shared/build$': '<rootDir>/../shared/build/webpack-preset.cjs',
    '^@classroom/shared/(.*)$': '<rootDir>/../shared/src/$1',
  },
  setupFiles: environment === 'jsdom' ? ['<rootDir>/../scripts/jest/jsdom-setup.cjs'] : [],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});

module.exports = {
  projects: [
    base('shared', 'jsdom'),
    base('host', 'jsdom'),
    base('mfe-dashboard', 'jsdom'),
    base('mfe-exam', 'jsdom'),
    base('mfe-corners', 'jsdom'),
    base('mfe-account', 'jsdom'),
    base('api', 'node'),
    base('deploy', 'node'),
  ],
};
