import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * 000 §2 Notifications: the bell opens the list, newest first with unread marked; Mark as read lowers the
 * bell's count at once (through the event bus) and the notification shows as read; the older path works too; axe.
 */
test('enrolled: the bell opens notifications; Mark as read lowers the bell count', async ({ page }) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const bell = page.locator('header').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  const before = Number(await page.getByTestId('bell-count').textContent());
  expect(before).toBeGreaterThan(1);
  await bell.click();
  await page.waitForURL('**/student/notes/notifications');
  const items = page.getByTestId('notification');
  await expect(items.first()).toBeVisible();
  const times = await items.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
  expect([...times].sort().reverse()).toEqual(times);
  await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(before);
  await expectNoAxeViolations(page, 'notifications');

  const first = items.first();
  await first.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(page.getByTestId('bell-count')).toHaveText(String(before - 1));
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(first.getByText('Unread', { exact: true })).toHaveCount(0);

  await page.goto('/student/notes/Notifications');
  await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(before - 1);
  await expect(page.getByTestId('bell-count')).toHaveText(String(before - 1));
});
