import semver from 'semver';

/** The part of mf-manifest.json the check reads. */
export interface FederationManifest {
  name?: string;
  shared?: Array<{ name: string; version?: string; requiredVersion?: string }>;
}

/**
 * Packages shared as singletons (ARCHITECTURE §2.4, shared/build/webpack-preset.cjs): one copy per
 * page, so the host's copy must satisfy every remote's range. Deep imports ('react-dom/client',
 * '@classroom/shared/session') belong to their package.
 */
export const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'zustand', '@classroom/shared'];

export function packageOf(importName: string): string {
  const parts = importName.split('/');
  return importName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export interface SharedConflict {
  name: string;
  remoteRange: string;
  hostVersion: string;
  hostRange: string;
  message: string;
}

/**
 * Singletons the host provides in a version outside the remote's requiredVersion: with one copy per
 * page, such a remote would run on a React (or router, store…) it was not built for.
 * `hostManifest` is the active host's mf-manifest.json; `remoteName` is used in messages.
 */
export function sharedConflicts(
  remoteName: string,
  remote: FederationManifest,
  host: FederationManifest,
): SharedConflict[] {
  const provided = new Map((host.shared ?? []).map((s) => [s.name, s]));
  const conflicts: SharedConflict[] = [];
  for (const wanted of remote.shared ?? []) {
    if (!SINGLETON_PACKAGES.includes(packageOf(wanted.name))) continue;
    const hostEntry = provided.get(wanted.name) ?? provided.get(packageOf(wanted.name));
    if (!hostEntry?.version || !wanted.requiredVersion) continue;
    if (semver.satisfies(hostEntry.version, wanted.requiredVersion, { includePrerelease: true })) continue;
    const hostRange = hostEntry.requiredVersion ?? hostEntry.version;
    conflicts.push({
      name: wanted.name,
      remoteRange: wanted.requiredVersion,
      hostVersion: hostEntry.version,
      hostRange,
      message: `${wanted.name}: ${remoteName} requires ${wanted.requiredVersion}, but the host provides ${hostEntry.version} (host range ${hostRange}); a singleton is loaded once per page, so ${remoteName} would run on a version it was not built for`,
    });
  }
  return conflicts;
}
