/**
 * The release channel (ARCHITECTURE §7): `releases/channels/<channel>.json`. `microFrontends` is the
 * live part, in the Frontend Discovery shape the host reads as /remotes.json; `releases` lists every
 * version ever published to the channel per app, oldest first (what rollback walks back through);
 * `history` logs every change. The functions here are pure: the store applies them under its lock.
 */
import { z } from 'zod';

export const DISCOVERY_SCHEMA = 'https://mfewg.org/schema/v1-pre.json';

export interface DiscoveryVersion {
  url: string;
  fallbackUrl?: string;
  /** integrity: SRI of remoteEntry.js; fallbackIntegrity: the fallbackUrl's (the host checks both). */
  metadata: { version: string; integrity?: string; fallbackIntegrity?: string };
  deployment: { traffic: number; default: boolean };
  /**
   * The schema's place for a framework's own data. `preload`: the URLs of the files a first mount of the remote's
   * `./app` fetches — its remoteEntry.js first, then the expose's sync chunks — all inside the version's folder (the
   * folder of `url`); the host requests them when its entry runs, beside the version's mf-manifest.json (decision
   * 0008). Absent for a version published before it, or a build without `./app`. `screens` (optional): per
   * route pattern of one of the remote's screens, the URLs of the further files a page opened on that screen fetches
   * (the exam player's chunks, KaTeX's, its faces), inside the same folder; the gateway names them in index.html
   * (decision 0008).
   */
  extras?: { preload: string[]; screens?: Record<string, string[]> };
}

export interface ReleaseRecord {
  version: string;
  url: string;
  integrity: string;
  /** The first mount's files (see `DiscoveryVersion.extras`), recorded at publish from the version's mf-manifest.json. */
  preload?: string[];
  /** The screens' files (see `DiscoveryVersion.extras`), recorded at publish from the build's screens.json. */
  screens?: Record<string, string[]>;
  publishedAt: string;
  publishedBy: string;
  /** Set when the version was rolled back for a reason: plain `rollback` never brings it back. */
  bad?: BadMark;
}

/** Why, by whom and when (ISO) a version was marked bad. */
export interface BadMark {
  reason: string;
  who: string;
  when: string;
}

/** `step`: the canary's share raised to the next step; `hold`: the watcher's verdict changed without an action. */
export type HistoryAction = 'publish' | 'canary' | 'step' | 'hold' | 'promote' | 'rollback';

export interface HistoryEntry {
  action: HistoryAction;
  remote: string;
  from: string | null;
  to: string;
  who: string;
  when: string;
  note?: string;
  /** An automatic promote or rollback's figures (release watch, decision 0014): the canary's and the stable's. */
  figures?: { canary: unknown; stable: unknown };
  /** An automatic decision's canary share (%) and the thresholds it was judged by. */
  step?: number;
  thresholds?: unknown;
}

export interface Channel {
  schema: string;
  channel: string;
  microFrontends: Record<string, DiscoveryVersion[]>;
  releases: Record<string, ReleaseRecord[]>;
  history: HistoryEntry[];
}

export interface Actor {
  who: string;
  note?: string;
  /** Defaults to now. */
  when?: string;
  /** Kept in the history entry (an automatic decision's figures). */
  figures?: HistoryEntry['figures'];
  step?: number;
  thresholds?: unknown;
}

export function emptyChannel(name: string): Channel {
  return { schema: DISCOVERY_SCHEMA, channel: name, microFrontends: {}, releases: {}, history: [] };
}

const discoveryVersion = z.looseObject({
  url: z.string(),
  fallbackUrl: z.string().optional(),
  metadata: z.looseObject({
    version: z.string(),
    integrity: z.string().optional(),
    fallbackIntegrity: z.string().optional(),
  }),
  deployment: z.looseObject({ traffic: z.number().int().min(0).max(100), default: z.boolean() }),
  extras: z.unknown().optional(),
});

