/** Database housekeeping around the seed: emptying every table, and moving sequences past explicit ids. */
import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';

const { schools, sections } = schema;

/** Every table of the schema, for reset and sequence sync. */
export const ALL_TABLES = Object.values(schema).filter(
  (v): v is typeof schema.students => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
);

/** After inserts with explicit ids (schools, sections), moves each serial sequence past the largest id. */
export async function syncSequences(db: Db): Promise<void> {
  for (const table of [schools, sections]) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${name}"), 1))`,
      ),
    );
  }
}

/** Empties every table and restarts the ids (seed-cli --reset). */
export async function resetDatabase(db: Db): Promise<void> {
  const names = ALL_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}
