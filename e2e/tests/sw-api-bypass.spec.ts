import { expect, test } from '@playwright/test';
import { startGatewayProxy } from './gateway-proxy';
import { expectDashboardShown, FIELD_FIGURES_CHUNK, signIn } from './support';

/**
 * Decision 0016 (the API never passes through the service worker) and decision 0014 (release health from the students'
 * own figures): on a return visit the worker controls the page, yet the API's calls go straight to the network (the
 * worker's static route, Chromium's Resource Timing says which source served each), and the field-figures beacon the
 * page sends as the student leaves it reaches the API — when the worker took that beacon it was often lost once the
 * page was gone. The portal is reached through a proxy that sees every request, the unloading page's beacon included.
 */
const BEACON = 'POST /api/telemetry/v1/field-figures/';

test("a return visit's API calls bypass the service worker, and its beacon arrives as the student leaves", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const proxy = await startGatewayProxy();
  const beaconsSeen = () => proxy.state.seen.filter((line) => line === BEACON).length;
  const context = await browser.newContext({ baseURL: proxy.url, serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await signIn(first, 'enrolled');
    await expectDashboardShown(first);
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    // The first page stays open (a closed one may send its own beacon at any moment).

    // Three return visits, each left for another page once its beacon's chunk is in (decision 0014: after the first screen).
    for (let visit = 1; visit <= 3; visit++) {
      const page = await context.newPage();
      const beaconChunk = page.waitForResponse((r) => FIELD_FIGURES_CHUNK.test(new URL(r.url()).pathname), {
        timeout: 60_000,
      });
      await page.goto('/student');
      await expectDashboardShown(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const apiSources = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
          .map(
            (entry) => (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
          ),
      );
      expect(apiSources.length).toBeGreaterThan(0);
      expect(apiSources.every((source) => source === 'network')).toBe(true);

      await beaconChunk;
      const beaconsBefore = beaconsSeen();
      await page.goto('about:blank');
      await expect.poll(beaconsSeen, { timeout: 15_000 }).toBe(beaconsBefore + 1);
      await page.close();
    }
  } finally {
    await context.close();
    await proxy.close();
  }
});
