import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn, visitEveryRemote } from './support';

/**
 * ARCHITECTURE §2.4: react, react-dom, react-router-dom, zustand and @classroom/shared are shared
 * singletons — one copy in the page, whichever remotes are mounted.
 */
test('each shared singleton is loaded once, from one provider, after all four remotes have mounted', async ({
  page,
  request,
}) => {
  // Every copy of react-dom registers its renderer with the DevTools hook: count them.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  await visitEveryRemote(page);

  const scope = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const seen: Record<string, { providers: string[]; versions: string[]; users: string[] }> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const entry = (seen[name] ??= { providers: [], versions: [], users: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            if (!entry.providers.includes(info.from)) entry.providers.push(info.from);
            if (!entry.versions.includes(version)) entry.versions.push(version);
            for (const user of info.useIn ?? []) if (!entry.users.includes(user)) entry.users.push(user);
          }
        }
      }
    }
    return seen;
  });
  for (const name of [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react-router-dom',
    'zustand',
    '@classroom/shared/session',
    '@classroom/shared/api',
  ]) {
    expect(scope[name], `${name} is in the share scope`).toBeDefined();
    expect(scope[name]?.providers, `${name} has one provider`).toHaveLength(1);
    expect(scope[name]?.versions, `${name} has one version`).toHaveLength(1);
  }
  // Every remote uses the one React the host loaded.
  expect(scope.react?.users).toEqual(
    expect.arrayContaining(['host', 'mfe_dashboard', 'mfe_exam', 'mfe_corners', 'mfe_account']),
  );

  const reactDomCopies = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(reactDomCopies, 'one react-dom renderer in the page').toBe(1);

  // For each shared package, the page fetched the fallback chunks of at most one app — the host for
  // what the host uses, else the first remote that needed it — and no remote fetched its own React.
  const providersByPackage = new Map<string, Set<string>>();
  // Each remote's files live in its release folder (/remotes/<remote>/<version>/), named by /remotes.json.
  const live = (await (await request.get('/remotes.json')).json()) as {
    microFrontends: Record<string, Array<{ url: string }>>;
  };
  const remoteBases = ['mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account'].map(
    (r) => [r, live.microFrontends[r]![0]!.url.replace(/mf-manifest\.json$/, '')] as const,
  );
  for (const [app, base] of [['host', '/'] as const, ...remoteBases]) {
    const manifest = (await (await request.get(`${base}mf-manifest.json`)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    for (const shared of manifest.shared) {
      const fetched = [...shared.assets.js.sync, ...shared.assets.js.async].some((file) =>
        requested.includes(`${base}${file}`),
      );
      if (!fetched) continue;
      const apps = providersByPackage.get(shared.name) ?? new Set<string>();
      apps.add(app);
      providersByPackage.set(shared.name, apps);
    }
  }
  for (const [name, apps] of providersByPackage)
    expect([...apps], `${name} is fetched from one app only`).toHaveLength(1);
  for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router-dom', 'zustand']) {
    expect([...(providersByPackage.get(name) ?? [])], `${name} comes from the host`).toEqual(['host']);
  }
  // And no file was fetched twice.
  const scripts = requested.filter((p) => p.endsWith('.js'));
  expect(scripts.length).toBe(new Set(scripts).size);
});
