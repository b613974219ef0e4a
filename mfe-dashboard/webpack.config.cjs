// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-dashboard',
  devPort: 3111,
  title: 'mfe-dashboard (standalone)',
  exposes: { './app': './src/app.tsx' },
});
