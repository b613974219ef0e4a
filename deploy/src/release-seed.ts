/**
 * `npm start` and the e2e setup (scripts/portal.mjs): make sure every app is live in the release
 * store's channel, publishing each missing one once from its fresh dist/ build (no second build).
 * An app already live is left alone — the store, not dist/, is what the portal serves — and a dist/
 * that differs from the live version is only reported.
 */
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { stableOf } from './release/channel';
import { APPS, publish, REPO_ROOT } from './release/publish';
import { openReleaseStore } from './release/open-store';
import { contentOf } from './release/store';

async function main() {
  const store = openReleaseStore(path.join(REPO_ROOT, 'var', 'releases'));
  const channel = process.env.RELEASE_CHANNEL ?? 'production';
  const who = process.env.RELEASE_USER ?? `${os.userInfo().username} (npm start)`;
  // The host first: remotes are checked against the live host's shared ranges.
  for (const app of APPS) {
    const dist = path.join(REPO_ROOT, app, 'dist');
    const live = stableOf(await store.readChannel(channel), app);
    if (live) {
      if (
        existsSync(path.join(dist, 'mf-manifest.json')) &&
        !live.metadata.version.endsWith(contentOf(dist).contentHash.slice(0, 8))
      ) {
        console.log(
          `${app}: live ${live.metadata.version}; ${app}/dist holds a different build (publish it: npm run release -- publish ${app} --from ${app}/dist)`,
        );
      }
      continue;
    }
    if (!existsSync(path.join(dist, 'mf-manifest.json')))
      throw new Error(`${app} is not built (${dist}) and not in the release store: run npm run build`);
    const result = await publish({
      store,
      channel,
      app,
      fromDir: dist,
      who,
      note: 'first start: published from dist/',
    });
    console.log(`${app}: published ${result.version} to ${store.location} (channel ${channel})`);
  }
}

main().catch((error: Error) => {
  console.error(`release store: ${error.message}`);
  process.exit(1);
});
