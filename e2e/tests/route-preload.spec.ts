import { expect, test, type Page } from '@playwright/test';
import { apiRegister, freshMobile, readOtp } from './shell-otp-support';
import { coldContext, expectDashboardShown, signIn } from './support';

/**
 * decision 0007: at boot the host asks the MF runtime to preload the current route's remote
 * (host/src/lib/remotes/route-preload.ts) — its entry and the chunks of `./app` — while the runtime config, the session
 * check and the shell's first render go on, instead of after them. The host keeps what it preloaded on
 * `window.__portalRoutePreload`; the runtime records the chunks in `__FEDERATION__.__PRELOADED_ASSETS__`; the
 * shared-singletons spec checks that no file is fetched twice.
 */
const routePreload = () => (window as unknown as { __portalRoutePreload?: unknown }).__portalRoutePreload ?? null;
const preloadedAssets = () => {
  const federation = (window as unknown as { __FEDERATION__?: { __PRELOADED_ASSETS__?: Set<string> } }).__FEDERATION__;
  return [...(federation?.__PRELOADED_ASSETS__ ?? [])].map((url) => new URL(url, location.href).pathname);
};

/** Every resource the page fetched: its path and what asked for it ('link' for a preload, 'script', 'fetch'…). */
const resourceInitiators = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [
      new URL(e.name).pathname,
      e.initiatorType,
    ]),
  );

test("a signed-in student opening a page cold gets its remote's ./app preloaded at boot; the sign-in page preloads nothing", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  // The runtime config comes inlined in index.html (deploy/src/inline-manifest.ts): no round trip before the form.
  expect(
    requested.filter((p) => p === '/config.json' || p === '/remotes.json'),
    'no config or manifest round trip at boot',
  ).toEqual([]);
  expect(await page.evaluate(routePreload), 'no remote is preloaded for the sign-in page').toBeNull();
  expect(await page.evaluate(preloadedAssets), 'nothing is preloaded for the sign-in page').toEqual([]);

  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);

  // A full load of a route owned by mfe-exam, with the session on the device.
  await page.goto('/student/objectivetest');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect
    .poll(() => page.evaluate(routePreload), 'the boot preloaded mfe-exam, the owner of the route')
    .toEqual({ remote: 'mfe-exam', status: 'done' });
  const preloaded = await page.evaluate(preloadedAssets);
  expect(
    preloaded.filter((p) => p.startsWith('/remotes/mfe-exam/')).length,
    "mfe-exam's ./app chunks were preloaded",
  ).toBeGreaterThan(0);
  expect(
    preloaded.filter((p) => /^\/remotes\/mfe-(dashboard|corners|account)\//.test(p)),
    'no other remote was preloaded',
  ).toEqual([]);
});

test('the sign-in page loads neither axios nor zod; after sign-in the portal calls through axios with the contract', async ({
  page,
}) => {
  // The first screen loads only what it needs (decision 0027): the host's scripts on the signed-out page, by content.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && !url.pathname.startsWith('/remotes/'))
      scripts.push(response.text().catch(() => ''));
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
  // The student shell loads axios and the whole contract in its first idle period (decision 0027), which may come after
  // the Tests region shows: waited for, not read at once.
  await expect
    .poll(() => carries('AxiosError'), { message: "the signed-in portal's calls go through axios" })
    .toBe(true);
  expect(await carries('ZodError'), 'and are validated with the contract (zod)').toBe(true);
});

/** The host scripts' paths (not the remotes') in `paths`. */
const hostScripts = (paths: string[]) => paths.filter((p) => p.endsWith('.js') && !p.startsWith('/remotes/'));

