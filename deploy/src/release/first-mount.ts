import { existsSync } from 'node:fs';
import path from 'node:path';

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
 * one round trip after it (docs/PERFORMANCE.md, "the host preloads the current route's remote entry and exposed chunk";
 * decision 0008). Returns null when the manifest has no `./app` expose (nothing to preload; the host loads as before).
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
