import type { Page } from '@playwright/test';

/**
 * When ACCOUNT_SCREENSHOTS=<dir> is set, saves the page as <dir>/<name>-1280.png and <name>-390.png (the DESIGN's
 * desktop and phone widths) for a person to look at; restores the width afterwards. Does nothing otherwise.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.ACCOUNT_SCREENSHOTS;
  if (!dir) return;
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150); // layout settles after the resize
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(before);
}
