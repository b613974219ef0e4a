// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');

const base = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-exam',
  devPort: 3112,
  title: 'mfe-exam (standalone)',
  exposes: { './app': './src/app.tsx' },
});

/**
 * mfe-exam's additions to the shared preset: KaTeX's fonts are bundled as files next to the chunks
 * (no CDN, issue 4), resolved relative to the remote's own folder like its other chunks.
 * @type {typeof base}
 */
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module?.rules?.push({ test: /\.(woff2?|ttf)$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } });
  return config;
};
