// `npm run release -- …`: the release CLI (deploy/src/release-cli.ts) as compiled JavaScript, so a rollback takes
// effect within a few hundred milliseconds of the command. The bundle deploy/dist/release/release-cli.cjs is
// rebuilt with esbuild whenever a deploy/ or shared/ source is newer; dependencies stay in node_modules.
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Two levels below deploy/, like deploy/src/release/publish.ts, whose REPO_ROOT is three folders up from its own.
const OUT = path.join(ROOT, 'deploy', 'dist', 'release', 'release-cli.cjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.ts$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function builtAt() {
  try {
    return statSync(OUT).mtimeMs;
  } catch {
    return 0;
  }
}

if (
  builtAt() < Math.max(newestSource(path.join(ROOT, 'deploy', 'src')), newestSource(path.join(ROOT, 'shared', 'src')))
) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(ROOT, 'deploy', 'src', 'release-cli.ts')],
    outfile: OUT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    // Dependencies stay in node_modules, except the workspace's own TypeScript (@classroom/shared: the figures'
    // contract), which node cannot require and is bundled.
    plugins: [
      {
        name: 'external-dependencies',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@classroom/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
createRequire(import.meta.url)(OUT);
