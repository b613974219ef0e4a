import { expect, test } from '@playwright/test';
import { coldContext } from './support';

/**
 * Decision 0027: a signed-in student's cold /student sends its first two calls
 * (get-student-details2, student-dashboard) from index.html's inline script, as the page is parsed — not once main.js
 * has arrived and run. Checked by holding main.js: both calls leave while it is held; once it runs the dashboard shows
 * with each call sent once (the host's entry adopts them), and the CSP, which allows the script by its hash only,
 * refuses nothing.
 */
test("a cold /student sends the dashboard's first calls before main.js is in; the dashboard shows, each call sent once, no CSP violation", async ({
  browser,
}) => {
  const cold = await coldContext(browser, 'enrolled');
  const page = await cold.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/api\/(users\/v1\/get-student-details2|student\/v1\/student-dashboard)\/$/.test(pathname))
      calls.push(pathname);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let mainAsked = false;
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    mainAsked = true;
    await released;
    await route.continue();
  });

  await page.goto('/student', { waitUntil: 'commit' });
  await expect
    .poll(() => [...calls].sort(), { message: 'both calls left while main.js was held' })
    .toEqual(['/api/student/v1/student-dashboard/', '/api/users/v1/get-student-details2/']);
  expect(mainAsked, 'main.js was asked for and is still held').toBe(true);
  release();

  await expect(page.getByRole('region', { name: 'Tests' }).getByRole('article').first()).toBeVisible();
  expect([...calls].sort(), 'each call once: the entry took the early ones').toEqual([
    '/api/student/v1/student-dashboard/',
    '/api/users/v1/get-student-details2/',
  ]);
  expect(violations).toEqual([]);
  await cold.close();
});
