import { expect, test } from '@playwright/test';
import { coldContext } from './support';

/**
 * Decision 0027: the first screen's replies are validated with the contract's zod/mini schemas,
 * and the host's build keeps classic zod out of every script a cold dashboard loads before its first card: the first
 * card shows while the `calls` chunk (axios, the rest of the contract, classic zod) is held. A page that needs the rest
 * of the contract then brings classic zod with it, in the same page, beside the first screen's schemas. Checked by the scripts' content: classic zod's object schema is named
 * "ZodObject", zod/mini's "ZodMiniObject" (the core's, in both, "$ZodObject").
 */
const CLASSIC_ZOD = '"ZodObject"';
const ZOD_MINI = '"ZodMiniObject"';

test('a cold dashboard validates its replies with zod/mini and loads no classic zod before its first card; the Tests page then brings it and shows its list', async ({
  browser,
}) => {
  const cold = await coldContext(browser, 'enrolled-2');
  const page = await cold.newPage();
  const scripts: { path: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ path: new URL(response.url()).pathname, text: response.text().catch(() => '') });
  });
  /** The scripts fetched so far that carry `marker`, by name without the content hash ('/after-sign-in'). */
  const carrying = async (marker: string) => {
    // A copy: a script that arrives while the texts are awaited must not shift the indices.
    const seen = [...scripts];
    const texts = await Promise.all(seen.map((script) => script.text));
    return seen.filter((_, i) => texts[i]!.includes(marker)).map((script) => script.path.split('.')[0]);
  };

  // The dashboard's later parts (the banner's payment, the calls outside the first screen's) may ask for `calls`: it is
  // held until the first card is on screen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/calls\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/student');
  await expect(page.getByRole('region', { name: 'Tests' }).getByRole('article').first()).toBeVisible();
  expect(scripts.length, "the page's scripts were seen").toBeGreaterThan(3);
  expect(await carrying(CLASSIC_ZOD), 'no script of the cold dashboard carries classic zod').toEqual([]);
  expect(await carrying(ZOD_MINI), 'the replies were validated with zod/mini, from after-sign-in').toEqual([
    '/after-sign-in',
  ]);
  release();

  // In-app navigation to the Tests page (001 §2.1): its calls are outside the first screen's, over axios and the
  // whole contract; its list is shown from a reply validated by classic zod in the same page.
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'tests', idx: 1 }, '', '/student/objectivetest');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: 'My Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Attempted' }).click();
  await expect(page.getByRole('row', { name: /Weekly Test: Kinematics/ })).toBeVisible();
  expect(await carrying(CLASSIC_ZOD), 'the rest of the contract brought classic zod').toEqual(['/calls']);
  await cold.close();
});
