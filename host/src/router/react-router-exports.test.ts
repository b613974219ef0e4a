import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The host provides a reduced react-router-dom to the share scope (react-router-dom.mjs): every page's
 * host and remotes get only the names it re-exports. A name imported anywhere in the workspace's app code but missing
 * there would be `undefined` in the browser, so this reads every import of react-router-dom (and react-router) in the
 * apps' and shared sources — tests excluded: jest resolves the full package; so are the test-only `testing/` folders
 * (render helpers may use MemoryRouter), which no app code may import — and checks the list covers them.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['host/src', 'shared/src', 'mfe-dashboard/src', 'mfe-exam/src', 'mfe-corners/src', 'mfe-account/src'];

/** Folders of test-only helpers (factories, render helpers), imported by `*.test` files alone. */
const TEST_ONLY_FOLDER = 'testing';

/** The app code under `dir`: no tests, no test-only folders, no builds. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', TEST_ONLY_FOLDER].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported from react-router(-dom) in `source`, and whether any import has another form (namespace, default). */
function importedNames(source: string): { names: string[]; otherForms: string[] } {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]react-router(?:-dom)?['"]/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (name) names.push(name);
    }
  }
  const otherForms = [
    ...source.matchAll(
      /(?:import|export)[^;]*?from\s*['"](react-router(?:-dom)?[^'"]*)['"]|import\(\s*['"](react-router[^'"]*)['"]/g,
    ),
  ]
    .map((m) => m[0])
    .filter((statement) => !/^import\s+(?:type\s+)?\{[^}]*\}\s*from\s*['"]react-router(?:-dom)?['"]$/.test(statement));
  return { names, otherForms };
}

describe("the host's react-router-dom for the share scope", () => {
  const provided = importedNamesOfExportList(readFileSync(path.join(__dirname, 'react-router-dom.mjs'), 'utf8'));

  function importedNamesOfExportList(text: string): string[] {
    const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(text)?.[1] ?? '';
    return list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  }

  it('re-exports every name the apps import from react-router-dom, and the apps import it only by name', () => {
    const used = new Map<string, string>();
    const otherForms: string[] = [];
    for (const dir of SOURCES) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        if (file.endsWith(path.join('router', 'react-router-dom.mjs'))) continue;
        const found = importedNames(readFileSync(file, 'utf8'));
        for (const name of found.names) used.set(name, path.relative(ROOT, file));
        otherForms.push(...found.otherForms.map((statement) => `${path.relative(ROOT, file)}: ${statement}`));
      }
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter(([name]) => !provided.includes(name)).map(([name, file]) => `${name} (${file})`)).toEqual(
      [],
    );
    expect(otherForms).toEqual([]);
  });

  it("no app code imports a test-only folder, so skipping those folders above hides no app's import", () => {
    const importsTesting = new RegExp(`from\\s*['"][^'"]*/${TEST_ONLY_FOLDER}/`);
    const offenders = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => importsTesting.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('re-exports only names react-router has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reactRouterDom = require('react-router-dom') as Record<string, unknown>;
    expect(provided.filter((name) => typeof reactRouterDom[name] === 'undefined')).toEqual([]);
  });
});
