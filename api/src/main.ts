/**
 * `pnpm --filter @classroom/api start`: opens the database (DATABASE_URL, else PGlite in DB_DIR or <repo>/var/db),
 * migrates, seeds it when there are no students, and listens on HOST:PORT (default 127.0.0.1:3001).
 */
import { buildApp } from './app';
import { dbOptionsFromEnv, openDb } from './db/client';
import { seedIfEmpty } from '../seed/seed';
import { startAttemptCloser } from './exam/closer';
import { assertProductionSecrets } from './production-safety';

async function main(): Promise<void> {
  assertProductionSecrets();
  const port = Number(process.env.PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const handle = await openDb(dbOptionsFromEnv());
  await handle.migrate();
  const seeded = await seedIfEmpty(handle.db);
  if (seeded) console.log('Database was empty: demo data seeded (accounts in api/seed/demo-accounts.json).');
  const app = await buildApp({ db: handle.db, logger: process.env.API_LOG === '1' });
  // Attempts left open past their end + 60 s grace are submitted by the server (once now, then every 60 s).
  const stopCloser = startAttemptCloser({
    db: handle.db,
    onClosed: (n) => console.log(`closed ${n} overdue attempt(s)`),
    onError: (err) => console.error('closing overdue attempts failed:', err),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the API`);
    try {
      stopCloser();
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  console.log(`Database: ${handle.kind}`);
  console.log(`API listening on http://${host}:${port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
