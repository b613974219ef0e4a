import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Issue 14 §1, "collapse the waterfall": at boot the host asks the MF runtime to preload the current route's remote
 * (host/src/remotes/route-preload.ts) — its entry and the chunks of `./app` — while the runtime config, the session
 * check and the shell's first render go on, instead of after them. The host keeps what it preloaded on
 * `window.__portalRoutePreload`; the runtime records the chunks in `__FEDERATION__.__PRELOADED_ASSETS__`; the
 * shared-singletons spec checks that no file is fetched twice.
 */
const routePreload = () => (window as unknown as { __portalRoutePreload?: unknown }).__portalRoutePreload ?? null;
const preloadedAssets = () => {
  const federation = (window as unknown as { __FEDERATION__?: { __PRELOADED_ASSETS__?: Set<string> } }).__FEDERATION__;
  return [...(federation?.__PRELOADED_ASSETS__ ?? [])].map((url) => new URL(url, location.href).pathname);
};

test("a signed-in student opening a page cold gets its remote's ./app preloaded at boot; the sign-in page preloads nothing", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  // The runtime config comes inlined in index.html (deploy/src/inline-manifest.ts): no round trip before the form.
  expect(requested.filter((p) => p === '/config.json' || p === '/remotes.json'), 'no config or manifest round trip at boot').toEqual([]);
  expect(await page.evaluate(routePreload), 'no remote is preloaded for the sign-in page').toBeNull();
  expect(await page.evaluate(preloadedAssets), 'nothing is preloaded for the sign-in page').toEqual([]);

  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);

  // A full load of a route owned by mfe-exam, with the session on the device.
  await page.goto('/student/objectivetest');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect.poll(() => page.evaluate(routePreload), 'the boot preloaded mfe-exam, the owner of the route').toEqual({ remote: 'mfe-exam', status: 'done' });
  const preloaded = await page.evaluate(preloadedAssets);
  expect(preloaded.filter((p) => p.startsWith('/remotes/mfe-exam/')).length, "mfe-exam's ./app chunks were preloaded").toBeGreaterThan(0);
  expect(preloaded.filter((p) => /^\/remotes\/mfe-(dashboard|corners|account)\//.test(p)), 'no other remote was preloaded').toEqual([]);
});

test('the sign-in page loads neither axios nor zod; after sign-in the portal calls through axios with the contract', async ({ page }) => {
  // Issue 14 §1, "cut what the first screen does not need": the host's scripts on the signed-out page, by content.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && !url.pathname.startsWith('/remotes/')) scripts.push(response.text().catch(() => ''));
  });
  const carries = async (marker: string) => (await Promise.all(scripts)).some((text) => text.includes(marker));
  await page.goto('/');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length, "the host's scripts were seen").toBeGreaterThan(0);
  expect(await carries('AxiosError'), 'no axios on the sign-in page').toBe(false);
  expect(await carries('ZodError'), 'no zod on the sign-in page').toBe(false);

  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('region', { name: 'Tests' })).toBeVisible();
  expect(await carries('AxiosError'), "the signed-in portal's calls go through axios").toBe(true);
  expect(await carries('ZodError'), 'and are validated with the contract (zod)').toBe(true);
});
