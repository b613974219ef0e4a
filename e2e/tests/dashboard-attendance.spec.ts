import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';

/** The signed-in page's own API reads (its token, so the browser's session is not superseded). */
const apiGet = async <T>(page: Page, path: string): Promise<T> => (await pageApiGet<T>(page, `/api/${path}`)).data;

interface Attendance {
  total_classes: number;
  attendance_count: number;
  online_attendance_count: number;
  offline_attendance_count: number;
  attendance_percentage: number;
  Subjects: { subject_name: string; subject_total_attendance: number; subject_attendance: number }[];
}

/**
 * 000 §2 Attendance view: totals and subject cards equal the API's; the calendar's attended, absent and
 * holiday days for the shown month are the seed's (attendance dates and school holidays); months navigate; axe.
 */
test('enrolled: /student/attendance shows the API totals, subject cards and the seeded days of the month', async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  await page.goto('/student/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByTestId('attendance-total')).toBeVisible();

  const username = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { username: string }).username,
  );
  const { student_data: student } = await apiGet<{
    student_data: { student_course_id: number; school_assoc: { id: number } };
  }>(page, `users/v1/get-student-details2/?username=${username}`);
  const record = await apiGet<Attendance>(
    page,
    `student/v1/get-student-attendance2/?student_section_course_id=${student.student_course_id}`,
  );
  expect(record.total_classes).toBeGreaterThan(0);
  await expect(page.getByTestId('attendance-total')).toHaveText(
    `${record.attendance_count} out of ${record.total_classes}`,
  );
  await expect(page.getByTestId('attendance-online')).toHaveText(String(record.online_attendance_count));
  await expect(page.getByTestId('attendance-offline')).toHaveText(String(record.offline_attendance_count));
  const cards = page.getByRole('list', { name: 'Attendance by subject' }).getByRole('listitem');
  await expect(cards).toHaveCount(record.Subjects.length);
  for (const s of record.Subjects) {
    await expect(cards.filter({ hasText: s.subject_name })).toContainText(
      `${s.subject_attendance} out of ${s.subject_total_attendance}`,
    );
  }

  const dates = await apiGet<{ date: string; present: boolean }[]>(
    page,
    `student/v1/get-student-attendance-dates/?student_section_course_id=${student.student_course_id}`,
  );
  const holidays = await apiGet<{ holiday_date: string }[]>(
    page,
    `support/v1/get-school-holidays/?school_id=${student.school_assoc.id}`,
  );
  // Look at a month with classes in the past: the one of the latest class day before today.
  const today = new Date().toISOString().slice(0, 10);
  const shownMonth = dates
    .map((d) => d.date)
    .filter((d) => d < today)
    .sort()
    .at(-1)!
    .slice(0, 7);
  const grid = page.getByRole('grid');
  const monthName = (ym: string) =>
    new Date(`${ym}-15T12:00:00`).toLocaleString('en-GB', { month: 'long', year: 'numeric' });
  for (let i = 0; i < 3 && !(await grid.getAttribute('aria-label'))?.includes(monthName(shownMonth)); i += 1) {
    await page.getByRole('button', { name: /previous month/i }).click();
  }
  await expect(grid).toHaveAttribute('aria-label', new RegExp(monthName(shownMonth)));
  const expected = new Map<string, string>();
  for (const h of holidays) if (h.holiday_date.startsWith(shownMonth)) expected.set(h.holiday_date, 'Holiday');
  for (const d of dates) if (d.date.startsWith(shownMonth)) expected.set(d.date, d.present ? 'Attended' : 'Absent');
  expect([...expected.values()]).toContain('Attended');
  expect([...expected.values()]).toContain('Absent');
  const cells = grid.locator('[role="gridcell"][data-day]:not([data-hidden]):not([data-outside])');
  const shown = await cells.evaluateAll((els) =>
    els.map((el) => [el.getAttribute('data-day'), el.getAttribute('aria-label')] as const),
  );
  expect(shown.length).toBeGreaterThanOrEqual(28);
  for (const [day, label] of shown) {
    const kind = expected.get(day!);
    if (kind) expect(label, day!).toMatch(new RegExp(`, ${kind}$`));
    else expect(label, day!).not.toMatch(/, (Attended|Absent|Holiday)$/);
  }
  const count = (kind: string) => [...expected.values()].filter((k) => k === kind).length;
  await expect(page.getByTestId('count-attended')).toHaveText(String(count('Attended')));
  await expect(page.getByTestId('count-absent')).toHaveText(String(count('Absent')));
  await expect(page.getByTestId('count-holiday')).toHaveText(String(count('Holiday')));
  await expectNoAxeViolations(page, 'attendance');
});

test("enrolled: the dashboard's attendance panel links to the attendance view", async ({ page }) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const panel = page.getByRole('region', { name: 'Attendance' });
  await expect(panel.getByTestId('attendance-total')).toBeVisible();
  await panel.getByRole('link', { name: 'View attendance' }).click();
  await page.waitForURL('**/student/attendance');
  await expect(page.getByRole('grid')).toBeVisible();
});

test("free student: 'Connect with us to unlock attendance.' with Request a call; axe", async ({ page }) => {
  await signIn(page, 'free');
  await page.waitForURL('**/student');
  await page.goto('/student/attendance');
  await expect(page.getByText('Connect with us to unlock attendance.')).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await page.getByRole('button', { name: 'Request a call' }).click();
  await expect(
    page.getByText(/Request sent! We will call you shortly\.|You have already requested a call/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'attendance (free)');
});
