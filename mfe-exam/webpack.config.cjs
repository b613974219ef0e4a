// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-exam',
  devPort: 3112,
  title: 'mfe-exam (standalone)',
  exposes: { './app': './src/app.tsx' },
});