const releaseRecord = z.looseObject({
  version: z.string(),
  url: z.string(),
  integrity: z.string(),
  preload: z.unknown().optional(),
  screens: z.unknown().optional(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  bad: z.looseObject({ reason: z.string(), who: z.string(), when: z.string() }).optional(),
});

/**
 * The channel file's shape (zod): the fields the CLI, the gateway and nginx's renderer read, plus the rules across
 * them — each app's traffic adds up to 100 with exactly one default version, and every preload/screens list stays
 * inside its version's folder (preloadProblem, screensProblem). Unknown fields are kept.
 */
export const channelSchema = z
  .looseObject({
    schema: z.string().optional(),
    channel: z.string().optional(),
    microFrontends: z.record(z.string(), z.array(discoveryVersion).min(1, 'lists no version')),
    releases: z.record(z.string(), z.array(releaseRecord)),
    history: z.array(z.looseObject({ action: z.string(), remote: z.string(), to: z.string() })),
  })
  .superRefine((c, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    for (const [app, versions] of Object.entries(c.microFrontends)) {
      const traffic = versions.reduce((sum, v) => sum + v.deployment.traffic, 0);
      if (traffic !== 100) problem(`${app}'s traffic adds up to ${traffic}, not 100`);
      if (versions.filter((v) => v.deployment.default).length !== 1)
        problem(`${app} needs exactly one default version`);
      for (const v of versions) {
        if (v.extras === undefined) continue;
        const extras = v.extras as DiscoveryVersion['extras'];
        const why = preloadProblem(v.url, extras?.preload) ?? screensProblem(v.url, extras?.screens);
        if (why) problem(`${app} ${v.metadata.version}: ${why}`);
      }
    }
    for (const [app, records] of Object.entries(c.releases)) {
      for (const r of records) {
        const why =
          (r.preload === undefined ? null : preloadProblem(r.url, r.preload)) ?? screensProblem(r.url, r.screens);
        if (why) problem(`${app} ${r.version}: ${why}`);
      }
    }
  });

/** Throws unless `value` is a well-formed channel (channelSchema; on every read and write, so a broken file is loud). */
export function assertChannel(value: unknown, file = 'channel'): asserts value is Channel {
  const parsed = channelSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')}`,
    );
}

/**
 * Why a version's preload list is unusable, or null when it is fine: a non-empty list of distinct `.js` URLs inside
 * the folder of the version's `url` (so a list never points the host at another version or another site).
 */
export function preloadProblem(url: string, preload: unknown): string | null {
  if (!Array.isArray(preload) || preload.length === 0) return 'extras.preload must be a non-empty list of URLs';
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  for (const item of preload) {
    if (
      typeof item !== 'string' ||
      !item.startsWith(folder) ||
      item.length === folder.length ||
      item.slice(folder.length).split('/').includes('..') ||
      !item.endsWith('.js')
    ) {
      return `extras.preload holds ${JSON.stringify(item)}, not a script inside ${folder}`;
    }
  }
  if (new Set(preload).size !== preload.length) return 'extras.preload names a file twice';
  return null;
}

/** A screen's file after its version's folder: plain path characters, a script, stylesheet or woff2 face. */
const SCREEN_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._/-]*\.(js|css|woff2)$/;

/**
 * Whether `pathInFolder` (a screen's file, relative to its version folder: '713.81b0f16ce2.js', 'fonts/…woff2') may be
 * named: a script, stylesheet or woff2 face of plain path characters that never leaves the folder ('..').
 * Publish, the channel's validation and the gateway's links ask the same (decision 0008).
 */
export function isScreenFile(pathInFolder: string): boolean {
  return SCREEN_FILE.test(pathInFolder) && !pathInFolder.split('/').includes('..');
}

/** A screen's route pattern as the remotes' screen lists write it ('/student/JeeExamScreen/:examId'). */
export const SCREEN_PATTERN = /^\/[A-Za-z0-9_/:*-]*$/;

/**
 * Why a version's screens list is unusable, or null when it is fine or absent: per route pattern ('/student/…'), a
 * non-empty list of distinct script, stylesheet or woff2 URLs inside the folder of the version's `url`, no '..'.
 */
export function screensProblem(url: string, screens: unknown): string | null {
  if (screens === undefined) return null;
  if (!screens || typeof screens !== 'object' || Array.isArray(screens)) return 'extras.screens must be an object';
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  for (const [pattern, files] of Object.entries(screens)) {
    if (!SCREEN_PATTERN.test(pattern)) return `extras.screens has ${JSON.stringify(pattern)}, not a route pattern`;
    if (!Array.isArray(files) || files.length === 0)
      return `extras.screens ${pattern} must be a non-empty list of URLs`;
    for (const file of files) {
      const rest = typeof file === 'string' && file.startsWith(folder) ? file.slice(folder.length) : '';
      if (!isScreenFile(rest))
        return `extras.screens ${pattern} holds ${JSON.stringify(file)}, not a script, stylesheet or face inside ${folder}`;
    }
    if (new Set(files).size !== files.length) return `extras.screens ${pattern} names a file twice`;
  }
  return null;
}

