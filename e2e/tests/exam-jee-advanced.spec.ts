import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';
import { importPaper, multipleCorrectPaper } from './papers';

/**
 * JEE Advanced (001 §2.1 JeeadvanceIns, JeeAdvanceExamScreen/{exam_id}): a paper imported with partial
 * marks for batch 303 opens on the JEE Advanced instructions page with the marking scheme; PROCEED is disabled until the
 * declaration is ticked, then the exam opens in the player, where a multiple-correct answer is saved. (The marks of
 * every question type are checked over the API: api/test/jee-advanced.test.ts.)
 */
test('the JEE Advanced instructions show the marking scheme; PROCEED opens the exam, which takes a multiple-correct answer', async ({
  page,
  request,
}) => {
  const examId = await importPaper(request, multipleCorrectPaper('JEE Advanced Mock (e2e)'), 'section:303');

  await signIn(page, 'section-303');
  await page.waitForURL('**/student');
  await page.goto(`/student/JeeadvanceIns/${examId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'JEE Advanced Mock (e2e)' })).toBeVisible();
  const scheme = page.getByRole('table', { name: 'JEE Advanced marking scheme by question type' });
  await expect(scheme.getByRole('row', { name: /One or more correct options/ })).toContainText(
    '+2 if three or more are correct but only two are chosen',
  );
  await expect(scheme.getByRole('row', { name: /One or more correct options/ })).toContainText('-2 in all other cases');
  const proceed = page.getByRole('button', { name: 'PROCEED' });
  await expect(proceed).toBeDisabled();
  await expectNoAxeViolations(page, 'JEE Advanced instructions');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'JEE Advanced instructions at 390 px');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('checkbox').check();
  await proceed.click();
  await expect(page).toHaveURL(new RegExp(`/student/JeeAdvanceExamScreen/${examId}$`));
  await expect(page.getByText('Which of these are vectors?')).toBeVisible();
  await page.getByRole('checkbox', { name: /Displacement/ }).check();
  await page.getByRole('checkbox', { name: /Momentum/ }).check();
  await page
    .getByRole('group', { name: 'Question actions' })
    .getByRole('button', { name: 'SAVE & NEXT', exact: true })
    .click();
  await expect(page.getByText('Which of these are scalars?')).toBeVisible();
  await expect(
    page
      .getByRole('complementary', { name: 'Question palette' })
      .getByRole('button', { name: /^Question 1,.*answered/ }),
  ).toBeVisible();
});
