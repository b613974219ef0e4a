import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';

/**
 * Solutions (001 §2.1 objectiveresult/solutions and answer/{examId}): once the result is released
 * (001 §2.2), each question of the seeded weekly test shows its worked solution under the key, with its math typeset
 * by KaTeX (sanitised server HTML, @classroom/shared/math RichText); the question paper shows none. Axe finds nothing
 * and the page does not scroll sideways, at 1280 and 390 px.
 */
const WEEKLY = 'Weekly Test: Kinematics';

async function weeklyExamId(page: Page): Promise<number> {
  const me = (
    await pageApiGet<{ student_data: { id: number } }>(page, '/api/users/v1/get-student-details2/?username=9876543210')
  ).data;
  const list = (
    await pageApiGet<{ exam_assoc: { id: number; exam_topic: string } }[]>(
      page,
      `/api/exam/v1/given-exams/?student=${me.student_data.id}&type=1`,
    )
  ).data;
  return list.find((e) => e.exam_assoc.exam_topic === WEEKLY)!.exam_assoc.id;
}

for (const width of [1280, 390]) {
  test(`the solutions page shows each question's worked solution with its math at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'enrolled');
    await expect(page).toHaveURL(/\/student$/);
    const examId = await weeklyExamId(page);
    const key = (
      await pageApiGet<{ questions: { serial_no: number; solution: string | null }[] }>(
        page,
        `/api/exam/v1/answer-key/${examId}/`,
      )
    ).data;
    expect(key.questions.length).toBe(4);
    expect(key.questions.every((q) => q.solution)).toBe(true);

    await page.goto(`/student/objectiveresult/solutions?exam_id=${examId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();
    const solutions = page.getByRole('region', { name: 'Solution' });
    await expect(solutions).toHaveCount(4);
    // Question 1 is phy-height (u = 20 m/s, g = 10 m/s²): worked to the keyed 20 m, formulas typeset, none refused.
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: /^Question 1\b/ }) });
    await expect(first.getByRole('region', { name: 'Solution' })).toContainText(
      'At the highest point the velocity is zero',
    );
    await expect(first.getByRole('region', { name: 'Solution' })).toContainText('(option B)');
    for (let i = 0; i < 4; i += 1) await expect(solutions.nth(i).locator('.katex').first()).toBeVisible();
    await expect(page.locator('.cp-math-error')).toHaveCount(0);
    await expect(page.getByText(/\$\\/)).toHaveCount(0); // no TeX source left untypeset
    await expectNoAxeViolations(page, `solutions at ${width}px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`solutions-${width}.png`), fullPage: true });

    // The answer-key page shows the same solutions; the question paper shows none.
    await page.goto(`/student/answer/${examId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${WEEKLY}: answer key` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Solution' })).toHaveCount(4);
    await expectNoAxeViolations(page, `answer key at ${width}px`);
    await page.goto(`/student/objectiveresult/questionpaper?exam_id=${examId}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Question 4\b/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Solution' })).toHaveCount(0);
  });
}