/** The version every student gets unless in a canary bucket. */
export function stableOf(channel: Channel, app: string): DiscoveryVersion | undefined {
  return channel.microFrontends[app]?.find((v) => v.deployment.default);
}

/** The canary version (traffic < 100, not default), if a canary is running. */
export function canaryOf(channel: Channel, app: string): DiscoveryVersion | undefined {
  return channel.microFrontends[app]?.find((v) => !v.deployment.default);
}

function entry(
  record: ReleaseRecord,
  traffic: number,
  isDefault: boolean,
  fallback?: DiscoveryVersion,
): DiscoveryVersion {
  const version: DiscoveryVersion = {
    url: record.url,
    metadata: { version: record.version, integrity: record.integrity },
    deployment: { traffic, default: isDefault },
  };
  if (record.preload?.length)
    version.extras = {
      preload: [...record.preload],
      ...(record.screens ? { screens: structuredClone(record.screens) } : {}),
    };
  if (fallback && fallback.url !== record.url) {
    version.fallbackUrl = fallback.url;
    if (fallback.metadata.integrity) version.metadata.fallbackIntegrity = fallback.metadata.integrity;
  }
  return version;
}

function recordOf(channel: Channel, app: string, version: string): ReleaseRecord {
  const found = channel.releases[app]?.find((r) => r.version === version);
  if (!found) {
    const known = (channel.releases[app] ?? []).map((r) => r.version);
    throw new Error(
      `${app} has no version ${version} in channel ${channel.channel}${known.length ? ` (known: ${known.join(', ')})` : ''}`,
    );
  }
  return found;
}

function log(channel: Channel, action: HistoryAction, app: string, from: string | null, to: string, actor: Actor) {
  const item: HistoryEntry = {
    action,
    remote: app,
    from,
    to,
    who: actor.who,
    when: actor.when ?? new Date().toISOString(),
  };
  if (actor.note) item.note = actor.note;
  if (actor.figures) item.figures = actor.figures;
  if (actor.step !== undefined) item.step = actor.step;
  if (actor.thresholds) item.thresholds = actor.thresholds;
  channel.history.push(item);
}

/**
 * Activates a published version: all traffic, or `canary` % of students (1–99) while the current
 * version keeps the rest and stays the default. The new version's fallbackUrl is the one it replaces.
 */
export function activate(
  channel: Channel,
  app: string,
  record: ReleaseRecord,
  actor: Actor,
  canary?: number,
): HistoryEntry {
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99))
    throw new Error(`--canary takes a whole percentage from 1 to 99, not ${canary}`);
  const list = (channel.releases[app] ??= []);
  const known = list.find((r) => r.version === record.version);
  if (!known) list.push(record);
  else {
    // Published again since preload (and screens) lists exist.
    if (record.preload && !known.preload) known.preload = record.preload;
    if (record.screens && !known.screens) known.screens = record.screens;
  }
  const stable = stableOf(channel, app);
  if (canary !== undefined && stable && stable.metadata.version !== record.version) {
    channel.microFrontends[app] = [
      { ...stable, deployment: { traffic: 100 - canary, default: true } },
      entry(record, canary, false, stable),
    ];
    log(channel, 'canary', app, stable.metadata.version, record.version, {
      ...actor,
      note: actor.note ?? `${canary} % of students`,
    });
  } else {
    channel.microFrontends[app] = [entry(record, 100, true, stable)];
    log(channel, 'publish', app, stable?.metadata.version ?? null, record.version, actor);
  }
  return channel.history[channel.history.length - 1]!;
}

/** Gives the running canary all traffic. */
export function promote(channel: Channel, app: string, actor: Actor): HistoryEntry {
  const stable = stableOf(channel, app);
  const canary = canaryOf(channel, app);
  if (!stable || !canary)
    throw new Error(
      `${app} has no canary to promote${stable ? ` (every student has ${stable.metadata.version})` : ''}`,
    );
  channel.microFrontends[app] = [entry(recordOf(channel, app, canary.metadata.version), 100, true, stable)];
  log(channel, 'promote', app, stable.metadata.version, canary.metadata.version, actor);
  return channel.history[channel.history.length - 1]!;
}

