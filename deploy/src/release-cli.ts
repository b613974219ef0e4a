/**
 * The release CLI (ARCHITECTURE §7): `npm run release -- <command>`.
 *
 *   publish <app> [--canary N [--auto]] [--from DIR] [--source DIR] [--note TEXT]
 *   promote <app> [--note TEXT]
 *   rollback <app> [--to VERSION] [--note TEXT]
 *   status [--since 30m]
 *   health <app> [--since 30m]
 *   watch <app>
 *   history [<app>]
 *
 * Release health (decision 0014): figures from the API at --api URL (default $RELEASE_API_URL, else
 * http://127.0.0.1:$API_PORT/api as `npm start` binds it, port 3001 by default) with $RELEASE_MANAGER_TOKEN;
 * thresholds from --thresholds FILE (default $RELEASE_HEALTH_CONFIG or deploy/release-health.json).
 *
 * Options for every command: --store DIR|s3://bucket/prefix (default $RELEASE_STORE, $RELEASES_DIR or var/releases), --channel NAME
 * (default $RELEASE_CHANNEL or production). Who: $RELEASE_USER, else the OS user name.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { badMarkOf, canaryOf, promote, rollback, stableOf } from './release/channel';
import { APPS, publish, REPO_ROOT } from './release/publish';
import { openReleaseStore } from './release/open-store';
import type { Thresholds } from './release/analysis';
import type { FiguresSource } from './release/health';
import type { ReleaseStore } from './release/store';

const USAGE = `Usage: npm run release -- <command> [options]

  publish <app> [--canary N]     build <app> alone, check its shared ranges, upload, activate
                                 (for N % of students with --canary); --from DIR publishes a built
                                 folder as it is, --source DIR builds another copy of the package
  promote <app>                  give the running canary every student
  rollback <app> [--to VERSION]  back to the previous version not marked bad (or VERSION, with a warning if it is
                                 marked; or end the canary); with --note the version taken off is marked bad
  publish <app> --canary N --auto  the same, then watch the canary (below) until it is promoted or rolled back
  status [--since 30m]           what each app runs in the channel and its bad marks, with each live version's figures
  health <app> [--since 30m]     one app's field figures per live version (a canary's since it started, as watch
                                 reads them), and the canary analysis's verdict
  watch <app>                    check the running canary against the stable version every interval: next step or
                                 promote when healthy, roll back when clearly worse, slower or past the deadline
                                 (reason, figures, step and thresholds in the history and to the webhook)
  history [<app>]                every change, oldest first

  apps: ${APPS.join(', ')}
  --store WHERE  release store: a folder or s3://bucket/prefix (default $RELEASE_STORE,
                 $RELEASES_DIR or var/releases; S3_ENDPOINT, AWS_* credentials from the environment)
  --channel NAME channel (default $RELEASE_CHANNEL or production)
  --note TEXT    recorded in the history
  --api URL      the API the figures come from (default $RELEASE_API_URL or http://127.0.0.1:$API_PORT/api,
                 API_PORT as for npm start, 3001);
                 $RELEASE_MANAGER_TOKEN is sent as its bearer token
  --thresholds FILE  canary thresholds per app (default $RELEASE_HEALTH_CONFIG or deploy/release-health.json);
                 $RELEASE_WEBHOOK_URL: where each watch decision is posted (Slack-compatible)`;

/** Loaded only by the commands that read figures, so a rollback starts as fast as before (its time is printed by the command). */
const health = () => import('./release/health');

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      to: { type: 'string' },
      from: { type: 'string' },
      source: { type: 'string' },
      note: { type: 'string' },
      store: { type: 'string' },
      channel: { type: 'string' },
      auto: { type: 'boolean' },
      since: { type: 'string' },
      api: { type: 'string' },
      thresholds: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, app] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const store = openReleaseStore(path.join(REPO_ROOT, 'var', 'releases'), values.store);
  const channel = values.channel ?? process.env.RELEASE_CHANNEL ?? 'production';
  const who = process.env.RELEASE_USER ?? os.userInfo().username;
  const actor = { who, note: values.note };
  const needApp = () => {
    if (!app) throw new Error(`${command} needs an app: one of ${APPS.join(', ')}`);
    if (!(APPS as readonly string[]).includes(app)) throw new Error(`Unknown app '${app}': one of ${APPS.join(', ')}`);
    return app;
  };
  const source = {
    api: values.api ?? process.env.RELEASE_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}/api`,
    token: process.env.RELEASE_MANAGER_TOKEN,
  };
  const thresholdsOf = async (name: string) =>
    (await import('./release/health-config')).loadThresholds(
      values.thresholds ?? process.env.RELEASE_HEALTH_CONFIG ?? path.join(REPO_ROOT, 'deploy', 'release-health.json'),
      name,
    );
  const watch = async (name: string) =>
    (await health()).watchCanary({
      store,
      channel,
      app: name,
      source,
      thresholds: await thresholdsOf(name),
      who,
      log: console.log,
    });

  switch (command) {
    case 'publish': {
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      if (values.auto && canary === undefined) throw new Error('--auto watches a canary: give --canary N too');
      const result = await publish({
        store,
        channel,
        app: needApp(),
        canary,
        fromDir: values.from,
        sourceDir: values.source,
        who,
        note: values.note,
        log: console.log,
      });
      console.log(`Done: ${result.entry.action} ${app} ${result.version}`);
      if (values.auto && result.entry.action === 'canary') await watch(needApp());
      return;
    }
    case 'watch': {
      await watch(needApp());
      return;
    }
    case 'health': {
      const name = needApp();
      const { canaryFigures, canaryStartedAt, durationMs, fetchFigures, healthOf } = await health();
      const c = await store.readChannel(channel);
      const now = new Date();
      // With a canary, the windows `watch` judges it by; else the last --since.
      const started = canaryStartedAt(c, name);
      const since = started ?? new Date(now.getTime() - durationMs(values.since ?? '30m'));
      const { whole, step } = started
        ? await canaryFigures(source, c, name, now)
        : { whole: await fetchFigures(source, since, name), step: undefined };
      const { lines } = healthOf(c, name, whole, await thresholdsOf(name), now, step);
      console.log(
        `${name} in channel ${channel}, figures since ${since.toISOString()}${started ? " (the canary's start)" : ''}`,
      );
      for (const line of lines) console.log(`  ${line}`);
      return;
    }
    case 'promote': {
      const entry = await store.updateChannel(channel, (c) => promote(c, needApp(), actor));
      console.log(`Promoted: ${app} ${entry.to} for every student (was ${entry.from})`);
      return;
    }
    case 'rollback': {
      const started = performance.now();
      const entry = await store.updateChannel(channel, (c) => {
        const mark = values.to ? badMarkOf(c, needApp(), values.to) : undefined;
        if (mark)
          console.warn(`Warning: ${app} ${values.to} is marked bad (${mark.reason}, by ${mark.who} at ${mark.when})`);
        return rollback(c, needApp(), actor, values.to);
      });
      // performance.now() counts from the process start: the whole command, start-up included.
      console.log(
        `Rolled back: ${app} ${entry.from} → ${entry.to} (channel ${channel}, written in ${(performance.now() - started).toFixed(0)} ms; ${performance.now().toFixed(0)} ms from the command's start; the next page load gets it)`,
      );
      return;
    }
    case 'status':
      await printStatus(store, channel, source, thresholdsOf, values.since);
      return;
    case 'history':
      await printHistory(store, channel, app === undefined ? undefined : needApp());
      return;
    default:
      throw new Error(`Unknown command '${command}'\n\n${USAGE}`);
  }
}