test("index.html asks for the first screen's chunks beside main.js, and the sign-in page uses them, each once", async ({
  page,
  request,
}) => {
  // decision 0007: the host's build lists the bootstrap chunk group and the shared chunks its
  // first render takes (host/webpack.config.cjs, FirstScreenPreload) as <link rel="preload" as="script"> in index.html.
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/<link\b[^>]*\brel=["']?preload["']?[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\bas=["']?script\b/.test(tag))
    .map((tag) => /\bhref=["']?([^"' >]+)/.exec(tag)?.[1] ?? '');
  const main = /<script\b[^>]*\bsrc=["']?(\/main\.[^"' >]+\.js)/.exec(html)?.[1];
  expect(main, 'index.html loads main.js').toBeTruthy();
  expect(preloads.length, "index.html preloads the first screen's chunks").toBeGreaterThanOrEqual(3);
  expect(
    preloads.some((p) => /^\/bootstrap\.[0-9a-f]+\.js$/.test(p)),
    'the bootstrap chunk (the sign-in screen with it)',
  ).toBe(true);
  expect(
    preloads.some((p) => /^\/react\.[0-9a-f]+\.js$/.test(p)),
    "the host's React",
  ).toBe(true);

  const requested: string[] = [];
  const cspErrors: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // What the form needed came from index.html: main.js and the preloaded chunks, nothing more and nothing twice. The
  // release-health beacon's chunk comes after the load event and idle by design (decision 0014), not for the form.
  const formScripts = hostScripts(requested).filter((p) => !/^\/field-figures\.[0-9a-f]+\.js$/.test(p));
  expect(formScripts.sort(), "the sign-in page's scripts are main.js and the preloaded chunks").toEqual(
    [main!, ...preloads].sort(),
  );
  const initiators = await resourceInitiators(page);
  for (const file of preloads)
    expect(
      initiators.filter(([p]) => p === file),
      `${file} fetched once, by its preload link`,
    ).toEqual([[file, 'link']]);
  // Plain links, no inline script: the gateway's CSP (no inline scripts) refuses nothing.
  expect(cspErrors).toEqual([]);
});

test("a signed-in student's cold /student: index.html also preloads the student shell (with single-spa) and after-sign-in, and the page takes each once from its link", async ({
  request,
  browser,
}) => {
  // On a page under /student the gateway adds the host build's first-screen.json `student` list to
  // index.html (deploy/src/student-preload.ts), so what a signed-in page loads once main.js has run comes beside it.
  const studentPreloads = async (pagePath: string) => {
    const html = await (await request.get(pagePath)).text();
    return [...html.matchAll(/<link rel=preload as=script href=([^ >]+)>/g)]
      .map((m) => m[1]!)
      .filter((href) => /^\/(after-sign-in|remote-mount|student-layout)\./.test(href));
  };
  expect(await studentPreloads('/'), 'the sign-in page preloads none of them').toEqual([]);
  const expected = await studentPreloads('/student');
  // single-spa comes in the shell's chunk, not a request of its own (decision 0027).
  expect(expected.map((href) => href.split('.')[0]).sort()).toEqual(['/after-sign-in', '/student-layout']);

  const cold = await coldContext(browser, 'enrolled');
  const coldPage = await cold.newPage();
  await coldPage.goto('/student');
  await expect(coldPage.getByRole('region', { name: 'Tests' }).getByRole('article').first()).toBeVisible();
  const initiators = await resourceInitiators(coldPage);
  for (const href of expected)
    expect(
      initiators.filter(([p]) => p === href),
      `${href} fetched once, by its preload link`,
    ).toEqual([[href, 'link']]);
  await cold.close();
});

test('the sign-in page loads neither sonner nor single-spa; the first toast brings sonner and shows, the first remote single-spa', async ({
  page,
  request,
}) => {
  // The budget of host JS on the sign-in page: the Toaster loads sonner on the first toast (shared/src/ui/toaster.tsx),
  // single-spa starts with the first remote area (host/src/lib/remotes/remote-area.tsx). Checked by the scripts' content.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && !url.pathname.startsWith('/remotes/'))
      scripts.push(response.text().catch(() => ''));
  });
  const carries = async (marker: string) => (await Promise.all(scripts)).some((text) => text.includes(marker));
  const SONNER = 'data-sonner-toaster';
  const SINGLE_SPA = 'single-spa minified message';

  const mobile = freshMobile();
  await apiRegister(request, mobile, 'Nisha2027');
  await page.goto('/');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length, "the host's scripts were seen").toBeGreaterThan(0);
  expect(await carries(SONNER), 'no sonner on the sign-in page').toBe(false);
  expect(await carries(SINGLE_SPA), 'no single-spa on the sign-in page').toBe(false);
  // A failed sign-in still says so (its message is the form's alert, 001 §2.1), without the toaster.
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid mobile number or password');

  // The first toast of the page: a password reset ends on the sign-in page with its success toast.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Wait for the reset form: the sign-in form's own 'Mobile number' field is still there until the route has changed.
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(await readOtp(request, mobile, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Fresh2028');
  await page.getByLabel('Confirm new password').fill('Fresh2028');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Password changed. Please sign in with your new password.')).toBeVisible();
  expect(await carries(SONNER), 'sonner came with the first toast').toBe(true);
  expect(await carries(SINGLE_SPA), 'still no single-spa: no remote was mounted').toBe(false);

  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill('Fresh2028');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect.poll(() => carries(SINGLE_SPA), 'single-spa came with the dashboard, the first remote').toBe(true);
});

test("a cold /student takes mfe-dashboard's manifest, entry and ./app chunks from index.html's preload links before its mf-manifest.json has answered, each once; the sign-in page none", async ({
  browser,
  request,
}) => {
  // decision 0008: the release manifest lists each version's first-mount files (extras.preload, recorded
  // at publish from its mf-manifest.json); with no canary running, the gateway names the live version's manifest and
  // those files in index.html (deploy/src/student-preload.ts), so they download beside the host's chunks instead of
  // after main.js has run (with a canary the host's entry adds them for the student's version: release-canary.spec.ts).
  const live = (await (await request.get('/remotes.json')).json()) as {
    microFrontends: Record<string, Array<{ url: string; extras?: { preload: string[] } }>>;
  };
  const dashboard = live.microFrontends['mfe-dashboard']!;
  expect(dashboard, 'one live version of mfe-dashboard (no canary in this suite)').toHaveLength(1);
  const files = dashboard[0]!.extras?.preload ?? [];
  const manifestPath = new URL(dashboard[0]!.url, 'http://x').pathname;
  expect(
    files.some((f) => f.endsWith('/remoteEntry.js')),
    'the list holds the entry',
  ).toBe(true);
  expect(
    files.some((f) => /\/__federation_expose_app\.[0-9a-f]+\.js$/.test(f)),
    "and ./app's exposed chunk",
  ).toBe(true);

  const context = await coldContext(browser, 'enrolled');
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // The manifest's reply is held until every listed file has been requested (or 30 s have passed; then the check fails).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fallback = setTimeout(release, 30_000);
  let manifestAnswered = false;
  await page.route(
    (url) => url.pathname === manifestPath,
    async (route) => {
      await released;
      await route.continue();
      manifestAnswered = true;
    },
  );
  await page.goto('/student');
  await expect
    .poll(
      () => files.filter((f) => !requested.includes(f)),
      'every first-mount file requested while the manifest is held',
    )
    .toEqual([]);
  expect(manifestAnswered, 'the manifest had not answered yet').toBe(false);
  expect(requested, 'the manifest itself was asked for too').toContain(manifestPath);
  // The order of index.html's links: the manifest (the entry cannot run without it), then the entry and chunks.
  const entryFile = files.find((f) => f.endsWith('/remoteEntry.js'))!;
  expect(requested.indexOf(manifestPath), 'the manifest before the entry').toBeLessThan(requested.indexOf(entryFile));
  release();
  clearTimeout(fallback);
  await expectDashboardShown(page);
  await page.waitForLoadState('networkidle');
  // Each once: the scripts the runtime and webpack add took the preloaded responses (same crossorigin and integrity).
  for (const file of files)
    expect(
      requested.filter((p) => p === file),
      `${file} fetched once`,
    ).toHaveLength(1);
  const remoteFiles = requested.filter((p) => p.startsWith('/remotes/'));
  expect(
    remoteFiles.filter((p, i) => remoteFiles.indexOf(p) !== i),
    'no remote file fetched twice',
  ).toEqual([]);
  const initiators = await resourceInitiators(page);
  for (const file of [manifestPath, ...files])
    expect(
      initiators.filter(([p]) => p === file),
      `${file} came by its preload link`,
    ).toEqual([[file, 'link']]);
  await context.close();

  // The sign-in page (signed out): no remote file, no preload link for one.
  const signedOut = await browser.newContext();
  const signIn = await signedOut.newPage();
  const signInRequests: string[] = [];
  signIn.on('request', (r) => signInRequests.push(new URL(r.url()).pathname));
  await signIn.goto('/');
  await expect(signIn.getByLabel('Mobile number')).toBeVisible();
  await signIn.waitForLoadState('networkidle');
  expect(
    signInRequests.filter((p) => p.startsWith('/remotes/')),
    'the sign-in page fetches no remote file',
  ).toEqual([]);
  expect(await signIn.locator('link[href*="/remotes/"]').count(), 'and links none').toBe(0);
  // A signed-out visitor opening /student is sent to sign-in: index.html (the gateway cannot see a session kept on the
  // device) still named the dashboard's first-mount files, which sign-in leads to, each downloaded once and nothing more
  // of any remote (decision 0027).
  signInRequests.length = 0;
  await signIn.goto('/student');
  await expect(signIn.getByLabel('Mobile number')).toBeVisible();
  await signIn.waitForLoadState('networkidle');
  expect(
    signInRequests.filter((p) => p.startsWith('/remotes/')).sort(),
    "/student signed out: only the dashboard's first-mount files, once",
  ).toEqual([manifestPath, ...files].sort());
  await signedOut.close();
});
