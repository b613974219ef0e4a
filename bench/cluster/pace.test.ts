/**
 * bench:cluster's two ways of saving (bench/cluster/pace.ts, decision 0012): paced students think 50–150 % of the
 * mean gap before a save and offer students ÷ gap saves/s; capacity students never wait; the throughput figures count
 * answers per second of the run.
 */
import { offeredSavesPerSecond, parseModes, savesPerSecond, thinkTimeMs } from './pace';

test('MODES: both modes by default, in the order given, and an unknown mode is refused', () => {
  expect(parseModes(undefined)).toEqual(['paced', 'capacity']);
  expect(parseModes('capacity')).toEqual(['capacity']);
  expect(() => parseModes('paced,burst')).toThrow('unknown mode "burst"');
});

test('a paced student thinks between half and one and a half mean gaps; a capacity student not at all', () => {
  expect(thinkTimeMs('paced', 3000, () => 0)).toBe(1500);
  expect(thinkTimeMs('paced', 3000, () => 0.5)).toBe(3000);
  expect(thinkTimeMs('paced', 3000, () => 0.999)).toBeCloseTo(4497, 0);
  expect(thinkTimeMs('capacity', 3000, () => 0.5)).toBe(0);
  expect(thinkTimeMs('paced', 0, () => 0.5)).toBe(0);
});

test('the offered load is students ÷ mean gap, and has no figure in the capacity mode', () => {
  expect(offeredSavesPerSecond('paced', 1000, 3000)).toBeCloseTo(333.3, 1);
  expect(offeredSavesPerSecond('paced', 300, 1500)).toBe(200);
  expect(offeredSavesPerSecond('capacity', 1000, 3000)).toBeNull();
});

test('saves per second: the mean over the answers’ window and the busiest whole second', () => {
  // 10 answers in the first second, 30 in the second, 5 in a part of the third.
  const at = [
    ...Array.from({ length: 10 }, (_, i) => 1000 + i * 100),
    ...Array.from({ length: 30 }, (_, i) => 2000 + i * 33),
    ...Array.from({ length: 5 }, (_, i) => 3000 + i * 10),
  ];
  const figures = savesPerSecond(at);
  expect(figures.peak).toBe(30);
  expect(figures.mean).toBe(Math.round((44 * 1000) / (3040 - 1000)));
  expect(savesPerSecond([5])).toEqual({ mean: 0, peak: 0 });
});
