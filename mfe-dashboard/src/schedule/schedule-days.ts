/**
 * Pure rules of the schedule (000 §2 /student/myschedule): scheduled classes by day in India Standard
 * Time, today first (whether a class is live now: ./live-now). Times in ISO 8601 from the API; days as 'yyyy-MM-dd' in IST.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { ClassItem } from '@classroom/shared/contract';
import { IST, istDay } from '@classroom/shared/format';

export { IST, istDay, formatTime as istTime } from '@classroom/shared/format';

/** A day heading: 'Today', 'Tomorrow' or 'Wed, 25 Nov'. `day` is 'yyyy-MM-dd' (IST). */
export function dayLabel(day: string, now: Date): string {
  const today = istDay(now);
  if (day === today) return 'Today';
  if (day === istDay(addDays(now, 1))) return 'Tomorrow';
  return format(new TZDate(`${day}T12:00:00+05:30`, IST), 'EEE, d MMM');
}

export interface ScheduleDay {
  /** 'yyyy-MM-dd' in IST. */
  day: string;
  label: string;
  classes: ClassItem[];
}

/**
 * The 7 days of week `week` (0 = today to today + 6, 1 = the next 7 days, …) with their classes in start order;
 * every day is listed, an empty one with no classes (the week view shows it). Past days never appear: today first; a
 * class still running from an earlier day is listed under today.
 */
export function scheduleWeek(items: readonly ClassItem[], now: Date, week = 0): ScheduleDay[] {
  const days = Array.from({ length: 7 }, (_, i) => istDay(addDays(now, week * 7 + i)));
  const byDay = new Map(days.map((d) => [d, [] as ClassItem[]]));
  for (const item of items) {
    const day = istDay(item.start_date);
    // A class still running that began on an earlier day (e.g. before midnight IST) belongs to today: Join is open.
    const shownOn = day < istDay(now) && Date.parse(item.end_date) >= now.getTime() ? istDay(now) : day;
    byDay.get(shownOn)?.push(item);
  }
  return days.map((day) => ({
    day,
    label: dayLabel(day, now),
    classes: byDay
      .get(day)!
      .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.liveclass_id - b.liveclass_id),
  }));
}

/** Whether any class starts on or after the first day of week `week` (so a 'Next week' is worth offering). */
export function hasClassesFrom(items: readonly ClassItem[], now: Date, week: number): boolean {
  const first = istDay(addDays(now, week * 7));
  return items.some((item) => istDay(item.start_date) >= first);
}
