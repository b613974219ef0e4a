// The exam player's palette clicks and the palette floor's, each click's Event Timing duration.
import { percentile } from './stats.cjs';
import { PALETTE_TILES } from './cpu-floors.mjs';
import { PALETTE_CLICKS } from './config.mjs';

/**
 * The player's palette click → next paint (docs/PERFORMANCE.md). First, unmeasured, gives the paper answered and marked
 * questions (SAVE & NEXT on an option, SAVE & Mark For Review, Mark For Review & Next), so the palette holds every
 * look. Then, section after section (each tab click unmeasured; the tab loads its questions), clicks every tile of the
 * section but the current one and then the first again, round the sections until `count` palette clicks — answered,
 * marked, not visited and not answered tiles; every seeded question carries KaTeX math. Each palette click's Event
 * Timing duration (input delay + handlers + the paint that follows; the entries sharing its interactionId, the longest)
 * is read after the click; a click the browser did not report (under the 16 ms threshold) counts as 16 ms.
 * Returns { clickP95Ms, clickP50Ms, clicks, clickDurations, questionPaintedMs } (ms; questionPaintedMs: each click →
 * its question's body painted, `watchQuestionPainted`).
 */
export async function paletteClicks(page, count = PALETTE_CLICKS) {
  const heading = page.getByRole('heading', { name: /^Question \d+/ });
  const shown = async () => Number((/^Question (\d+)/.exec((await heading.first().textContent()) ?? '') ?? [])[1]);
  const waitShown = (serial) =>
    page.waitForFunction(
      (n) =>
        [...document.querySelectorAll('h2')].some((h) =>
          new RegExp(`^Question ${n}\\b`).test(h.textContent?.trim() ?? ''),
        ),
      serial,
      { timeout: 60_000 },
    );
  // While a save or a section load is in flight the player's controls are aria-disabled (decision 0023: the pressed
  // one keeps focus), not disabled.
  const idle = () =>
    page.waitForFunction(
      () =>
        ![...document.querySelectorAll('button')].some(
          (b) => b.textContent?.trim() === 'SAVE & NEXT' && (b.disabled || b.getAttribute('aria-disabled') === 'true'),
        ),
      null,
      { timeout: 60_000 },
    );
  // Unmeasured: an answered, an answered-and-marked and a marked question in the first section.
  const tabs = page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
  await tabs.first().click();
  await idle();
  for (const button of ['SAVE & NEXT', 'SAVE & Mark For Review', 'Mark For Review & Next']) {
    const before = await shown();
    const choice = page.getByRole('radio').or(page.getByRole('checkbox')).first();
    if (button !== 'Mark For Review & Next' && !(await choice.isChecked())) await choice.click();
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForFunction(
      (n) =>
        ![...document.querySelectorAll('h2')].some((h) =>
          new RegExp(`^Question ${n}\\b`).test(h.textContent?.trim() ?? ''),
        ),
      before,
      { timeout: 60_000 },
    );
    await idle();
  }
  const durations = [];
  const paintedMs = [];
  const tabCount = await tabs.count();
  for (let round = 0; durations.length < count && round < 4; round++) {
    for (let t = 0; t < tabCount && durations.length < count; t++) {
      // A save's toast under the resting pointer stays while hovered (sonner pauses it) and took the tab's click for
      // good at 6× CPU: the pointer leaves the page and the toasts go before the next section is chosen.
      await page.mouse.move(0, 0);
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 60_000 });
      await tabs.nth(t).click();
      await idle();
      await page.waitForTimeout(300);
      const tiles = page.getByRole('button', { name: /^Question \d+,/ });
      const serials = await tiles.evaluateAll((els) =>
        els.map((el) => Number(/^Question (\d+),/.exec(el.getAttribute('aria-label') ?? '')?.[1])),
      );
      const current = await shown();
      const order = [...serials.filter((s) => s !== current), current];
      for (const serial of order) {
        if (durations.length >= count) break;
        const painted = await watchQuestionPainted(page, serial);
        durations.push(
          await clickDuration(page, page.getByRole('button', { name: new RegExp(`^Question ${serial},`) }), () =>
            waitShown(serial),
          ),
        );
        paintedMs.push(await painted());
      }
    }
  }
  return { ...clickFigures(durations), questionPaintedMs: paintedMs };
}

