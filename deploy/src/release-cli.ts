/**
 * The release CLI (ARCHITECTURE §7): `npm run release -- <command>`.
 *
 *   publish <app> [--canary N] [--from DIR] [--source DIR] [--note TEXT]
 *   promote <app> [--note TEXT]
 *   rollback <app> [--to VERSION] [--note TEXT]
 *   status
 *   history [<app>]
 *
 * Options for every command: --store DIR|s3://bucket/prefix (default $RELEASE_STORE, $RELEASES_DIR or var/releases), --channel NAME
 * (default $RELEASE_CHANNEL or production). Who: $RELEASE_USER, else the OS user name.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { canaryOf, promote, rollback, stableOf } from './release/channel';
import { APPS, publish, REPO_ROOT } from './release/publish';
import { openReleaseStore } from './release/open-store';

const USAGE = `Usage: npm run release -- <command> [options]

  publish <app> [--canary N]     build <app> alone, check its shared ranges, upload, activate
                                 (for N % of students with --canary); --from DIR publishes a built
                                 folder as it is, --source DIR builds another copy of the package
  promote <app>                  give the running canary every student
  rollback <app> [--to VERSION]  back to the previous version (or VERSION; or end the canary)
  status                         what each app runs in the channel
  history [<app>]                every change, oldest first

  apps: ${APPS.join(', ')}
  --store WHERE  release store: a folder or s3://bucket/prefix (default $RELEASE_STORE,
                 $RELEASES_DIR or var/releases; S3_ENDPOINT, AWS_* credentials from the environment)
  --channel NAME channel (default $RELEASE_CHANNEL or production)
  --note TEXT    recorded in the history`;

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

  switch (command) {
    case 'publish': {
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      const result = await publish({ store, channel, app: needApp(), canary, fromDir: values.from, sourceDir: values.source, who, note: values.note, log: console.log });
      console.log(`Done: ${result.entry.action} ${app} ${result.version}`);
      return;
    }
    case 'promote': {
      const entry = await store.updateChannel(channel, (c) => promote(c, needApp(), actor));
      console.log(`Promoted: ${app} ${entry.to} for every student (was ${entry.from})`);
      return;
    }
    case 'rollback': {
      const started = performance.now();
      const entry = await store.updateChannel(channel, (c) => rollback(c, needApp(), actor, values.to));
      // performance.now() counts from the process start: the whole command, start-up included (issue 14 §4).
      console.log(`Rolled back: ${app} ${entry.from} → ${entry.to} (channel ${channel}, written in ${(performance.now() - started).toFixed(0)} ms; ${performance.now().toFixed(0)} ms from the command's start; the next page load gets it)`);
      return;
    }
    case 'status': {
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
        const split = canary ? `${stable.deployment.traffic} %, canary ${canary.metadata.version} ${canary.deployment.traffic} %` : '100 %';
        console.log(`  ${name.padEnd(14)} ${stable.metadata.version}  ${split}  (${known} version${known === 1 ? '' : 's'} published)`);
      }
      return;
    }
    case 'history': {
      if (app) needApp();
      const c = await store.readChannel(channel);
      const entries = c.history.filter((h) => !app || h.remote === app);
      if (entries.length === 0) console.log(`No history${app ? ` for ${app}` : ''} in channel ${channel}`);
      for (const h of entries) {
        console.log(`${h.when}  ${h.action.padEnd(8)} ${h.remote.padEnd(14)} ${h.from ?? '—'} → ${h.to}  by ${h.who}${h.note ? `  (${h.note})` : ''}`);
      }
      return;
    }
    default:
      throw new Error(`Unknown command '${command}'\n\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`release: ${error.message}`);
  process.exit(1);
});
