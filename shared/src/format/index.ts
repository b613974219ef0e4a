/**
 * Formatters of the spec's Indian conventions (000 §5, §9; DESIGN "Indian conventions").
 * Dates go through date-fns with @date-fns/tz: every instant is shown in India Standard Time (Asia/Kolkata), whatever
 * the device's time zone, and a date-only value ('2026-12-15') is a calendar date that never shifts a day
 * (decision record 0022). Numbers go through Intl with the en-IN locale.
 */
import { TZDate } from '@date-fns/tz';
import { format as formatDate } from 'date-fns';

/** The institute's time zone: every time a student sees is in IST. */
export const IST = 'Asia/Kolkata';

/** A calendar date without a time: 'yyyy-MM-dd' (fee due dates, course start dates). */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant as a date in IST. `value` is an ISO 8601 instant (with its offset or Z), epoch milliseconds or a Date; a
 * date-only string is read as that calendar day in IST (00:00 IST), so it keeps its day. Throws RangeError on an
 * unreadable value (date-fns' format does).
 */
export function inIst(value: string | number | Date): TZDate {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return new TZDate(Number(day[1]), Number(day[2]) - 1, Number(day[3]), IST);
    return new TZDate(Date.parse(value), IST);
  }
  return new TZDate(typeof value === 'number' ? value : value.getTime(), IST);
}

/**
 * The en-IN number formats, made on first use, not when this module loads: building an Intl.NumberFormat reads the
 * locale's data (tens of ms of the cold dashboard's main thread on
 * a slow phone),
 * and most screens show no rupees.
 */
let indianNumber: Intl.NumberFormat | undefined;
let rupeeFormat: Intl.NumberFormat | undefined;

/** Indian digit grouping (000 §5): 1234567 → '12,34,567'. */
export function formatIndianNumber(value: number): string {
  indianNumber ??= new Intl.NumberFormat('en-IN');
  return indianNumber.format(value);
}

/** Rupees with ₹ and en-IN grouping: 123456 → '₹1,23,456'; 45000.5 → '₹45,000.5'. Input in rupees. */
export function formatRupees(rupees: number): string {
  rupeeFormat ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return rupeeFormat.format(rupees);
}

function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** Countdown display hh:mm:ss (000 §4 Timer, §9); input in seconds, negatives show 00:00:00. 10800 → '03:00:00'. */
export function formatClock(seconds: number): string {
  const s = wholeSeconds(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Duration as 'Xh Ym Zs' (000 §9); input in seconds. 10800 → '3h 0m 0s'. */
export function formatDuration(seconds: number): string {
  const s = wholeSeconds(seconds);
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m ${s % 60}s`;
}

/** Exam duration in minutes shown as hh:mm:ss (001 §4.4: minutes × 60 for display). */
export function formatMinutes(minutes: number): string {
  return formatClock(minutes * 60);
}

/**
 * Date and time as students read it (DESIGN), in IST on every device: '2026-11-22T11:00:00Z' → '22 Nov 2026, 4:30 PM'.
 * Accepts an ISO 8601 instant, epoch milliseconds or a Date.
 */
export function formatDateTime(value: string | number | Date): string {
  return formatDate(inIst(value), 'd MMM yyyy, h:mm a');
}

/** Time of day in IST: '2026-11-22T11:00:00Z' → '4:30 PM'. */
export function formatTime(value: string | number | Date): string {
  return formatDate(inIst(value), 'h:mm a');
}

/**
 * Date only: '22 Nov 2026'. A date-only string ('2026-12-15') is that calendar date on every device; an instant is its
 * day in IST ('2026-12-14T20:00:00Z' → '15 Dec 2026').
 */
export function formatDay(value: string | number | Date): string {
  return formatDate(inIst(value), 'd MMM yyyy');
}

/** The IST calendar day of an instant as 'yyyy-MM-dd' ('2026-11-22T20:00:00Z' → '2026-11-23'); date-only values pass through. */
export function istDay(value: string | number | Date): string {
  return formatDate(inIst(value), 'yyyy-MM-dd');
}

/** Mobile number with the country prefix (000 §9): '9876500001' → '+91-9876500001'. */
export function formatMobile(mobile: string): string {
  return `+91-${mobile}`;
}
