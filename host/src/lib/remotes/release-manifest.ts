import { bucketOf } from './canary';

/**
 * The release manifest /remotes.json (ARCHITECTURE §2.2), shaped after the Frontend Discovery schema:
 * `microFrontends[name]` is a list of versions `{ url, fallbackUrl?, metadata: { version, integrity? },
 * deployment?: { traffic, default } }`; `url` points at the version's mf-manifest.json.
 */
export interface RemoteVersion {
  url: string;
  fallbackUrl?: string;
  /** integrity: SRI of the version's remoteEntry.js; fallbackIntegrity: of its fallbackUrl's. */
  metadata: { version: string; integrity?: string; fallbackIntegrity?: string };
  deployment?: { traffic: number; default: boolean };
  /**
   * The schema's place for a framework's own data. `preload`: the URLs of the files a first mount of `./app` fetches
   * (remoteEntry.js, then the expose's sync chunks), recorded at publish (deploy/src/release/first-mount.ts;
   * decision 0008); absent for a version published before the lists existed.
   */
  extras?: { preload?: string[] };
}

export interface ReleaseManifest {
  schema?: string;
  microFrontends: Record<string, RemoteVersion[]>;
}

/** The version one bucket (0–99) gets: the non-default versions take buckets from 0 up, by their traffic; the default gets the rest. */
export function versionForBucket(versions: RemoteVersion[], bucket: number): RemoteVersion | undefined {
  let upTo = 0;
  for (const version of versions) {
    if (version.deployment?.default) continue;
    upTo += version.deployment?.traffic ?? 0;
    if (bucket < upTo) return version;
  }
  return undefined;
}

/**
 * The version of each remote to load. Without a student key: the one marked default, else the one with
 * the most traffic, else the first. With one (a canary running): the version of the student's bucket
 * (see canary.ts), the same on every load. Throws on a malformed manifest, naming the remote.
 */
export function activeVersions(manifest: ReleaseManifest, studentKey?: string): Record<string, RemoteVersion> {
  if (!manifest || typeof manifest.microFrontends !== 'object')
    throw new Error('remotes.json: microFrontends is missing');
  const active: Record<string, RemoteVersion> = {};
  for (const [name, versions] of Object.entries(manifest.microFrontends)) {
    if (name === 'host') continue; // the host is served at '/', not loaded as a remote
    if (!Array.isArray(versions) || versions.length === 0) throw new Error(`remotes.json: ${name} lists no version`);
    const chosen =
      (studentKey !== undefined && versions.length > 1
        ? versionForBucket(versions, bucketOf(studentKey, name))
        : undefined) ??
      versions.find((v) => v.deployment?.default) ??
      [...versions].sort((a, b) => (b.deployment?.traffic ?? 0) - (a.deployment?.traffic ?? 0))[0]!;
    if (typeof chosen.url !== 'string' || !chosen.url)
      throw new Error(`remotes.json: ${name} has a version without url`);
    active[name] = chosen;
  }
  return active;
}
