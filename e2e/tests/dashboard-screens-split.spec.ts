import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn } from './support';

/**
 * Decision 0032, the dashboard's code: mfe-dashboard's exposed chunk carries the dashboard alone; the other screens
 * (attendance with its react-day-picker calendar, schedule, classes, notifications) load on demand and are fetched once
 * the dashboard is on screen (mfe-dashboard/src/screens.ts). The calendar's chunk is told by its content (react-day-picker's
 * `rdp-` class names) and held back: the dashboard must show without it.
 */
test("the dashboard shows while the attendance calendar's chunk is held back; that chunk comes once the dashboard is up, and View attendance opens the calendar", async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calendarChunks: string[] = [];
  await page.route('**/remotes/mfe-dashboard/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('rdp-')) {
      calendarChunks.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.fulfill({ response });
  });

  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  await expect(page.getByRole('region', { name: 'Tests' }).getByRole('article').first()).toBeVisible();
  // Asked for in idle time after the dashboard appeared, and still held: nothing on screen waited for it.
  await expect
    .poll(() => calendarChunks.length, { message: "the calendar's chunk requested once the dashboard is up" })
    .toBe(1);
  await expect(page.getByRole('grid')).toHaveCount(0);

  release();
  await page.getByRole('link', { name: 'View attendance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  expect(calendarChunks, 'fetched once').toHaveLength(1);
});
