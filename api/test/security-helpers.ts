/**
 * What the security tests share (SECURITY.md): the admin token their harness runs with, so the admin import route
 * (outside the contract table) can be reached, that route and a valid paper for it; and a fingerprint of the database
 * to show a refused request changed nothing.
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Harness, HarnessOptions } from './helpers';

export const ADMIN = 'security-test-admin-token-0123456789';
export const ADMIN_URL = '/api/admin/v1/import-paper/';
export const PAPER = JSON.parse(
  readFileSync(path.resolve(__dirname, '../import/fixtures/sample-paper.json'), 'utf8'),
) as Record<string, unknown>;

/** The harness options of every security test file: the admin route reachable with `Bearer ${ADMIN}`. */
export const SECURITY_HARNESS: HarnessOptions = { config: { adminToken: ADMIN } };

/**
 * Row counts of every table (but tokens and rate-limit counts: a refused call may count against a limit) plus hashes
 * of the answers, attempts, orders and current batches: equal before and after a call when it changed nothing.
 */
export async function fingerprint(h: Harness): Promise<string> {
  const tables = (await h.handle.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as { rows: unknown[] };
  const names = (tables.rows as { tablename: string }[])
    .map((r) => r.tablename)
    .filter((n) => n !== 'tokens' && n !== 'rate_limit_counts'); // a refused call may count against a limit
  const counts = (await h.handle.db.execute(
    sql.raw(`SELECT ${names.map((n) => `(SELECT count(*) FROM "${n}") AS "${n}"`).join(', ')},
    (SELECT md5(coalesce(string_agg(a::text, ',' ORDER BY a.id), '')) FROM allotted_questions a) AS answers,
    (SELECT md5(coalesce(string_agg(s::text, ',' ORDER BY s.id), '')) FROM scheduled_exams s) AS attempts,
    (SELECT md5(coalesce(string_agg(o::text, ',' ORDER BY o.id), '')) FROM orders o) AS orders_hash,
    (SELECT md5(coalesce(string_agg(st.student_course_id::text, ',' ORDER BY st.id), '')) FROM students st) AS current_batches`),
  )) as unknown as { rows: unknown[] };
  return JSON.stringify(counts.rows[0]);
}
