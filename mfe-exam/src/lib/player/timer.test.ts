import { createCountdown, isLowTime, isTimeUp, LOW_TIME_SECONDS, spokenTime } from './timer';

describe('timer (001 §4.4)', () => {
  test('001 §4.4: it counts down from the seconds left, on an injectable clock (ms)', () => {
    let now = 1_000;
    const countdown = createCountdown(10, () => now);
    expect(countdown.remaining()).toBe(10);
    now += 999;
    expect(countdown.remaining()).toBe(10);
    now += 1;
    expect(countdown.remaining()).toBe(9);
    now += 60_000;
    expect(countdown.remaining()).toBe(0);
  });

  test('001 §4.4: remaining time is re-derived when the server answers with new seconds', () => {
    let now = 0;
    const countdown = createCountdown(100, () => now);
    now = 5_000;
    countdown.reset(90);
    expect(countdown.remaining()).toBe(90);
  });

  test('001 §4.4, §9: it turns red below 1800 seconds', () => {
    expect(LOW_TIME_SECONDS).toBe(1800);
    expect(isLowTime(1800)).toBe(false);
    expect(isLowTime(1799)).toBe(true);
  });

  test('001 §4.4: at zero the submit summary opens', () => {
    expect(isTimeUp(0)).toBe(true);
    expect(isTimeUp(1)).toBe(false);
  });

  test('the remaining time is readable as text', () => {
    expect(spokenTime(3725)).toBe('1 hour 2 minutes 5 seconds left');
    expect(spokenTime(61)).toBe('1 minute 1 second left');
    expect(spokenTime(9)).toBe('9 seconds left');
  });
});
