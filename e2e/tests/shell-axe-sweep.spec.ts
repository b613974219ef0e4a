import { expect, test, type Page } from '@playwright/test';
import { BUILT_SCREENS, HOST_SCREENS } from '../../shared/src/links/screens';
import { expectNoAxeViolations, signIn } from './support';

/**
 * axe-core (WCAG 2.1 A/AA) finds nothing on any screen of the registry (shared/src/links/screens), at 1280 and 390 px
 * (decision record 0023). Every route without a path parameter is visited — the host's public pages signed out, the
 * /student screens signed in as an enrolled student, by client-side navigation, so one sign-in serves a whole width
 * and the sweep stays within a minute or two. Screens behind an id (a result, a chapter) are swept by their own specs.
 */
const STATIC = BUILT_SCREENS.filter((pattern) => !pattern.includes(':') && !pattern.includes('*'));
const PUBLIC = STATIC.filter((path) => HOST_SCREENS.includes(path) && !['/', '/signin', '/blankpage'].includes(path));
const STUDENT = STATIC.filter((path) => path.startsWith('/student') && path !== '/student/locked');

/** Moves the page to `path` the way a link does and waits for the screen to settle. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.getByText('Loading... please wait')).toHaveCount(0, { timeout: 15_000 });
}

for (const width of [1280, 390]) {
  test(`axe at ${width} px: every signed-in screen of the registry`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'enrolled');
    await page.waitForURL('**/student');
    const found: string[] = [];
    for (const path of STUDENT) {
      await open(page, path);
      await expectNoAxeViolations(page, `${path} at ${width} px`).catch((error: Error) => found.push(error.message.split('\n').slice(0, 12).join('\n')));
    }
    expect(found, 'screens with axe violations').toEqual([]);
  });

  test(`axe at ${width} px: the public pages and sign-in`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.locator('main#main')).toBeVisible();
    const found: string[] = [];
    await expectNoAxeViolations(page, `/ at ${width} px`).catch((error: Error) => found.push(error.message));
    for (const path of [...PUBLIC, '/error']) {
      // Signed out, nothing has started single-spa's routing (it starts with the first remote): load each page.
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      await expectNoAxeViolations(page, `${path} at ${width} px`).catch((error: Error) => found.push(error.message.split('\n').slice(0, 12).join('\n')));
    }
    expect(found, 'screens with axe violations').toEqual([]);
  });
}
