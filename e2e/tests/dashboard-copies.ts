import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SOURCE = path.resolve(__dirname, '../../mfe-dashboard');
const TITLE = '<h1 className="cp-visually-hidden">{MESSAGES.dashboardTitle}</h1>';
const LIFECYCLES = 'export const { bootstrap, mount, unmount } = lifecycles;\nexport default lifecycles;';

/**
 * A temporary copy of mfe-dashboard's sources (src, package.json, the webpack config; node_modules linked) for
 * `release publish --source`, with `anchor` in `file` (a path inside the copy) replaced by `replacement`: the repository
 * stays untouched. Throws when the anchor is not in the file, so a spec whose change no longer applies fails loudly
 * instead of publishing an unchanged remote. Returns the copy's folder.
 */
function editedDashboardCopy(prefix: string, file: string, anchor: string, replacement: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), `mfe-dashboard-${prefix}-`));
  for (const entry of ['src', 'package.json', 'webpack.config.cjs'])
    cpSync(path.join(SOURCE, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(SOURCE, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const edited = path.join(copy, file);
  const text = readFileSync(edited, 'utf8');
  if (!text.includes(anchor)) throw new Error(`mfe-dashboard's ${file} changed: update the anchor (${anchor})`);
  writeFileSync(edited, text.replace(anchor, replacement));
  return copy;
}

/** A copy of mfe-dashboard whose dashboard shows `banner` in a note under its title: a visible new version. */
export const bannerDashboardCopy = (banner: string): string =>
  editedDashboardCopy('banner', 'src/dashboard/dashboard-page.tsx', TITLE, `${TITLE}<p role="note">${banner}</p>`);

/** A copy of mfe-dashboard whose `./app` mount throws for every student: a broken new version. */
export const throwingDashboardCopy = (): string =>
  editedDashboardCopy(
    'throws',
    'src/app.tsx',
    LIFECYCLES,
    `export const { bootstrap, unmount } = lifecycles;
export const mount = async () => { throw new Error('this canary throws on mount'); };
export default { ...lifecycles, mount };`,
  );

/** A copy of mfe-dashboard whose dashboard page throws while rendering (the mount itself succeeds). */
export const renderThrowingDashboardCopy = (): string =>
  editedDashboardCopy(
    'render-throws',
    'src/dashboard/dashboard-page.tsx',
    TITLE,
    `{(() => { throw new Error('this canary throws while rendering'); })()}${TITLE}`,
  );

/** A copy of mfe-dashboard whose `./app` mounts `delayMs` later: the dashboard paints that much later. */
export const slowDashboardCopy = (delayMs: number): string =>
  editedDashboardCopy(
    'slow',
    'src/app.tsx',
    LIFECYCLES,
    `export const { bootstrap, unmount } = lifecycles;
export const mount: typeof lifecycles.mount = async (props) => {
  await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
  return lifecycles.mount(props);
};
export default { ...lifecycles, mount };`,
  );
