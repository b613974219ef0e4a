import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn } from './support';
import { expectNoLearningAxeViolations as expectNoAxeViolations } from './learning-support';

/**
 *, doubts and solutions: search 'projectile' (server full-text search), open a solution, ask a doubt
 * with a photo and see it under pending doubts; an SVG renamed .png is refused with a clear message; a free student
 * cannot open Solutions, an enrolled one can; axe-core on the doubt search and ask-a-doubt screens. Uses the dedicated
 * 'doubts' account (its doubts change).
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

test('search projectile, open a solution, ask a doubt with a photo, see it pending; an SVG renamed .png is refused', async ({
  page,
}) => {
  await signIn(page, 'doubts');
  await expectDashboardShown(page);
  await page.evaluate(() => window.history.pushState(null, '', '/student/doubtmodule/searchquestion'));
  await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();
  await page.getByLabel('Search the solutions').fill('projectile');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /solutions? for 'projectile'/ })).toBeVisible();
  const results = page.locator('main ul li, section ul li').filter({ hasText: /projectile/i });
  expect(await results.count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'doubt search');
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/questiondetails\?question=\d+/);
  await expect(page.getByRole('heading', { name: 'Solution', exact: true })).toBeVisible();
  await expect(page.locator('article .katex').first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __portalMathErrors: () => { count: number } }).__portalMathErrors().count,
    ),
  ).toBe(0);

  // Ask a doubt: an SVG renamed .png is refused by the server with a clear message.
  await page.getByRole('link', { name: 'Ask a doubt' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask a Doubt' })).toBeVisible();
  await expectNoAxeViolations(page, 'ask a doubt');
  const text = `Why is a projectile's path a parabola? (e2e ${Date.now()})`;
  await page.getByLabel('Subject').selectOption({ label: 'Physics' });
  await page.getByRole('textbox', { name: 'Your doubt' }).fill(text);
  await page.getByLabel(/^Photos/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: SVG });
  await page.getByRole('button', { name: 'Submit doubt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "'photo.png' is not a JPEG or PNG image" })).toBeVisible();
  await expect(page).toHaveURL(/uploaddoubt/);

  // A real PNG goes through; the doubt is listed as pending with its photo.
  await page.getByLabel(/^Photos/).setInputFiles({ name: 'working.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit doubt' }).click();
  await expect(page).toHaveURL(/\/student\/pendingdoubts$/);
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText('Pending', { exact: true })).toBeVisible();
  await expect(item.getByText(/1 photo/).first()).toBeVisible();
  const thumb = item.getByRole('img', { name: 'Photo 1 of your doubt' });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Edit the pending doubt.
  await item.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your doubt' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your doubt' }).fill(`${text} — edited`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `${text} — edited` })).toBeVisible();
});

test('000 §6: a free student cannot open Solutions; an enrolled student can', async ({ page }) => {
  await signIn(page, 'free');
  await expectDashboardShown(page);
  await page.evaluate(() => window.history.pushState(null, '', '/student/doubtmodule/searchquestion'));
  await expect(page.getByRole('heading', { name: 'Solutions are locked' })).toBeVisible();
  await expect(page.getByText('Connect with us to unlock Solutions.')).toBeVisible();
  await expect(page.getByLabel('Search the solutions')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request a call' })).toBeVisible();
  const refused = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { token?: string };
    const res = await fetch('/api/student/v1/student-queries-text/?text=projectile', {
      headers: { Authorization: `Token ${user.token}` },
    });
    return res.status;
  });
  expect(refused).toBe(403);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  await page.evaluate(() => window.history.pushState(null, '', '/student/doubtmodule/searchquestion'));
  await expect(page.getByLabel('Search the solutions')).toBeVisible();
  await expect(page.getByText('Solutions are locked')).toHaveCount(0);
});
