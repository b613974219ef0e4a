/**
 * Release health in the CLI (decision 0014): reads the field figures from the API (the release managers' read,
 * `Authorization: Bearer $RELEASE_MANAGER_TOKEN`), prints them per live version, and watches a canary: every
 * `intervalSeconds` it analyses the canary against the stable version (analysis.ts) and promotes or rolls back through
 * the store's compare-and-swap, so a laptop and a CI job watching the same canary never both act on it.
 */
import { releaseFiguresReply, type ReleaseFiguresReply } from '@classroom/shared/contract';
import { analyse, sideOf, type SideFigures, type Thresholds, type Verdict } from './analysis';
import { canaryOf, promote, rollback, stableOf, type Channel, type HistoryEntry } from './channel';
import type { ReleaseStore } from './store';

export interface FiguresSource {
  /** The API base, e.g. 'http://127.0.0.1:3001/api'. */
  api: string;
  token: string | undefined;
}

/** '30m', '2h', '90s' → milliseconds; throws on anything else. */
export function durationMs(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`--since takes a duration such as 30m, 2h or 90s, not '${text}'`);
  return Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 's' | 'm' | 'h'];
}

/** The figures since `since`, of one app or all (throws with the API's message when refused or unreachable). */
export async function fetchFigures(source: FiguresSource, since: Date, app?: string): Promise<ReleaseFiguresReply> {
  if (!source.token) throw new Error('RELEASE_MANAGER_TOKEN is not set: the figures are for release managers only');
  const query = new URLSearchParams({ since: since.toISOString(), ...(app ? { app } : {}) });
  const url = `${source.api.replace(/\/$/, '')}/release/v1/field-figures?${query}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${source.token}` } });
  const body = (await response.json().catch(() => null)) as { message?: string; data?: unknown } | null;
  if (!response.ok)
    throw new Error(`${url} answered HTTP ${response.status}${body?.message ? `: ${body.message}` : ''}`);
  return releaseFiguresReply.parse(body?.data);
}

/** When the app's running canary started: its history entry's time (null without a canary). */
export function canaryStartedAt(channel: Channel, app: string): Date | null {
  const canary = canaryOf(channel, app);
  if (!canary) return null;
  const entry = [...channel.history]
    .reverse()
    .find((h) => h.remote === app && h.action === 'canary' && h.to === canary.metadata.version);
  return entry ? new Date(entry.when) : null;
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (value: number | null, samples: number) => (value === null ? '—' : `${value} ms (n=${samples})`);

/** One line of a side's figures: pages, error rate, load-failure rate, p75 LCP and INP with their sample counts. */
export function describeSide(label: string, side: SideFigures): string {
  return `${label.padEnd(7)} ${side.version.padEnd(16)} pages ${String(side.pageViews).padStart(5)}  errors ${pct(side.errorRate).padStart(7)}  load failures ${pct(side.failureRate).padStart(7)}  p75 LCP ${ms(side.lcpP75Ms, side.lcpSamples)}  INP ${ms(side.inpP75Ms, side.inpSamples)}`;
}

/**
 * The health of one app's live versions over a window: lines for stable and canary, and, with a canary, the
 * analysis's verdict (null without one).
 */
export function healthOf(
  channel: Channel,
  app: string,
  figures: ReleaseFiguresReply,
  thresholds: Thresholds,
  now: Date,
): { lines: string[]; verdict: Verdict | null } {
  const find = (version: string) => figures.releases.find((r) => r.app === app && r.version === version);
  const stableVersion = stableOf(channel, app)?.metadata.version;
  if (!stableVersion) return { lines: [`${app}: not published`], verdict: null };
  const stable = sideOf(stableVersion, find(stableVersion));
  const canaryVersion = canaryOf(channel, app)?.metadata.version;
  if (!canaryVersion) return { lines: [describeSide('stable', stable)], verdict: null };
  const canary = sideOf(canaryVersion, find(canaryVersion));
  const started = canaryStartedAt(channel, app) ?? now;
  const verdict = analyse(canary, stable, (now.getTime() - started.getTime()) / 60_000, thresholds);
  return {
    lines: [
      describeSide('stable', stable),
      describeSide('canary', canary),
      `verdict ${verdict.decision}: ${verdict.reason}`,
    ],
    verdict,
  };
}

export interface WatchOptions {
  store: ReleaseStore;
  channel: string;
  app: string;
  source: FiguresSource;
  thresholds: Thresholds;
  who: string;
  log: (line: string) => void;
  /** Test seams: the clock and the wait between checks. */
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Watches the app's running canary until the analysis promotes or rolls it back (returns that history entry), the
 * canary is ended by someone else, or `giveUpAfterMinutes` pass (returns null, the canary left as it is). The
 * figures are read since the canary started; the action is written compare-and-swap and only if the same canary is
 * still running; its history note carries the reason and the figures.
 */
export async function watchCanary(options: WatchOptions): Promise<HistoryEntry | null> {
  const { store, channel, app, source, thresholds, log } = options;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((wait: number) => new Promise<void>((resolve) => setTimeout(resolve, wait)));
  const began = now().getTime();
  for (;;) {
    const current = await store.readChannel(channel);
    const canary = canaryOf(current, app)?.metadata.version;
    if (!canary) {
      log(
        `${app} has no canary running (every student has ${stableOf(current, app)?.metadata.version ?? 'nothing'}): nothing to watch`,
      );
      return null;
    }
    const since = canaryStartedAt(current, app) ?? new Date(began);
    const { lines, verdict } = healthOf(current, app, await fetchFigures(source, since, app), thresholds, now());
    log(`${now().toISOString()}  ${app}`);
    for (const line of lines) log(`  ${line}`);
    if (verdict && (verdict.decision === 'promote' || verdict.decision === 'rollback')) {
      const figures = { canary: verdict.canary, stable: verdict.stable };
      const actor = { who: options.who, note: `automatic ${verdict.decision}: ${verdict.reason}`, figures };
      const entry = await store.updateChannel(channel, (c) => {
        if (canaryOf(c, app)?.metadata.version !== canary)
          throw new Error(`${app}'s canary changed while it was analysed; nothing done`);
        return verdict.decision === 'promote' ? promote(c, app, actor) : rollback(c, app, actor);
      });
      log(
        `${verdict.decision === 'promote' ? 'Promoted' : 'Rolled back'}: ${app} ${entry.from} → ${entry.to} (${entry.note})`,
      );
      return entry;
    }
    if (now().getTime() - began >= thresholds.giveUpAfterMinutes * 60_000) {
      log(`No verdict after ${thresholds.giveUpAfterMinutes} min: ${app}'s canary ${canary} is left running`);
      return null;
    }
    await sleep(thresholds.intervalSeconds * 1000);
  }
}
