/**
 * What the cluster bench reads of the machine: a process's CPU seconds from /proc, its children (nginx's workers,
 * PostgreSQL's backends), the database's transaction count, and quantiles of a latency list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Client } from 'pg';

const TICKS = 100; // clock ticks per second in /proc/<pid>/stat (USER_HZ)

/** CPU seconds (user + system) of process `pid`, 0 when it is gone. */
export function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** `pid` and its direct children (nginx's workers, PostgreSQL's backends). */
export function withChildren(pid: number): number[] {
  const kids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === pid) kids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return [pid, ...kids];
}

/** The `p` quantile (0–1) of `xs`, rounded; NaN when empty. */
export const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]!) : NaN;
};

/** The PostgreSQL server's postmaster pid and the database's committed + rolled back transactions so far. */
export async function dbStats(url: string): Promise<{ postmaster: number; xacts: number }> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const backend = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const postmaster = Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    const xacts = Number(
      (
        await c.query<{ n: string }>(
          'SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0]!.n,
    );
    return { postmaster, xacts };
  } finally {
    await c.end();
  }
}
