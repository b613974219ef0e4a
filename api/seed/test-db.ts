/**
 * The database a test opens (the same API suite on PGlite and on a PostgreSQL server).
 * Without DATABASE_URL: an in-memory PGlite. With DATABASE_URL=postgres://…: a fresh database on that server,
 * created for this test file (`classroom_test_<pid>_<n>_<random>`, from template0) and dropped again by close(),
 * so test files running in parallel never share data. The database named by the URL is only used to create/drop.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDb, type OpenDb } from '../src/db/client';

let opened = 0;

/** Opens (not yet migrated) a database for one test file: PGlite in memory, or a new PostgreSQL database. */
export async function openTestDb(env: NodeJS.ProcessEnv = process.env): Promise<OpenDb> {
  const url = env.DATABASE_URL;
  if (!url) return openDb({ dbDir: 'memory://' });
  opened += 1;
  const name = `classroom_test_${process.pid}_${opened}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: target.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
