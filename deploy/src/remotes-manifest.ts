import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The four remotes of the portal (ARCHITECTURE §1). */
export const REMOTES = ['mfe-dashboard', 'mfe-exam', 'mfe-corners', 'mfe-account'] as const;

/** One version entry of /remotes.json (Frontend Discovery schema, ARCHITECTURE §2.2). */
export interface RemoteVersionEntry {
  url: string;
  fallbackUrl?: string;
  metadata: { version: string; integrity?: string };
  deployment: { traffic: number; default: boolean };
}

/**
 * Builds /remotes.json from the remotes' build folders: each remote's mf-manifest.json is served at
 * `/remotes/<remote>/mf-manifest.json`; its version is the package version plus a short hash of its
 * remoteEntry.js, and its integrity the SRI sha384 of remoteEntry.js. A remote without a build is
 * left out (the host then shows that remote's fallback).
 */
export function buildRemotesManifest(distDirs: Record<string, string>): {
  schema: string;
  microFrontends: Record<string, RemoteVersionEntry[]>;
} {
  const microFrontends: Record<string, RemoteVersionEntry[]> = {};
  for (const [remote, dist] of Object.entries(distDirs)) {
    const entryFile = path.join(dist, 'remoteEntry.js');
    if (!existsSync(path.join(dist, 'mf-manifest.json')) || !existsSync(entryFile)) continue;
    const entry = readFileSync(entryFile);
    const pkgFile = path.join(dist, '..', 'package.json');
    const pkgVersion = existsSync(pkgFile)
      ? (JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string }).version
      : '0.0.0';
    microFrontends[remote] = [
      {
        url: `/remotes/${remote}/mf-manifest.json`,
        metadata: {
          version: `${pkgVersion}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}`,
          integrity: `sha384-${createHash('sha384').update(entry).digest('base64')}`,
        },
        deployment: { traffic: 100, default: true },
      },
    ];
  }
  return { schema: 'https://mfewg.org/schema/v1-pre.json', microFrontends };
}
