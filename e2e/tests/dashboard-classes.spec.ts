import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';

interface ApiClass {
  liveclass_id: number;
  type: string;
  subject_name: string;
  chapter_name: string;
  lecture: string;
  start_date: string;
  end_date: string;
  replay_url: string | null;
}

const classesOf = async (page: Page): Promise<ApiClass[]> =>
  (await pageApiGet<ApiClass[]>(page, '/api/student/v1/get-scheduled-live-classes2/')).data;

/**
 * Past and upcoming classes: reached from the dashboard's Classes 'See all'; the seeded past classes newest
 * first, 10 a page; the subject and chapter filters narrow the list; a replay (the demo's local .mp4 clip of the chapter) plays in <video>
 * (000 §9); the upcoming list holds the seeded coming classes; axe.
 */
test('enrolled: past classes page, filter, replay; upcoming classes', async ({ page }) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  await page
    .getByRole('region', { name: 'Classes' })
    .getByRole('link', { name: /See all/ })
    .click();
  await page.waitForURL('**/student/liveclass/pastliveclass');
  await expect(page.getByRole('heading', { level: 1, name: 'Past Classes' })).toBeVisible();
  const all = await classesOf(page);
  const past = all
    .filter((c) => c.type === 'past')
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.liveclass_id - a.liveclass_id);
  expect(past.length).toBeGreaterThan(10);
  const entries = page.getByTestId('class-entry');
  await expect(entries).toHaveCount(10);
  await expect(entries.first().getByRole('heading', { level: 2 })).toHaveText(past[0]!.lecture);
  await expect(page.getByText(`Page 1 of ${Math.ceil(past.length / 10)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${Math.ceil(past.length / 10)}`)).toBeVisible();
  await expect(entries.first().getByRole('heading', { level: 2 })).toHaveText(past[10]!.lecture);

  const subject = past[0]!.subject_name;
  const chapter = past[0]!.chapter_name;
  await page.getByLabel('Subject').selectOption(subject);
  await page.getByLabel('Chapter').selectOption(chapter);
  const matching = past.filter((c) => c.subject_name === subject && c.chapter_name === chapter);
  await expect(entries).toHaveCount(Math.min(10, matching.length));
  await expect(page.getByText('Page 1 of')).toBeVisible();

  await page.getByLabel('Subject').selectOption('');
  const withReplay = past.findIndex((c) => c.replay_url?.endsWith('.mp4'));
  await page.goto('/student/liveclass/pastliveclass');
  for (let p = 0; p < Math.floor(withReplay / 10); p += 1) await page.getByRole('button', { name: 'Next' }).click();
  const target = past[withReplay]!;
  const entry = entries
    .filter({ has: page.getByRole('heading', { level: 2, name: target.lecture, exact: true }) })
    .first();
  await entry.getByRole('button', { name: /^Replay class/ }).click();
  await expect(entry.locator(`video[src="${target.replay_url}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page, 'past classes');

  await page.getByRole('link', { name: 'Upcoming classes' }).click();
  await page.waitForURL('**/student/liveclass/upcomingliveclass');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Classes' })).toBeVisible();
  const upcoming = all.filter((c) => c.type !== 'past' && Date.parse(c.end_date) >= Date.now());
  await expect(page.getByText(`Page 1 of ${Math.max(1, Math.ceil(upcoming.length / 10))}`)).toBeVisible();
  await expect(entries).toHaveCount(Math.min(10, upcoming.length));
  await expectNoAxeViolations(page, 'upcoming classes');
});
