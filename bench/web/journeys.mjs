// A student's way to the measured screens: sign-in, a started exam or DPP, and start → first question.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CPU_SLOWDOWN } from './stats.cjs';
import { withoutBeacon } from './field-check.mjs';
import { ROOT, TRACE_DIR, VIEWPORT } from './config.mjs';

/** Signs a demo student in through the sign-in form (unthrottled) and returns the context's storage state. */
export async function signedInState(browser, base, kind) {
  const demo = JSON.parse(readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8')).find(
    (a) => a.kind === kind,
  );
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await context.addInitScript(withoutBeacon);
  const page = await context.newPage();
  await page.goto(base);
  await page.getByLabel('Mobile number').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/student$/, { timeout: 60_000 });
  return { context, page };
}

/** Starts "JEE Main Mock Test 1" for the player student (001 §2.3); returns the player's and the instructions' addresses. */
export async function startedExam(page) {
  await page.getByRole('link', { name: 'See all Tests' }).click();
  await page
    .getByRole('link', { name: /Start.*JEE Main Mock Test 1/ })
    .or(page.getByRole('button', { name: /Start.*JEE Main Mock Test 1/ }))
    .first()
    .click();
  await page.waitForURL(/\/student\/instruction\/\d+$/);
  const instructionUrl = page.url();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'PROCEED' }).click();
  await page.waitForURL(/\/student\/JeeExamScreen\/\d+$/);
  await page.getByRole('timer').waitFor({ timeout: 60_000 });
  return { playerUrl: page.url(), instructionUrl };
}

/**
 * Starts the first pending MPP's DPP from the dashboard's MPP card (001 §4.7: Start → the DPP instructions → Start
 * Now) for the player student; returns the DPP player's address (001 §2.1 InstructionsGenericDpp/{id}/exam).
 */
export async function startedDpp(page) {
  await page.goto(new URL('/student', page.url()).href);
  await page
    .getByRole('region', { name: 'MPPs' })
    .getByRole('link', { name: /^Start / })
    .first()
    .click();
  await page.waitForURL(/\/student\/InstructionsGenericDpp$/);
  await page.getByRole('button', { name: 'Start Now' }).click();
  await page.waitForURL(/\/student\/InstructionsGenericDpp\/\d+\/exam$/);
  await page.getByRole('timer').waitFor({ timeout: 60_000 });
  return page.url();
}

/**
 * In the page: marks the first question of the exam player as `window.__startMark` = { click, shown, typeset, readable }
 * (the page's clock, ms): `shown`, the frame after a "Question N" heading appears (a frame callback, then a task);
 * `typeset`, the frame after the math of its section is KaTeX's output, not its TeX source (every seeded question has
 * math); `readable`, the frame after the faces those formulas asked for have loaded (`document.fonts.ready`: KaTeX's
 * faces are font-display: block, its formulas painted blank until then). With `fromProceed` the marks count only after
 * a click on PROCEED (its time is `click`); without, from the navigation (`click` is 0: a cold player, a reload
 * mid-exam). Runs as `page.evaluate` or as an init script (before the document has a body).
 */
export function watchFirstQuestion(fromProceed) {
  const mark = { click: fromProceed ? Number.NaN : 0, shown: Number.NaN, typeset: Number.NaN, readable: Number.NaN };
  Object.defineProperty(window, '__startMark', { value: mark });
  if (fromProceed)
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('button')?.textContent?.trim() === 'PROCEED')
          mark.click = performance.now();
      },
      true,
    );
  const afterFrame = (key, then) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        mark[key] = performance.now();
        then?.();
      }, 0),
    );
  let headingSeen = false;
  const observer = new MutationObserver(() => {
    if (Number.isNaN(mark.click)) return;
    const heading = [...document.querySelectorAll('h2')].find((h) => /^Question \d+/.test(h.textContent?.trim() ?? ''));
    if (!heading) return;
    if (!headingSeen) {
      headingSeen = true;
      afterFrame('shown');
    }
    if (heading.closest('section')?.querySelector('.katex')) {
      observer.disconnect();
      afterFrame('typeset', () => void document.fonts.ready.then(() => afterFrame('readable')));
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Start → first question (docs/PERFORMANCE.md, "Start Now → first question ≤ 400 ms" under 4× CPU): on the instructions
 * page, already loaded, with 4× CPU slowdown and no network throttling (the figure is the player's own work: its two
 * start calls to the local API and its first render), the time from the PROCEED click to the frame after the first
 * question's heading appears (a frame callback, then a task), read in the page; and to the frame after its math is
 * typeset (KaTeX's output in the question); and to the frame after the faces its formulas asked for have loaded
 * (`document.fonts.ready`: KaTeX's faces are font-display: block, its formulas painted blank until then). Returns
 * { shown, typeset, readable } in ms. With BENCH_TRACE the PROCEED click to the question in its fonts is traced
 * (`start-<cpu>x-<time>.json`; read it with bench/web/long-tasks.mjs).
 */
export async function startToFirstQuestion(browser, instructionUrl, storageState, cpu = CPU_SLOWDOWN) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState, serviceWorkers: 'block' });
  await context.addInitScript(withoutBeacon);
  const page = await context.newPage();
  try {
    await page.goto(instructionUrl);
    await page.getByRole('checkbox').check();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.evaluate(watchFirstQuestion, true);
    if (TRACE_DIR) await browser.startTracing(page, { path: path.join(TRACE_DIR, `start-${cpu}x-${Date.now()}.json`) });
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await page
      .getByRole('heading', { name: /^Question \d+/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => !Number.isNaN(window.__startMark.shown) && !Number.isNaN(window.__startMark.readable),
      null,
      { timeout: 10_000 },
    );
    return await page.evaluate(() => ({
      shown: window.__startMark.shown - window.__startMark.click,
      typeset: window.__startMark.typeset - window.__startMark.click,
      readable: window.__startMark.readable - window.__startMark.click,
    }));
  } finally {
    if (TRACE_DIR) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** The dashboard is ready when its Tests row shows a card (the LCP candidate of a signed-in student). */
export const dashboardReady = (p) =>
  p.getByRole('region', { name: 'Tests' }).getByRole('article').first().waitFor({ timeout: 120_000 });
