import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

const SHOTS = path.resolve(__dirname, '../../var/screens');

/**
 * Each kind of student sees its dashboard as 000 §2 and §6 describe, at 1280 and 390 px:
 * enrolled — rows, navigation, attendance panel; free — corners first, rows and attendance under the unlock prompt;
 * school 40059 — Tests only, no See all, no attendance or navigation; section 303 — the JEE Advanced test-series
 * button. axe finds nothing; a screenshot of each is kept in var/screens for a person to look at.
 */
for (const width of [1280, 390]) {
  test.describe(`dashboard at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      mkdirSync(SHOTS, { recursive: true });
    });

    test('enrolled: MPPs, Tests, Classes, attendance panel, navigation', async ({ page }) => {
      await signIn(page, 'enrolled');
      await page.waitForURL('**/student');
      for (const name of ['MPPs', 'Tests', 'Classes', 'Attendance'])
        await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
      await expect(page.getByText('Connect with us to unlock ...')).toHaveCount(0);
      if (width < 992) await expect(page.getByRole('link', { name: /^Attendance: [\d.]+%$/ })).toBeVisible();
      await expectNoAxeViolations(page, `enrolled dashboard ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-enrolled-${width}.png`), fullPage: true });
    });

    test('free: corners first, rows and attendance under one unlock prompt with one Request a call', async ({
      page,
    }) => {
      await signIn(page, 'free');
      await page.waitForURL('**/student');
      await expect(page.getByText('Connect with us to unlock ...')).toBeVisible();
      const corners = page.getByRole('region', { name: 'Corners' });
      const prompt = page.getByText('Connect with us to unlock ...');
      expect((await corners.boundingBox())!.y).toBeLessThan((await prompt.boundingBox())!.y);
      await expect(page.getByRole('button', { name: 'Request a call' })).toHaveCount(1);
      await expectNoAxeViolations(page, `free dashboard ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-free-${width}.png`), fullPage: true });
    });

    test('school 40059: Tests only, no See all, no attendance, no navigation', async ({ page }) => {
      await signIn(page, 'school-40059');
      await page.waitForURL('**/student');
      await expect(page.getByRole('region', { name: 'Tests', exact: true })).toBeVisible();
      for (const name of ['MPPs', 'Classes', 'Attendance', 'Corners'])
        await expect(page.getByRole('region', { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /See all/ })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
      await expectNoAxeViolations(page, `school 40059 dashboard ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-school-40059-${width}.png`), fullPage: true });
    });

    test('section 303: the JEE Advanced test-series button', async ({ page }) => {
      await signIn(page, 'section-303');
      await page.waitForURL('**/student');
      await expect(page.getByRole('link', { name: /JEE Advanced Test Series/ })).toBeVisible();
      await expectNoAxeViolations(page, `section 303 dashboard ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-section-303-${width}.png`), fullPage: true });
    });
  });
}

/** 000 §2, §9: the left navigation's highlighted item follows scrolling to each section. */
test('the left navigation highlight follows scrolling to each section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(nav.getByRole('link', { name: 'MPPs' })).toHaveAttribute('aria-current', 'location');
  for (const [target, label] of [
    ['dash-tests', 'Tests'],
    ['dash-classes', 'Classes'],
    ['dash-corner-ncert', 'NCERT Corner'],
    ['dash-mpps', 'MPPs'],
  ] as const) {
    await page.locator(`#${target}`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, 1); // a real scroll event after the jump
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'location');
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);
  }
});
