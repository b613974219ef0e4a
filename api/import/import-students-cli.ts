/**
 * `pnpm --filter @classroom/api run import:students -- [--batches batches.csv] [--students students.csv]`: migrates
 * the database named by DATABASE_URL / DB_DIR, then loads the files in one transaction (./import-students.ts,
 * docs/OPERATIONS.md "Load the students"). Prints what was created, updated and left unchanged; on an invalid file
 * prints every error (file, row, field) and exits 1 with nothing written. Stop the server first when it uses PGlite.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dbOptionsFromEnv, openDb } from '../src/db/client';
import { importInstitute } from './import-students';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { batches: { type: 'string' }, students: { type: 'string' } },
  });
  if (!values.batches && !values.students) {
    console.error('usage: import:students -- [--batches batches.csv] [--students students.csv]');
    process.exit(2);
  }
  const read = (file?: string) =>
    file ? readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8') : undefined;
  const files = { batches: read(values.batches), students: read(values.students) };
  const handle = await openDb(dbOptionsFromEnv());
  try {
    await handle.migrate();
    const { batches, students } = await importInstitute(handle.db, files, new Date());
    console.log(
      `Batches: ${batches.created} created, ${batches.updated} updated, ${batches.unchanged} unchanged. ` +
        `Students: ${students.created} created, ${students.updated} updated, ${students.unchanged} unchanged (${handle.kind}).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
