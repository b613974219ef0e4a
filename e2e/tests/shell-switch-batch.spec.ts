import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * The profile menu (000 §2 Top bar) and the Switch Batch popup (000 §2, §4, §5, §8), as the two-batch
 * demo student (section-303: JEE Advanced 2026 and JEE 2027). The test switches back at the end (shared account).
 */
async function openSwitchBatch(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Switch Batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch Batch' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

async function currentBatch(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('userdetail')!) as { token: string; username: string };
    const res = await fetch(`/api/users/v1/get-student-details2/?username=${user.username}`, {
      headers: { authorization: `Token ${user.token}` },
    });
    return ((await res.json()) as { data: { student_data: { student_course_id: number } } }).data.student_data
      .student_course_id;
  });
}

test('Switch Batch: Done switches the batch, emits portal:batch-switched and reloads on /student; a failure shows the server message', async ({
  page,
}) => {
  await signIn(page, 'section-303');
  await page.waitForURL('**/student');
  await page.getByRole('button', { name: /Meera/ }).click();
  const menu = page.getByRole('list', { name: 'Profile menu' });
  await expect(menu.getByRole('listitem')).toHaveText([
    'Profile',
    'Switch Batch',
    'Change Password',
    ...((await menu.getByRole('link', { name: 'Help & Support' }).count()) ? ['Help & Support'] : []),
    'Logout',
  ]);
  await page.keyboard.press('Escape');

  const before = await currentBatch(page);
  const dialog = await openSwitchBatch(page, /Meera/);
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog).toContainText('JEE Advanced 2026');
  await expect(dialog).toContainText('JEE 2027');
  await expect(dialog).not.toContainText('JCF_');
  await expect(dialog).not.toContainText('M.A.T_');
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectNoAxeViolations(page, 'switch batch popup');

  // A refusal of the server: its message shows in the popup, nothing reloads.
  await page.route('**/api/users/v1/switch-course/', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'student_course_id: this batch is not active' }),
    }),
  );
  await dialog.getByRole('radio', { checked: false }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('student_course_id: this batch is not active');
  await page.unroute('**/api/users/v1/switch-course/');

  // Done for real: the event fires, the page reloads on /student (the marker set before is gone), the batch changed.
  await page.evaluate(() => {
    (window as unknown as { __marker: boolean }).__marker = true;
    window.addEventListener('portal:batch-switched', (e) =>
      sessionStorage.setItem('switched', JSON.stringify((e as CustomEvent).detail)),
    );
  });
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Done' }).click()]);
  await expect(page).toHaveURL(/\/student$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker ?? false)).toBe(false);
  const after = await currentBatch(page);
  expect(after).not.toBe(before);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('switched')))!)).toEqual({
    studentCourseId: after,
  });

  // Switch back (the account is shared with other specs); the popup now marks the other batch.
  const again = await openSwitchBatch(page, /Meera/);
  await again.getByRole('radio', { checked: false }).check();
  await Promise.all([page.waitForEvent('load'), again.getByRole('button', { name: 'Done' }).click()]);
  expect(await currentBatch(page)).toBe(before);
});

test('a free student has no Switch Batch', async ({ page }) => {
  await signIn(page, 'free');
  await page.waitForURL('**/student');
  await page.getByRole('button', { name: /Rohan/ }).click();
  await expect(page.getByRole('list', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch Batch' })).toHaveCount(0);
});
