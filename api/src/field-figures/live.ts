/**
 * Which remote releases are live in the channel (decision 0014): a beacon counts only for an app and version the
 * channel serves now, so invented versions never reach the figures nor add Prometheus series. Read from the channel's
 * Frontend Discovery document — the gateway's /remotes.json (an http(s) URL) or the release store's
 * `channels/<channel>.remotes.json` (a file path) — and kept for a few seconds.
 */
import { readFile } from 'node:fs/promises';

/** Whether `app` at `version` is live (stable or canary); rejects when the document cannot be read. */
export type LiveReleases = (app: string, version: string) => Promise<boolean>;

/** How long a read document is trusted (ms); a miss re-reads after MISS_MS so a fresh canary is seen at once. */
const FRESH_MS = 10_000;
const MISS_MS = 1_000;

/** The live-release check over the discovery document at `source` (URL or file path). */
export function liveReleasesFrom(source: string, now: () => number = Date.now): LiveReleases {
  let live: Set<string> | null = null;
  let readAt = -Infinity;
  const read = async () => {
    const text = /^https?:\/\//.test(source)
      ? await fetch(source).then((r) => {
          if (!r.ok) throw new Error(`${source} answered HTTP ${r.status}`);
          return r.text();
        })
      : await readFile(source, 'utf8');
    const doc = JSON.parse(text) as {
      microFrontends?: Record<string, Array<{ metadata?: { version?: string } }>>;
    };
    live = new Set(
      Object.entries(doc.microFrontends ?? {}).flatMap(([app, versions]) =>
        versions.map((v) => `${app} ${v.metadata?.version ?? ''}`),
      ),
    );
    readAt = now();
    return live;
  };
  return async (app, version) => {
    const key = `${app} ${version}`;
    const age = now() - readAt;
    let set = live && age < FRESH_MS ? live : await read();
    if (!set.has(key) && now() - readAt >= MISS_MS) set = await read();
    return set.has(key);
  };
}
