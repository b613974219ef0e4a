import { expect, test, type Page } from '@playwright/test';
import { ERROR_PAGE_TEXT, expectDashboardComplete, sideBySide, signIn } from './support';

/**
 * Never a link to a dead end: every internal link the top bar, the profile menu and the dashboard render for each
 * kind of student, at desktop and phone widths, opens a real screen — never the error page (000 §8 error page text).
 */

async function internalLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('button', { name: /Profile|^[A-Z]\s/ }).first();
  if (await menu.isVisible().catch(() => false)) await menu.click().catch(() => undefined);
  return page.$$eval('a[href^="/"]', (as) => [
    ...new Set(as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!)),
  ]);
}

/** Tabs of the signed-in student's browser that open the links side by side: each mostly waits for its screen. */
const TABS = 3;

for (const kind of ['enrolled', 'free', 'school-40059', 'section-303'] as const) {
  test(`${kind}: every internal link on the dashboard and in the shell, at 1280 and 390 px, opens a real screen`, async ({
    context,
    page,
  }) => {
    test.setTimeout(300_000); // the corner rows (000 §2) put dozens of video and notes links on the dashboard
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, kind);
    await page.waitForURL('**/student');
    // The links of both widths (the phone's menu differs from the desktop bar), each opened once.
    const found = new Set<string>();
    for (const width of [1280, 390]) {
      if (width !== 1280) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/student');
      }
      // The shell's chunk loads after sign-in: wait for its top bar, then for the dashboard's data.
      await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
      await expectDashboardComplete(page);
      // The corner rows load as they come near the viewport: scroll to them as a student does, then wait for them.
      const corners = page.getByRole('region', { name: 'Corners' });
      if (await corners.count()) {
        await corners.scrollIntoViewIfNeeded();
        await expect(corners.getByLabel('Select Class').first()).toBeVisible({ timeout: 20_000 });
      }
      const links = await internalLinks(page);
      expect(links.length, `links at ${width} px`).toBeGreaterThan(0);
      for (const href of links) found.add(href);
    }
    const links = [...found];
    const dead: string[] = [];
    const tabs = [page];
    while (tabs.length < TABS) tabs.push(await context.newPage());
    for (const tab of tabs) await tab.setViewportSize({ width: 390, height: 900 });
    await sideBySide(tabs, links, async (tab, href) => {
      await tab.goto(href);
      // A corner's video page embeds an outside player whose requests never settle offline: networkidle is a
      // best effort here; the screen's own loader going away is what counts.
      await tab.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
      await expect(tab.getByText('Loading... please wait')).toHaveCount(0, { timeout: 20_000 });
      if (
        await tab
          .getByText(ERROR_PAGE_TEXT)
          .isVisible()
          .catch(() => false)
      )
        dead.push(href);
    });
    expect(dead, `links that end on the error page for ${kind}`).toEqual([]);
  });
}
