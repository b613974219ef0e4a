// Compiles the API (its server and its migrator) and the gateway to JavaScript with esbuild, so production runs
// `node api/dist/main.js`, `node api/dist/migrate.js` and `node deploy/dist/gateway.js` (the Dockerfile),
// never tsx. Each entry is bundled with the workspace's TypeScript (its own package and @classroom/shared); its
// package's npm dependencies stay external, installed by `pnpm deploy --prod`. A source file's `__dirname` keeps
// naming that file's own folder (the migrations, the sandbox checkout script, release-health.json are found next
// to the sources, which the image keeps at the same paths). Usage: node scripts/build-server.mjs
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each bundle: its package, entry (relative to the package) and output file (relative to the package). */
export const SERVER_BUNDLES = [
  { pkg: 'api', entry: 'src/main.ts', out: 'dist/main.js' },
  { pkg: 'api', entry: 'src/db/migrate-cli.ts', out: 'dist/migrate.js' },
  { pkg: 'deploy', entry: 'src/gateway-cli.ts', out: 'dist/gateway.js' },
];

/** `__dirname` of each workspace source rewritten to its own folder, relative to the bundle's (see the file comment). */
const ownDirname = (outDir) => ({
  name: 'own-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const rel = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(rel)})`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

/** Builds every bundle (or those of `only`, a package name); resolves with the output paths. */
export async function buildServer(only) {
  const outputs = [];
  for (const bundle of SERVER_BUNDLES.filter((b) => !only || b.pkg === only)) {
    const pkgDir = path.join(ROOT, bundle.pkg);
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    const outfile = path.join(pkgDir, bundle.out);
    const { outputFiles } = await build({
      write: false,
      entryPoints: [path.join(pkgDir, bundle.entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      external: Object.keys(dependencies).filter((name) => !name.startsWith('@classroom/')),
      plugins: [ownDirname(path.dirname(outfile))],
    });
    // Each file written whole, then renamed into place: a process starting the bundle (a test) never reads half of it.
    mkdirSync(path.dirname(outfile), { recursive: true });
    for (const file of outputFiles) {
      const partial = `${file.path}.${process.pid}.tmp`;
      writeFileSync(partial, file.contents);
      renameSync(partial, file.path);
    }
    outputs.push(outfile);
  }
  return outputs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputs = await buildServer(process.argv[2]);
  console.log(outputs.map((o) => path.relative(ROOT, o)).join('\n'));
}
