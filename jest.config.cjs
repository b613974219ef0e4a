/**
 * One jest run for every package (ts-jest). Components run in jsdom, the API, deploy and bench in node.
 * `npm test` drives this through scripts/test.mjs.
 */
const base = (name, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          isolatedModules: true,
          target: 'ES2022',
        },
        diagnostics: false,
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../scripts/jest/style-mock.cjs',
    '\\.(woff2)$': '<rootDir>/../scripts/jest/file-mock.cjs',
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
    {
      // The API tests load @electric-sql/pglite's CommonJS build, whose import() of Node built-ins needs a rewrite
      // under jest (api/test/jest/pglite-transform.cjs); everything else in node_modules stays untransformed.
      ...base('api', 'node'),
      transform: {
        ...base('api', 'node').transform,
        '[\\\\/]@electric-sql[\\\\/]pglite[\\\\/].+\\.cjs$': '<rootDir>/test/jest/pglite-transform.cjs',
      },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/@electric-sql\\+pglite|@electric-sql/pglite/))'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/jest/'],
    },
    base('deploy', 'node'),
    base('bench', 'node'),
  ],
};
