import { expect, test } from '@playwright/test';
import { account, expectNoAxeViolations, signIn } from './support';

/**
 * Assignments (001 §2.1 assignmentssubjects → assignmentschapters → assignmentslist, submitassignment,
 * updateassignment, submittedassignment): Diya finds the projectile worksheet by subject and chapter, a file that only
 * claims to be a photo is refused by the server, she submits a photo (the upload shows its progress), replaces it before
 * the due date, and once a teacher grades it (admin call) sees the marks and remarks. axe finds nothing on each screen.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an assignment is submitted with a photo, updated, and shows marks and remarks once graded', async ({
  page,
  request,
}) => {
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  await page.goto('/student/assignmentssubjects');
  await expect(page.getByRole('heading', { level: 1, name: 'My Assignments' })).toBeVisible();
  await expectNoAxeViolations(page, 'assignment subjects');
  await page.getByRole('link', { name: /Physics/ }).click();
  await expect(page).toHaveURL(/\/student\/assignmentschapters\/\d+$/);
  await page.getByRole('link', { name: /Motion in a Plane/ }).click();
  await expect(page).toHaveURL(/\/student\/assignmentslist\/\d+\/\d+$/);
  const row = page.getByRole('row', { name: /Projectile motion: worksheet 1/ });
  await expect(row.getByText('Pending')).toBeVisible();
  await expectNoAxeViolations(page, 'assignment list');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'assignment list at 390 px (cards)');
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('link', { name: 'Submit: Projectile motion: worksheet 1' }).click();
  await expect(page).toHaveURL(/\/student\/submitassignment\/\d+$/);
  const assignmentId = Number(/submitassignment\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Assignment' })).toBeVisible();

  // A file that only claims to be a JPEG: the server reads its bytes and refuses it.
  await page.getByLabel('Photos (JPEG or PNG) or one PDF').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText("files.0: 'photo.jpg' is not a JPEG, PNG or PDF file");
  await page.getByRole('button', { name: 'Remove photo.jpg' }).click();

  // A real photo; the upload is held until its progress bar has been seen.
  await page
    .getByLabel('Photos (JPEG or PNG) or one PDF')
    .setInputFiles({ name: 'page1.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Chosen files' }).getByText('page1.png')).toBeVisible();
  await expectNoAxeViolations(page, 'submit assignment with a chosen photo');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/student/v1/submit-assignment/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: /Uploading… \d+ %/ })).toBeVisible();
  release();
  await expect(page).toHaveURL(new RegExp(`/student/submittedassignment/${assignmentId}$`));
  await expect(page.getByText('Assignment submitted')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 1: page1.png' })).toBeVisible();
  await expect(page.getByText('Marks will show here once your teacher has graded this assignment.')).toBeVisible();
  await expectNoAxeViolations(page, 'submitted assignment');

  // Update before the due date: the new photo replaces the old one.
  await page.getByRole('link', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/updateassignment/${assignmentId}$`));
  await page
    .getByLabel('Photos (JPEG or PNG) or one PDF')
    .setInputFiles({ name: 'page1-redone.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student/submittedassignment/${assignmentId}$`));
  await expect(page.getByRole('img', { name: 'Page 1: page1-redone.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 1: page1.png' })).toHaveCount(0);

  // A teacher grades it (admin call), then Diya signs in again and sees marks and remarks; Update is gone.
  const login = await request.post('/api/users/v1/login/', {
    data: { username: account('enrolled-2').username, password: account('enrolled-2').password },
  });
  const studentId = ((await login.json()) as { data: { user_id: number } }).data.user_id;
  const graded = await request.post('/api/admin/v1/grade-assignment/', {
    headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN}` },
    data: { assignment_id: assignmentId, student_id: studentId, marks: 18, remarks: 'Clear working; label the axes.' },
  });
  expect(graded.status()).toBe(200);
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  await page.goto(`/student/submittedassignment/${assignmentId}`);
  await expect(page.getByTestId('assignment-marks')).toHaveText('18 / 20');
  await expect(page.getByTestId('assignment-remarks')).toHaveText('Clear working; label the axes.');
  await expect(page.getByRole('link', { name: 'Update' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'graded assignment');
  await page.goto('/student/assignments_all_list');
  await expect(page.getByRole('row', { name: /Projectile motion: worksheet 1/ }).getByText('Graded')).toBeVisible();
});
