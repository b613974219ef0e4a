import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn } from './support';

/** DESIGN.md: mobile first — at 390 px no screen scrolls sideways (card rows scroll inside themselves). */
test.use({ viewport: { width: 390, height: 844 } });

for (const kind of ['enrolled-2', 'free']) {
  test(`${kind}: no screen is wider than a 390 px phone`, async ({ page }) => {
    await signIn(page, kind);
    await expectDashboardShown(page);
    for (const path of ['/student', '/student/objectivetest', '/student/ncert', '/student/jee', '/student/profile']) {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Loading... please wait')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    }
  });
}
