/** `pnpm --filter @classroom/api migrate`: applies the migrations to the database named by DATABASE_URL / DB_DIR. */
import { dbOptionsFromEnv, openDb } from './client';

async function main(): Promise<void> {
  const handle = await openDb(dbOptionsFromEnv());
  try {
    await handle.migrate();
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
