import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';

/**
 * All six result-analysis pages (001 §2.1 objectiveresult/ percentileandscore,
 * difficultylevelwisescore, timeperquestion, chapterwisescore, solutions, questionpaper) show the seeded cohort's
 * figures (the weekly test: Aarav, Diya and 40 generated students, api/seed/cohort.ts); each chart has a table with the
 * same figures; axe finds nothing; readable at 390 px (no sideways scrolling of the page).
 */

/** GET an API path with the page's own session; the reply's data. */
const apiGet = async <T>(page: Page, apiPath: string): Promise<T> => (await pageApiGet<T>(page, apiPath)).data;

interface Analysis {
  score: number;
  max_marks: number;
  rank: number;
  percentile: number;
  total_students: number;
  cohort: { average: number; highest: number; distribution: { students: number; mine: boolean }[] };
  difficulty: { label: string; marks: number; max_marks: number; cohort_average: number }[];
  chapters: { chapter_name: string; marks: number; cohort_average: number }[];
  time: { serial_no: number; seconds: number; cohort_median_seconds: number }[];
}

const mmss = (s: number) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`;
const marks = (n: number) =>
  (Number.isInteger(n) ? String(n) : n.toFixed(2)).replace(/\.?0+$/, (m) => (m.includes('.') ? '' : m));

for (const width of [1280, 390]) {
  test(`the six result-analysis pages show the seeded cohort's figures at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'enrolled');
    await expect(page).toHaveURL(/\/student$/);
    const me = await apiGet<{ student_data: { id: number } }>(
      page,
      `/api/users/v1/get-student-details2/?username=9876543210`,
    );
    const list = await apiGet<{ exam_assoc: { id: number; exam_topic: string } }[]>(
      page,
      `/api/exam/v1/given-exams/?student=${me.student_data.id}&type=1`,
    );
    const examId = list.find((e) => e.exam_assoc.exam_topic === 'Weekly Test: Kinematics')!.exam_assoc.id;
    const a = await apiGet<Analysis>(page, `/api/exam/v1/result-analysis/${examId}/`);
    expect(a.total_students).toBe(42);

    await page.goto(`/student/result/${examId}`);
    await page.getByRole('link', { name: 'Result analysis' }).click();
    await expect(page).toHaveURL(/\/student\/objectiveresult\/percentileandscore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Percentile and score' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Your score' });
    await expect(stats).toContainText(`${a.score} / ${a.max_marks}`);
    await expect(stats).toContainText(a.percentile.toFixed(2));
    await expect(stats).toContainText(`${a.rank} of 42`);
    await expect(stats).toContainText(marks(a.cohort.average));
    const bandRows = page.getByRole('table', { name: 'Students by score band' }).getByRole('row');
    await expect(bandRows).toHaveCount(a.cohort.distribution.length + 1);
    for (const [i, b] of a.cohort.distribution.entries())
      await expect(bandRows.nth(i + 1)).toContainText(`${b.students}${b.mine ? 'Yes' : ''}`);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    const check = async (label: string) => {
      await expectNoAxeViolations(page, `${label} at ${width}px`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${label}: no sideways scroll at ${width}px`,
      ).toBeLessThanOrEqual(width);
    };
    await check('percentileandscore');

    const nav = page.getByRole('navigation', { name: 'Result analysis' });
    await nav.getByRole('link', { name: 'Difficulty level wise score' }).click();
    await expect(page).toHaveURL(/difficultylevelwisescore$/);
    const levels = page.getByRole('table', { name: 'Marks by difficulty level' });
    for (const d of a.difficulty)
      await expect(levels.getByRole('row', { name: new RegExp(`^${d.label}`) })).toContainText(
        `${marks(d.marks)} / ${d.max_marks}${marks(d.cohort_average)}`,
      );
    await check('difficultylevelwisescore');

    await nav.getByRole('link', { name: 'Time per question' }).click();
    const times = page.getByRole('table', { name: 'Time per question' });
    for (const t of a.time)
      await expect(times.getByRole('row', { name: new RegExp(`^Q${t.serial_no}\\b`) })).toContainText(
        `${mmss(t.seconds)}${mmss(t.cohort_median_seconds)}`,
      );
    await check('timeperquestion');

    await nav.getByRole('link', { name: 'Chapter wise score' }).click();
    const chapters = page.getByRole('table', { name: 'Marks by chapter' });
    for (const c of a.chapters)
      await expect(chapters.getByRole('row', { name: new RegExp(`^${c.chapter_name}`) })).toContainText(
        marks(c.cohort_average),
      );
    await check('chapterwisescore');

    await nav.getByRole('link', { name: 'Solutions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Question 1/ })).toBeVisible();
    await expect(page.getByText('Correct answer').first()).toBeVisible();
    await expect(page.locator('.katex').first()).toBeVisible();
    await check('solutions');

    await nav.getByRole('link', { name: 'Question paper' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Question 4/ })).toBeVisible();
    await expect(page.getByText('Correct answer')).toHaveCount(0);
    await check('questionpaper');

    // Opened without an exam: back to the test list, never the error page.
    await page.goto('/student/objectiveresult/percentileandscore');
    await expect(page).toHaveURL(/\/student\/objectivetest$/);
  });
}
