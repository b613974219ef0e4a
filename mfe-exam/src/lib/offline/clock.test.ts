import { estimateOffset, nextSeq, secondsLeft } from './clock';

describe('server clock (001 §4.5: "A server-clock offset is derived from them")', () => {
  it('takes the server time against the round trip midpoint', () => {
    const sent = Date.parse('2026-01-01T10:00:00.000Z');
    // device is 5 s behind the server; round trip 400 ms
    expect(estimateOffset('2026-01-01T10:00:05.200Z', sent, sent + 400)).toBe(5000);
  });
  it('remaining time comes from the end time on the server clock, and may be ≤ 0 (then "Exam time is over")', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(secondsLeft('2026-01-01T11:00:00Z', 0, now)).toBe(3600);
    expect(secondsLeft('2026-01-01T11:00:00Z', 3_600_000, now)).toBe(0);
  });
});

describe('per-question seq (ARCHITECTURE §6: "a per-question sequence number that only rises")', () => {
  it('rises past the last stored one, and past the clock floor', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const floor = nextSeq(0, now);
    expect(floor).toBeGreaterThan(0);
    expect(floor).toBeLessThan(2 ** 31 - 1);
    expect(nextSeq(floor, now)).toBe(floor + 1);
    expect(nextSeq(floor + 10, now)).toBe(floor + 11);
    expect(nextSeq(5, now + 1000)).toBe(floor + 4);
  });
});
