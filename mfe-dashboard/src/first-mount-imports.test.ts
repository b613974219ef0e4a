import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The packages the exposed `./app` loads with its first mount: followed from src/app.tsx through static relative imports
 * (type-only imports and `import()` load nothing then). Everything reached this way lands in the expose's one chunk
 * (`__federation_expose_app`, shared/build/webpack-preset.cjs `remoteChunks`), on the cold dashboard's path.
 * @returns {{ files: Set<string>, packages: Set<string> }} absolute source paths, and bare specifiers as imported
 */
function firstMountImports(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const resolve = (from: string, spec: string): string => {
    const base = path.resolve(path.dirname(from), spec);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find(
      (file) => existsSync(file) && statSync(file).isFile(),
    );
    if (!found) throw new Error(`${spec} (from ${from}) not found`);
    return found;
  };
  const visit = (file: string) => {
    if (files.has(file) || file.endsWith('.css')) return;
    files.add(file);
    for (const [, from = ''] of readFileSync(file, 'utf8').matchAll(
      /^(?:import|export) (?!type )(?:[^;]*? from )?'([^']+)';/gms,
    ))
      if (from.startsWith('.')) visit(resolve(file, from));
      else packages.add(from);
  };
  visit(path.join(__dirname, 'app.tsx'));
  return { files, packages };
}

describe("the exposed module's first mount (decision 0032: bytes before the cold dashboard's reply)", () => {
  it('imports no date library of its own: dates on the first screen go through the host-provided @classroom/shared/format', () => {
    const { files, packages } = firstMountImports();
    // The walk does reach the dashboard's first screen (its rows and cards), so an empty result is no pass.
    expect([...files].map((file) => path.relative(__dirname, file))).toEqual(
      expect.arrayContaining(['root.tsx', path.join('dashboard', 'class-row', 'class-actions.ts')]),
    );
    expect([...packages].filter((name) => /^(?:date-fns|@date-fns\/)/.test(name))).toEqual([]);
    expect(packages).toContain('@classroom/shared/format');
  });
});
