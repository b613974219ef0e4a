/**
 * The feature rule of decision 0020, as `import-x/no-restricted-paths` zones for one app: every folder of
 * `<app>/src/` is a feature except the shared ones (`data/`, `ui/`, `lib/`, `testing/`), which sit below the
 * features. A feature imports the shared folders and nothing of another feature; a shared folder imports no feature.
 * The zones come from the folders on disk when ESLint starts, so a new feature is covered without editing the config.
 *
 * @param {string} app the app's folder under the repository root ('mfe-exam')
 * @param {(dir: string) => string[]} folders the sub-folder names of a folder given relative to the root
 * @returns {{ target: string, from: string[], message: string }[]} zones with paths relative to the root
 */
function featureZones(app, folders) {
  const all = folders(`${app}/src`);
  const features = all.filter((name) => !SHARED_FOLDERS.includes(name));
  const shared = all.filter((name) => SHARED_FOLDERS.includes(name));
  const at = (name) => `./${app}/src/${name}`;
  return [
    ...features.map((feature) => ({
      target: at(feature),
      from: features.filter((other) => other !== feature).map(at),
      message: `A feature never imports another feature: move what both use to ${app}/src/data, ui or lib (docs/decisions/0020).`,
    })),
    ...shared.map((folder) => ({
      target: at(folder),
      from: features.map(at),
      message: `${app}/src/${folder}/ sits below the features and imports none of them (docs/decisions/0020).`,
    })),
  ].filter((zone) => zone.from.length > 0);
}

/** The folders of an app's src/ that hold its shared parts rather than a feature. */
const SHARED_FOLDERS = ['data', 'ui', 'lib', 'testing'];

module.exports = { featureZones, SHARED_FOLDERS };
