import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export { makeStudent, makeUser } from './session-records';

/**
 * What a module loads with it when it is first evaluated, for tests that hold a chunk on the cold dashboard's path to
 * what its first screen needs (decisions 0027 and 0032): followed from `entry` (an absolute path to a .ts/.tsx file)
 * through static imports and re-exports with a relative specifier; type-only imports and `import()` load nothing then,
 * stylesheets are not followed. Reads source text (no build needed), one `import … from '…';` statement at a time.
 * Node only (reads the files).
 * @returns `files`: absolute source paths reached, `entry` included; `packages`: the bare specifiers they import
 * @throws when a relative specifier names no file
 */
export function staticImports(entry: string): { files: Set<string>; packages: Set<string> } {
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
  visit(entry);
  return { files, packages };
}
