/**
 * The two ways bench:cluster's students save (bench/cluster/bench.ts; decision 0012, "what the cluster bench
 * measures"), and the throughput figures of a run:
 *
 * - **paced**: a student thinks between two saves, as a student reads the next question: a think time drawn
 *   uniformly from 50–150 % of the mean gap. 1,000 students with a 3 s mean gap offer about 333 saves/s, whatever the
 *   server's speed (an open load); their latencies are the figures judged against the targets (save p99 ≤ 250 ms).
 * - **capacity**: every student saves its next answer the moment the last one is acknowledged (a closed loop). The
 *   students then keep the cluster saturated, and by Little's law the mean save latency is the number of students
 *   divided by the throughput: this mode measures the most saves per second the cluster answers, not a latency an
 *   exam sees.
 */

/** How the students save: `paced` (a think time between saves) or `capacity` (back to back). */
export type SaveMode = 'paced' | 'capacity';

/** Reads the MODES setting ("paced,capacity" by default): the modes in order; throws on an unknown name. */
export function parseModes(text: string | undefined): SaveMode[] {
  const modes = (text ?? 'paced,capacity').split(',').map((m) => m.trim());
  for (const m of modes) if (m !== 'paced' && m !== 'capacity') throw new Error(`MODES: unknown mode "${m}"`);
  return modes as SaveMode[];
}

/**
 * One think time in ms before a save: `meanGapMs` × a factor uniform in [0.5, 1.5), from `random()` in [0, 1); 0 in
 * the capacity mode or with a gap of 0.
 */
export function thinkTimeMs(mode: SaveMode, meanGapMs: number, random: () => number = Math.random): number {
  if (mode === 'capacity' || meanGapMs <= 0) return 0;
  return meanGapMs * (0.5 + random());
}

/**
 * The load the paced students offer once all of them are saving, in saves per second: `students` / the mean gap in
 * seconds (each student's latency lengthens its cycle a little, so the load served is slightly lower). Null in the
 * capacity mode, whose load is whatever the cluster answers.
 */
export function offeredSavesPerSecond(mode: SaveMode, students: number, meanGapMs: number): number | null {
  return mode === 'paced' && meanGapMs > 0 ? students / (meanGapMs / 1000) : null;
}

/**
 * Acknowledged saves per second, from the saves' answer times (ms on one clock, e.g. performance.now()):
 * `mean` over the window from the first answer to the last, and `peak`, the most answers within one whole second
 * (1 s buckets from the first answer). Both 0 when there are fewer than two answers.
 */
export function savesPerSecond(answeredAtMs: number[]): { mean: number; peak: number } {
  if (answeredAtMs.length < 2) return { mean: 0, peak: 0 };
  const first = answeredAtMs.reduce((a, b) => Math.min(a, b));
  const last = answeredAtMs.reduce((a, b) => Math.max(a, b));
  const buckets = new Map<number, number>();
  for (const t of answeredAtMs) {
    const b = Math.floor((t - first) / 1000);
    buckets.set(b, (buckets.get(b) ?? 0) + 1);
  }
  // The last bucket is usually a part of a second: count only whole ones when there is more than one.
  const whole = Math.floor((last - first) / 1000);
  const counted = [...buckets].filter(([b]) => whole === 0 || b < whole).map(([, n]) => n);
  return {
    mean: Math.round(((answeredAtMs.length - 1) * 1000) / Math.max(1, last - first)),
    peak: Math.max(...counted),
  };
}
