// @ts-check
/**
 * One factory for all five webpack configs (ARCHITECTURE §2.4): the host and the
 * four remotes differ only in name, port and what they expose. Plain CommonJS so webpack loads it
 * without ts-node.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const sharedPackageJson = require('../package.json');

/** Module Federation container name of a package folder: 'mfe-dashboard' → 'mfe_dashboard'. */
function federationName(appName) {
  return appName.replace(/-/g, '_');
}

/**
 * Shared singletons with explicit requiredVersion (ARCHITECTURE §2.4). The trailing-slash entries keep
 * deep imports (react-dom/client, react/jsx-runtime, zustand/vanilla, @classroom/shared/session) single.
 * `dependencies` is the consuming package's own dependency map; '@classroom/shared' takes the shared
 * package's version because workspaces depend on it as 'workspace:*'.
 * @param {Record<string, string>} dependencies
 */
function sharedSingletons(dependencies) {
  /** @param {string} dep */
  const range = (dep) => {
    if (dep === '@classroom/shared') return `^${sharedPackageJson.version}`;
    const wanted = dependencies[dep];
    if (!wanted)
      throw new Error(`Shared singleton '${dep}' is not a dependency of this package: add it to package.json`);
    return wanted;
  };
  /** @type {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>} */
  const shared = {};
  const entries = [
    ['react', 'react'],
    ['react/', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom', 'react-dom'],
    ['react-dom/', 'react-dom'],
    ['react-dom/client', 'react-dom'],
    ['react-router-dom', 'react-router-dom'],
    ['zustand', 'zustand'],
    ['zustand/', 'zustand'],
    // Server state: one QueryClient per page (ARCHITECTURE §2), so the library itself must be single too.
    ['@tanstack/react-query', '@tanstack/react-query'],
    ['@classroom/shared', '@classroom/shared'],
    ['@classroom/shared/', '@classroom/shared'],
  ];
  for (const [key, dep] of entries)
    shared[key] = { singleton: true, requiredVersion: range(dep), strictVersion: false };
  return shared;
}

/**
 * `shared` with each key of `overrides` merged over its settings; a key that is not shared is an error.
 * @template {Record<string, object>} S
 * @param {S} shared
 * @param {Record<string, object>} overrides
 * @returns {S}
 */
function withOverrides(shared, overrides) {
  const merged = /** @type {Record<string, object>} */ ({ ...shared });
  for (const [key, override] of Object.entries(overrides)) {
    if (!merged[key]) throw new Error(`sharedOverrides: '${key}' is not a shared singleton`);
    merged[key] = { ...merged[key], ...override };
  }
  return /** @type {S} */ (merged);
}

/**
 * One federation runtime per page: the host bundles @module-federation/runtime-core and
 * provides it on the page's global (`_FEDERATION_RUNTIME_CORE`, through
 * @module-federation/inject-external-runtime-core-plugin); a remote's production build takes it from
 * there (`externalRuntime: true`) instead of carrying its own copy in remoteEntry.js (about 95 KB raw each).
 * A remote's development build (`webpack serve`, the remote run alone with its own index.html) has no host
 * to provide the runtime, so it keeps its own.
 * Every build is for the browser (`optimization.target: 'web'`, decision 0032): the runtime's Node script loading
 * (@module-federation/sdk's `loadScriptNode`/`createScriptNode`, runtime-core's Node branches) is dropped from the
 * host's main.js and each remoteEntry.js instead of being shipped on the cold dashboard's path and never run.
 * @param {boolean} isHost
 * @param {boolean} production
 * @returns {{ provideExternalRuntime?: true, externalRuntime?: true, optimization: { target: 'web' } }}
 */
function federationRuntimeExperiments(isHost, production) {
  const browser = { optimization: { target: /** @type {const} */ ('web') } };
  if (isHost) return { provideExternalRuntime: true, ...browser };
  return production ? { externalRuntime: true, ...browser } : browser;
}

/**
 * The CSS minifier of a production build (cssnano's default preset, through postcss-loader): style-loader puts each
 * stylesheet's text into the JavaScript as written, comments and indentation included, so every page carried them on
 * its path (decision 0032). Development builds keep the CSS as written.
 * @param {boolean} production
 */
function cssMinifier(production) {
  if (!production) return [];
  return [
    {
      loader: require.resolve('postcss-loader'),
      options: { postcssOptions: { plugins: [require('cssnano')({ preset: 'default' })] } },
    },
  ];
}

/**
 * The webpack layer of the first screen's schemas in the host's production build (docs/decisions/0027-*.md): the entry
 * point `@classroom/shared/contract/first-screen` and the contract modules it reads (FIRST_SCREEN_CONTRACT, written with
 * zod/mini), whoever imports them, with the zod they import. Webpack keeps the exports a module's users need, per module:
 * with classic zod in the same layer, zod's core would keep everything classic zod needs (JSON Schema, codecs, string
 * formats…) in the first screen's chunk. In this layer, zod's core keeps what zod/mini's builders and `parse` need;
 * classic zod (the rest of the contract, in `calls`) brings its own copy of the core. Each schema is still built once;
 * the two cores share zod's global configuration (the English messages) and read each other's schemas.
 */
const FIRST_SCREEN_LAYER = 'first-screen';

/** The contract's modules in FIRST_SCREEN_LAYER: the first screen's entry point and table, the schemas they import and values.ts. */
const FIRST_SCREEN_CONTRACT =
  /[\\/]shared[\\/]src[\\/]contract[\\/](?:(?:first-screen|endpoint-def|envelope|values|auth|student|dashboard|portal|corner)\.ts|calls[\\/]first-screen\.ts)$/;

/**
 * Fewer, larger chunks for the host's first screen: under Slow 4G each request pays 562.5 ms of latency
 * (six at a time over HTTP/1.1), so the shared packages' small chunks (react/jsx-runtime 0.5 KB, zustand/* 0.3 KB,
 * @classroom/shared/events 0.3 KB…) are merged by family: React; the packages the sign-in page uses; @classroom/shared's
 * own modules; and, in one chunk loaded only after sign-in (or on a sign-up/public page), what the first screen does
 * not need — the contract's zod schemas and zod, axios and the API client's calls, @tanstack/react-query,
 * date-fns, DOMPurify, KaTeX, idb; react-hook-form in a chunk of its own, for the screens with a form. Module instances
 * and the share scope are unchanged (a remote asking the host for a shared module loads the family chunk); the remotes
 * keep webpack's default split but for their `./app` (`remoteChunks`). `shared/src/contract/values.ts` (plain
 * constants) stays with the first screen. sonner (the first toast) loads in a chunk of its own, single-spa with
 * single-spa-react (every student page's remote mount) in the student shell's chunk.
 * @returns {import('webpack').Configuration['optimization'] extends infer O ? O extends { splitChunks?: infer S } ? S : never : never}
 */
function hostFirstScreenChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      react: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        name: 'react',
        enforce: true,
        priority: 30,
      },
      // axios, the API client's calls over it and the contract's schemas beyond the first screen's (decision 0027): loaded
      // by the first call outside the first screen's (FIRST_SCREEN_ENDPOINTS, sent over fetch), by `preloadApiClient`
      // off the dashboard, or by a screen that imports `@classroom/shared/contract`; not on the cold dashboard's path.
      // Classic zod and the rest of the contract (not values.ts: plain constants, with the first screen) come here; the
      // first screen's schemas and the zod they use (FIRST_SCREEN_LAYER) stay in after-sign-in.
      calls: {
        test: /[\\/]node_modules[\\/](?:axios|zod)[\\/]|[\\/]shared[\\/]src[\\/](?:api[\\/](?:calls|client)\.ts$|contract[\\/](?!values\.ts$))/,
        layer: (layer) => layer !== FIRST_SCREEN_LAYER,
        name: 'calls',
        enforce: true,
        priority: 27,
      },
      afterSignIn: {
        test: /[\\/]node_modules[\\/](zod|axios|@tanstack|date-fns|dompurify|katex|idb)[\\/]|[\\/]shared[\\/]src[\\/](contract[\\/](?!values\.ts$)|api[\\/](calls|client)\.ts$|query[\\/])/,
        name: 'after-sign-in',
        enforce: true,
        priority: 25,
      },
      // Forms (react-hook-form and its zod resolver) only where a form is: sign-up, password reset, the public pages and
      // the remotes' forms; not on a signed-in student's dashboard, which the family above would otherwise give ~11 KB.
      forms: {
        test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/,
        name: 'forms',
        enforce: true,
        priority: 26,
      },
      // Loaded on demand, never by the sign-in page: sonner on the first toast (shared/src/ui/toaster.tsx).
      toaster: { test: /[\\/]node_modules[\\/]sonner[\\/]/, name: 'toaster', enforce: true, priority: 24 },
      // Not web-vitals: it stays with the field-figures beacon that uses it (host/src/bootstrap.tsx, loaded after load and
      // idle; decision 0014), out of the first screen's vendor chunk.
      // Nor single-spa and single-spa-react: they stay in the student shell's chunk, the one chunk that imports the remote
      // area (host/src/shell/student-layout.tsx; the public page that mounts a remote imports it under the shell's chunk
      // name, host/src/lazy-screens.ts): not on the sign-in page, and no request of their own on a student page's first
      // screen (decision 0027). webpack's own `defaultVendors` group is off, so it does not split them out again.
      vendor: {
        test: /[\\/]node_modules[\\/](?!(?:.*[\\/])?(?:web-vitals|single-spa|single-spa-react)[\\/])/,
        name: 'vendor',
        enforce: true,
        priority: 20,
      },
      defaultVendors: false,
      classroom: { test: /[\\/]shared[\\/]src[\\/]/, name: 'classroom-shared', enforce: true, priority: 10 },
    },
  };
}

