import { expect, test, type Page } from '@playwright/test';
import { account } from './support';

/**
 * Focus is never lost (decision record 0023), driven by the keyboard only: the skip link shows and lands in <main>;
 * signing in moves focus to the dashboard's <h1> and announces its title; the profile menu closes on Escape and when
 * Tab leaves it, giving focus back; Switch Batch gives focus back to the profile button; a dashboard section link
 * stops below the sticky bar; the focus ring reads ≥ 3:1 on white.
 */

/** The focused element's tag, text and accessible-ish name, for assertions. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName ?? '', text: (el?.textContent ?? '').trim(), inMain: !!el?.closest('main') };
  });

test('keyboard only: skip link, sign-in to the dashboard heading, profile menu, Switch Batch, section links, focus ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const demo = account('enrolled-2');
  await page.goto('/');
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('heading', { name: /Sign in/ }))
      .first(),
  ).toBeVisible();

  // The skip link is the first stop, visible when focused, and lands in <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  expect((await focused(page)).inMain).toBe(true);

  // The focus ring: the dark amber, ≥ 3:1 on white (#f0b400 was 1.87:1).
  await page.getByLabel('Mobile number').focus();
  await page.keyboard.type(demo.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  expect(await page.getByLabel('Password').evaluate((el) => getComputedStyle(el).outlineColor)).toBe(
    'rgb(154, 103, 0)',
  );
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');

  // The route change focuses the new screen's <h1> and announces its title.
  await page.waitForURL('**/student');
  const heading = page.locator('main h1').first();
  await expect(heading).toBeFocused();
  // The dashboard's heading is visually hidden until it takes the keyboard's focus: then it is seen, with its ring.
  const shown = await heading.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { width: box.width, height: box.height, outline: getComputedStyle(el).outlineStyle };
  });
  expect(shown.width).toBeGreaterThan(40);
  expect(shown.height).toBeGreaterThan(10);
  expect(shown.outline).toBe('solid');
  await expect(page.getByTestId('route-announcer')).toHaveText(/\| Classroom$/);

  // Profile menu: Escape closes it and gives focus back to its button.
  const profile = page.getByRole('banner').getByRole('button', { name: /Diya/ });
  await profile.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('list', { name: 'Profile menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(profile).toBeFocused();

  // Tab past the last item closes it too.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const items = await menu.locator('a, button').count();
  for (let i = 0; i <= items; i += 1) await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();

  // Switch Batch: Escape closes the popup and focus returns to the profile button (its menu item is gone).
  await profile.focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('button', { name: 'Switch Batch' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Switch Batch' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(profile).toBeFocused();

  // A dashboard section link brings its section below the 60 px sticky bar, not under it.
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link');
  const last = sections.last();
  const target = (await last.getAttribute('href'))!.slice(1);
  await last.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), target))
    .toBeGreaterThanOrEqual(60);
});

test('signed out, the error page has one <main id="main"> for the skip link', async ({ page }) => {
  await page.goto('/error');
  await expect(page.locator('main#main')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  expect((await focused(page)).inMain).toBe(true);
});