/** The version's bad mark, if it was rolled back for a reason. */
export function badMarkOf(channel: Channel, app: string, version: string): BadMark | undefined {
  return channel.releases[app]?.find((r) => r.version === version)?.bad;
}

/**
 * Rolls back: to `to` if given (even a version marked bad: the caller warns); else, with a canary running, ends it
 * (everyone back on the stable version); else to the version the active one replaced (its fallbackUrl), or, when it
 * replaced none (it came by a rollback), to the version published before it — in both cases skipping versions marked
 * bad, walking further back in publish order. A rollback with a reason (`actor.note`) marks the version it took off
 * as bad.
 */
export function rollback(channel: Channel, app: string, actor: Actor, to?: string): HistoryEntry {
  const stable = stableOf(channel, app);
  if (!stable) throw new Error(`${app} is not published in channel ${channel.channel}`);
  const canary = canaryOf(channel, app);
  const list = channel.releases[app] ?? [];
  let target: ReleaseRecord;
  if (to) target = recordOf(channel, app, to);
  else if (canary) target = recordOf(channel, app, stable.metadata.version);
  else {
    // The version this one replaced (publish/promote record it as fallbackUrl), else the one published before it.
    const replaced = list.findIndex((r) => r.url === stable.fallbackUrl);
    const start = replaced >= 0 ? replaced : list.findIndex((r) => r.version === stable.metadata.version) - 1;
    const found = list
      .slice(0, Math.max(start + 1, 0))
      .reverse()
      .find((r) => !r.bad && r.version !== stable.metadata.version);
    if (!found)
      throw new Error(
        `${app} has no version before ${stable.metadata.version} that is not marked bad to roll back to (--to VERSION takes one anyway)`,
      );
    target = found;
  }
  const from = canary && !to ? canary.metadata.version : stable.metadata.version;
  channel.microFrontends[app] = [entry(target, 100, true)];
  if (actor.note && from !== target.version) {
    const record = list.find((r) => r.version === from);
    if (record) record.bad = { reason: actor.note, who: actor.who, when: actor.when ?? new Date().toISOString() };
  }
  log(channel, 'rollback', app, from, target.version, actor);
  return channel.history[channel.history.length - 1]!;
}

/** Raises (or lowers) the running canary's share to `traffic` % (1–99), the stable version keeping the rest. */
export function setCanaryTraffic(channel: Channel, app: string, traffic: number, actor: Actor): HistoryEntry {
  const stable = stableOf(channel, app);
  const canary = canaryOf(channel, app);
  if (!stable || !canary) throw new Error(`${app} has no canary running`);
  if (!(Number.isInteger(traffic) && traffic >= 1 && traffic <= 99))
    throw new Error(`a canary step takes a whole percentage from 1 to 99, not ${traffic}`);
  channel.microFrontends[app] = [
    { ...stable, deployment: { traffic: 100 - traffic, default: true } },
    { ...canary, deployment: { traffic, default: false } },
  ];
  log(channel, 'step', app, stable.metadata.version, canary.metadata.version, {
    ...actor,
    note: actor.note ?? `${traffic} % of students`,
  });
  return channel.history[channel.history.length - 1]!;
}

/** Adds a history entry without changing what is live (the watcher's `hold` verdicts). */
export function note(channel: Channel, action: HistoryAction, app: string, actor: Actor): HistoryEntry {
  const canary = canaryOf(channel, app);
  const stable = stableOf(channel, app);
  log(channel, action, app, stable?.metadata.version ?? null, canary?.metadata.version ?? '—', actor);
  return channel.history[channel.history.length - 1]!;
}

/** /remotes.json's document: the schema and each live remote's versions. */
export interface Discovery {
  schema: string;
  microFrontends: Record<string, DiscoveryVersion[]>;
}

/** /remotes.json: the live remotes (the host is served at / and is not a remote). */
export function discoveryOf(channel: Channel): Discovery {
  const microFrontends = Object.fromEntries(Object.entries(channel.microFrontends).filter(([app]) => app !== 'host'));
  return { schema: channel.schema ?? DISCOVERY_SCHEMA, microFrontends };
}
