// The service worker's own fetches under the same network conditions as the page's (decision 0016, docs/PERFORMANCE.md).
//
// Network.emulateNetworkConditions on a page's DevTools session throttles that page's requests only: a request the
// page hands to its service worker, and that the worker fetches itself (the network-first index.html, /remotes.json,
// the manifests), goes out at full speed, and a return visit would look faster than a student's phone makes it. Each
// service worker is a DevTools target of its own; this attaches to every one of the browser context and sets the same
// conditions there, and to any that starts later (a worker stopped when idle comes back as a new target).

/**
 * Throttles every service worker of `page`'s browser context like the page: `conditions` is the
 * Network.emulateNetworkConditions parameters (latency ms, throughputs bytes/s, offline). Returns { count() — how many
 * worker targets were throttled (acknowledged by the worker's session), stop() }. Uses a browser-level CDP session
 * (Playwright's `browser.newBrowserCDPSession()`), attached to workers unflattened (messages through
 * Target.sendMessageToTarget), so Playwright's own sessions are left as they are.
 */
export async function throttleServiceWorkers(browser, page, conditions) {
  const pageCdp = await page.context().newCDPSession(page);
  const { targetInfo } = await pageCdp.send('Target.getTargetInfo');
  await pageCdp.detach();
  const contextId = targetInfo.browserContextId;
  const cdp = await browser.newBrowserCDPSession();
  const attached = new Set();
  const pending = new Map();
  let acknowledged = 0;
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { id, error } = JSON.parse(message);
    if (pending.has(id) && !error) acknowledged += pending.get(id);
    pending.delete(id);
  });
  let nextId = 1;
  const sendTo = (sessionId, method, params, counts = 0) => {
    const id = nextId++;
    pending.set(id, counts);
    return cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
  };
  const attach = async (info) => {
    if (info.type !== 'service_worker' || info.browserContextId !== contextId || attached.has(info.targetId)) return;
    attached.add(info.targetId);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: info.targetId, flatten: false });
    await sendTo(sessionId, 'Network.enable', {});
    await sendTo(sessionId, 'Network.emulateNetworkConditions', conditions, 1);
  };
  cdp.on('Target.targetCreated', ({ targetInfo: info }) => void attach(info).catch(() => undefined));
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await cdp.send('Target.getTargets');
  await Promise.all(targetInfos.map((info) => attach(info).catch(() => undefined)));
  return {
    count: () => acknowledged,
    stop: () => cdp.detach().catch(() => undefined),
  };
}
