// @ts-check
const path = require('node:path');
const { Compilation, sources, WebpackError } = require('webpack');
const { createWebpackConfig } = require('@classroom/shared/build');

const base = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-exam',
  devPort: 3112,
  title: 'mfe-exam (standalone)',
  exposes: { './app': './src/app.tsx' },
});

/**
 * The screens whose files a page opened straight on them (a reload mid-exam) asks for beside the host's, per route
 * pattern (shared/src/links/screens/exam.ts): the modules that load the screen — its page's loader and the math loader
 * it calls. Their `import()`s are the screen's code (the page, KaTeX's code and CSS, the math module) and their static
 * imports of files are the faces the math loader preloads.
 */
const MATH_LOADER = 'src/lib/player/load-math.ts';
const SCREEN_LOADERS = {
  '/student/JeeExamScreen/:examId': ['src/lib/player/load-player.ts', MATH_LOADER],
  '/student/JeeAdvanceExamScreen/:examId': ['src/lib/player/load-player.ts', MATH_LOADER],
  '/student/InstructionsGenericDpp/:examId/exam': ['src/dpp/load-dpp-player.ts', MATH_LOADER],
  '/student/generic/:examId/exam': ['src/offline/load-offline-exam-page.ts', MATH_LOADER],
};

/**
 * Writes `screens.json` (decision 0008): per screen pattern of SCREEN_LOADERS, `files` — the
 * files of every chunk its loaders' `import()`s load (the chunk groups' chunks; JavaScript, and CSS if a chunk has any)
 * and the files its loaders import as assets (the KaTeX faces, `asset/resource`) — and `shared` — per shared module
 * those chunks consume, the files of this build's own copy (its provide block), which the page loads only when the host
 * does not provide that module (publish keeps those the live host lacks). Paths relative to the build folder, final
 * content hashes. The release CLI turns it into the release manifest's `extras.screens` (deploy/src/release/first-mount.ts).
 */
class ScreenFiles {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScreenFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScreenFiles', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          /** @param {import('webpack').Chunk} chunk */
          const filesOf = (chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file));
          // What the federation runtime loads when it takes this build's copy of a shared module: the chunks of the
          // module's provide block (the factory the build registers in the share scope), per share key.
          /** @type {Map<string, string[]>} */
          const providedFiles = new Map();
          for (const provide of compilation.modules) {
            if (provide.type !== 'provide-module') continue;
            const key = /** @type {{ _name: string }} */ (/** @type {unknown} */ (provide))._name;
            const chunks = provide.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
            providedFiles.set(key, [...new Set(chunks.flatMap(filesOf))].sort());
          }
          /** @type {Record<string, { files: string[], shared: Record<string, string[]> }>} */
          const screens = {};
          const allModules = [...compilation.modules].flatMap((m) => [
            m,
            .../** @type {{ modules?: import('webpack').Module[] }} */ (m.modules ?? []),
          ]);
          for (const [pattern, loaders] of Object.entries(SCREEN_LOADERS)) {
            /** @type {Set<string>} */
            const files = new Set();
            /** @type {Record<string, string[]>} */
            const shared = {};
            for (const loader of loaders) {
              const resource = path.join(__dirname, loader);
              const module = allModules.find((m) => /** @type {{ resource?: string }} */ (m).resource === resource);
              if (!module) {
                compilation.errors.push(
                  new WebpackError(`ScreenFiles: ${loader} (for ${pattern}) is not in the build`),
                );
                continue;
              }
              for (const block of module.blocks) {
                for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
                  filesOf(chunk).forEach((file) => files.add(file));
                  for (const consumed of chunkGraph.getChunkModulesIterable(chunk)) {
                    if (consumed.type !== 'consume-shared-module') continue;
                    const key = /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (consumed))
                      .options.shareKey;
                    const own = providedFiles.get(key);
                    // Read from webpack's provide modules (their `_name`): a webpack that changed them fails here, loudly.
                    if (!own)
                      compilation.errors.push(
                        new WebpackError(
                          `ScreenFiles: no copy of the shared module ${key} found among the build's own`,
                        ),
                      );
                    shared[key] = own ?? [];
                  }
                }
              }
              // The faces: the loader's imports of `asset/resource` files, found by their source file (the asset's name
              // carries its final content hash only in the compilation's assets).
              for (const dependency of module.dependencies) {
                const imported = /** @type {{ type?: string, resource?: string } | null} */ (
                  moduleGraph.getModule(dependency)
                );
                if (imported?.type !== 'asset/resource' || !imported.resource) continue;
                const source = path.relative(compiler.context, imported.resource).split(path.sep).join('/');
                const asset = compilation.getAssets().find((a) => a.info.sourceFilename === source);
                if (asset) files.add(asset.name);
              }
            }
            screens[pattern] = { files: [...files].sort(), shared };
          }
          compilation.emitAsset('screens.json', new sources.RawSource(JSON.stringify(screens, null, 2)));
        },
      );
    });
  }
}

/**
 * mfe-exam's additions to the shared preset:
 * KaTeX's fonts are bundled as files next to the chunks (no CDN, docs/decisions/0004). The service worker that keeps the offline
 * exam's shell (001 §4.5) is the host's /sw.js (host/src/sw/portal-sw.ts). The exam players' files are listed for the
 * release manifest (ScreenFiles).
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
  app.plugins?.push(new ScreenFiles());
  return app;
};
