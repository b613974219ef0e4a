import { expect, test, type Page } from '@playwright/test';
import { ERROR_PAGE_TEXT, apiSignIn, expectNoAxeViolations, pageApiGet, signIn } from './support';

/**
 * (000 §2 'Older navigation bar', 000 §6, 000 §8): the legacy list screens (test, assignment and quiz
 * lists, 001 §2.1) carry the older bar — Practice (New) only with enable_learning_module, Self Learning Module for the
 * named sections, My Schedule, My Test, My Assignment, My Quiz, My Profile, Change Password, Help & Support, Logout.
 * Its links all open real screens; a quiz is found from it and taken; a 401 there says
 * 'Logged in to another device, please login here again'.
 */
const QUIZ = 'Quick Quiz: Units and Measurements';
const olderBar = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test("Aarav's older bar on the test list: the spec's items; My Quiz opens the quiz list and a quiz is taken", async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/objectivetest');
  await expect(page.getByRole('heading', { name: 'My Test' })).toBeVisible();
  const bar = olderBar(page);
  // Aarav has enable_learning_module and section 301 (a named section): every item, in the spec's order.
  await expect(bar.getByRole('listitem')).toHaveText([
    'Practice (New)',
    /^Self Learning Module/,
    'My Schedule',
    'My Test',
    'My Assignment',
    'My Quiz',
    'My Profile',
    'Change Password',
    'Help & Support',
    'Logout',
  ]);
  await expect(bar.getByRole('link', { name: /Self Learning Module/ })).toHaveAttribute(
    'href',
    'https://learn.classroom-portal.in/',
  );
  // The older bar replaces the top bar here: no profile dropdown.
  await expect(page.getByRole('button', { name: /Aarav/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'test list with the older bar');

  await bar.getByRole('link', { name: 'My Quiz' }).click();
  await expect(page).toHaveURL(/\/student\/Quizlist$/);
  await expect(page.getByRole('heading', { name: 'My Quiz' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'My Quiz' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row', { name: new RegExp(QUIZ) });
  await row.getByRole('link', { name: `Start ${QUIZ}` }).click();
  await expect(page).toHaveURL(/\/student\/generic\/\d+\/instructions$/);
  const examId = Number(/generic\/(\d+)\//.exec(page.url())?.[1]);
  // The exam screens are not lists: the top bar is back.
  await expect(page.getByRole('link', { name: 'My Quiz' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start Now' }).click();
  await expect(page.getByRole('heading', { name: /^Question 1/ })).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/student\/SubmitSuccessfully$/, { timeout: 30_000 });
  const { data } = await pageApiGet<{ submitted: boolean; questions: { is_option2_selected: boolean }[] }>(
    page,
    `/api/exam/v1/exam-answers/${examId}/`,
  );
  expect(data.submitted).toBe(true);
  expect(data.questions[0]?.is_option2_selected).toBe(true);
});

for (const width of [1280, 390]) {
  test(`Diya at ${width} px: every link of the older bar opens a real screen; Logout signs out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'enrolled-2');
    await expect(page).toHaveURL(/\/student$/);
    await page.goto('/student/Quizlist');
    await expect(page.getByRole('heading', { name: 'My Quiz' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    // Diya has no learning module: no Practice (New); section 301 is named: Self Learning Module.
    await expect(olderBar(page).locator('a', { hasText: 'Practice (New)' })).toHaveCount(0);
    await expect(olderBar(page).locator('a', { hasText: 'Self Learning Module' })).toHaveCount(1);
    if (width === 390) {
      // 000 §2 mobile layout (≤ 991 px): the items fold behind 'Menu'; Escape closes and returns focus.
      await expect(olderBar(page).getByRole('link', { name: 'My Test' })).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(olderBar(page).getByRole('link', { name: 'My Test' })).toBeVisible();
      await expectNoAxeViolations(page, 'quiz list with the older bar open at 390 px');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } else {
      await expect(menu).toBeHidden();
      await expectNoAxeViolations(page, 'quiz list with the older bar');
    }
    const hrefs = await olderBar(page)
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual([
      '/student/Myschedule',
      '/student/objectivetest',
      '/student/assignmentssubjects',
      '/student/Quizlist',
      '/student/profile',
      '/student/changepassword',
      '/student/help-and-support',
    ]);
    const dead: string[] = [];
    for (const href of hrefs) {
      await page.goto('/student/Quizlist');
      await expect(page.getByRole('heading', { name: 'My Quiz' })).toBeVisible();
      if (width === 390) await menu.click();
      await olderBar(page).locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('#main')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      if (await page.getByText(ERROR_PAGE_TEXT).isVisible()) dead.push(href);
    }
    expect(dead, 'older-bar links that end on the error page').toEqual([]);
    // My Test sets objectivetest's exam_type 1 (001 §2.1).
    await page.goto('/student/Quizlist');
    if (width === 390) await menu.click();
    await olderBar(page).getByRole('link', { name: 'My Test' }).click();
    await expect(page.getByRole('heading', { name: 'My Test' })).toBeVisible();

    if (width === 390) await menu.click();
    await olderBar(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
}

test("000 §8: a 401 on a legacy list says 'Logged in to another device, please login here again'", async ({
  page,
  request,
}) => {
  await signIn(page, 'school-40059');
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/objectivetest');
  await expect(page.getByRole('heading', { name: 'My Test' })).toBeVisible();
  // The notice shows for 1 s only: the page records its text when it appears, so no poll can miss it.
  await page.evaluate(() => {
    const seen: { notice: string | null } = { notice: null };
    Object.assign(window, { __notice: seen });
    new MutationObserver(() => {
      const dialog = document.querySelector('dialog[open]');
      if (!seen.notice && dialog?.textContent?.includes('Unauthorised?')) seen.notice = dialog.textContent;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await apiSignIn(request, 'school-40059'); // another device
  await olderBar(page).getByRole('link', { name: 'My Quiz' }).click(); // the quiz list's call answers 401
  await page.waitForURL((url) => url.pathname === '/');
  const notice = await page.evaluate(
    () => (window as unknown as { __notice: { notice: string | null } }).__notice.notice,
  );
  expect(notice).toContain('Logged in to another device, please login here again');
});
