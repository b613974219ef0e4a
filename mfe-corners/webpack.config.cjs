// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-corners',
  devPort: 3113,
  title: 'mfe-corners (standalone)',
  exposes: { './app': './src/app.tsx', './CornerRows': './src/corners/corner-rows.tsx' },
});
