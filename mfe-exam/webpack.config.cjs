// @ts-check
const path = require('node:path');
const { createWebpackConfig } = require('@classroom/shared/build');

const base = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-exam',
  devPort: 3112,
  title: 'mfe-exam (standalone)',
  exposes: { './app': './src/app.tsx' },
});

/**
 * mfe-exam's additions to the shared preset:
 * - KaTeX's fonts are bundled as files next to the chunks (no CDN, issue 4);
 * - a second, tiny build: the service worker exam-sw.js (Workbox; no Module Federation, no content hash because
 *   the host's /sw.js imports it by name). It runs after the app build so the app's `clean` cannot remove it.
 * @param {unknown} env @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => {
  const app = base(env, argv);
  app.name = 'mfe-exam';
  app.module?.rules?.push({ test: /\.(woff2?|ttf)$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } });
  const production = argv.mode !== 'development';
  /** @type {import('webpack').Configuration} */
  const sw = {
    name: 'exam-sw',
    dependencies: ['mfe-exam'],
    mode: production ? 'production' : 'development',
    target: 'webworker',
    context: __dirname,
    entry: { 'exam-sw': './src/sw/exam-sw.ts' },
    devtool: false,
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader', { paths: [path.dirname(require.resolve('@classroom/shared/build'))] }), options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 90, safari >= 14' } } },
        },
      ],
    },
    performance: { hints: false },
  };
  return [app, sw];
};
