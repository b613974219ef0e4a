/**
 * `pnpm --filter @classroom/api migrate` (production: `node dist/migrate.js`): applies the migrations to the database
 * named by DATABASE_URL / DB_DIR, and is the only thing that does in production (docs/decisions/0012: the API instances
 * wait, not ready, until it has run). On PostgreSQL it holds a session advisory lock for the whole run, so two
 * migrators started together (two releases, a retried Job) run one after the other and the second finds nothing to do.
 * Exit 0 when the database is current, 1 on any error.
 */
import { Client } from 'pg';
import { dbOptionsFromEnv, openDb } from './client';

/** The advisory lock key every migrator takes (any fixed 64-bit number; "portal migrations"). */
const MIGRATION_LOCK_KEY = 4_723_011;

/** Runs `work` while holding the migration lock on the PostgreSQL server at `databaseUrl` (waits for it if taken). */
async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock is never sent (a crash mid-migration).
    await lock.end();
  }
}

async function main(): Promise<void> {
  const options = dbOptionsFromEnv();
  const handle = await openDb(options);
  try {
    const run = () => handle.migrate();
    await (options.databaseUrl ? withMigrationLock(options.databaseUrl, run) : run());
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
