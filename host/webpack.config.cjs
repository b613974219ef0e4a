// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');

module.exports = createWebpackConfig({ dir: __dirname, appName: 'host', devPort: 3110, title: 'Classroom' });
