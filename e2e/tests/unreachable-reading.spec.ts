import { expect, test, type Page, type Route } from '@playwright/test';
import { expectDashboardShown, signIn } from './support';

/**
 * Decision 0016: a phone that believes it is online while the server gives no answer (a weak cell, a hostel Wi-Fi's
 * login page, a server that is down). The browser stays online throughout (navigator.onLine true); the test cuts the
 * API itself — every request aborted, or held with no answer. A screen with kept data shows it under "Can't reach the
 * portal — showing what was saved at <time> IST", with no popup and no error page; a screen with nothing kept keeps the
 * spec's popup and says it opens when the server answers; the server back, the screens refresh by themselves.
 */
const NOTICE =
  /^Can't reach the portal — showing what was saved at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM) IST$/;
const POPUP = 'Some error occurred';

/** The screens read online first, so the device keeps their data. */
const KEPT = [
  { path: '/student/Myschedule', heading: /schedule/i },
  { path: '/student/notes/Notifications', heading: /notification/i },
];

async function readOnline(page: Page): Promise<void> {
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  for (const screen of KEPT) {
    await page.goto(screen.path);
    await expect(page.getByRole('main').getByText('Loading', { exact: false })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000); // the student reads it; its data is saved meanwhile (coalesced over 500 ms)
  }
  await page.goto('/student');
  await expectDashboardShown(page);
  await page.waitForTimeout(1000); // saves are coalesced (500 ms)
}

async function expectKeptScreen(page: Page): Promise<void> {
  await expect(page.getByRole('status').getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading... please wait')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: POPUP })).toHaveCount(0);
  await expect(page.getByText('AWW! Snap', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
}

test('API calls refused while the browser says online: kept screens show their data under the notice, no popup', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await readOnline(page);
  let cut = true;
  await page.route('**/api/**', (route) => (cut ? route.abort('connectionrefused') : route.continue()));

  for (const path of ['/student', ...KEPT.map((s) => s.path)]) {
    await page.goto(path);
    await expectKeptScreen(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await page.screenshot({ path: testInfo.outputPath(`cant-reach-notice-${width}.png`) });
  }
  // A screen with nothing kept: the spec's popup (000 §8), and the screen says it needs the server.
  await page.goto('/student/feesummary');
  await expect(page.getByRole('dialog', { name: POPUP })).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('status', { name: 'Needs a connection' })).toBeVisible();

  // The server answers again: the waiting screen loads by itself, the notice goes.
  cut = false;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: 'Needs a connection' })).toHaveCount(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test('a frozen server (requests held, never answered): the kept dashboard and the notice, without waiting for a timeout', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await readOnline(page);
  const held: Route[] = [];
  await page.route('**/api/**', (route) => void held.push(route));

  const started = Date.now();
  await page.goto('/student', { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  const dataShown = Date.now() - started;
  await expectKeptScreen(page);
  console.log(
    `frozen server: the kept dashboard ${dataShown} ms and the notice ${Date.now() - started} ms after navigation`,
  );

  // Moving on to another kept screen: the same.
  await page.getByRole('main').focus();
  await page.evaluate((path) => window.history.pushState(null, '', path), KEPT[0]!.path);
  await expectKeptScreen(page);

  // The server answers: every held request goes through, and the notice goes.
  await page.unroute('**/api/**');
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
