import { makeClass } from '../testing/factories';
import { isLiveNow } from '../lib/live-now';
import { dayLabel, hasClassesFrom, istDay, istTime, scheduleWeek } from './schedule-days';

// 23 Nov 2026, 20:00 UTC = 24 Nov 2026, 01:30 IST: the IST day has already turned.
const now = new Date('2026-11-23T20:00:00Z');

describe('schedule days', () => {
  it('IST: days and times are India Standard Time, whatever the device zone', () => {
    expect(istDay(now)).toBe('2026-11-24');
    expect(istTime('2026-11-24T05:00:00Z')).toBe('10:30 AM');
    expect(dayLabel('2026-11-24', now)).toBe('Today');
    expect(dayLabel('2026-11-25', now)).toBe('Tomorrow');
    expect(dayLabel('2026-11-26', now)).toBe('Thu, 26 Nov');
  });

  it('today first: seven days from today, each with its classes in start order; earlier days are left out', () => {
    const items = [
      makeClass({ liveclass_id: 1, start_date: '2026-11-24T09:00:00Z', end_date: '2026-11-24T10:30:00Z' }),
      makeClass({ liveclass_id: 2, start_date: '2026-11-24T05:00:00Z', end_date: '2026-11-24T06:30:00Z' }),
      makeClass({ liveclass_id: 3, start_date: '2026-11-23T05:00:00Z', end_date: '2026-11-23T06:30:00Z' }),
      makeClass({ liveclass_id: 4, start_date: '2026-12-01T05:00:00Z', end_date: '2026-12-01T06:30:00Z' }),
    ];
    const week = scheduleWeek(items, now);
    expect(week.map((d) => d.day)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(week[0]!.classes.map((c) => c.liveclass_id)).toEqual([2, 1]);
    expect(week.flatMap((d) => d.classes).map((c) => c.liveclass_id)).not.toContain(3);
    expect(scheduleWeek(items, now, 1)[0]!.classes.map((c) => c.liveclass_id)).toEqual([4]);
    expect(hasClassesFrom(items, now, 1)).toBe(true);
    // Began 23 Nov 23:45 IST, still running at 01:30 IST on the 24th: listed under today.
    const running = makeClass({
      liveclass_id: 5,
      start_date: '2026-11-23T18:15:00Z',
      end_date: '2026-11-23T20:30:00Z',
    });
    expect(scheduleWeek([...items, running], now)[0]!.classes.map((c) => c.liveclass_id)).toEqual([5, 2, 1]);
    expect(hasClassesFrom(items, now, 2)).toBe(false);
  });

  it('Join when live: online with a link, from 10 minutes before the start to the end', () => {
    const item = makeClass({
      class_type: 'online',
      live_class_link: 'https://meet.example/x',
      start_date: '2026-11-23T20:05:00Z',
      end_date: '2026-11-23T21:00:00Z',
    });
    expect(isLiveNow(item, now)).toBe(true);
    expect(isLiveNow({ ...item, start_date: '2026-11-23T20:11:00Z' }, now)).toBe(false);
    expect(isLiveNow({ ...item, end_date: '2026-11-23T19:59:00Z' }, now)).toBe(false);
    expect(isLiveNow({ ...item, live_class_link: null }, now)).toBe(false);
    expect(isLiveNow({ ...item, class_type: 'offline' }, now)).toBe(false);
  });
});
