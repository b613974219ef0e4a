/**
 * Release health in the CLI (decision 0014): reads the field figures from the API (the release managers' read,
 * `Authorization: Bearer $RELEASE_MANAGER_TOKEN`), prints them per live version, and watches a canary: every
 * `intervalSeconds` it analyses the canary against the stable version (analysis.ts) and moves it a step on, promotes
 * or rolls it back through the store's compare-and-swap, so a laptop and a CI job watching the same canary never both
 * act on it; each decision goes to the history and to the webhook of the thresholds.
 */
import { releaseFiguresReply, type ReleaseFiguresReply } from '@classroom/shared/contract';
import { analyse, nextStep, sideOf, type SideFigures, type Thresholds, type Verdict } from './analysis';
import {
  canaryOf,
  note,
  promote,
  rollback,
  setCanaryTraffic,
  stableOf,
  type Channel,
  type HistoryAction,
  type HistoryEntry,
} from './channel';
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
  return lastEntryOf(channel, app, ['canary']);
}

/** When the running canary's current step began: its last `step` entry, else its start (null without a canary). */
export function stepStartedAt(channel: Channel, app: string): Date | null {
  return lastEntryOf(channel, app, ['canary', 'step']);
}

function lastEntryOf(channel: Channel, app: string, actions: HistoryAction[]): Date | null {
  const canary = canaryOf(channel, app);
  if (!canary) return null;
  const entry = [...channel.history]
    .reverse()
    .find((h) => h.remote === app && actions.includes(h.action) && h.to === canary.metadata.version);
  return entry ? new Date(entry.when) : null;
}

/** The API keeps figures per minute: the first minute wholly after `at` (`at` itself when it starts a minute). */
const firstWholeMinute = (at: Date) => new Date(Math.ceil(at.getTime() / 60_000) * 60_000);

/**
 * The figures `release health` and `release watch` judge a canary by: since it started (`whole`) and since its
 * current step began (`step`; the same object when the canary is on its first step). A step's figures start at its
 * first whole minute, so pages the previous step had in the same minute never count toward the new step's sample.
 */
export async function canaryFigures(
  source: FiguresSource,
  channel: Channel,
  app: string,
  now: Date,
): Promise<{ whole: ReleaseFiguresReply; step: ReleaseFiguresReply }> {
  const started = canaryStartedAt(channel, app) ?? now;
  const stepStarted = stepStartedAt(channel, app) ?? started;
  const whole = await fetchFigures(source, started, app);
  const step =
    stepStarted.getTime() > started.getTime() ? await fetchFigures(source, firstWholeMinute(stepStarted), app) : whole;
  return { whole, step };
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (value: number | null, samples: number) => (value === null ? '—' : `${value} ms (n=${samples})`);

/** One line of a side's figures: pages, error rate, load-failure rate, p75 LCP and INP with their sample counts. */
export function describeSide(label: string, side: SideFigures): string {
  return `${label.padEnd(7)} ${side.version.padEnd(16)} pages ${String(side.pageViews).padStart(5)}  errors ${pct(side.errorRate).padStart(7)}  load failures ${pct(side.failureRate).padStart(7)}  p75 LCP ${ms(side.lcpP75Ms, side.lcpSamples)}  INP ${ms(side.inpP75Ms, side.inpSamples)}`;
}

/**
 * The health of one app's live versions: lines for stable and canary, and, with a canary, the analysis's verdict
 * (null without one). `figures` covers the canary since it started, `step` its current step (by default the same).
 */
export function healthOf(
  channel: Channel,
  app: string,
  figures: ReleaseFiguresReply,
  thresholds: Thresholds,
  now: Date,
  step: ReleaseFiguresReply = figures,
): { lines: string[]; verdict: Verdict | null } {
  const find = (reply: ReleaseFiguresReply, version: string) =>
    reply.releases.find((r) => r.app === app && r.version === version);
  const stableVersion = stableOf(channel, app)?.metadata.version;
  if (!stableVersion) return { lines: [`${app}: not published`], verdict: null };
  const stable = sideOf(stableVersion, find(figures, stableVersion));
  const live = canaryOf(channel, app);
  if (!live) return { lines: [describeSide('stable', stable)], verdict: null };
  const canaryVersion = live.metadata.version;
  const canary = sideOf(canaryVersion, find(figures, canaryVersion));
  const minutesSince = (at: Date | null) => (now.getTime() - (at ?? now).getTime()) / 60_000;
  const verdict = analyse(
    { canary, stable, minutes: minutesSince(canaryStartedAt(channel, app)) },
    {
      canary: sideOf(canaryVersion, find(step, canaryVersion)),
      stable: sideOf(stableVersion, find(step, stableVersion)),
      minutes: minutesSince(stepStartedAt(channel, app)),
    },
    live.deployment.traffic,
    thresholds,
  );
  return {
    lines: [
      describeSide('stable', stable),
      describeSide(`canary ${live.deployment.traffic} %`, canary),
      `verdict ${verdict.decision}: ${verdict.reason}`,
    ],
    verdict,
  };
}

/** Posts `text` to a Slack-compatible webhook (`{ "text": … }`); a failure is logged, never thrown. */
export async function postToWebhook(url: string, text: string, log: (line: string) => void): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    if (!response.ok) log(`Webhook answered HTTP ${response.status}; the decision is in the history`);
  } catch (error) {
    log(`Webhook unreachable (${(error as Error).message}); the decision is in the history`);
  }
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
 * Watches the app's running canary through its steps until the analysis rolls it back or promotes it to every
 * student (returns that history entry), or the canary is ended by someone else (returns null). Every check reads the
 * figures since the canary started and since its step began (canaryFigures). Each action — next step, promote,
 * rollback — is written compare-and-swap and only if the same canary is still at the same step; its history entry
 * carries the reason, the figures, the step and the thresholds. A wait or hold is written to the history when its
 * reason's rule changes. Every decision written goes to the thresholds' webhook too.
 */
