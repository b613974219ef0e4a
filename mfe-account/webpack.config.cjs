// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-account',
  devPort: 3114,
  title: 'mfe-account (standalone)',
  exposes: { './app': './src/app.tsx' },
});
