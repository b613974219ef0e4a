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
 * mfe-exam's additions to the shared preset:
 * KaTeX's fonts are bundled as files next to the chunks (no CDN, docs/decisions/0004). The service worker that keeps the offline
 * exam's shell (001 §4.5) is the host's /sw.js (host/src/sw/portal-sw.ts).
 * @param {unknown} env @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => {
  const app = base(env, argv);
  app.name = 'mfe-exam';
  app.module?.rules?.push({
    test: /\.(woff2?|ttf)$/,
    type: 'asset/resource',
    generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
  });
  return app;
};
