import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * ARCHITECTURE §2.4: react, react-dom, react-router-dom, zustand and @classroom/shared are shared
 * singletons — one copy in the page, whichever remotes are mounted.
 */
test('each shared singleton is loaded once, from one provider, after all four remotes have mounted', async ({ page, request }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);
  for (const path of ['/student/ncert', '/student/profile', '/student/objectivetest', '/student']) {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }

  const scope = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>>> } }).__FEDERATION__;
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
  for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router-dom', 'zustand', '@classroom/shared/session', '@classroom/shared/api']) {
    expect(scope[name], `${name} is in the share scope`).toBeDefined();
    expect(scope[name]?.providers, `${name} has one provider`).toHaveLength(1);
    expect(scope[name]?.versions, `${name} has one version`).toHaveLength(1);
  }
  // Every remote uses the one React the host loaded.
  expect(scope.react?.users).toEqual(expect.arrayContaining(['host', 'mfe_dashboard', 'mfe_exam', 'mfe_corners', 'mfe_account']));

  // No remote fetched its own fallback copy of a shared package (the chunks its manifest lists for them).
  for (const remote of ['mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account']) {
    const manifest = (await (await request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        expect(requested, `${remote} must not load its own ${shared.name} (${file})`).not.toContain(`/remotes/${remote}/${file}`);
      }
    }
  }
  // And no file was fetched twice.
  const scripts = requested.filter((p) => p.endsWith('.js'));
  expect(scripts.length).toBe(new Set(scripts).size);
});
