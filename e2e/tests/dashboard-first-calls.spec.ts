import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, coldContext, pageApiGet } from './support';

/**
 * Decisions 0007 and 0027, the route's API calls start in parallel with the remote's code and the dashboard asks for its
 * data in one call, never in sequence: a signed-in student opening /student cold gets the dashboard's first calls
 * — the student's data and student-dashboard (rows, banner, attendance in one reply) — started at once from the host's
 * entry (DASHBOARD_FIRST_CALLS in @classroom/shared/links, the prefetch store in @classroom/shared/prefetch), while
 * mfe-dashboard's `./app` is still loading; the dashboard's own queries take those replies, so each call goes out once,
 * and none of the separate list calls is sent. Errors reach the screen as if it had sent the call (000 §8).
 */

/** The dashboard's calls (000 §7) by path: the student's data and student-dashboard. */
const DASHBOARD_CALLS = {
  studentDetails: '/api/users/v1/get-student-details2/',
  dashboard: '/api/student/v1/student-dashboard/',
} as const;
/**
 * The separate calls whose replies student-dashboard carries (the screens other than the dashboard still send them):
 * the dashboard never sends them.
 */
const LIST_CALLS = {
  banner: '/api/student/v1/banner-details/',
  mpps: '/api/student/v1/student-dpps/',
  exams: /^\/api\/student\/v1\/exams-list\/\d+\/$/,
  classes: '/api/student/v1/get-scheduled-live-classes2/',
  attendance: '/api/student/v1/get-student-attendance2/',
} as const;
const ALL_CALLS = { ...DASHBOARD_CALLS, ...LIST_CALLS };
const CLASSES_PATH = LIST_CALLS.classes;
type CallName = keyof typeof ALL_CALLS;
const callOf = (pathname: string): CallName | null =>
  (Object.entries(ALL_CALLS).find(([, p]) => (typeof p === 'string' ? p === pathname : p.test(pathname)))?.[0] as
    CallName | undefined) ?? null;

/** The dashboard calls `page` sends from now on, in the order sent (filled as requests go out). */
function recordCalls(page: Page): CallName[] {
  const calls: CallName[] = [];
  page.on('request', (request) => {
    const call = callOf(new URL(request.url()).pathname);
    if (call) calls.push(call);
  });
  return calls;
}

test("a cold /student load sends the student's data and student-dashboard once each, while mfe-dashboard's ./app is still loading, and no separate list call", async ({
  browser,
}) => {
  const context = await coldContext(browser, 'enrolled');
  const page = await context.newPage();
  const sent: { what: string; call: CallName | null }[] = [];
  // mfe-dashboard's exposed ./app chunk is held until the dashboard's calls have been sent (or 30 s have passed, then
  // the check below fails): the calls must not wait for the remote's code.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fallback = setTimeout(release, 30_000);
  await page.route(/\/remotes\/mfe-dashboard\/[^/]+\/.*__federation_expose_app[^/]*\.js$/, async (route) => {
    sent.push({ what: 'app chunk held', call: null });
    await released;
    sent.push({ what: 'app chunk released', call: null });
    await route.continue();
  });
  page.on('request', (request) => {
    const call = callOf(new URL(request.url()).pathname);
    if (call) sent.push({ what: call, call });
    const seen = new Set(sent.map((s) => s.call));
    if (Object.keys(DASHBOARD_CALLS).every((c) => seen.has(c as CallName))) release();
  });

  await page.goto('/student');
  await expect(page.getByRole('region', { name: 'Tests', exact: true }).getByRole('article').first()).toBeVisible({
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  clearTimeout(fallback);

  const calls = sent.filter((s) => s.call).map((s) => s.call);
  for (const name of Object.keys(DASHBOARD_CALLS)) {
    expect(
      calls.filter((c) => c === name),
      `${name} is sent exactly once (no second request from the screen)`,
    ).toHaveLength(1);
  }
  const order = sent.map((s) => s.what);
  const releasedAt = order.indexOf('app chunk released');
  expect(order.indexOf('app chunk held'), 'the ./app chunk was requested').toBeGreaterThanOrEqual(0);
  for (const name of Object.keys(DASHBOARD_CALLS)) {
    expect(order.indexOf(name), `${name} is sent before mfe-dashboard's ./app chunk has loaded`).toBeLessThan(
      releasedAt,
    );
  }
  expect(
    calls.filter((c) => c && c in LIST_CALLS),
    'the separate list calls are not sent',
  ).toEqual([]);
  // The Classes row shows the first 10 classes of the batch (000 §9), in the order of the full list (not ended soonest
  // first, then ended latest first), which the schedule and classes screens still read from get-scheduled-live-classes2.
  const all = (await pageApiGet<{ lecture: string }[]>(page, CLASSES_PATH)).data;
  expect(all.length).toBeGreaterThan(10);
  await expect(
    page.getByRole('region', { name: 'Classes', exact: true }).getByRole('article').getByRole('heading', { level: 3 }),
  ).toHaveText(all.slice(0, 10).map((c) => c.lecture));
  await context.close();
});

test("000 §2, §6: a free student's cold /student load sends the same two calls and no list", async ({ browser }) => {
  const context = await coldContext(browser, 'free');
  const page = await context.newPage();
  const calls = recordCalls(page);
  await page.goto('/student');
  // A free student's dashboard: corners first, the rows' sample content under the unlock prompt (000 §2).
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(calls.sort()).toEqual(['dashboard', 'studentDetails']);
  await context.close();
});

test('000 §8: a cold /student load with a superseded token reaches the Unauthorised? notice and the sign-in page, as before', async ({
  browser,
  request,
}) => {
  const context = await coldContext(browser, 'enrolled-2');
  await apiSignIn(request, 'enrolled-2'); // another device: the stored token is superseded
  await context.addInitScript(() => {
    const seen = { notice: null as string | null };
    Object.assign(window, { __sessionExpiry: seen });
    new MutationObserver(() => {
      const dialog = document.querySelector('dialog[open]');
      if (!seen.notice && dialog?.textContent?.includes('Unauthorised?')) seen.notice = dialog.textContent;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const page = await context.newPage();
  const calls = recordCalls(page);
  await page.goto('/student');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __sessionExpiry?: { notice: string | null } }).__sessionExpiry?.notice ?? null,
    ),
  ).toContain('User logged into another device');
  expect(await page.evaluate(() => window.localStorage.getItem('userdetail'))).toBeNull();
  // Only the two first calls were sent with the refused token, nothing after them.
  expect(calls.filter((c) => !['studentDetails', 'dashboard'].includes(c))).toEqual([]);
  await context.close();
});
