import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREENS,
  CORNERS_SCREENS,
  DASHBOARD_SCREENS,
  EXAM_SCREENS,
  HOST_SCREENS,
  type ScreenDeclaration,
} from '../../shared/src/links/screens';
import { expectNoAxeViolations, signIn } from './support';

/**
 * axe-core (WCAG 2.1 A/AA) finds nothing on any screen of the registry (shared/src/links/screens), at 1280 and 390 px
 * (decision record 0023). Every route without a path parameter is visited — the host's public pages signed out, the
 * /student screens signed in as an enrolled student, by client-side navigation, so one sign-in serves a whole width
 * and the sweep stays within a minute or two. Screens behind an id (a result, a chapter) are swept by their own specs.
 */
/** Routes without a parameter, once each: an older spelling differing only in case ('/student/Myschedule') is the same screen. */
const staticRoutes = (screens: readonly ScreenDeclaration[]) => {
  const patterns = screens.map((screen) => screen.pattern);
  return patterns.filter(
    (p, i) =>
      !p.includes(':') && !p.includes('*') && patterns.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i,
  );
};
const PUBLIC = staticRoutes(HOST_SCREENS).filter((path) => !['/', '/signin', '/blankpage'].includes(path));
/** The signed-in screens, one test per owner so each stays short. */
const STUDENT: Record<string, readonly string[]> = {
  dashboard: staticRoutes(DASHBOARD_SCREENS),
  exam: staticRoutes(EXAM_SCREENS),
  corners: staticRoutes(CORNERS_SCREENS),
  account: staticRoutes(ACCOUNT_SCREENS).filter((path) => path !== '/student/locked' && path.startsWith('/student')),
};

/** Moves the page to `path` the way a link does and waits for the screen to settle. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.getByText('Loading... please wait')).toHaveCount(0, { timeout: 15_000 });
}

for (const width of [1280, 390]) {
  for (const [owner, paths] of Object.entries(STUDENT)) {
    test(`axe at ${width} px: the ${owner} screens of the registry`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'enrolled');
      await page.waitForURL('**/student');
      const found: string[] = [];
      for (const path of paths) {
        await open(page, path);
        await expectNoAxeViolations(page, `${path} at ${width} px`).catch((error: Error) => {
          found.push(error.message.split('\n').slice(0, 12).join('\n'));
          console.log(found[found.length - 1]);
        });
      }
      expect(found, 'screens with axe violations').toEqual([]);
    });
  }

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
      await expectNoAxeViolations(page, `${path} at ${width} px`).catch((error: Error) =>
        found.push(error.message.split('\n').slice(0, 12).join('\n')),
      );
    }
    expect(found, 'screens with axe violations').toEqual([]);
  });
}
