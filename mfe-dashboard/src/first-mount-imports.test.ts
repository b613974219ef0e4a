import path from 'node:path';
import { staticImports } from '@classroom/shared/testing';

/**
 * The packages the exposed `./app` loads with its first mount: everything reached from src/app.tsx this way lands in
 * the expose's one chunk (`__federation_expose_app`, shared/build/webpack-preset.cjs `remoteChunks`), on the cold
 * dashboard's path.
 */
const firstMountImports = () => staticImports(path.join(__dirname, 'app.tsx'));

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
