/**
 * Formatters of the spec's Indian conventions (000 §5, §9; DESIGN "Indian conventions").
 * Dates go through date-fns; numbers through Intl with the en-IN locale.
 */
import { format as formatDate } from 'date-fns';

const indianNumber = new Intl.NumberFormat('en-IN');
const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** Indian digit grouping (000 §5): 1234567 → '12,34,567'. */
export function formatIndianNumber(value: number): string {
  return indianNumber.format(value);
}

/** Rupees with ₹ and en-IN grouping: 123456 → '₹1,23,456'; 45000.5 → '₹45,000.5'. Input in rupees. */
export function formatRupees(rupees: number): string {
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

/** Date and time as students read it (DESIGN): '22 Nov 2026, 4:30 PM'. Accepts an ISO string or Date. */
export function formatDateTime(value: string | Date): string {
  return formatDate(typeof value === 'string' ? new Date(value) : value, 'd MMM yyyy, h:mm a');
}

/** Date only: '22 Nov 2026'. */
export function formatDay(value: string | Date): string {
  return formatDate(typeof value === 'string' ? new Date(value) : value, 'd MMM yyyy');
}

/** Mobile number with the country prefix (000 §9): '9876500001' → '+91-9876500001'. */
export function formatMobile(mobile: string): string {
  return `+91-${mobile}`;
}