/**
 * `status`: each app's live version and traffic split in `channel`, then the field figures of each live remote since
 * `since` (a duration such as '30m', default 30 minutes) judged against its thresholds (decision 0014).
 */
async function printStatus(
  store: ReleaseStore,
  channel: string,
  source: FiguresSource,
  thresholdsOf: (name: string) => Promise<Thresholds>,
  sinceText: string | undefined,
) {
  const c = await store.readChannel(channel);
  console.log(`Channel ${channel} in ${store.location}`);
  for (const name of APPS) {
    const stable = stableOf(c, name);
    const canary = canaryOf(c, name);
    if (!stable) {
      console.log(`  ${name.padEnd(14)} not published`);
      continue;
    }
    const known = c.releases[name]?.length ?? 0;
    const split = canary
      ? `${stable.deployment.traffic} %, canary ${canary.metadata.version} ${canary.deployment.traffic} %`
      : '100 %';
    console.log(
      `  ${name.padEnd(14)} ${stable.metadata.version}  ${split}  (${known} version${known === 1 ? '' : 's'} published)`,
    );
    for (const r of c.releases[name] ?? [])
      if (r.bad)
        console.log(`  ${''.padEnd(14)} marked bad: ${r.version} (${r.bad.reason}; ${r.bad.who}, ${r.bad.when})`);
  }
  // The field figures of each live version (decision 0014); the channel above is printed whatever the API answers.
  const { durationMs, fetchFigures, healthOf } = await health();
  const since = new Date(Date.now() - durationMs(sinceText ?? '30m'));
  let figures;
  try {
    figures = await fetchFigures(source, since);
  } catch (error) {
    console.log(`Field figures unavailable: ${(error as Error).message}`);
    return;
  }
  console.log(`Field figures since ${since.toISOString()} (${source.api})`);
  for (const name of APPS) {
    if (name === 'host' || !stableOf(c, name)) continue; // the beacon reports the remotes
    console.log(`  ${name}`);
    for (const line of healthOf(c, name, figures, await thresholdsOf(name), new Date()).lines)
      console.log(`    ${line}`);
  }
}

/** `history`: the channel's history, newest last, of one app or of all. */
async function printHistory(store: ReleaseStore, channel: string, app: string | undefined) {
  const c = await store.readChannel(channel);
  const entries = c.history.filter((h) => !app || h.remote === app);
  if (entries.length === 0) console.log(`No history${app ? ` for ${app}` : ''} in channel ${channel}`);
  for (const h of entries) {
    console.log(
      `${h.when}  ${h.action.padEnd(8)} ${h.remote.padEnd(14)} ${h.from ?? '—'} → ${h.to}  by ${h.who}${h.step === undefined ? '' : ` at ${h.step} %`}${h.note ? `  (${h.note})` : ''}`,
    );
    if (h.figures) console.log(`  figures: ${JSON.stringify(h.figures)}`);
    if (h.thresholds) console.log(`  thresholds: ${JSON.stringify(h.thresholds)}`);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`release: ${error.message}`);
  process.exit(1);
});
