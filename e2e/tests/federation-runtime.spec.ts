import { expect, test } from '@playwright/test';
import { expectDashboardShown, signIn, visitEveryRemote } from './support';

/**
 * One federation runtime per page (decision 0007): the host bundles @module-federation/runtime-core and provides it
 * on the page (`experiments.provideExternalRuntime`); each remote's remoteEntry.js takes it from there
 * (`experiments.externalRuntime`) instead of shipping its own copy. Every file runtime-core is built into carries the
 * global it keeps remote entries in (`__GLOBAL_LOADING_REMOTE_ENTRY__`), so the scripts the page ran are searched for
 * it after all four remotes have mounted.
 */
const RUNTIME_CORE_MARK = '__GLOBAL_LOADING_REMOTE_ENTRY__';

test('one federation runtime is loaded per page: the host provides it, all four remotes run on it', async ({
  page,
}) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const path = new URL(response.url()).pathname;
    if (!scripts.has(path))
      scripts.set(
        path,
        response.text().catch(() => ''),
      );
  });
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));

  await signIn(page, 'enrolled');
  await expectDashboardShown(page);
  await visitEveryRemote(page);

  const entries = [...scripts.keys()].filter((p) => p.endsWith('/remoteEntry.js'));
  expect(entries.map((p) => p.split('/')[2]).sort(), "each remote's entry ran").toEqual([
    'mfe-account',
    'mfe-corners',
    'mfe-dashboard',
    'mfe-exam',
  ]);

  const withRuntime: string[] = [];
  for (const [path, text] of scripts) if ((await text).includes(RUNTIME_CORE_MARK)) withRuntime.push(path);
  expect(withRuntime, 'one script carries the federation runtime').toHaveLength(1);
  expect(withRuntime[0], 'and it is the host’s').not.toMatch(/^\/remotes\//);

  const provider = await page.evaluate(
    () =>
      (window as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name,
  );
  expect(provider, 'the runtime on the page was provided by the host').toBe('host');
  expect(
    warnings.filter((w) => /multiple module federation runtime/i.test(w)),
    'no second runtime announced itself',
  ).toEqual([]);
});
