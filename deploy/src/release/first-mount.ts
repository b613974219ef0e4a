import { existsSync } from 'node:fs';
import path from 'node:path';
import { isScreenFile, SCREEN_PATTERN } from './channel';

/** The expose the host mounts (every remote's `./app`, single-spa lifecycles; README "Each remote exposes `./app`"). */
export const MOUNTED_EXPOSE = './app';

/** The part of a remote's mf-manifest.json that names the files of its entry and of each expose. */
export interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: unknown } } }>;
}

/**
 * The files a first mount of a remote's `./app` fetches, as paths inside the version folder, in the order a page
 * should ask for them: its remoteEntry.js, then the JavaScript chunks the expose needs before it runs (mf-manifest.json's
 * `exposes[./app].assets.js.sync`; the async ones load later, on demand). The release manifest carries them (as URLs,
 * `extras.preload`) so the host can request them when its entry runs, beside the version's mf-manifest.json instead of
 * one round trip after it (decision 0008). Returns null when the manifest has no `./app` expose (nothing to preload; the host loads as before).
 * Throws when the manifest names a file that is not in `dir`, or a path that would leave the version folder: a list
 * that cannot be served is never published.
 * @param manifest  the build's mf-manifest.json, parsed
 * @param dir       the build folder the manifest was read from
 */
export function firstMountFiles(manifest: ManifestFiles, dir: string): string[] | null {
  const expose = manifest.exposes?.find((e) => e.path === MOUNTED_EXPOSE || `./${e.name ?? ''}` === MOUNTED_EXPOSE);
  if (!expose) return null;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
  const sync = expose.assets?.js?.sync;
  if (sync !== undefined && (!Array.isArray(sync) || sync.some((file) => typeof file !== 'string'))) {
    throw new Error(`mf-manifest.json: ${MOUNTED_EXPOSE}'s assets.js.sync is not a list of file names`);
  }
  const files = [entryFile, ...((sync as string[] | undefined) ?? [])].filter(
    (file, i, all) => all.indexOf(file) === i,
  );
  for (const file of files) {
    const normal = path.posix.normalize(file);
    if (
      normal.startsWith('../') ||
      path.posix.isAbsolute(normal) ||
      /^[a-z][a-z0-9+.-]*:/i.test(normal) ||
      !normal.endsWith('.js')
    ) {
      throw new Error(`mf-manifest.json names '${file}' for ${MOUNTED_EXPOSE}: not a script inside the version folder`);
    }
    if (!existsSync(path.join(dir, normal)))
      throw new Error(`mf-manifest.json names '${file}' for ${MOUNTED_EXPOSE}, which is not in the build (${dir})`);
  }
  return files.map((file) => path.posix.normalize(file));
}

/** A remote build's `screens.json` (mfe-exam/webpack.config.cjs ScreenFiles): per screen pattern, its files. */
export type ScreenList = Record<string, { files?: unknown; shared?: Record<string, unknown> }>;

/**
 * The further files a page opened straight on one of the remote's screens fetches once `./app` has run — per route
 * pattern (001 §2.1; e.g. '/student/JeeExamScreen/:examId' → the player's chunks, KaTeX's, its two faces), as paths
 * inside the version folder: the screen's `files`, then the build's own copies of the shared modules those chunks
 * consume that `hostShared` (the live host's shared module names) lacks — a module the host provides is taken from
 * the host (`loaded-first`), never from these files. The release manifest carries them as `extras.screens`
 * (decision 0008); the gateway names them in index.html for a page the pattern matches.
 * Returns null when the build wrote no list (`screensJson` null). Throws when a pattern is not a route path, or a
 * file is not in `dir` or not a plain script, stylesheet or font path inside the version folder: a list that cannot
 * be served is never published.
 * @param screensJson  the text of the build's screens.json, or null when the build has none
 * @param dir          the build folder
 * @param hostShared   the names of the shared modules the live host provides (its mf-manifest.json `shared`)
 */
export function screenFiles(
  screensJson: string | null,
  dir: string,
  hostShared: readonly string[],
): Record<string, string[]> | null {
  if (screensJson === null) return null;
  const list = JSON.parse(screensJson) as ScreenList;
  const screens: Record<string, string[]> = {};
  for (const [pattern, screen] of Object.entries(list)) {
    if (!SCREEN_PATTERN.test(pattern)) throw new Error(`screens.json: '${pattern}' is not a route pattern`);
    const own = stringsOf(screen.files, `${pattern}'s files`);
    const fallbacks = Object.entries(screen.shared ?? {})
      .filter(([key]) => !hostShared.includes(key))
      .flatMap(([key, files]) => stringsOf(files, `${pattern}'s shared ${key}`));
    const files = [...own, ...fallbacks].map((file) => path.posix.normalize(file));
    for (const file of files) {
      if (!isScreenFile(file))
        throw new Error(
          `screens.json names '${file}' for ${pattern}: not a script, stylesheet or font in the version folder`,
        );
      if (!existsSync(path.join(dir, file)))
        throw new Error(`screens.json names '${file}' for ${pattern}, which is not in the build (${dir})`);
    }
    if (files.length > 0) screens[pattern] = files.filter((file, i) => files.indexOf(file) === i);
  }
  return screens;
}

function stringsOf(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw new Error(`screens.json: ${what} is not a list of file names`);
  return value as string[];
}
