import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * India Standard Time on every device (DESIGN "Indian conventions"; decision record 0022): every screen that shows a
 * time or a date reads the same in a browser set to Asia/Kolkata, America/New_York and Pacific/Auckland — the
 * institute's clock, never the device's, and a date-only value (a course's start, a fee's due date) never moves a day.
 */
const ZONES = ['Asia/Kolkata', 'America/New_York', 'Pacific/Auckland'] as const;

/** A date ('15 Dec 2026', 'Wed, 25 Nov') or a time of day ('8:19 PM') as the portal writes them. */
const DATE_OR_TIME = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b\d{1,2}:\d{2} [AP]M\b/;

/** The screens with times or dates, per account: the dashboard's cards, the lists, schedule, notifications, fees… */
const SCREENS: Record<string, readonly string[]> = {
  enrolled: [
    '/student',
    '/student/objectivetest',
    '/student/dpp-list/all',
    '/student/assignment',
    '/student/liveclass/upcomingliveclass',
    '/student/liveclass/pastliveclass',
    '/student/myschedule',
    '/student/notes/notifications',
    '/student/help-and-support',
    '/student/profile',
  ],
  'fees-due': ['/student/feesummary'],
  free: ['/student', '/student/payment', '/jee_advance_crash_course'],
};

/** The lines of the page's main area that carry a date or a time, once the screen has settled. */
async function timedLines(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = await page.locator('main').first().innerText();
  return text.split('\n').map((line) => line.trim()).filter((line) => DATE_OR_TIME.test(line));
}

/** Every screen of `kind`'s list as seen from a browser in `zone`, with the session signed in once. */
async function seenFrom(browser: Browser, storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>, zone: string, paths: readonly string[]) {
  const context = await browser.newContext({ storageState, timezoneId: zone });
  const page = await context.newPage();
  const seen: Record<string, string[]> = {};
  for (const path of paths) seen[path] = await timedLines(page, path);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
  await context.close();
  return seen;
}

for (const [kind, paths] of Object.entries(SCREENS)) {
  test(`${kind}: dates and times read the same in ${ZONES.join(', ')}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const signing = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
    const page = await signing.newPage();
    await signIn(page, kind);
    await page.waitForURL(/\/student(\/locked)?$/);
    const storageState = await signing.storageState();
    await signing.close();

    const byZone: Record<string, Record<string, string[]>> = {};
    for (const zone of ZONES) byZone[zone] = await seenFrom(browser, storageState, zone, paths);

    const india = byZone['Asia/Kolkata']!;
    // Not vacuous: the screens show dates or times at all.
    expect(Object.values(india).flat().length, `${kind}: lines with a date or time`).toBeGreaterThan(0);
    for (const zone of ZONES.slice(1)) {
      for (const path of paths) expect(byZone[zone]![path], `${path} in ${zone}`).toEqual(india[path]);
    }
  });
}
