import { expect, test, type Page } from '@playwright/test';
import { shoot } from './account-support';
import { expectNoAxeViolations, signIn } from './support';

/** A real 2×2 PNG (previews must render) and a JPEG signature; an SVG renamed to .png is refused by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVQI12P8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_AS_PNG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function openHelp(page: Page) {
  await signIn(page, 'section-303');
  await page.waitForURL('**/student');
  await page.goto('/student/help-and-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and Support' })).toBeVisible();
}

/**
 * Help and Support (001 §2.6, §4.9, §5, §8): Submit stays disabled until a category is chosen; three
 * screenshots are previewed, one removed and added again, and sent with progress; the success toast 'Issue recorded
 * successfully' shows, the form is cleared and the report appears under the earlier reports with status Open.
 */
test('the help form sends 3 screenshots: success toast, form cleared, report listed with its status', async ({
  page,
}) => {
  await openHelp(page);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('No reports yet')).toBeVisible();
  await expectNoAxeViolations(page, 'help form, empty');

  await page.getByRole('checkbox', { name: 'Tests' }).check();
  await page.getByRole('checkbox', { name: 'Solutions' }).check();
  await expect(submit).toBeEnabled();
  await page.getByLabel('Describe the issue').fill('The timer jumped during the physics test.');
  await page.locator('#help-files').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove screenshot 2' }).click();
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(2);
  await page.locator('#help-files').setInputFiles([png('four.png')]);
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(3);
  await expectNoAxeViolations(page, 'help form with previews');
  await shoot(page, 'help-filled');

  await submit.click();
  await expect(page.getByText('Issue recorded successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(0);
  await expect(page.getByLabel('Describe the issue')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Tests' })).not.toBeChecked();
  await expect(submit).toBeDisabled();
  // Focus is not lost with the disabled Submit: it is back at the start of the form (decision 0023).
  await expect(page.getByRole('checkbox', { name: 'Live Class' })).toBeFocused();
  const report = page.getByRole('listitem').filter({ hasText: 'The timer jumped during the physics test.' });
  await expect(report).toContainText('Tests, Solutions');
  await expect(report).toContainText('Open');
  await expect(report).toContainText('3 screenshots');
  await expectNoAxeViolations(page, 'help form after success');
  await shoot(page, 'help-sent');
});

test("a renamed SVG and an 11th file are refused with 'Please upload image files.' and 'You cannot upload more than 10 files.'", async ({
  page,
}) => {
  await openHelp(page);
  await page
    .locator('#help-files')
    .setInputFiles([{ name: 'screenshot.png', mimeType: 'image/png', buffer: SVG_AS_PNG }]);
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload image files.' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'help form, SVG refused');

  await page.locator('#help-files').setInputFiles(Array.from({ length: 10 }, (_, i) => png(`s${i + 1}.png`)));
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(10);
  await page.locator('#help-files').setInputFiles([png('eleven.png')]);
  await expect(page.getByRole('alert').filter({ hasText: 'You cannot upload more than 10 files.' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Screenshot \d/ })).toHaveCount(10);
  await shoot(page, 'help-refused');

  // The server checks by content too: a renamed SVG posted straight to the call is refused.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { token?: string }).token,
  );
  const me = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { user_id?: number }).user_id,
  );
  expect(token).toBeTruthy();
  const details = await page.request.get('/api/users/v1/get-student-details2/', {
    params: { username: '9876543215' },
    headers: { Authorization: `Token ${token}` },
  });
  const studentId = ((await details.json()) as { data: { student_data: { id: number } } }).data.student_data.id;
  expect(me).toBeTruthy();
  const res = await page.request.post(`/api/support/v1/post-feedback/${studentId}/`, {
    headers: { Authorization: `Token ${token}` },
    multipart: {
      issue_type: 'Others',
      description: 'svg',
      images: { name: 'x.png', mimeType: 'image/png', buffer: SVG_AS_PNG },
    },
  });
  expect(res.status()).toBe(400);
});
