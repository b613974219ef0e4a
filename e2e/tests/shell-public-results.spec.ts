import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * 001 §2.1 public routes: /izest/result looks a published iZest result up by roll number and date of birth without
 * signing in; /pastrecordings/{student_id} lists the signed-in student's own past class recordings (read-only, each
 * linking to the recording from the API) and refuses another student's id.
 */

test('/izest/result: a visitor looks up a roll number; a wrong one is told so; the form checks the format', async ({
  page,
}) => {
  await page.goto('/izest/result');
  await expect(page.getByRole('heading', { name: 'iZest Result' })).toBeVisible();
  await expect(page).toHaveTitle(/^iZest Result/);
  await expectNoAxeViolations(page, 'iZest result look-up');

  const roll = page.getByLabel('Roll number');
  const dob = page.getByLabel('Date of birth');
  await dob.fill('2008-11-02');
  const submit = page.getByRole('button', { name: 'Show result' });
  await roll.fill('IZ-26');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter your roll number as printed on your admit card: 6 to 12 letters and digits',
  );
  await expect(roll).toHaveAttribute('aria-invalid', 'true');

  await roll.fill(' iz26000102 ');
  await submit.click();
  const result = page.getByRole('region', { name: 'Rahul Menon' });
  await expect(result).toContainText('IZ26000102');
  await expect(result).toContainText('iZest 2026');
  await expect(result).toContainText('254.5 / 300');
  await expect(result.getByRole('definition').nth(3)).toHaveText('14');
  await expectNoAxeViolations(page, 'iZest result shown');

  // The right roll number with another date of birth gives nothing, as an unknown roll number.
  await dob.fill('2008-11-03');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'No result found for this roll number and date of birth. Please check them and try again.',
  );
  await expect(page.getByRole('region', { name: 'Rahul Menon' })).toHaveCount(0);
});

async function myId(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { user_id: number }).user_id);
}

test("/pastrecordings/{student_id}: the student's own recordings with their links; another id is refused; a visitor signs in first", async ({
  page,
}) => {
  await page.goto('/pastrecordings/1');
  await page.waitForURL((url) => url.pathname === '/');

  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);
  const id = await myId(page);
  await page.goto(`/pastrecordings/${id}`);
  await expect(page.getByRole('heading', { name: 'Past Recordings', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Past class recordings' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const watch = list.getByRole('link', { name: /^Watch recording of / }).first();
  await expect(watch).toHaveAttribute('href', /^\/api\/static\/videos\/[a-z0-9-]+\.mp4$/);
  await expect(watch).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'past recordings');

  await page.goto(`/pastrecordings/${id + 1}`);
  await expect(page.getByRole('alert')).toHaveText('You can see only your own past recordings.');
  await expect(page.getByRole('list', { name: 'Past class recordings' })).toHaveCount(0);
});
