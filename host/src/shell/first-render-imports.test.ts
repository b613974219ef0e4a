import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The host's own modules the student shell's first render loads with it: followed from student-layout.tsx through
 * static relative imports (type-only imports and `import()` load nothing then). What is reached this way is in the
 * `student-layout` chunk or the bootstrap's, on the cold dashboard's path (decision 0027; first-screen.json `student`).
 * @returns absolute source paths
 */
function firstRenderImports(): Set<string> {
  const files = new Set<string>();
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
  };
  visit(path.join(__dirname, 'student-layout.tsx'));
  return files;
}

describe("the student shell's first render (decision 0027: bytes on the cold dashboard's path)", () => {
  it('does not load the side menu, Switch Batch or the older bar: they come in their own chunks when wanted', () => {
    const files = [...firstRenderImports()].map((file) => path.relative(__dirname, file));
    // The walk does reach the first screen's top bar and footer, so an empty result is no pass.
    expect(files).toEqual(expect.arrayContaining(['top-bar.tsx', 'footer.tsx', 'notification-bell.tsx']));
    expect(files).not.toContain('side-menu.tsx');
    expect(files).not.toContain('switch-batch.tsx');
    expect(files).not.toContain(path.join('older-bar', 'older-bar.tsx'));
  });
});
