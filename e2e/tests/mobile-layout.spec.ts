import { expect, test, type Page } from '@playwright/test';
import { importPaper, multipleCorrectPaper, threeSectionPaper } from './papers';
import { expectDashboardShown, expectNoAxeViolations, pageStudentId, signIn } from './support';

/** DESIGN.md: mobile first — at 390 px no screen scrolls sideways (card rows scroll inside themselves). */
test.use({ viewport: { width: 390, height: 844 } });

for (const kind of ['enrolled-2', 'free']) {
  test(`${kind}: no screen is wider than a 390 px phone`, async ({ page }) => {
    await signIn(page, kind);
    await expectDashboardShown(page);
    for (const path of ['/student', '/student/objectivetest', '/student/ncert', '/student/jee', '/student/profile']) {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Loading... please wait')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    }
  });
}

/**
 * Decision 0033, the player on a 360×640 phone (the normal, JEE Advanced and DPP players): nothing wider than the
 * screen; no control after SUBMIT, which stays in the window; the palette one tap away above the question, in a sheet
 * (focus in, Escape closes, focus back on its button; a tile shows its question); the current section tab scrolled
 * into its row and distinguishable in forced colours; a save's toast clear of the timer and the buttons; axe finds
 * nothing. Screenshots at 360, 390 and 1280 px go to the test's output.
 */
test.describe('the player on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  const shoot = (page: Page, name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

  /** What a student on a phone can reach, and the sheet. `label` names the player in messages. */
  async function expectPhonePlayer(page: Page, label: string) {
    await expect(page.getByRole('timer')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} width`).toBeLessThanOrEqual(360);
    const submit = page.getByRole('button', { name: 'SUBMIT', exact: true });
    await expect(submit).toBeInViewport();
    // No control of the screen comes after SUBMIT (the palette is not below the buttons).
    const after = await submit.evaluate((button) =>
      [...document.querySelectorAll('#main button, #main input, #main select, #main a[href]')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => button.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
        .map((el) => el.getAttribute('aria-label') ?? el.textContent),
    );
    expect(after, `${label}: controls after SUBMIT`).toEqual([]);
    const opener = page.getByRole('button', { name: /^Question palette/ });
    await expect(opener).toBeInViewport();
    await expectNoAxeViolations(page, `${label} at 360 px`);
    await shoot(page, `${label}-360`);

    // The sheet: focus moves in, Escape closes it, focus returns to its button.
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Question palette' });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page, `${label} palette sheet`);
    await shoot(page, `${label}-360-sheet`);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    // A tile shows its question and closes the sheet.
    await opener.click();
    await sheet.getByRole('button', { name: /^Question 2,/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: /^Question 2\b/ })).toBeVisible();
    await expect(opener).toBeFocused();
  }

  /** A toast never lies over the timer or the buttons: answers question 2 and saves. */
  async function expectToastClear(page: Page) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'SAVE & NEXT' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    // Where it stays: after sonner's slide-in (its transitions) has ended.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await toast.boundingBox())!;
    for (const [name, target] of [
      ['timer', page.getByRole('timer')],
      ['buttons', page.getByRole('group', { name: 'Question actions' })],
    ] as const) {
      const other = (await target.boundingBox())!;
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      expect(overlaps, `the toast covers the ${name}`).toBe(false);
    }
  }

  test('the normal and JEE Advanced players: reach, sheet, section tabs, toasts, forced colours, axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, 'section-303');
    await expect(page).toHaveURL(/\/student$/);
    const student = `student:${await pageStudentId(page)}`;
    const normal = await importPaper(request, threeSectionPaper(`Phone check ${Date.now()}`), student);
    await page.goto(`/student/JeeExamScreen/${normal}`);
    await expectPhonePlayer(page, 'normal');
    await expectToastClear(page);
    await shoot(page, 'normal-360-toast');

    // The last section's tab chosen: its question shows and the tab is scrolled whole into the row.
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: 'Mathematics Section A' }).click();
    await expect(page.getByRole('heading', { name: /^Question 7\b/ })).toBeVisible();
    const current = sections.getByRole('button', { name: 'Mathematics Section A' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(async () => {
        const [row, tab] = [(await sections.boundingBox())!, (await current.boundingBox())!];
        return tab.x >= row.x - 1 && tab.x + tab.width <= row.x + row.width + 1;
      })
      .toBe(true);
    // Forced colours: the current tab still differs from the others (system colours, a border and an underline).
    await page.emulateMedia({ forcedColors: 'active' });
    const look = (name: string) =>
      sections.getByRole('button', { name }).evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.backgroundColor} ${style.color} ${style.borderTopWidth} ${style.textDecorationLine}`;
      });
    expect(await look('Mathematics Section A')).not.toBe(await look('Physics Section A'));
    await page.emulateMedia({ forcedColors: 'none' });

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await shoot(page, `normal-${width}`);
    }
    // From 992 px the NTA layout: the palette beside the question, no sheet button.
    await expect(page.getByRole('complementary', { name: 'Question palette' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Question palette/ })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 640 });

    const advanced = await importPaper(request, multipleCorrectPaper(`Phone check advanced ${Date.now()}`), student);
    await page.goto(`/student/JeeAdvanceExamScreen/${advanced}`);
    await expectPhonePlayer(page, 'jee-advanced');
  });

  test('the DPP player: reach, sheet, axe', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'enrolled');
    await expect(page).toHaveURL(/\/student$/);
    // Resumed, not started: the seed's DPP in progress (DPP start resumes it and changes nothing on the server).
    const dpps = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { token?: string };
      const reply = await fetch('/api/student/v1/student-dpps/', {
        method: 'POST',
        headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ skip: 0, limit: 100 }),
      });
      return ((await reply.json()) as { data: { dpps: { id: number; button: string }[] } }).data.dpps;
    });
    const dpp = dpps.find((d) => d.button === 'Continue');
    expect(dpp, "a DPP in progress for 'enrolled'").toBeDefined();
    await page.goto(`/student/InstructionsGenericDpp/${dpp!.id}/exam`);
    await expectPhonePlayer(page, 'dpp');
  });
});