/**
 * A remote's split (decision 0027): webpack's default, except that the chunk of an exposed module
 * (`__federation_expose_app`, what the host's first mount of `./app` loads) keeps every module it needs instead of
 * sharing them with the remote's other chunks: on a slow mobile link each request pays its own latency, so a first
 * mount in one request beats the same bytes in three queued behind the host's. The expose's lazy parts (the
 * dashboard's rows below the fold, the other screens) still split among themselves; the remote's page when run alone
 * (`src/bootstrap.tsx`) has its own copy of what it shared with the expose.
 * @returns {{ chunks: (chunk: import('webpack').Chunk) => boolean }}
 */
function remoteChunks() {
  return { chunks: (chunk) => !(chunk.name ?? '').startsWith('__federation_expose_') };
}

/**
 * CSS Modules class names carry the app's name so two remotes never clash: 'mfe-exam__palette--a1B2c'.
 * @param {string} appName
 */
function cssModuleIdent(appName) {
  return `${appName}__[local]--[hash:base64:5]`;
}

/**
 * Builds the webpack config of one app.
 * @param {object} options
 * @param {string} options.dir            the package folder (pass __dirname)
 * @param {string} options.appName        'host' | 'mfe-dashboard' | 'mfe-exam' | 'mfe-corners' | 'mfe-account'
 * @param {number} options.devPort        port of `webpack serve` when the app runs alone
 * @param {Record<string, string>} [options.exposes]  remotes: { './app': './src/app.tsx' }
 * @param {string} [options.title]        page title of the app's own index.html
 * @param {string} [options.apiProxyTarget]  where `webpack serve` proxies /api (default http://127.0.0.1:3001)
 * @param {Record<string, { import?: string, version?: string }>} [options.sharedOverrides]  per shared key, merged
 *   over the singleton's settings in production builds (the host provides a reduced react-router-dom)
 * @param {string[]} [options.eagerShared]  deep @classroom/shared entry points this app provides eagerly (in its entry
 *   chunk): those its entry uses before the async boundary (ARCHITECTURE §1). The host's entry finds a route's owner in
 *   the screen lists (`@classroom/shared/links/screens`); without `eager` the federation runtime refuses that synchronous
 *   use (RUNTIME-006) and the page stays blank. Exact keys win over the '@classroom/shared/' prefix, so the remotes take
 *   the host's copy as before.
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({
  dir,
  appName,
  devPort,
  exposes = {},
  title = 'Classroom',
  apiProxyTarget = process.env.API_URL || 'http://127.0.0.1:3001',
  sharedOverrides = {},
  eagerShared = [],
}) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = appName === 'host';
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // What a stylesheet's text meets before css-loader reads it (css-loader's `importLoaders` counts them for @import).
    const cssBeforeLoader = cssMinifier(production);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host serves deep links (/student/objectivetest), so its assets must load from '/';
        // a remote is served from its own release folder, so it finds its chunks relative to its entry.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: federationName(appName),
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
                env: { targets: 'chrome >= 90, safari >= 14, firefox >= 90' },
              },
            },
          },
          {
            // One copy of the federation runtime in the host's main.js: the plugin that provides the
            // runtime to the remotes (inject-external-runtime-core-plugin, CommonJS) would otherwise require the
            // CommonJS builds of @module-federation/runtime-core and sdk beside the ES module builds the host's own
            // bundler runtime imports — the same runtime twice. Resolving the federation packages' require() calls
            // to their ES module builds makes both one module instance.
            test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'default'] } } },
          },
          // The first screen's schemas in a layer of their own (FIRST_SCREEN_LAYER): the host's production build only.
          ...(isHost && production ? [{ test: FIRST_SCREEN_CONTRACT, layer: FIRST_SCREEN_LAYER }] : []),
          {
            test: /\.module\.css$/,
            use: [
              require.resolve('style-loader'),
              {
                loader: require.resolve('css-loader'),
                options: {
                  importLoaders: cssBeforeLoader.length,
                  modules: {
                    localIdentName: cssModuleIdent(appName),
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
              ...cssBeforeLoader,
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [
              require.resolve('style-loader'),
              { loader: require.resolve('css-loader'), options: { importLoaders: cssBeforeLoader.length } },
              ...cssBeforeLoader,
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(appName),
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: {
            ...withOverrides(sharedSingletons(pkg.dependencies), production ? sharedOverrides : {}),
            ...Object.fromEntries(
              eagerShared.map((key) => [
                key,
                {
                  singleton: true,
                  eager: true,
                  requiredVersion: `^${sharedPackageJson.version}`,
                  strictVersion: false,
                },
              ]),
            ),
          },
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: federationRuntimeExperiments(isHost, production),
        }),
        new HtmlWebpackPlugin({
          title,
          // index.html is only the page of an app run alone; absolute script URLs let deep links
          // (/student/jee) load it, while the remote's chunks still resolve relative to its entry.
          publicPath: '/',
          templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1f4fd1" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%231f4fd1%22/%3E%3Ctext x=%2216%22 y=%2223%22 font-size=%2220%22 text-anchor=%22middle%22 fill=%22white%22 font-family=%22sans-serif%22%3EC%3C/text%3E%3C/svg%3E" />
    <title>${htmlWebpackPlugin.options.title}</title>
  </head>
  <body>
    <noscript>The student portal needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`,
        }),
      ],
      ...(production
        ? isHost
          ? { optimization: { splitChunks: hostFirstScreenChunks() }, experiments: { layers: true } }
          : { optimization: { splitChunks: remoteChunks() } }
        : {}),
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: apiProxyTarget, changeOrigin: true }],
        setupMiddlewares: (middlewares, devServer) => {
          // Runtime config for a remote running alone (the gateway serves the same file in the portal).
          devServer.app?.get('/config.json', (_req, res) => res.json({ apiBaseUrl: '/api/' }));
          return middlewares;
        },
      },
    };
  };
}

module.exports = {
  FIRST_SCREEN_LAYER,
  FIRST_SCREEN_CONTRACT,
  createWebpackConfig,
  sharedSingletons,
  withOverrides,
  federationName,
  cssModuleIdent,
  federationRuntimeExperiments,
};
