/**
 * The release manifest /remotes.json (ARCHITECTURE §2.2), shaped after the Frontend Discovery schema:
 * `microFrontends[name]` is a list of versions `{ url, fallbackUrl?, metadata: { version, integrity? },
 * deployment?: { traffic, default } }`; `url` points at the version's mf-manifest.json.
 */
export interface RemoteVersion {
  url: string;
  fallbackUrl?: string;
  metadata: { version: string; integrity?: string };
  deployment?: { traffic: number; default: boolean };
}

export interface ReleaseManifest {
  schema?: string;
  microFrontends: Record<string, RemoteVersion[]>;
}

/**
 * The version of each remote to load: the one marked default, else the one with the most traffic,
 * else the first. (Per-student canary buckets are the release issue's work.) Throws on a malformed
 * manifest, naming the remote.
 */
export function activeVersions(manifest: ReleaseManifest): Record<string, RemoteVersion> {
  if (!manifest || typeof manifest.microFrontends !== 'object') throw new Error('remotes.json: microFrontends is missing');
  const active: Record<string, RemoteVersion> = {};
  for (const [name, versions] of Object.entries(manifest.microFrontends)) {
    if (!Array.isArray(versions) || versions.length === 0) throw new Error(`remotes.json: ${name} lists no version`);
    const chosen =
      versions.find((v) => v.deployment?.default) ??
      [...versions].sort((a, b) => (b.deployment?.traffic ?? 0) - (a.deployment?.traffic ?? 0))[0]!;
    if (typeof chosen.url !== 'string' || !chosen.url) throw new Error(`remotes.json: ${name} has a version without url`);
    active[name] = chosen;
  }
  return active;
}
