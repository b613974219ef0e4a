import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn } from './support';
import { expectNoLearningAxeViolations } from './learning-support';

/** 001 §2.1: every 'Videos and notes' and 'Doubts' route renders a real screen (a heading, never the error page). */
const ROUTES = [
  '/student/videolectures',
  '/student/subjectvideos',
  '/student/videoplayer',
  '/student/notes',
  '/student/notes/notessubjects',
  '/student/notes/noteschapters',
  '/student/notes/noteslist',
  '/student/readnotes',
  '/student/readsubjectnotes',
  '/student/StudyMaterialSubject',
  '/student/StudyMaterialList',
  '/student/pastclasses/subjects',
  '/student/pastclasses/chapters',
  '/student/askyourdoubt',
  '/student/doubtsolutions',
  '/student/doubtmodule/SearchQuestion',
  '/student/doubtmodule/searchquestion',
  '/student/uploaddoubt',
  '/student/chapterlist',
  '/student/questionlist',
  '/student/questiondetails',
  '/student/pendingdoubts',
];

test('every videos/notes and doubts route of 001 §2.1 renders its screen, with no axe-core violation', async ({
  page,
}) => {
  await signIn(page, 'enrolled-2');
  await expectDashboardShown(page);
  for (const path of ROUTES) {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expect(page.getByText('Loading... please wait'), path).toHaveCount(0);
    await expect(page.getByText(/AWW! Snap/), path).toHaveCount(0);
    await expect(page.getByRole('alert'), path).toHaveCount(0);
    await expectNoLearningAxeViolations(page, path);
  }
});

test('the steps lead somewhere real: subject → chapter → notes → reader; video subject → chapter → lecture', async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  await page.evaluate(() => window.history.pushState(null, '', '/student/notes/notessubjects'));
  await page.getByRole('link', { name: /^Physics/ }).click();
  await page
    .getByRole('link', { name: /notes?$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/noteslist/);
  await page.getByRole('link', { name: /Read$/ }).first().click();
  await expect(page).toHaveURL(/readnotes/);
  const open = page.getByRole('link', { name: /^Open/ });
  await expect(open).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await open.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.evaluate(() => window.history.pushState(null, '', '/student/videolectures'));
  await page.getByRole('link', { name: /^Chemistry/ }).click();
  await page
    .getByRole('link', { name: /videos?$/ })
    .first()
    .click();
  await page.getByRole('link', { name: /^▶/ }).first().click();
  await expect(page).toHaveURL(/\/student\/(ncert|jee|neet)\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Videos in this chapter/ })).toBeVisible();
});
