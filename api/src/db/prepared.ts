/**
 * Drizzle prepared queries for the reads every exam-day request makes (the token check, the attempt, the start's
 * opening read, the question calls; decision 0030): the query's SQL text is built once per database handle instead of
 * on each call (building it and mapping the rows is a real share of a start-exam's API CPU), and on PostgreSQL it goes
 * as a named prepared statement, which each connection parses and plans once.
 * The values are bound with `sql.placeholder(name)` at `execute({ name: value })`; the rows are mapped as before.
 */
import type { Db } from './client';

/**
 * Returns `get(db)`: the query `build(db)` made once for each database handle or transaction `db` (held weakly, so a
 * closed handle's queries go with it). `build` must return the same SQL text whatever `db` is (a node-postgres
 * statement name stands for one text on a connection), e.g. `db.select(…).where(eq(col, sql.placeholder('id')))
 * .prepare('name')`.
 */
export function preparedPerDb<D extends object = Db, Q = unknown>(build: (db: D) => Q): (db: D) => Q {
  const made = new WeakMap<D, Q>();
  return (db) => {
    let query = made.get(db);
    if (query === undefined) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}