/**
 * Click → the new question painted (decision 0029), beside the click's Event Timing figure: the moment the student can
 * read and answer the question. A player that moved the question's typeset body after the click's paint would lower the
 * Event Timing figure and not this one, so both are printed. Call before the click; the returned
 * function resolves to the ms from the click's pointerdown (its event timestamp) to the end of the first frame in
 * which question `serial`'s panel is on the page and no longer `aria-busy` (read in a task after each frame). The same
 * figure for a player that paints the body in the click's own frame comes out close to its Event Timing duration.
 * The watcher stays out of the frames it measures: its frame callback only queues the check as a task after the
 * frame, and that check reads the page only once the click's pointerdown has come (docs/PERFORMANCE.md, "2026-11-27
 * 02:39–03:50 UTC": the query inside the frame callback sat in the click's frame, ≈ 0.8 ms a click on average at 4× and
 * up to ≈ 3 ms; the palette floor has no watcher).
 */
async function watchQuestionPainted(page, serial) {
  await page.evaluate((n) => {
    window.__bench.questionPainted = new Promise((resolve) => {
      let down = null;
      addEventListener('pointerdown', (e) => (down = e.timeStamp), { capture: true, once: true, passive: true });
      const heading = new RegExp(`^Question ${n}\\b`);
      const afterFrame = () => {
        const shown =
          down !== null &&
          [...document.querySelectorAll('section')].some(
            (s) => !s.hasAttribute('aria-busy') && heading.test(s.querySelector('h2')?.textContent?.trim() ?? ''),
          );
        if (shown) resolve(performance.now() - down);
        else requestAnimationFrame(frame);
      };
      const frame = () => setTimeout(afterFrame, 0);
      requestAnimationFrame(frame);
    });
  }, serial);
  return () => page.evaluate(() => window.__bench.questionPainted);
}

/**
 * One click's Event Timing duration in ms: clicks `target`, waits for `shown()`, lets the Event Timing entries arrive
 * (and, in the player, the leave-save's reply land under Slow 4G), then takes the longest pointer/click entry of the
 * interaction; a click the browser did not report (under its 16 ms threshold) counts as 16 ms.
 */
async function clickDuration(page, target, shown) {
  const from = await page.evaluate(() => window.__bench.events.length);
  await target.click();
  await shown();
  await page.waitForTimeout(700);
  const events = await page.evaluate((i) => window.__bench.events.slice(i), from);
  return Math.max(
    16,
    ...events
      .filter((e) => e.interactionId && ['pointerdown', 'pointerup', 'click'].includes(e.name))
      .map((e) => e.duration),
  );
}

/** { clickP95Ms, clickP50Ms, clicks, clickDurations } of a run's click durations (ms). */
const clickFigures = (durations) => ({
  clickP95Ms: percentile(durations, 95),
  clickP50Ms: percentile(durations, 50),
  clicks: durations.length,
  clickDurations: durations,
});

/** The palette floor's clicks (cpu-floors.mjs): `count` tiles in turn, each a question not yet shown. */
export async function floorClicks(page, count = PALETTE_CLICKS) {
  const durations = [];
  for (let serial = 2; durations.length < count && serial <= PALETTE_TILES; serial++) {
    const heading = page.getByRole('heading', { name: `Question ${serial}`, exact: true });
    durations.push(
      await clickDuration(page, page.getByRole('button', { name: new RegExp(`^Question ${serial},`) }), () =>
        heading.waitFor(),
      ),
    );
  }
  return clickFigures(durations);
}
