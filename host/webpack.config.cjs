// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');
const { Compilation, sources } = require('webpack');

const base = createWebpackConfig({ dir: __dirname, appName: 'host', devPort: 3110, title: 'Classroom' });

/**
 * The portal-root service worker /sw.js (issue 4, ARCHITECTURE §6). A worker's scope is limited to its own folder,
 * so the offline exam's worker (mfe-exam's exam-sw.js, which mfe-exam owns and releases) is imported from here.
 */
class RootServiceWorkerStub {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RootServiceWorkerStub', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RootServiceWorkerStub', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('sw.js', new sources.RawSource(STUB));
      });
    });
  }
}

// The page registers /sw.js?exam=<its own release folder>/exam-sw.js, so a new mfe-exam release updates the worker.
const STUB = `const exam = new URL(self.location.href).searchParams.get('exam');
if (exam && /^\\/remotes\\/mfe-exam\\/[A-Za-z0-9._+-]+\\/exam-sw\\.js$/.test(exam)) importScripts(exam);
`;

/** @type {typeof base} */
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins = [...(config.plugins ?? []), new RootServiceWorkerStub()];
  return config;
};
