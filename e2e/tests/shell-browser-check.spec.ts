import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/**
 * Browser check (000 §5, §8; 001 §2.4): a browser that is neither Chrome nor Safari gets the modal with
 * 'Update Chrome', once per session; Chrome never sees it.
 */
test.describe('as Firefox', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0' });

  test('the modal tells the student to use Chrome on Android or Safari, offers Update Chrome, and shows once per session', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Use Chrome or Safari' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Please use Chrome on Android, or Safari, for the best experience.');
    const update = modal.getByRole('link', { name: /Update Chrome/ });
    await expect(update).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.android.chrome');
    await expectNoAxeViolations(page, 'browser check modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to your classroom' }).waitFor();
    await expect(page.getByRole('dialog', { name: 'Use Chrome or Safari' })).toHaveCount(0);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expect(page.getByRole('dialog', { name: 'Use Chrome or Safari' })).toHaveCount(0);
  });

  test('Escape closes the modal and focus lands on the skip link, visible, not on the page body (decision 0023)', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Use Chrome or Safari' });
    await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
  });
});

test('Chrome gets no browser warning', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Sign in to your classroom' }).waitFor();
  await expect(page.getByRole('dialog', { name: 'Use Chrome or Safari' })).toHaveCount(0);
});
