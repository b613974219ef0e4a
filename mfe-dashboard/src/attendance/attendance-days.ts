/**
 * Pure rules of the attendance calendar (000 §2 Attendance view, §3 Attendance): which days are attended, absent or
 * holidays, and which months the calendar may show. Dates are calendar days 'YYYY-MM-DD' (the institute's day, IST).
 */
import { addMonths, endOfMonth, isAfter, isBefore, parseISO, startOfMonth } from 'date-fns';

export type DayKind = 'attended' | 'absent' | 'holiday';

/** One class day of attendance-dates: `present` when at least one class of that day was attended. */
export interface ClassDay {
  date: string;
  present: boolean;
}

/** One holiday of get-school-holidays. */
export interface Holiday {
  holiday_date: string;
  holiday_name: string;
  is_holiday: boolean;
}

/**
 * The kind of each marked day (000 §2: attended, holiday and absent marked differently). A day with classes shows its
 * attendance — attended when any class was attended, else absent — even on a holiday (a class held is a class
 * counted); a holiday without classes is a holiday. Days with neither are absent from the map.
 */
export function dayKinds(days: readonly ClassDay[], holidays: readonly Holiday[]): Map<string, DayKind> {
  const kinds = new Map<string, DayKind>();
  for (const h of holidays) if (h.is_holiday) kinds.set(h.holiday_date, 'holiday');
  for (const d of days) kinds.set(d.date, d.present ? 'attended' : 'absent');
  return kinds;
}

/** The marked days of one kind as local-midnight Dates, for react-day-picker's modifiers. */
export function datesOf(kinds: Map<string, DayKind>, kind: DayKind): Date[] {
  return [...kinds].filter(([, k]) => k === kind).map(([date]) => parseISO(date));
}

/** How many days of each kind fall in the month of `month` (the legend's counts for the shown month). */
export function countInMonth(kinds: Map<string, DayKind>, month: Date): Record<DayKind, number> {
  const prefix = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-`;
  const counts: Record<DayKind, number> = { attended: 0, absent: 0, holiday: 0 };
  for (const [date, kind] of kinds) if (date.startsWith(prefix)) counts[kind] += 1;
  return counts;
}

/**
 * The months the calendar can show (the months navigable over the batch's span): from the month of the
 * batch's first class day to the month of its last class day or today, whichever is later. Without class days, the
 * current month only. Returns the first days of the first and last months.
 */
export function batchSpan(days: readonly ClassDay[], today: Date): { start: Date; end: Date } {
  let first = startOfMonth(today);
  let last = startOfMonth(today);
  for (const d of days) {
    const date = startOfMonth(parseISO(d.date));
    if (isBefore(date, first)) first = date;
    if (isAfter(date, last)) last = date;
  }
  return { start: first, end: last };
}

/** Clamps `month` into the span (a month outside it shows the span's nearest end). */
export function clampMonth(month: Date, span: { start: Date; end: Date }): Date {
  const m = startOfMonth(month);
  if (isBefore(m, span.start)) return span.start;
  if (isAfter(m, endOfMonth(span.end))) return span.end;
  return m;
}

export { addMonths };
