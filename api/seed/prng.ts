/** A small deterministic PRNG (mulberry32) so the seed gives the same institute every time; no Math.random. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements, in list order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    sample: <T>(items: readonly T[], count: number) => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
    },
  };
}
