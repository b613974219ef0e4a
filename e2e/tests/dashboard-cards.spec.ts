import { expect, test } from '@playwright/test';
import { ERROR_PAGE_TEXT, expectNoAxeViolations, signIn } from './support';
import { importPaper, multipleCorrectPaper } from './papers';

/**
 * Dashboard cards and links (000 §2, §4, §6):
 * - a closed, not-given test (exam_status 7) offers Practice with the note — never Start — and Practice opens its
 *   instructions in practice mode (mfe-exam);
 * - a JEE Advanced paper's card opens /student/JeeadvanceIns/{id} (001 §2.1);
 * - enable_learning_module shows 'Practice (New)', a named section 'Self Learning Module' (000 §6; the same rule as the
 *   older bar, @classroom/shared/links);
 * - at 390 px an MPP card's tag rows stay within about 55 px with a '+N' for the tags that did not fit (000 §2).
 */
const NOTE = 'Rank is not available because you are taking it outside the test window';
const CLOSED_EXAM = 'Unit Test: Laws of Motion';

test("status 7: the closed test's card offers Practice with the note, never Start; Practice opens its instructions in practice mode", async ({
  page,
}) => {
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  const card = page.getByRole('region', { name: 'Tests', exact: true }).getByRole('article', { name: CLOSED_EXAM });
  await expect(card).toContainText(NOTE);
  await expect(card.getByRole('link', { name: /^Start/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Start/ })).toHaveCount(0);
  await card.getByRole('link', { name: `Practice ${CLOSED_EXAM}` }).click();
  await expect(page).toHaveURL(/\/student\/instruction\/\d+$/);
  await expect(page.getByTestId('practice-note')).toHaveText(NOTE);
  await expect(page.getByText(ERROR_PAGE_TEXT)).toHaveCount(0);
});

test("a JEE Advanced paper's card opens the JEE Advanced instructions /student/JeeadvanceIns/{id}", async ({
  page,
  request,
}) => {
  const examId = await importPaper(
    request,
    multipleCorrectPaper('JEE Advanced Paper 1 (dashboard e2e)'),
    'section:303',
  );

  await signIn(page, 'section-303');
  await page.waitForURL('**/student');
  const card = page
    .getByRole('region', { name: 'Tests', exact: true })
    .getByRole('article', { name: 'JEE Advanced Paper 1 (dashboard e2e)' });
  const start = card.getByRole('link', { name: /^Start/ });
  await expect(start).toHaveAttribute('href', `/student/JeeadvanceIns/${examId}`);
  // A paper that is not JEE Advanced keeps the generic route of its theme.
  await expect(
    page.getByRole('article', { name: 'JEE Main Mock Test 1' }).getByRole('link', { name: /^Start/ }),
  ).toHaveAttribute('href', /\/student\/instruction\/\d+$/);
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/student/JeeadvanceIns/${examId}$`));
  await expect(page.getByRole('table', { name: 'JEE Advanced marking scheme by question type' })).toBeVisible();
});

test("enable_learning_module: 'Practice (New)' opens the practice screen and 'Self Learning Module' the configured site", async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const learning = page.getByRole('navigation', { name: 'Learning' });
  await expect(learning.getByRole('link', { name: /Self Learning Module/ })).toHaveAttribute(
    'href',
    'https://learn.classroom-portal.in/',
  );
  await expectNoAxeViolations(page, 'enrolled dashboard with learning links');
  await learning.getByRole('link', { name: 'Practice (New)' }).click();
  await expect(page).toHaveURL(/\/student\/practice-session$/);
  await expect(page.getByRole('heading', { name: 'Practice (New)' })).toBeVisible();
  await expect(page.getByText(ERROR_PAGE_TEXT)).toHaveCount(0);
});

test('without enable_learning_module: no Practice (New); her named section (301) still gets the Self Learning Module', async ({
  page,
}) => {
  await signIn(page, 'enrolled-2');
  await page.waitForURL('**/student');
  await expect(page.getByRole('region', { name: 'MPPs', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Practice \(New\)/ })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Learning' }).getByRole('link', { name: /Self Learning Module/ }),
  ).toHaveCount(1);
});

test("at 390 px an MPP card's tags stay within two rows (≤ 56 px) with '+N' for the rest, counted from the rendered height", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const many = [
    'JEE Main',
    'NCERT',
    'Revision',
    'Level 1',
    'Important',
    'Previous Year Questions',
    'Level 2',
    'Conceptual',
    'Numerical',
    'Board Exam',
  ];
  // The dashboard's MPP row comes from student-dashboard: its first MPP gets the many tags.
  await page.route('**/api/student/v1/student-dashboard/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { mpps: { tag_names: string[]; tag_ids: number[] }[] } };
    body.data.mpps[0]!.tag_names = many;
    body.data.mpps[0]!.tag_ids = many.map((_, i) => i + 1);
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const tags = page.getByRole('region', { name: 'MPPs', exact: true }).getByTestId('tags').first();
  const more = tags.getByRole('listitem').filter({ hasText: /^\+\d+/ });
  await expect(more).toHaveCount(1);
  const chips = await tags.getByRole('listitem').count();
  const n = Number(/\+(\d+)/.exec((await more.textContent()) ?? '')?.[1]);
  expect(chips - 1 + n).toBe(many.length);
  const box = await tags.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    scroll: el.scrollHeight,
    bottoms: [...el.children].map((c) => c.getBoundingClientRect().bottom - el.getBoundingClientRect().top),
  }));
  expect(box.height).toBeLessThanOrEqual(56);
  // Every chip shown, '+N' included, lies inside the trimmed height: nothing is cut off.
  for (const bottom of box.bottoms) expect(bottom).toBeLessThanOrEqual(56);
  expect(n).toBeGreaterThan(0);
});

test("a card row's arrows follow its scroll (000 §2): at 390 px Previous is disabled at the start and Next enabled; after Next, Previous is enabled", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const row = page.getByRole('region', { name: 'MPPs', exact: true });
  const previous = row.getByRole('button', { name: 'Previous MPPs' });
  const next = row.getByRole('button', { name: 'Next MPPs' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(previous).toBeDisabled();
});

test('a card row honours prefers-reduced-motion (DESIGN "Accessibility"): Next moves the row at once, with no smooth scroll', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const row = page.getByRole('region', { name: 'MPPs', exact: true });
  await expect(row.getByRole('button', { name: 'Next MPPs' })).toBeEnabled();
  // Read in the same task as the click: a smooth scroll would not have moved yet, an instant one is done.
  const moved = await row.evaluate((section) => {
    const track = section.querySelector('ul')!;
    const before = track.scrollLeft;
    section.querySelector<HTMLButtonElement>('button[aria-label="Next MPPs"]')!.click();
    return track.scrollLeft - before;
  });
  expect(moved).toBeGreaterThan(100);
});
