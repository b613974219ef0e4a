/**
 * Where the machine's CPU goes during a benchmark run (docs/PERFORMANCE.md: the load generator, the API and PostgreSQL share
 * the same cores). Linux only: reads /proc. `cpuSnapshot(groups)` records the CPU time (user + system, ms) of each
 * group of processes (a root pid and all its descendants; 'self' = this process, i.e. autocannon) and of the whole
 * machine; `cpuSplit(before, after)` gives each group's share in cores (CPU-seconds per second of wall time), plus
 * `interrupts` and `steal` (no process's), `others` (every other process: other people's work on a shared machine) and `idle`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICK_MS = 10; // USER_HZ = 100 on Linux (getconf CLK_TCK)

interface ProcStat {
  pid: number;
  ppid: number;
  cpuMs: number;
}

function readStat(pid: string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' '); // fields from 3 (state) on
    return { pid: Number(pid), ppid: Number(rest[1]), cpuMs: (Number(rest[11]) + Number(rest[12])) * TICK_MS };
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** The machine's CPU ms since boot (/proc/stat): busy, total, interrupts (irq + softirq: e.g. loopback TCP) and steal. */
function machineMs(): { busy: number; total: number; interrupts: number; steal: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  const total = n.slice(0, 8).reduce((s, x) => s + x, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return {
    busy: (total - idle) * TICK_MS,
    total: total * TICK_MS,
    interrupts: ((n[5] ?? 0) + (n[6] ?? 0)) * TICK_MS,
    steal: (n[7] ?? 0) * TICK_MS,
  };
}

/** Per group, the CPU ms of each of its processes (by pid), so a process that ends between two snapshots is left out. */
export interface CpuSnapshot {
  at: number;
  groups: Record<string, Map<number, number>>;
  machine: ReturnType<typeof machineMs>;
}

/** CPU ms so far of each group ({ name: root pid, or 'self' }) and of the machine. A group's ended processes are not counted. */
export function cpuSnapshot(groups: Record<string, number | 'self'>): CpuSnapshot {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(readStat)
    .filter((s): s is ProcStat => !!s);
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  const treeMs = (root: number): Map<number, number> => {
    const out = new Map<number, number>();
    const stack = [root];
    while (stack.length) {
      const pid = stack.pop()!;
      const stat = byPid.get(pid);
      if (stat) out.set(pid, stat.cpuMs);
      for (const c of children.get(pid) ?? []) stack.push(c.pid);
    }
    return out;
  };
  const result: Record<string, Map<number, number>> = {};
  for (const [name, root] of Object.entries(groups)) {
    if (root === 'self') {
      const u = process.cpuUsage();
      result[name] = new Map([[process.pid, (u.user + u.system) / 1000]]);
    } else result[name] = treeMs(root);
  }
  return { at: performance.now(), groups: result, machine: machineMs() };
}

/** Cores used by each group between two snapshots, plus `others` and `idle` (cores; the machine has os.cpus().length). */
export function cpuSplit(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const wall = after.at - before.at;
  const cores = os.cpus().length;
  const round = (x: number) => Math.round(x * 100) / 100;
  const out: Record<string, number> = {};
  let ours = 0;
  for (const name of Object.keys(after.groups)) {
    // Processes alive at the end; one started meanwhile counts from 0 (a backend opened during the run).
    let ms = 0;
    for (const [pid, cpuMs] of after.groups[name]!) ms += cpuMs - (before.groups[name]?.get(pid) ?? 0);
    const used = ms / wall;
    out[name] = round(used);
    ours += used;
  }
  const share = (key: 'busy' | 'interrupts' | 'steal') =>
    ((after.machine[key] - before.machine[key]) / (after.machine.total - before.machine.total)) * cores;
  const busy = share('busy');
  // Interrupt time (the kernel's network stack runs much of loopback TCP there) and steal belong to no process.
  out.interrupts = round(share('interrupts'));
  out.steal = round(share('steal'));
  out.others = round(Math.max(0, busy - ours - share('interrupts') - share('steal')));
  out.idle = round(Math.max(0, cores - busy));
  return out;
}
