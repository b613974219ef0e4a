import { expect, test } from '@playwright/test';
import { expectDashboardShown, expectNoAxeViolations, pageApiGet, signIn } from './support';

interface ApiClass {
  liveclass_id: number;
  type: string;
  subject_name: string;
  chapter_name: string;
  lecture: string;
  notes_file: string | null;
}

/**
 * Teacher notes (000 §7 address list: get-subjects, get-chapters, get-teacher-notes): from the Notes screen a student
 * walks subject → chapter to the notes their teachers shared in that chapter's classes, and one opens as a PDF.
 */
test('enrolled: Notes → teacher notes → a subject → a chapter → its notes, one opening as a PDF', async ({ page }) => {
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  const classes = (await pageApiGet<ApiClass[]>(page, '/api/student/v1/get-scheduled-live-classes2/')).data;
  const withNotes = classes.find((c) => c.type === 'past' && c.notes_file);
  expect(withNotes, 'a past class of the current batch with notes').toBeTruthy();

  await page.evaluate(() => window.history.pushState(null, '', '/student/notes/notessubjects'));
  await page.getByRole('link', { name: /^Teacher notes from your classes/ }).click();
  await expect(page).toHaveURL(/\/student\/notes\/teachernotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Notes' })).toBeVisible();
  await page.getByRole('link', { name: withNotes!.subject_name, exact: true }).click();
  // A chapter row reads '<chapter> <n> notes': the chapter of a class with notes says it has some.
  const escaped = withNotes!.chapter_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const chapter = page.getByRole('link', { name: new RegExp(`^${escaped} \\d+ notes?$`) }).first();
  await chapter.click();
  await expect(page).toHaveURL(/\/student\/notes\/teachernotes\/\d+\/\d+$/);

  const list = page.getByRole('list', { name: 'Teacher Notes' });
  await expect(list.getByRole('button', { name: `Download ${withNotes!.lecture}`, exact: true })).toBeVisible();
  await expect(list.getByText(/ IST$/).first()).toBeVisible();
  const open = list.getByRole('link', { name: new RegExp(`^Open ${withNotes!.lecture}`) });
  await expect(open).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await open.getAttribute('href'))!);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectNoAxeViolations(page, 'teacher notes of a chapter');
});

/** A class's assignments (000 §7 live-class-assignments) open under it on the Past Classes list. */
test('enrolled: a past class opens its chapter’s assignments, each with its MPP button', async ({ page }) => {
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  const classes = (await pageApiGet<ApiClass[]>(page, '/api/student/v1/get-scheduled-live-classes2/')).data;
  let chosen: { cls: ApiClass; mpp: string } | null = null;
  for (const cls of classes.filter((c) => c.type === 'past')) {
    const { data } = await pageApiGet<{ dpps: { name: string }[] }>(
      page,
      `/api/student/v1/live-class-assignments/?liveclass_id=${cls.liveclass_id}`,
    );
    if (data.dpps.length > 0) {
      chosen = { cls, mpp: data.dpps[0]!.name };
      break;
    }
  }
  expect(chosen, 'a past class whose chapter has an MPP').toBeTruthy();
  const { cls, mpp } = chosen!;

  await page.evaluate(() => window.history.pushState(null, '', '/student/liveclass/pastliveclass'));
  await page.getByLabel('Subject').selectOption(cls.subject_name);
  await page.getByLabel('Chapter').selectOption(cls.chapter_name);
  const entry = page.getByTestId('class-entry').filter({ has: page.getByRole('heading', { name: cls.lecture }) });
  const toggle = entry.getByRole('button', { name: `Assignments of ${cls.lecture}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = entry.getByRole('list', { name: `Assignments of ${cls.lecture}` });
  await expect(list.getByRole('link', { name: new RegExp(`^(Start|Continue|Result) ${mpp}$`) })).toBeVisible();
  await expectNoAxeViolations(page, 'a class with its assignments open');
});
