import { expect, test, type Page } from '@playwright/test';
import { coldContext, expectDashboardComplete } from './support';

/** One `layout-shift` entry as the page saw it: its score and the elements it moved (tag, class, first words). */
interface Shift {
  value: number;
  hadRecentInput: boolean;
  moved: string[];
}

/** Records every layout shift of the page from its first byte (a buffered PerformanceObserver set before any script). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : 'text',
        );
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The signed-in student's first screen stands still while it loads (000 §2: the top bar and footer frame every
 * screen): the dashboard's loader, then the dashboard and its parts below the first viewport (decision 0027), then the
 * corner rows replace each other inside the screen's area, which fills the viewport below the top bar, so the footer
 * starts below the first viewport and is never pushed away, and the top bar never moves. On a phone and on a laptop the
 * whole cold load's layout shifts, the corner rows near the viewport included (a free student's come first: each
 * corner holds its rows' height while they load, decision 0027), add up to less than 0.1 (the "good" cumulative layout
 * shift of Web Vitals).
 */
for (const width of [390, 1280]) {
  for (const kind of ['enrolled', 'free']) {
    test(`${kind} student's cold dashboard at ${width} px: the shell does not move`, async ({ browser }) => {
      const context = await coldContext(browser, kind);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 844 });
      await recordShifts(page);
      await page.goto('/student');
      await expectDashboardComplete(page);
      // The corner rows near the viewport (a free student's come first) load after that: wait until every call is
      // answered and no loader is left, so their arrival is part of the load measured.
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Loading... please wait')).toHaveCount(0);
      // Shifts are reported after the frame that made them: two frames later every one is in.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
      );
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const shellMoved = shifts.flatMap((s) => s.moved).filter((m) => /^(footer|header)\./.test(m));
      expect(shellMoved, JSON.stringify(shifts, null, 1)).toEqual([]);
      const total = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.1);
      await context.close();
    });
  }
}
