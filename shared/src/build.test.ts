/** The webpack preset (ARCHITECTURE §2.4). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import postcss from 'postcss';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const preset = require('../build/webpack-preset.cjs') as typeof import('../build/webpack-preset.cjs');
const sharedPackage = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  version: string;
};

const root = path.resolve(__dirname, '../..');

/** A cache group of the host's split: its file test and, when set, its layer test. */
interface CacheGroup {
  test: RegExp;
  layer?: (layer: string | null) => boolean;
}

describe('webpack preset', () => {
  it('shares react, react-dom (incl. client and jsx-runtime), react-router-dom, zustand, @tanstack/react-query and @classroom/shared as singletons with explicit ranges', () => {
    const shared = preset.sharedSingletons({
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      'react-router-dom': '^7.18.5',
      zustand: '^5.1.0',
      '@tanstack/react-query': '^5.108.0',
    });
    for (const key of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router-dom',
      'zustand',
      '@tanstack/react-query',
      '@classroom/shared',
    ]) {
      expect(shared[key]).toMatchObject({ singleton: true });
      expect(shared[key]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    // A remote built on this tree needs a host whose @classroom/shared is at least this version (decision 0003).
    expect(shared['@classroom/shared']?.requiredVersion).toBe(`^${sharedPackage.version}`);
  });

  it('refuses to build an app that shares a package it does not depend on', () => {
    expect(() => preset.sharedSingletons({ react: '^19.2.0' })).toThrow(/react-dom/);
  });

  it.each(['host', 'mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account'])(
    '%s: federation with manifest, no dts, loaded-first; host publicPath "/", remotes "auto"',
    (app) => {
      const config = preset.createWebpackConfig({
        dir: path.join(root, app),
        appName: app,
        devPort: 3100,
        exposes: app === 'host' ? {} : { './app': './src/app.tsx' },
      })({}, { mode: 'production' });
      const federation = config.plugins?.find((p): p is ModuleFederationPlugin => p instanceof ModuleFederationPlugin);
      // The options object is private in the plugin's types; read it as the plugin stores it.
      const options = (federation as unknown as { _options: Record<string, unknown> })._options;
      expect(options).toMatchObject({
        name: preset.federationName(app),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        filename: 'remoteEntry.js',
      });
      expect(config.output?.publicPath).toBe(app === 'host' ? '/' : 'auto');
    },
  );

  it('one federation runtime per page: the host provides it, a remote build for the portal takes it, a remote run alone keeps its own; every build is for the browser', () => {
    const experiments = (app: string, mode: string) => {
      const config = preset.createWebpackConfig({
        dir: path.join(root, app),
        appName: app,
        devPort: 3100,
        exposes: app === 'host' ? {} : { './app': './src/app.tsx' },
      })({}, { mode });
      const federation = config.plugins?.find((p): p is ModuleFederationPlugin => p instanceof ModuleFederationPlugin);
      return (federation as unknown as { _options: { experiments?: Record<string, unknown> } })._options.experiments;
    };
    // Every build is for the browser (decision 0032): no Node script loading in the runtime the page downloads.
    const browser = { optimization: { target: 'web' } };
    expect(experiments('host', 'production')).toEqual({ provideExternalRuntime: true, ...browser });
    expect(experiments('host', 'development')).toEqual({ provideExternalRuntime: true, ...browser });
    for (const remote of ['mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account']) {
      expect(experiments(remote, 'production')).toEqual({ externalRuntime: true, ...browser });
      expect(experiments(remote, 'development')).toEqual(browser);
    }
  });

  it("one copy of the federation runtime in the host's main.js: the runtime-providing plugin's require() finds the ES module build the host's own runtime imports", () => {
    const config = preset.createWebpackConfig({ dir: path.join(root, 'host'), appName: 'host', devPort: 3100 })(
      {},
      { mode: 'production' },
    );
    const rule = (config.module?.rules ?? []).find((r) => r && typeof r === 'object' && 'resolve' in r) as {
      test: RegExp;
      resolve: { byDependency: { commonjs: { conditionNames: string[] } } };
    };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const resolver = require(require.resolve('enhanced-resolve', { paths: [require.resolve('webpack')] })) as {
      create: { sync: (o: object) => (dir: string, request: string) => string };
    };
    const pluginDir = path.dirname(
      require.resolve('@module-federation/inject-external-runtime-core-plugin', {
        paths: [require.resolve('@module-federation/enhanced/webpack', { paths: [path.join(root, 'host')] })],
      }),
    );
    expect(rule.test.test(path.join(pluginDir, 'index.cjs'))).toBe(true);
    const viaRequire = resolver.create.sync({
      conditionNames: rule.resolve.byDependency.commonjs.conditionNames,
      extensions: ['.js'],
    });
    const viaImport = resolver.create.sync({
      conditionNames: ['import', 'module', 'browser', 'webpack', 'production', 'default'],
      extensions: ['.js'],
    });
    const runtimeTools = viaRequire(pluginDir, '@module-federation/runtime-tools/runtime-core');
    expect(runtimeTools).toMatch(/\.js$/);
    const core = viaRequire(path.dirname(runtimeTools), '@module-federation/runtime/core');
    expect(viaRequire(path.dirname(core), '@module-federation/runtime-core')).toBe(
      viaImport(path.dirname(core), '@module-federation/runtime-core'),
    );
  });

  it("the host's production build merges its async chunks by family (fewer requests on the first screen); remotes keep webpack's split but for their exposed module's chunk", () => {
    const optimization = (app: string, mode: string) =>
      preset.createWebpackConfig({
        dir: path.join(root, app),
        appName: app,
        devPort: 3100,
        exposes: app === 'host' ? {} : { './app': './src/app.tsx' },
      })({}, { mode }).optimization;
    const split = optimization('host', 'production')?.splitChunks;
    expect(split).toMatchObject({ chunks: 'async' });
    const cacheGroups = (split as { cacheGroups: Record<string, { test: RegExp; name: string } | false> }).cacheGroups;
    const groups = Object.fromEntries(Object.entries(cacheGroups).filter(([, g]) => g)) as Record<
      string,
      { test: RegExp; name: string }
    >;
    expect(Object.values(cacheGroups).map((g) => g && g.name)).toEqual([
      'react',
      'calls',
      'after-sign-in',
      'forms',
      'toaster',
      'vendor',
      false,
      'classroom-shared',
    ]);
    // react-hook-form only with the screens that have a form, not in the signed-in student's first chunk.
    const rhf = '/w/node_modules/.pnpm/react-hook-form@7/node_modules/react-hook-form/dist/index.esm.mjs';
    expect([groups.forms?.test.test(rhf), groups.afterSignIn?.test.test(rhf)]).toEqual([true, false]);
    // Loaded on demand, not by the sign-in page: sonner on the first toast; single-spa in no family
    // chunk (neither vendor nor webpack's defaultVendors): it stays in the student shell's chunk that imports it
    // (decision 0027: one request fewer on a student page's first screen).
    expect(groups.toaster?.test.test('/w/node_modules/.pnpm/sonner@2/node_modules/sonner/dist/index.mjs')).toBe(true);
    for (const file of [
      '/w/node_modules/.pnpm/single-spa@6/node_modules/single-spa/lib/esm/single-spa.min.js',
      '/w/node_modules/.pnpm/single-spa-react@6/node_modules/single-spa-react/lib/esm/parcel.js',
    ])
      expect([
        file,
        ...Object.values(groups)
          .filter((g) => g.test.test(file))
          .map((g) => g.name),
      ]).toEqual([file]);
    expect(cacheGroups.defaultVendors).toBe(false);
    expect(groups.react?.test.test('/w/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(
      groups.vendor?.test.test('/w/node_modules/.pnpm/react-router@7/node_modules/react-router/dist/index.js'),
    ).toBe(true);
    expect(groups.classroom?.test.test('/w/shared/src/session/index.ts')).toBe(true);
    // What the sign-in page does not load: zod and the contract's schemas, axios and the calls over it.
    const later = groups.afterSignIn?.test;
    for (const file of [
      '/w/node_modules/.pnpm/zod@4/node_modules/zod/index.js',
      '/w/node_modules/.pnpm/axios@1/node_modules/axios/index.js',
      '/w/shared/src/contract/auth.ts',
      '/w/shared/src/contract/calls/shell.ts',
      '/w/shared/src/api/calls.ts',
      '/w/shared/src/api/client.ts',
    ]) {
      expect([file, later?.test(file)]).toEqual([file, true]);
    }
    for (const file of [
      '/w/shared/src/contract/values.ts',
      '/w/shared/src/api/index.ts',
      '/w/shared/src/api/fetch-call.ts',
      '/w/shared/src/session/index.ts',
      '/w/node_modules/.pnpm/react-router@7/node_modules/react-router/dist/index.js',
    ]) {
      expect([file, later?.test(file)]).toEqual([file, false]);
    }
    expect(optimization('host', 'development')).toBeUndefined();
    // A remote's first mount is one chunk (decision 0027): the exposed module's chunk is never split, the others are.
    const remoteSplit = optimization('mfe-dashboard', 'production')?.splitChunks as {
      chunks: (chunk: { name?: string | null }) => boolean;
    };
    expect(['__federation_expose_app', 'bootstrap', null].map((name) => [name, remoteSplit.chunks({ name })])).toEqual([
      ['__federation_expose_app', false],
      ['bootstrap', true],
      [null, true],
    ]);
    expect(optimization('mfe-exam', 'development')).toBeUndefined();
  });

  it("the cold dashboard's chunks carry no classic zod (decision 0027): the first screen's schemas and the zod/mini they import are compiled in a layer of their own and stay in after-sign-in; classic zod, axios and the rest of the contract go to 'calls'", () => {
    const config = preset.createWebpackConfig({ dir: path.join(root, 'host'), appName: 'host', devPort: 3100 })(
      {},
      { mode: 'production' },
    );
    const groups = (config.optimization?.splitChunks as { cacheGroups: Record<string, CacheGroup> }).cacheGroups;
    const chunkOf = (file: string, layer: string | null) =>
      ['calls', 'afterSignIn', 'classroom'].find(
        (name) => groups[name]?.test.test(file) && (!groups[name]?.layer || groups[name]?.layer?.(layer)),
      );
    const layerRule = (config.module?.rules ?? []).find(
      (rule): rule is { test: RegExp; layer: string } =>
        !!rule && typeof rule === 'object' && 'layer' in rule && rule.layer === preset.FIRST_SCREEN_LAYER,
    );
    expect(config.experiments).toMatchObject({ layers: true });
    // The first screen's entry point and what it imports, followed through relative imports (type-only imports load nothing).
    const contractDir = path.join(root, 'shared', 'src', 'contract');
    const firstScreen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (firstScreen.has(file)) return;
      firstScreen.add(file);
      for (const [, from = ''] of readFileSync(file, 'utf8').matchAll(
        /^(?:import|export) (?!type )[^;]*? from '([^']+)';/gms,
      ))
        if (from.startsWith('.')) visit(path.resolve(path.dirname(file), `${from}.ts`));
        else packages.add(from);
    };
    visit(path.join(contractDir, 'first-screen.ts'));
    expect(firstScreen.size).toBeGreaterThan(3);
    // Only zod/mini, its core and the English messages: never classic zod ('zod', 'zod/v4').
    expect([...packages]).toEqual(['zod/mini']);
    // The layer holds exactly those modules (and values.ts, the plain constants the sign-in page shares), wherever imported.
    const sources = readdirSync(contractDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(contractDir, file));
    for (const file of sources) {
      const name = path.relative(contractDir, file);
      const inLayer = firstScreen.has(file) || name === 'values.ts';
      expect([name, layerRule?.test.test(file)]).toEqual([name, inLayer]);
      // In the layer: after-sign-in (values.ts: with the sign-in page); the rest of the contract: calls.
      const expected = name === 'values.ts' ? 'classroom' : inLayer ? 'afterSignIn' : 'calls';
      expect([name, chunkOf(file, inLayer ? preset.FIRST_SCREEN_LAYER : null)]).toEqual([name, expected]);
    }
    // zod/mini's own files, followed from its entry through zod's relative imports, never reach classic zod; in the layer
    // they go to after-sign-in, imported by classic zod outside it, to calls.
    const zodFiles = new Set<string>();
    const visitZod = (file: string) => {
      if (zodFiles.has(file)) return;
      zodFiles.add(file);
      for (const [, from = ''] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) [^;]*?from "(\.[^"]+)";/gms))
        visitZod(path.resolve(path.dirname(file), from));
    };
    const zodRoot = path.dirname(require.resolve('zod/package.json', { paths: [path.join(root, 'shared')] }));
    visitZod(path.join(zodRoot, 'mini', 'index.js'));
    expect(zodFiles.size).toBeGreaterThan(10);
    for (const file of zodFiles) {
      const name = path.relative(zodRoot, file);
      expect([name, /^v4[\\/]classic[\\/]/.test(name)]).toEqual([name, false]);
      expect([name, chunkOf(file, preset.FIRST_SCREEN_LAYER)]).toEqual([name, 'afterSignIn']);
      expect([name, chunkOf(file, null)]).toEqual([name, 'calls']);
    }
    for (const file of [path.join(zodRoot, 'index.js'), path.join(zodRoot, 'v4', 'classic', 'schemas.js')])
      expect([file, chunkOf(file, null)]).toEqual([file, 'calls']);
    for (const file of [
      '/w/node_modules/.pnpm/axios@1/node_modules/axios/index.js',
      '/w/shared/src/api/calls.ts',
      '/w/shared/src/api/client.ts',
    ])
      expect([file, chunkOf(file, null)]).toEqual([file, 'calls']);
    for (const file of [
      '/w/shared/src/api/index.ts',
      '/w/shared/src/api/fetch-call.ts',
      '/w/shared/src/query/student.ts',
    ])
      expect([file, groups.calls?.test.test(file)]).toEqual([file, false]);
  });

  it("CSS Modules class names carry the app's name", () => {
    expect(preset.cssModuleIdent('mfe-exam')).toMatch(/^mfe-exam__\[local\]/);
  });

  it.each(['production', 'development'])(
    "%s: a stylesheet reaches the page's JavaScript minified in production only (no comments, no indentation)",
    async (mode) => {
      const config = preset.createWebpackConfig({
        dir: path.join(root, 'mfe-dashboard'),
        appName: 'mfe-dashboard',
        devPort: 3100,
        exposes: { './app': './src/app.tsx' },
      })({}, { mode });
      const css = '/* The card: a comment a student never reads. */\n.card {\n  margin: 0px;\n  color: #ffffff;\n}\n';
      for (const file of ['card.module.css', 'tokens.css']) {
        type Rule = { test: RegExp; exclude?: RegExp; use: { loader: string; options?: unknown }[] };
        const rules = (config.module?.rules ?? []) as unknown as (Rule | null)[];
        const rule = rules.find((r) => r?.test instanceof RegExp && r.test.test(file) && !r.exclude?.test(file));
        // The loaders run last to first: what the stylesheet's text meets before css-loader reads it.
        const before = rule!.use.slice(rule!.use.findIndex((u) => /css-loader/.test(String(u.loader ?? u))) + 1);
        let out = css;
        for (const step of before.reverse()) {
          const { postcssOptions } = step.options as { postcssOptions: { plugins: postcss.AcceptedPlugin[] } };
          out = (await postcss(postcssOptions.plugins).process(out, { from: file })).css;
        }
        expect([file, out]).toEqual([file, mode === 'production' ? '.card{color:#fff;margin:0}' : css]);
      }
    },
  );
});
