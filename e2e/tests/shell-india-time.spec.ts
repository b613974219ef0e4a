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
const SCREENS: { kind: string; name: string; paths: readonly string[] }[] = [
  {
    kind: 'enrolled',
    name: 'dashboard and test lists',
    paths: [
      '/student',
      '/student/objectivetest',
      '/student/dpp-list/all',
      '/student/assignment',
      '/student/feesummary',
    ],
  },
  {
    kind: 'enrolled',
    name: 'classes, schedule, notifications and help',
    paths: [
      '/student/liveclass/upcomingliveclass',
      '/student/liveclass/pastliveclass',
      '/student/myschedule',
      '/student/notes/notifications',
      '/student/help-and-support',
    ],
  },
  { kind: 'free', name: 'course start dates', paths: ['/student/payment', '/jee_advance_crash_course'] },
];

/** The lines of the page's main area that carry a date or a time, once the screen has settled. */
async function timedLines(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Lists arrive after the screen's heading: read until the text holds still for a moment (at most 15 s).
  let text = '';
  for (let i = 0; i < 30; i += 1) {
    const now = await page.locator('main').first().innerText();
    if (now === text && DATE_OR_TIME.test(now)) break;
    text = now;
    await page.waitForTimeout(500);
  }
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => DATE_OR_TIME.test(line));
}

/** Every screen of `kind`'s list as seen from a browser in `zone`, with the session signed in once. */
async function seenFrom(
  browser: Browser,
  storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
  zone: string,
  paths: readonly string[],
) {
  const context = await browser.newContext({ storageState, timezoneId: zone });
  const page = await context.newPage();
  const seen: Record<string, string[]> = {};
  for (const path of paths) seen[path] = await timedLines(page, path);
  // The device's own offset from UTC in minutes (Chromium names Asia/Kolkata 'Asia/Calcutta').
  const offset = await page.evaluate(() => new Date('2026-11-25T12:00:00Z').getTimezoneOffset());
  await context.close();
  return { seen, offset };
}

for (const { kind, name, paths } of SCREENS) {
  test(`${kind}, ${name}: dates and times read the same in ${ZONES.join(', ')}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const signing = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
    const page = await signing.newPage();
    await signIn(page, kind);
    await page.waitForURL(/\/student(\/locked)?$/);
    const storageState = await signing.storageState();
    await signing.close();

    // The three browsers read side by side: each mostly waits for its screens to settle.
    const views = await Promise.all(ZONES.map((zone) => seenFrom(browser, storageState, zone, paths)));
    const byZone = Object.fromEntries(ZONES.map((zone, i) => [zone, views[i]!.seen]));
    const offsets = new Set(views.map((view) => view.offset));
    // Not vacuous: the three browsers really run in three zones.
    expect(offsets.size).toBe(3);

    const india = byZone['Asia/Kolkata']!;
    // Not vacuous: the screens show dates or times at all.
    expect(Object.values(india).flat().length, `${kind}: lines with a date or time`).toBeGreaterThan(0);
    for (const zone of ZONES.slice(1)) {
      for (const path of paths) expect(byZone[zone]![path], `${path} in ${zone}`).toEqual(india[path]);
    }
  });
}