export async function watchCanary(options: WatchOptions): Promise<HistoryEntry | null> {
  const { store, channel, app, source, thresholds, log } = options;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((wait: number) => new Promise<void>((resolve) => setTimeout(resolve, wait)));
  const notify = async (text: string) => {
    if (thresholds.webhookUrl) await postToWebhook(thresholds.webhookUrl, `[${channel}] ${text}`, log);
  };
  let lastNoted = '';
  for (;;) {
    const current = await store.readChannel(channel);
    const live = canaryOf(current, app);
    if (!live) {
      log(
        `${app} has no canary running (every student has ${stableOf(current, app)?.metadata.version ?? 'nothing'}): nothing to watch`,
      );
      return null;
    }
    const canary = live.metadata.version;
    const traffic = live.deployment.traffic;
    const { whole, step } = await canaryFigures(source, current, app, now());
    const { lines, verdict } = healthOf(current, app, whole, thresholds, now(), step);
    log(`${now().toISOString()}  ${app}`);
    for (const line of lines) log(`  ${line}`);
    if (!verdict) return null;
    const next = nextStep(traffic, thresholds.steps);
    const acts = verdict.decision === 'promote' || verdict.decision === 'rollback';
    const label = verdict.decision === 'promote' ? (next >= 100 ? 'promote' : `step to ${next} %`) : verdict.decision;
    const noted = `${verdict.decision} ${verdict.rule} ${traffic}`;
    if (acts || noted !== lastNoted) {
      lastNoted = noted;
      const actor = {
        who: options.who,
        note: `automatic ${label}: ${verdict.reason}`,
        figures: { canary: verdict.canary, stable: verdict.stable },
        step: traffic,
        // The webhook's URL is a secret (a Slack URL posts to the channel): never written to the history.
        thresholds: { ...thresholds, webhookUrl: undefined },
      };
      const entry = await store.updateChannel(channel, (c) => {
        const still = canaryOf(c, app);
        if (still?.metadata.version !== canary || still.deployment.traffic !== traffic)
          throw new Error(`${app}'s canary changed while it was analysed; nothing done`);
        if (verdict.decision === 'rollback') return rollback(c, app, actor);
        if (verdict.decision === 'promote')
          return next >= 100 ? promote(c, app, actor) : setCanaryTraffic(c, app, next, actor);
        return note(c, 'hold', app, { ...actor, note: `${verdict.decision}: ${verdict.reason}` });
      });
      const said = `${app} canary ${canary} at ${traffic} %: ${entry.note}`;
      await notify(said);
      if (verdict.decision === 'rollback') {
        log(`Rolled back: ${app} ${entry.from} → ${entry.to} (${entry.note}); ${canary} is marked bad`);
        return entry;
      }
      if (verdict.decision === 'promote' && next >= 100) {
        log(`Promoted: ${app} ${entry.from} → ${entry.to} (${entry.note})`);
        return entry;
      }
      if (verdict.decision === 'promote') {
        log(`Step: ${app} ${canary} now for ${next} % of students`);
        continue;
      }
    }
    await sleep(thresholds.intervalSeconds * 1000);
  }
}
