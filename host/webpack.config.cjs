// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');
const { Compilation, sources, WebpackError } = require('webpack');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
// The preset's own html-webpack-plugin instance (its hooks are per instance; the host does not depend on it directly).
const HtmlWebpackPlugin = require(
  require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('@classroom/shared/build'))] }),
);

/**
 * react-router-dom as the host provides it: the exports the apps use (src/router/react-router-dom.mjs),
 * under react-router-dom's own version so remotes asking for ^7 take it as the one singleton. react-router is not a
 * dependency of the host: the alias points at the copy react-router-dom itself uses (its ES module build, which the
 * package's `import` condition selects), so the page still holds one copy.
 */
const reactRouterDomDir = path.dirname(require.resolve('react-router-dom/package.json'));
const reactRouterDir = path.dirname(require.resolve('react-router/package.json', { paths: [reactRouterDomDir] }));
const reactRouterDom = {
  import: './src/router/react-router-dom.mjs',
  version: /** @type {{ version: string }} */ (require(path.join(reactRouterDomDir, 'package.json'))).version,
};

const base = createWebpackConfig({
  dir: __dirname,
  appName: 'host',
  devPort: 3110,
  title: 'Classroom',
  sharedOverrides: { 'react-router-dom': reactRouterDom },
  eagerShared: ['@classroom/shared/links/screens'],
});

/**
 * The JavaScript files of a named chunk group and, through the shared modules its chunks consume (react, react-dom,
 * react-router-dom, @classroom/shared/…), the chunks holding the host's own copies of those modules — the host
 * provides them to the share scope and, loading first, is the version every remote takes (ARCHITECTURE §2.4).
 * Followed transitively (a shared chunk consumes other shared modules). Paths relative to output.publicPath.
 * @param {import('webpack').Compilation} compilation
 * @param {string} groupName
 * @returns {string[]}
 */
function chunkGroupScripts(compilation, groupName) {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) throw new Error(`FirstScreenPreload: no chunk group named '${groupName}' (see host/src/index.ts)`);
  const { chunkGraph } = compilation;
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @param {import('webpack').Chunk} chunk */
  const visit = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // A ConsumeSharedModule (lazy, not eager) loads its fallback — the host's own copy — through an async block.
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        const fallback = chunkGraph.getBlockChunkGroup(block);
        for (const next of fallback?.chunks ?? []) visit(next);
      }
    }
  };
  for (const chunk of group.chunks) visit(chunk);
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
}

/** The inline script that sends the dashboard's first calls as index.html is parsed (src/lib/early-calls/index.ts, decision 0027). */
const EARLY_CALLS_SCRIPT = path.join(__dirname, 'src', 'lib', 'early-calls', 'early-calls.inline.js');

/** The nginx snippet whose Content-Security-Policy must allow the page's inline scripts by hash (decision 0027). */
const NGINX_SECURITY_HEADERS = path.join(__dirname, '..', 'deploy', 'nginx', 'portal-security-headers.conf');

/**
 * The CSP sources (`'sha256-<base64>'`) of the inline scripts of a built index.html: `<script>` elements without
 * attributes, their text as served (after the minimizer, which also minifies inline scripts).
 * @param {string} html
 * @returns {string[]}
 */
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * decision 0007: index.html asks for the first render's chunks beside main.js —
 * `<link rel="preload" as="script">` for the bootstrap chunk group (the sign-in screen is part of it) and the shared
 * chunks it consumes — instead of after main.js has run (one round trip of 562.5 ms on Slow 4G). Every route runs the
 * bootstrap, so the list holds for every page the host serves. Plain links: the CSP holds. Webpack
 * then inserts `<script src>` for the same URLs (no crossorigin attribute on either), which the browser serves from
 * the preload. The list is also emitted as `first-screen.json` (`preload`: file names, for tests and tools), with
 * `student`: the URLs a signed-in student's page needs next (see below), which the gateway preloads on /student pages,
 * and `inlineScripts`: the CSP sources (`'sha256-…'`) of the page's one inline script, the dashboard's early calls
 * (src/lib/early-calls), which the gateway adds to the page's Content-Security-Policy (nginx's names it too).
 */
