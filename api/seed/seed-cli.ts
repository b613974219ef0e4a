/**
 * `pnpm --filter @classroom/api seed [-- --reset]`: migrates, then seeds the database named by DATABASE_URL / DB_DIR
 * if it has no students; with --reset it empties every table first (all attempts and sign-ins are lost).
 */
import { dbOptionsFromEnv, openDb } from '../src/db/client';
import { resetDatabase, seed, seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const handle = await openDb(dbOptionsFromEnv());
  try {
    await handle.migrate();
    if (reset) {
      await resetDatabase(handle.db);
      await seed(handle.db);
      console.log(`Database reset and seeded (${handle.kind}).`);
    } else {
      const seeded = await seedIfEmpty(handle.db);
      console.log(
        seeded
          ? `Database seeded (${handle.kind}).`
          : 'Database already has students: nothing seeded (use --reset to start over).',
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
