/**
 * What the release page shows (decision 0014), from the channel and the API's field figures: per app, each live
 * version with its traffic and figures (analysis.ts's SideFigures), the canary verdict, and the errored-page rate per
 * minute per version for the chart. Pure, so the gateway route and its test share it.
 */
import type { ReleaseFiguresReply } from '@classroom/shared/contract';
import { sideOf, type SideFigures, type Thresholds } from '../release/analysis';
import { canaryOf, stableOf, type Channel } from '../release/channel';
import { healthOf } from '../release/health';

export interface PageApp {
  app: string;
  versions: { version: string; traffic: number; canary: boolean; figures: SideFigures }[];
  verdict: string | null;
  /** Per minute (ISO, UTC): the errored-page rate in % of each version with pages that minute. */
  minutes: Record<string, string | number>[];
}

export interface PageData {
  channel: string;
  generatedAt: string;
  apps: PageApp[];
}

/** The page's data for every remote published in the channel. */
export function releasePageData(
  channel: Channel,
  figures: ReleaseFiguresReply,
  thresholdsOf: (app: string) => Thresholds,
  now: Date,
): PageData {
  const apps: PageApp[] = [];
  for (const app of Object.keys(channel.microFrontends)
    .filter((name) => name !== 'host')
    .sort()) {
    const stable = stableOf(channel, app);
    if (!stable) continue;
    const canary = canaryOf(channel, app);
    const live = [stable, ...(canary ? [canary] : [])];
    const versions = live.map((v) => ({
      version: v.metadata.version,
      traffic: v.deployment.traffic,
      canary: !v.deployment.default,
      figures: sideOf(
        v.metadata.version,
        figures.releases.find((r) => r.app === app && r.version === v.metadata.version),
      ),
    }));
    const byMinute = new Map<string, Record<string, string | number>>();
    for (const m of figures.minutes) {
      if (m.app !== app || !live.some((v) => v.metadata.version === m.version) || m.page_views === 0) continue;
      const row = byMinute.get(m.minute) ?? { minute: m.minute };
      row[m.version] = Math.round((1000 * m.errored_views) / m.page_views) / 10;
      byMinute.set(m.minute, row);
    }
    const verdict = healthOf(channel, app, figures, thresholdsOf(app), now).verdict;
    apps.push({
      app,
      versions,
      verdict: verdict ? `${verdict.decision}: ${verdict.reason}` : null,
      minutes: [...byMinute.values()],
    });
  }
  return { channel: channel.channel, generatedAt: now.toISOString(), apps };
}