class FirstScreenPreload {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenPreload', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenPreload', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = chunkGroupScripts(compilation, 'bootstrap');
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        // The dashboard's first calls from the page itself, before the build's script and preload tags (so its requests
        // are asked for with them, not after) and after the runtime config the gateway inlines at the start of <head>.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, readFileSync(EARLY_CALLS_SCRIPT, 'utf8').trim()),
        );
        // What a signed-in student page adds after them: the student shell's chunk group (with after-sign-in: the API
        // client, the contract, TanStack Query; single-spa for the remote's mount is in the shell's own chunk). The
        // gateway adds these links to index.html for page paths under /student only (deploy/src/student-preload.ts).
        const student = chunkGroupScripts(compilation, 'student-layout')
          .filter((file) => !files.includes(file))
          .sort();
        // A student page off the dashboard also loads the API client's `calls` chunk (axios, the whole contract) as
        // soon as main.js runs (src/index.ts, preloadApiClient); the gateway names it there (decision 0008).
        const apiClient = [...(compilation.namedChunks.get('calls')?.files ?? [])].filter((file) =>
          file.endsWith('.js'),
        );
        // Emitted here so webpack's final content hashes replace the names in it, as in index.html; the inline scripts'
        // hashes are added once the minimizer has run (below).
        compilation.emitAsset(
          'first-screen.json',
          new sources.RawSource(
            JSON.stringify(
              {
                preload: files,
                student: student.map((file) => `${publicPath}${file}`),
                apiClient: apiClient.map((file) => `${publicPath}${file}`),
              },
              null,
              2,
            ),
          ),
        );
        return data;
      });
      // After the minimizer (which rewrites inline scripts too) and the final content hashes: the inline scripts of the
      // index.html actually served.
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenPreload', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html')?.source.source().toString() ?? '';
          const inlineScripts = inlineScriptHashes(html);
          const nginx = readFileSync(NGINX_SECURITY_HEADERS, 'utf8');
          const missing = inlineScripts.filter((hash) => !nginx.includes(hash));
          if (missing.length > 0)
            compilation.errors.push(
              new WebpackError(
                `FirstScreenPreload: index.html's inline script is ${missing.join(' ')}; add it to script-src in ` +
                  `deploy/nginx/portal-security-headers.conf (and remove the old hash), or nginx's CSP refuses it`,
              ),
            );
          const lists = JSON.parse(compilation.getAsset('first-screen.json')?.source.source().toString() ?? '{}');
          compilation.updateAsset(
            'first-screen.json',
            new sources.RawSource(JSON.stringify({ ...lists, inlineScripts }, null, 2)),
          );
        },
      );
    });
  }
}

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]} */
module.exports = (env, argv) => {
  const config = base(env, argv);
  const production = argv?.mode !== 'development';
  config.name = 'host';
  config.plugins = [...(config.plugins ?? []), ...(production ? [new FirstScreenPreload()] : [])];
  if (production) {
    config.resolve = {
      ...config.resolve,
      alias: {
        ...config.resolve?.alias,
        'react-router$': path.join(reactRouterDir, 'dist', 'development', 'index.mjs'),
      },
    };
    // The re-export file joins react-router in the vendor chunk (one request fewer on the first screen).
    const split = config.optimization?.splitChunks;
    if (split && split.cacheGroups)
      split.cacheGroups.routerExports = {
        test: /[\\/]host[\\/]src[\\/]router[\\/]react-router-dom\.mjs$/,
        name: 'vendor',
        enforce: true,
        priority: 20,
      };
  }
  return [config, serviceWorker(production)];
};

/**
 * The portal's one service worker, /sw.js (ARCHITECTURE §6; caching rules: docs/decisions/0016-*.md): a second, tiny
 * build of src/sw/portal-sw.ts (Workbox; no Module Federation, no content hash — a worker's URL must stay the same,
 * and at the root so its scope is the whole portal). It runs after the app build so the app's `clean` cannot remove it.
 * @param {boolean} production
 * @returns {import('webpack').Configuration}
 */
function serviceWorker(production) {
  return {
    name: 'portal-sw',
    dependencies: ['host'],
    mode: production ? 'production' : 'development',
    target: 'webworker',
    context: __dirname,
    entry: { sw: './src/sw/portal-sw.ts' },
    devtool: false,
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader', {
              paths: [path.dirname(require.resolve('@classroom/shared/build'))],
            }),
            options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 90, safari >= 14' } },
          },
        },
      ],
    },
    performance: { hints: false },
  };
}
