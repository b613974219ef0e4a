import { expect, test } from '@playwright/test';
import { startGatewayProxy } from './gateway-proxy';
import { expectDashboardShown, signIn } from './support';

/**
 * Decision 0016, the bound of "how a rollback wins": a page navigation goes to the network first and, when no answer
 * comes within 4 s, the service worker serves the last index.html it kept. page.route() does not see the worker's own
 * fetches, so the portal is reached through a small proxy in front of the gateway that can hold every page navigation
 * (the browser marks them `Sec-Fetch-Mode: navigate`) without answering.
 */

test('a navigation the network does not answer within 4 s is served the last shell, and the page paints', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const proxy = await startGatewayProxy();
  const context = await browser.newContext({ baseURL: proxy.url, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await signIn(page, 'enrolled');
    await expectDashboardShown(page);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    // The worker keeps the shell from the first answer it sees: one reload under its control.
    await page.reload();
    await expectDashboardShown(page);
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean(await caches.match('/__app-shell__', { cacheName: 'classroom-shell-v1' }))),
      )
      .toBe(true);

    proxy.state.stall = true;
    await page.goto('/student/Myschedule', { timeout: 20_000 });
    // The worker did ask the network (the proxy holds that request, unanswered) and still the page came: the kept shell.
    expect(proxy.state.stalled).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  } finally {
    await context.close();
    await proxy.close();
  }
});
