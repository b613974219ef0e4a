import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';

interface ApiClass {
  liveclass_id: number;
  type: string;
  class_type: string;
  start_date: string;
  end_date: string;
  lecture: string;
  live_class_link: string | null;
}

/** The signed-in page's own API read (its token, so the browser's session is not superseded). */
const classesOf = async (page: Page): Promise<ApiClass[]> =>
  (await pageApiGet<ApiClass[]>(page, '/api/student/v1/get-scheduled-live-classes2/')).data;

const istDay = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
const istTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });

/**
 * Schedule (000 §2): the seeded classes of the coming 7 days by IST day, today first, with IST times;
 * Join shows on the class that is live now; a Join whose start call fails shows the alert (000 §8); the older path
 * /student/Myschedule opens the same screen; the timetable PDF link opens a PDF; axe at 1280 and 390 px.
 */
test('enrolled: the schedule lists the seeded week by IST day, today first; Join failure shows the alert', async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  await page.locator('header').getByRole('link', { name: 'Schedule' }).click();
  await page.waitForURL('**/student/myschedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  const days = page.locator('li[data-day]');
  await expect(days).toHaveCount(7);
  const now = new Date().toISOString();
  await expect(days.first()).toHaveAttribute('data-day', istDay(now));
  await expect(days.first().getByRole('heading', { level: 2 })).toHaveText('Today');

  const all = await classesOf(page);
  const week = new Set(await days.evaluateAll((els) => els.map((el) => el.getAttribute('data-day')!)));
  for (const day of week) {
    // A class still running that began on an earlier IST day is listed under today.
    const shownOn = (c: ApiClass) =>
      istDay(c.start_date) < istDay(now) && Date.parse(c.end_date) >= Date.now() ? istDay(now) : istDay(c.start_date);
    const expected = all
      .filter((c) => shownOn(c) === day)
      .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.liveclass_id - b.liveclass_id);
    const entries = page.locator(`li[data-day="${day}"] [data-testid="schedule-class"]`);
    await expect(entries, day).toHaveCount(expected.length);
    for (const [i, c] of expected.entries()) {
      await expect(entries.nth(i)).toContainText(c.lecture);
      await expect(entries.nth(i)).toContainText(istTime(c.start_date));
    }
  }
  const liveNow = all.filter(
    (c) =>
      c.class_type === 'online' &&
      c.live_class_link &&
      Date.parse(c.start_date) - 600_000 <= Date.now() &&
      Date.now() <= Date.parse(c.end_date),
  );
  expect(liveNow.length).toBeGreaterThan(0);
  const join = page
    .getByRole('button', { name: new RegExp(`^Join\\s+${liveNow[0]!.lecture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first();
  await expect(join).toBeVisible();

  const pdf = page.getByRole('link', { name: /Timetable PDF/ });
  const href = await pdf.getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expectNoAxeViolations(page, 'schedule 1280');

  // 000 §8: the start call refused → the alert with the server's message; nothing opens.
  await page.route('**/api/student/v1/start-live-class/', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'The class has ended', data: null }),
    }),
  );
  await join.click();
  await expect(page.getByRole('dialog', { name: 'Some error occurred' })).toContainText('The class has ended');
  await page.getByRole('button', { name: 'Okay' }).click();
  await page.unroute('**/api/student/v1/start-live-class/');
  await page.route('**/api/student/v1/start-live-class/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await join.click();
  await expect(page.getByRole('dialog', { name: 'Some error occurred' })).toContainText(
    'Something went wrong. Please try again.',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/student/Myschedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.locator('li[data-day]').first()).toHaveAttribute('data-day', istDay(now));
  await expectNoAxeViolations(page, 'schedule 390');
});
